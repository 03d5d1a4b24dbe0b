/**
 * The Skia painter of the poster's scene (../scene), through @napi-rs/canvas: PNG, JPEG
 * and WebP drawn without an SVG document. ./paint is self-contained so ../threads can run its source
 * in a worker thread; resvg (../threads raster-pool) stays the reference it is tested against.
 */
export { type CanvasModule, paintScene, type SkiaCanvas } from './paint';

/** Which rasteriser draws PNG, JPEG and WebP: Skia from the scene, or resvg from the SVG document. */
export type RasterBackend = 'skia' | 'resvg';
export const RASTER_BACKENDS = ['skia', 'resvg'] as const;
/**
 * Skia: it draws the same poster in 0.5-0.7x resvg's CPU time (npm run bench, issue 29's note), and the
 * oracle test (tests/integration/render/skia-vs-resvg.test.ts) holds it to resvg over every theme and
 * feature: at full size within the issue's bounds (<= 0.5 % of pixels off by more than 8, <= 0.1 % by more
 * than 32), at 1024 px within 1.5 % and 0.1 %, where what is left is resvg's, not Skia's: resvg puts
 * the edges of shapes at least 1 px wide on a quarter-pixel grid (4 x 4 supersampling), Skia covers them
 * exactly (./paint.test.ts). resvg stays for SVG-only paths (previews of PDFs), on Vercel (lib/config:
 * Skia's binary would not fit a function) and as the oracle.
 */
export const DEFAULT_RASTER_BACKEND: RasterBackend = 'skia';
