import { Worker } from 'node:worker_threads';
import type { RenderOutput, RenderProgress } from '../output';
import { RenderError, type RenderErrorCode } from '../errors';
import type { PosterSpec } from '../spec';
import { WORKER_NICE, WorkerPool, workerExecArgv } from './pool';
import type { CoreBudget } from './raster-pool';

/**
 * Whole raster posters made in worker threads, each running ./poster-worker-entry (bundled into one file by
 * scripts/build-render-worker.mjs, which `npm start` and `npm run build` run). Measured under load
 * (`npm run loadtest`): building a 3072 × 4096 poster's SVG held the server's thread ~50 ms per poster,
 * and its garbage ~25 ms more; in a worker, the server's thread keeps to HTTP, the database and signing.
 * Each worker has its own tile and font caches. Where the workers cannot start, posters are made on
 * this thread as before.
 */

/** What an engine in a worker is built with: the settings that are plain data (no printer, cache or store). */
export interface PosterWorkerSettings {
  tilesUrl: string;
  elevationUrl?: string;
  rasterTiles?: { standard?: string; satellite?: string };
  rasterTileDefaults?: boolean;
  tileTimeoutMs?: number;
  tileCache?: { dir: string; maxBytes: number };
  deadlineMs?: number;
  rasterBackend?: 'skia' | 'resvg';
  rasterStrips?: boolean;
  steppedFades?: boolean;
  outlineAllText?: boolean;
}

export interface PosterWorkerData {
  settings: PosterWorkerSettings;
  nice: number;
  /** Shared by every worker of the pool: posters handed over and strips at work, so a poster is drawn in strips only on free cores. */
  budget: CoreBudget;
}

export interface PosterJob {
  spec: PosterSpec;
  preview: boolean;
  allowPartialMap: boolean;
}

/** A RenderOutput as it crosses from the worker: its bytes as plain Uint8Arrays. */
export type PosterWorkerResult = Omit<RenderOutput, 'bytes' | 'preview'> & {
  bytes: Uint8Array;
  preview?: { mime: 'image/webp'; bytes: Uint8Array };
};

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export class PosterPool {
  private readonly pool: WorkerPool<PosterJob, RenderOutput>;
  private readonly budget: CoreBudget;

  /**
   * `script`: the bundled ./poster-worker-entry. `here`: the same render on this thread, for a process
   * where the workers cannot start. `nice`: the priority of the workers and of their strip threads.
   */
  constructor(
    script: string,
    settings: PosterWorkerSettings,
    size: number,
    here: (job: PosterJob, signal?: AbortSignal, onProgress?: (progress: RenderProgress) => void) => Promise<RenderOutput>,
    nice = WORKER_NICE,
  ) {
    this.budget = { busy: new Int32Array(new SharedArrayBuffer(4)), cores: size };
    const workerData: PosterWorkerData = { settings, nice, budget: this.budget };
    this.pool = new WorkerPool<PosterJob, RenderOutput>({
      size,
      name: 'the poster engine',
      start: () => new Worker(script, { ...workerExecArgv(), workerData }),
      result: (result) => {
        const output = result as PosterWorkerResult;
        return { ...output, bytes: asBuffer(output.bytes), preview: output.preview && { ...output.preview, bytes: asBuffer(output.preview.bytes) } };
      },
      failure: (error) => {
        const { code, message } = error as { code: RenderErrorCode; message: string };
        return new RenderError(code, message);
      },
      here: (job, signal, onProgress) => here(job, signal, onProgress),
    });
  }

  /** Whether posters are made in workers (false once a worker failed to start). */
  get threaded(): boolean {
    return this.pool.threaded;
  }

  /** `onProgress`: the worker's reports of the poster's strips (RenderOptions.onProgress), on this thread. */
  render(job: PosterJob, signal?: AbortSignal, onProgress?: (progress: RenderProgress) => void): Promise<RenderOutput> {
    // A poster takes a core from the moment it is handed over (its worker may still be starting, or
    // the poster waiting for one), so no other poster's strips count on that core.
    Atomics.add(this.budget.busy, 0, 1);
    return this.pool.run(job, signal, onProgress as ((progress: unknown) => void) | undefined).finally(() => Atomics.sub(this.budget.busy, 0, 1));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
