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
 * it does at 3072 × 4096 (0.25-0.31 % against resvg drawing the same glyph outlines), not at 1024 px
 * (0.14-1.22 %; never more than 0.03 % off by more than 32). What is left is not a painting mistake:
 * resvg puts the edges of every shape at least 1 px wide on a quarter-pixel grid (4 × 4 supersampling),
 * Skia covers them exactly; strokes under 1 px agree within 2. Meeting the bound at 1024 px needs the
 * bound restated for that (see tests/integration/render/skia-vs-resvg.test.ts), not a change of painter.
 */
export const DEFAULT_RASTER_BACKEND: RasterBackend = 'resvg';
