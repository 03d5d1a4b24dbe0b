import type { FontFace } from '../fonts';
import type { RenderProgress } from '../output';
import type { Scene } from '../scene';
import { RenderError } from '../errors';
import { type DrawnFiles, type Encoding, RasterStageError, type SharpCall, sharedRasterPool } from '../threads';

export type RasterFormat = 'png' | 'jpeg' | 'webp';

/**
 * The poster drawn by resvg and encoded by sharp, once per encoding (../threads: in a worker
 * thread, so the event loop stays free). Fonts are passed as files (resvg reads no WOFF2 and scans no
 * system fonts): the same pixels on every machine.
 */
export async function rasterise(
  svg: string,
  faces: readonly FontFace[],
  encodings: readonly Encoding[],
  { fitWidth, strips = true, onProgress }: { fitWidth?: number; strips?: boolean; onProgress?: (progress: RenderProgress) => void } = {},
): Promise<DrawnFiles> {
  try {
    return await sharedRasterPool().draw(
      svg,
      {
        font: {
          fontFiles: [...new Set(faces.map((face) => face.file))],
          loadSystemFonts: false,
          defaultFontFamily: faces[0]?.family ?? 'Inter',
        },
        fitTo: fitWidth ? { mode: 'width', value: fitWidth } : { mode: 'original' },
        shapeRendering: 2,
        textRendering: 2,
        imageRendering: 0,
      },
      encodings,
      strips,
      onProgress,
    );
  } catch (error) {
    throw rasterError(error, encodings);
  }
}

/**
 * The poster's scene painted by Skia and encoded by sharp, once per encoding (in a worker thread, as rasterise).
 * `whole`: the whole scene when `scene` is its head (../threads RasterPool.paint).
 */
export async function paintPoster(
  scene: Scene,
  encodings: readonly Encoding[],
  {
    stepped = false,
    strips = true,
    onProgress,
    whole,
  }: { stepped?: boolean; strips?: boolean; onProgress?: (progress: RenderProgress) => void; whole?: Promise<Scene> } = {},
): Promise<DrawnFiles> {
  try {
    return await sharedRasterPool().paint(scene, encodings, stepped, strips, onProgress, whole);
  } catch (error) {
    throw rasterError(error, encodings);
  }
}

function rasterError(error: unknown, encodings: readonly Encoding[]): RenderError {
  const message = (error as Error).message;
  const what =
    error instanceof RasterStageError && error.stage === 'encode'
      ? `encoding the poster as ${encodings.map(formatOf).join(' and ')}`
      : 'rasterising the poster';
  return new RenderError('render_failed', `${what} failed: ${message}`, { cause: error });
}

/**
 * The sharp calls that encode resvg's RGBA as a file. Its pixels are premultiplied, but every poster
 * pixel is opaque (the page is painted first), where premultiplied and straight alpha are the same
 * bytes: telling sharp "straight" skips an unpremultiply pass over 12 million pixels.
 */
export function encoding(format: RasterFormat, options: { resizeTo?: number; dpi?: number } = {}): Encoding {
  const { resizeTo, dpi } = options;
  // Posters are opaque: dropping alpha makes files a quarter smaller.
  const calls: SharpCall[] = [['removeAlpha']];
  if (resizeTo) calls.push(['resize', { width: resizeTo, height: resizeTo, fit: 'inside', kernel: 'lanczos3' }]);
  // A print: the file says its resolution, so print software places it at its size (PNG pHYs; JPEG and
  // WebP Exif XResolution/YResolution, a JPEG's JFIF density too: ./jfif), with the sRGB profile its colors
  // are in. Any other JPEG or WebP still says its colors are sRGB (the PNG writer, ../threads png-strips,
  // writes an sRGB chunk into every PNG).
  if (dpi) calls.push(['withMetadata', { density: dpi }]);
  else if (format !== 'png') calls.push(['withIccProfile', 'srgb']);
  calls.push(FORMAT_CALLS[format]);
  return calls;
}

const FORMAT_CALLS: Record<RasterFormat, SharpCall> = {
  // zlib level 3 (of 9), no adaptive filtering: half the time of level 6 for 12 % more bytes (measured on
  // a 3072 × 4096 Copenhagen poster: 76 ms and 2.16 MB against 161 ms and 1.93 MB; adaptive filtering 3×
  // slower and larger on flat map colors).
  png: ['png', { compressionLevel: 3, adaptiveFiltering: false }],
  // 4:4:4: thin colored lines keep their color (4:2:0 smears them). No optimised Huffman tables: the same
  // pixels (lossless either way) in a quarter to a half of the time for 8-9 % more bytes (measured on 3072 × 4096
  // Copenhagen posters: 75-96 ms and 1.57 MB against 187-348 ms and 1.46 MB, midnight_dark; vintage_atlas alike).
  jpeg: ['jpeg', { quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false }],
  // smartSubsample would cost 4× the time for no visible gain on map art. Effort 0: 25-30 % less time than 2
  // (3072 × 4096 Copenhagen: 350-510 ms against 580-700) for 2-14 % more bytes and the same error from the
  // drawn pixels (mean 0.83-0.95 of 255, none off by more than 32, both efforts).
  webp: ['webp', { quality: 90, effort: 0 }],
};

const formatOf = (calls: Encoding): string => calls[calls.length - 1]?.[0] ?? 'an image';
