import { embeddedFontCss, fontsReady, type FontFace } from './fonts';
import { RenderError } from './errors';
import { PdfPrinter, sharedPdfPrinter, type PdfPrinterOptions } from './pdf';
import { encode, rasterise } from './raster';
import { PREVIEW_DIMENSION, type Format, type PosterSpec } from './spec';
import { fontUses, layoutPoster, posterSvg, type PlacedTile } from './svg';
import { getTheme } from './themes';
import { TileStore, tileSourceFor } from './tiles';

export interface EngineOptions {
  /** TILES_URL: a .pmtiles path or URL, a TileJSON URL, or a {z}/{x}/{y} template. */
  tilesUrl: string;
  browser?: PdfPrinterOptions;
  /** A printer of its own (tests); else the process's shared one. */
  printer?: PdfPrinter;
  tileStore?: TileStore;
  /** Time limit of one remote tile read (retried once); default 10 s. */
  tileTimeoutMs?: number;
}

export interface RenderOptions {
  /** Also return a 640 px WebP of the poster. */
  preview?: boolean;
  /** XML placed in the SVG's <metadata> (SVG output only). */
  metadata?: string;
}

export interface Timings {
  tiles: number;
  svg: number;
  /** Rasterising (png/jpeg/webp) or printing (pdf); 0 for svg. */
  draw: number;
  encode: number;
  total: number;
}

export interface RenderOutput {
  format: Format;
  mime: string;
  bytes: Buffer;
  width: number;
  height: number;
  preview?: { mime: 'image/webp'; bytes: Buffer };
  timings: Timings;
}

export const MIME_TYPES: Record<Format, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

const SHARED_STORE = new TileStore();

/** Spec in, bytes out. Knows nothing of keys, plans or HTTP. */
export class PosterEngine {
  private readonly store: TileStore;
  constructor(private readonly options: EngineOptions) {
    this.store = options.tileStore ?? SHARED_STORE;
  }

  private printer(): PdfPrinter {
    return this.options.printer ?? sharedPdfPrinter(this.options.browser ?? {});
  }

  /** The poster as an SVG document and its layout, without rasterising. */
  async document(spec: PosterSpec, options: { embedFonts: boolean; metadata?: string }) {
    const started = performance.now();
    const [source] = await Promise.all([tileSourceFor(this.options.tilesUrl, this.options.tileTimeoutMs), fontsReady()]);
    const theme = getTheme(spec.theme);
    const layout = layoutPoster(spec, theme, source.maxZoom);
    const loaded = await this.store.getAll(source, layout.view.tiles);
    const tilesDone = performance.now();
    const placed: PlacedTile[] = loaded.map(({ address, tile }) => ({ tile, transform: layout.view.tileTransform(address, tile.extent) }));
    const uses = fontUses(layout);
    const fontCss = options.embedFonts ? await embeddedFontCss(uses) : undefined;
    const svg = posterSvg(layout, placed, { fontCss, metadata: options.metadata });
    return {
      svg,
      layout,
      faces: uses.map((use) => use.face) as FontFace[],
      timings: { tiles: tilesDone - started, svg: performance.now() - tilesDone },
    };
  }

  async render(spec: PosterSpec, options: RenderOptions = {}): Promise<RenderOutput> {
    const started = performance.now();
    const vector = spec.format === 'svg' || spec.format === 'pdf';
    const { svg, layout, faces, timings } = await this.document(spec, { embedFonts: vector, metadata: spec.format === 'svg' ? options.metadata : undefined });
    const { width, height } = layout;
    let bytes: Buffer;
    let draw = 0;
    let encodeMs = 0;
    let preview: RenderOutput['preview'];

    if (spec.format === 'svg' || spec.format === 'pdf') {
      const drawStarted = performance.now();
      bytes = spec.format === 'svg' ? Buffer.from(svg, 'utf8') : Buffer.from(await this.printer().print(svg, width, height));
      draw = spec.format === 'pdf' ? performance.now() - drawStarted : 0;
      if (options.preview) {
        const small = await rasterise(svg, faces, Math.round((PREVIEW_DIMENSION * width) / Math.max(width, height)));
        preview = { mime: 'image/webp', bytes: await encode(small, 'webp') };
      }
    } else {
      const drawStarted = performance.now();
      const raster = await rasterise(svg, faces);
      const encodeStarted = performance.now();
      draw = encodeStarted - drawStarted;
      const [main, small] = await Promise.all([
        encode(raster, spec.format),
        options.preview ? encode(raster, 'webp', PREVIEW_DIMENSION) : undefined,
      ]);
      bytes = main;
      encodeMs = performance.now() - encodeStarted;
      if (small) preview = { mime: 'image/webp', bytes: small };
    }

    return {
      format: spec.format,
      mime: MIME_TYPES[spec.format],
      bytes,
      width,
      height,
      preview,
      timings: { ...timings, draw, encode: encodeMs, total: performance.now() - started },
    };
  }
}

export function isRenderError(error: unknown): error is RenderError {
  return error instanceof RenderError;
}
