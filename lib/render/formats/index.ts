/**
 * A poster document as the file of its format: SVG as it is, PDF printed by Chromium (vector),
 * PNG, JPEG and WebP drawn by resvg and encoded by sharp (./raster, in worker threads), and the
 * 640 px WebP preview beside any of them.
 */
import { cpuMark, cpuSince } from '../cpu';
import type { FontFace } from '../fonts';
import type { RenderProgress } from '../output';
import { type PdfPrinter, printSheet } from '../pdf';
import { SOFT_DPI } from '../print';
import { dimensionCap, type Format, type PosterSpec, PREVIEW_DIMENSION } from '../spec';
import type { Scene } from '../scene';
import { withJfifDensity } from './jfif';
import { encoding, paintPoster, rasterise } from './raster';

export { withJfifDensity } from './jfif';
export { encoding, paintPoster, rasterise, type RasterFormat } from './raster';

export const MIME_TYPES: Record<Format, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

/** The formats whose document keeps its text and paths as vectors (and embeds its fonts). */
export const isVectorFormat = (format: Format): format is 'svg' | 'pdf' => format === 'svg' || format === 'pdf';

export interface PosterFile {
  bytes: Buffer;
  preview?: { mime: 'image/webp'; bytes: Buffer };
  /** Milliseconds rasterising (png/jpeg/webp) or printing (pdf), and encoding; 0 where there is none. */
  draw: number;
  encode: number;
  /** The process's CPU milliseconds in those stages (../cpu); a PDF's printing is Chromium's, another process's, and not in it. */
  cpu: { draw: number; encode: number };
}

/**
 * The document `svg` of a sheet `width` × `height` px as a `spec.format` file. `printer` is asked for
 * only for a PDF (it may start a browser).
 */
export async function posterFile(
  spec: PosterSpec,
  /** `wholeScene`: the whole scene when `scene` is its head (../compose onSceneHead), painted as it comes. */
  document: { svg: string; scene?: Scene; wholeScene?: Promise<Scene>; faces: readonly FontFace[]; width: number; height: number },
  options: {
    preview?: boolean;
    printer: () => PdfPrinter;
    steppedFades?: boolean;
    strips?: boolean;
    onProgress?: (progress: RenderProgress) => void;
    /** Stops a PDF's print (its page closed) when the caller goes away; a raster's worker has the signal already. */
    signal?: AbortSignal;
  },
): Promise<PosterFile> {
  const { svg, faces, width, height } = document;
  if (spec.format === 'svg' || spec.format === 'pdf') {
    const drawStarted = performance.now();
    const drawCpu = cpuMark();
    let bytes: Buffer;
    if (spec.format === 'svg') bytes = Buffer.from(svg, 'utf8');
    else {
      const printed = await options.printer().print(svg, width, height, { signal: options.signal });
      bytes = Buffer.from(spec.print ? await printSheet(printed, spec.print, spec.cropMarks) : printed);
    }
    const draw = spec.format === 'pdf' ? performance.now() - drawStarted : 0;
    const cpu = { draw: spec.format === 'pdf' ? cpuSince(drawCpu) : 0, encode: 0 };
    let preview: PosterFile['preview'];
    if (options.preview) {
      const small = await rasterise(svg, faces, [encoding('webp')], { fitWidth: Math.round((PREVIEW_DIMENSION * width) / Math.max(width, height)) });
      preview = { mime: 'image/webp', bytes: small.files[0]! };
    }
    return { bytes, preview, draw, encode: 0, cpu };
  }
  const encodings = [encoding(spec.format, { dpi: spec.print?.dpi })];
  if (options.preview) encodings.push(encoding('webp', { resizeTo: PREVIEW_DIMENSION }));
  // A scene is painted by Skia; else resvg draws the SVG.
  const { steppedFades, strips = true, onProgress } = options;
  const drawn = document.scene
    ? await paintPoster(document.scene, encodings, { stepped: steppedFades, strips, onProgress, whole: document.wholeScene })
    : await rasterise(svg, faces, encodings, { strips, onProgress });
  const [drawnMain, small] = drawn.files;
  const main = spec.format === 'jpeg' ? withJfifDensity(drawnMain!, spec.print?.dpi) : drawnMain;
  // The worker's own clock: time queued for a worker counts in neither.
  const { draw, encode, cpu } = drawn.timings;
  return { bytes: main!, preview: small && { mime: 'image/webp', bytes: small }, draw, encode, cpu };
}

/** A raster print under SOFT_DPI: the pixels ran out (maxDimension, or the format's maximum) before the size did. */
export function printWarnings(spec: PosterSpec): string[] {
  if (!spec.print || isVectorFormat(spec.format) || spec.print.dpi >= SOFT_DPI) return [];
  const { size, dpi, trimPx, bleedPx } = spec.print;
  const longest = Math.max(trimPx.width, trimPx.height) + 2 * bleedPx;
  return [
    `at ${size.widthMm} × ${size.heightMm} mm this ${spec.format} has ${dpi} dpi (${longest} px on its longest side; at most ${dimensionCap(spec.format)}), under the ${SOFT_DPI} dpi a print looks sharp at: choose format "pdf", which is vector and sharp at any size`,
  ];
}
