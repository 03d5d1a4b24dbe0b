/**
 * The Skia painter of the poster's display list (../svg scene.ts), through @napi-rs/canvas: PNG, JPEG
 * and WebP drawn without an SVG document. ./paint is self-contained so ../threads can run its source
 * in a worker thread; resvg (../threads raster-pool) stays the reference it is tested against.
 */
export { type CanvasModule, paintScene, type SkiaCanvas } from './paint';

/** Which rasteriser draws PNG, JPEG and WebP: Skia from the display list, or resvg from the SVG document. */
export type RasterBackend = 'skia' | 'resvg';
export const RASTER_BACKENDS = ['skia', 'resvg'] as const;
/** The default: Skia draws the poster in about half resvg's time, within the bounds the skia-vs-resvg test holds it to. */
export const DEFAULT_RASTER_BACKEND: RasterBackend = 'skia';
