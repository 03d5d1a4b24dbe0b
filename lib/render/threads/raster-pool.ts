import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, Worker } from 'node:worker_threads';
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
import { processSingleton } from '@/lib/singleton';
import { type CanvasModule, paintScene } from '../skia';
import type { Scene } from '../svg';
import { lowerThisThreadsPriority, renderThreads, WORKER_NICE, WorkerPool, workerExecArgv } from './pool';

/**
 * resvg and sharp in worker threads: a worker draws the SVG and encodes the pixels, and hands back
 * only the encoded files. renderAsync draws on libuv's pool, but handing its pixels to JavaScript
 * (`image.pixels`) copies 48 MiB on the main thread for a 3072 × 4096 poster: 30-120 ms in which
 * the server answers nothing, not even /health. Moving those pixels to the main thread for sharp
 * was no better: 48 MiB of outside memory per poster made V8 collect garbage on the main thread
 * ("external memory pressure", up to 70 ms a pause under load). The pixels now never leave the worker.
 *
 * An encoding is a list of sharp calls (`[['removeAlpha'], ['png', {…}]]`): plain data that crosses
 * to the worker, so the settings live in ../formats alone.
 *
 * The worker is a few lines of plain JavaScript run with `eval`, so the same code works under
 * Next.js's bundle, tsx and vitest; it loads @resvg/resvg-js from the node_modules this module is
 * loaded from (else the working directory's).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(require.resolve('@resvg/resvg-js', { paths: workerData.paths }));
// sharp is loaded by the main thread first (../formats imports it), as sharp asks of worker threads.
const sharp = require(require.resolve('sharp', { paths: workerData.paths }));
(${lowerThisThreadsPriority.toString()})(workerData.nice, require('node:fs'), require('node:os'));
// tsx and vitest compile with esbuild's keepNames, whose __name helper the function's source may call.
const __name = (f) => f;
const paintScene = (${paintScene.toString()});
let skia;
const own = (bytes) => (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength ? bytes : new Uint8Array(bytes));
parentPort.on('message', async (message) => {
  if (!message.job) return;
  const { id, job: { svg, scene, stepped, options, encodings } } = message;
  let stage = 'draw';
  try {
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    let width, height, pixels;
    if (scene) {
      skia ??= require(require.resolve('@napi-rs/canvas', { paths: workerData.paths }));
      const canvas = paintScene(skia, scene, 1, stepped);
      ({ width, height } = canvas);
      pixels = canvas.data();
    } else {
      const image = new Resvg(svg, options).render();
      ({ width, height } = image);
      pixels = image.pixels;
    }
    const raw = { raw: { width, height, channels: 4 } };
    stage = 'encode';
    const drawn = performance.now();
    const drawnCpu = process.cpuUsage();
    const files = await Promise.all(encodings.map((calls) => calls.reduce((pipeline, [method, argument]) => pipeline[method](argument), sharp(pixels, raw)).toBuffer()));
    const ms = (from, to) => (to.user - from.user + to.system - from.system) / 1000;
    const timings = { draw: drawn - started, encode: performance.now() - drawn, cpu: { draw: ms(startedCpu, drawnCpu), encode: ms(drawnCpu, process.cpuUsage()) } };
    // Transfer only memory of the files' own (sharp's pooled small buffers are copied first).
    const owned = files.map(own);
    parentPort.postMessage({ id, result: { width, height, files: owned, timings } }, owned.map((file) => file.buffer));
  } catch (error) {
    parentPort.postMessage({ id, error: { stage, message: error instanceof Error ? error.message : String(error) } });
  }
});
parentPort.postMessage({ ready: true });
`;

/** One sharp call: its method's name and its one argument (JSON-like data, so it crosses to a worker). */
export type SharpCall = readonly [method: 'removeAlpha' | 'resize' | 'withMetadata' | 'png' | 'jpeg' | 'webp' | 'raw', argument?: object];
/** The calls that turn resvg's RGBA pixels (premultiplied; opaque on a poster) into one file. */
export type Encoding = readonly SharpCall[];

export interface DrawnFiles {
  width: number;
  height: number;
  /** One file per encoding asked for, in order. */
  files: Buffer[];
  /** Milliseconds drawing (resvg) and encoding (sharp, every file at once); `cpu`: the process's CPU meanwhile (../cpu). */
  timings: { draw: number; encode: number; cpu: { draw: number; encode: number } };
}

/** A failure in the worker, saying whether drawing or encoding failed (the caller's message names the stage). */
export class RasterStageError extends Error {
  constructor(
    readonly stage: 'draw' | 'encode',
    message: string,
  ) {
    super(message);
  }
}

/** An SVG document for resvg, or a display list for Skia (`stepped`: its fades as rows of solid colour). */
type DrawJob = ({ svg: string; options: ResvgRenderOptions; scene?: undefined } | { scene: Scene; stepped?: boolean; svg?: undefined }) & {
  encodings: readonly Encoding[];
};

