/**
 * The engine's worker threads. Two pools, one generic pool under both:
 * - ./raster-pool: resvg draws an SVG and sharp encodes it, in threads running a few lines of inline
 *   source (one pool per process, `sharedRasterPool`);
 * - ./poster-pool: whole raster posters, in threads running ./poster-worker-entry (bundled by
 *   scripts/build-render-worker.mjs; one pool per PosterEngine given a workerScript);
 * - ./pool: the pool both are built on (jobs in turn, abort, running here when no worker starts).
 * ./poster-worker-entry is a worker's entry file, not part of this index: it runs only inside a thread.
 */
export { renderThreads } from './pool';
export { type DrawnFiles, type Encoding, RasterStageError, RasterPool, type SharpCall, sharedRasterPool } from './raster-pool';
export { PosterPool, type PosterJob, type PosterWorkerSettings } from './poster-pool';
