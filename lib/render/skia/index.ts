/**
 * The Skia painter of the poster's display list (../svg scene.ts), through @napi-rs/canvas: PNG, JPEG
 * and WebP drawn without an SVG document. ./paint is self-contained so ../threads can run its source
 * in a worker thread; resvg (../threads raster-pool) stays the reference it is tested against.
 */
export { type CanvasModule, paintScene, type SkiaCanvas } from './paint';

/** Which rasteriser draws PNG, JPEG and WebP: Skia from the display list, or resvg from the SVG document. */
export type RasterBackend = 'skia' | 'resvg';
export const RASTER_BACKENDS = ['skia', 'resvg'] as const;
/**
 * resvg until Skia meets the bound of at most 0.5 % of pixels off by more than 8 at every size:
 * it does at 3072 × 4096 (0.3 %), not yet at 1024 px (0.14-1.3 %, anti-aliasing of thin strokes and
 * glyph edges; never more than 0.05 % off by more than 32). See tests/integration/render/skia-vs-resvg.test.ts.
 */
export const DEFAULT_RASTER_BACKEND: RasterBackend = 'resvg';