/** Where the worker looks for @resvg/resvg-js and sharp: beside this module (its bundle's folder, or lib/render), then the working directory. */
function modulePaths(): string[] {
  const paths = [process.cwd()];
  try {
    if (import.meta.url.startsWith('file:')) paths.unshift(path.dirname(fileURLToPath(import.meta.url)));
  } catch {
    /* no file URL: the working directory alone */
  }
  return paths;
}

export class RasterPool {
  private readonly pool: WorkerPool<DrawJob, DrawnFiles>;

  /** `size` 0: draw on this thread (as inside a poster worker, which is itself off the main thread). */
  constructor(size: number) {
    this.pool = new WorkerPool<DrawJob, DrawnFiles>({
      size,
      name: 'the rasteriser',
      start: () => new Worker(WORKER_SOURCE, { eval: true, ...workerExecArgv(), workerData: { paths: modulePaths(), nice: WORKER_NICE } }),
      result: (result) => {
        const drawn = result as Omit<DrawnFiles, 'files'> & { files: Uint8Array[] };
        return { ...drawn, files: drawn.files.map((file) => Buffer.from(file.buffer, file.byteOffset, file.byteLength)) };
      },
      failure: (error) => {
        const { stage, message } = error as { stage: RasterStageError['stage']; message: string };
        return new RasterStageError(stage, message);
      },
      here: (job) => (job.scene ? paintHere(job.scene, job.encodings, job.stepped) : drawHere(job.svg, job.options, job.encodings)),
    });
  }

  /** Whether draws run in workers (false for size 0, or once a worker failed to start). */
  get threaded(): boolean {
    return this.pool.threaded;
  }

  /**
   * The SVG drawn by resvg and encoded by sharp, once per encoding: in a worker, or (if workers
   * cannot run here) with renderAsync and sharp on this thread's libuv pool.
   */
  draw(svg: string, options: ResvgRenderOptions, encodings: readonly Encoding[]): Promise<DrawnFiles> {
    return this.pool.run({ svg, options, encodings });
  }

  /** The display list painted by Skia and encoded by sharp, once per encoding (in a worker, else here). */
  paint(scene: Scene, encodings: readonly Encoding[], stepped = false): Promise<DrawnFiles> {
    return this.pool.run({ scene, stepped, encodings });
  }

  /** Stops every worker (tests); the next draw starts new ones. */
  close(): Promise<void> {
    return this.pool.close();
  }
}

/** Draws with `draw` on this thread, then encodes; times both stages, wall and the process's CPU (../cpu). */
async function rasteriseHere(draw: () => Promise<{ width: number; height: number; pixels: Buffer }>, encodings: readonly Encoding[]): Promise<DrawnFiles> {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  let image: { width: number; height: number; pixels: Buffer };
  try {
    image = await draw();
  } catch (error) {
    throw new RasterStageError('draw', (error as Error).message);
  }
  const { width, height, pixels } = image;
  const drawn = performance.now();
  const drawnCpu = process.cpuUsage(startedCpu);
  try {
    const files = await Promise.all(encodings.map((calls) => encodeWith(sharp(pixels, { raw: { width, height, channels: 4 } }), calls).toBuffer()));
    const cpu = process.cpuUsage(startedCpu);
    const ms = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
    return {
      width,
      height,
      files,
      timings: { draw: drawn - started, encode: performance.now() - drawn, cpu: { draw: ms(drawnCpu), encode: ms(cpu) - ms(drawnCpu) } },
    };
  } catch (error) {
    throw new RasterStageError('encode', (error as Error).message);
  }
}

function drawHere(svg: string, options: ResvgRenderOptions, encodings: readonly Encoding[]): Promise<DrawnFiles> {
  // In a render worker the thread is the poster's own: drawing on it keeps libuv's four pool threads
  // free for sharp and file reads (renderAsync held one per poster for the whole draw, and under load
  // the server's storage writes and tile reads queued behind them).
  return rasteriseHere(async () => (isMainThread ? await renderAsync(svg, options) : new Resvg(svg, options).render()), encodings);
}

let skia: CanvasModule | undefined;

function paintHere(scene: Scene, encodings: readonly Encoding[], stepped?: boolean): Promise<DrawnFiles> {
  return rasteriseHere(async () => {
    skia ??= (await import('@napi-rs/canvas')) as unknown as CanvasModule;
    const canvas = paintScene(skia, scene, 1, stepped);
    return { width: canvas.width, height: canvas.height, pixels: canvas.data() };
  }, encodings);
}

/** Applies an encoding's calls to a sharp pipeline (the worker does the same in its source). */
function encodeWith(pipeline: Sharp, calls: Encoding): Sharp {
  return calls.reduce((image, [method, argument]) => (image[method] as (argument?: object) => Sharp).call(image, argument), pipeline);
}

/**
 * The process's workers: one per core (the engine draws no more posters than that at once by default).
 * None inside a worker thread: a poster worker (./poster-pool) draws its own posters.
 */
export const sharedRasterPool = processSingleton('rasterWorkers', () => new RasterPool(isMainThread ? renderThreads() : 0));
