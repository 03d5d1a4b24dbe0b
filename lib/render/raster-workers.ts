import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
import { processSingleton } from '@/lib/singleton';

/**
 * resvg and sharp in worker threads: a worker draws the SVG and encodes the pixels, and hands back
 * only the encoded files. renderAsync draws on libuv's pool, but handing its pixels to JavaScript
 * (`image.pixels`) copies 48 MiB on the main thread for a 3072 × 4096 poster: 30-120 ms in which
 * the server answers nothing, not even /health. Moving those pixels to the main thread for sharp
 * was no better: 48 MiB of outside memory per poster made V8 collect garbage on the main thread
 * ("external memory pressure", up to 70 ms a pause under load). The pixels now never leave the worker.
 *
 * An encoding is a list of sharp calls (`[['removeAlpha'], ['png', {…}]]`): plain data that crosses
 * to the worker, so the settings live in ./raster alone.
 *
 * The worker is a few lines of plain JavaScript run with `eval`, so the same code works under
 * Next.js's bundle, tsx and vitest; it loads @resvg/resvg-js from the node_modules this module is
 * loaded from (else the working directory's).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(require.resolve('@resvg/resvg-js', { paths: workerData.paths }));
// sharp is loaded by the main thread first (./raster imports it), as sharp asks of worker threads.
const sharp = require(require.resolve('sharp', { paths: workerData.paths }));
// Drawing is batch work: this thread yields its core to the main thread (requests, /health) when
// both want it. Linux: a thread's own nice value, by its id; elsewhere it runs at normal priority.
if (workerData.nice) {
  try {
    const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) require('node:os').setPriority(tid, workerData.nice);
  } catch {}
}
const own = (bytes) => (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength ? bytes : new Uint8Array(bytes));
parentPort.on('message', async ({ id, svg, options, encodings }) => {
  let stage = 'draw';
  try {
    const started = performance.now();
    const image = new Resvg(svg, options).render();
    const { width, height } = image;
    const raw = { raw: { width, height, channels: 4 } };
    const pixels = image.pixels;
    stage = 'encode';
    const drawn = performance.now();
    const files = await Promise.all(encodings.map((calls) => calls.reduce((pipeline, [method, argument]) => pipeline[method](argument), sharp(pixels, raw)).toBuffer()));
    const timings = { draw: drawn - started, encode: performance.now() - drawn };
    // Transfer only memory of the files' own (sharp's pooled small buffers are copied first).
    const owned = files.map(own);
    parentPort.postMessage({ id, width, height, files: owned, timings }, owned.map((file) => file.buffer));
  } catch (error) {
    parentPort.postMessage({ id, stage, error: error instanceof Error ? error.message : String(error) });
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
  /** Milliseconds drawing (resvg) and encoding (sharp, every file at once). */
  timings: { draw: number; encode: number };
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

interface Job {
  id: number;
  svg: string;
  options: ResvgRenderOptions;
  encodings: readonly Encoding[];
  resolve: (drawn: DrawnFiles) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
}

/** The workers' nice value (0 normal, 19 lowest): below the main thread's, so drawing never delays an answer. */
const WORKER_NICE = 10;

type Reply =
  | { id: number; files: Uint8Array[]; width: number; height: number; timings: DrawnFiles['timings'] }
  | { id: number; stage: 'draw' | 'encode'; error: string }
  | { ready: true };

/** Where the worker looks for @resvg/resvg-js: beside this module (its bundle's folder, or lib/render), then the working directory. */
function modulePaths(): string[] {
  const paths = [process.cwd()];
  try {
    if (import.meta.url.startsWith('file:')) paths.unshift(path.dirname(fileURLToPath(import.meta.url)));
  } catch {
    /* no file URL: the working directory alone */
  }
  return paths;
}

export class RasterWorkers {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Job[] = [];
  private nextId = 1;
  /** Set when a worker cannot start (no worker_threads, resvg not found from a worker): draw in this thread instead. */
  private broken: Error | undefined;

  constructor(readonly size: number) {}

  /**
   * The SVG drawn by resvg and encoded by sharp, once per encoding: in a worker, or (if workers
   * cannot run here) with renderAsync and sharp on this thread's libuv pool.
   */
  draw(svg: string, options: ResvgRenderOptions, encodings: readonly Encoding[]): Promise<DrawnFiles> {
    if (this.broken) return drawHere(svg, options, encodings);
    return new Promise<DrawnFiles>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, svg, options, encodings, resolve, reject });
      this.dispatch();
    });
  }

  private drawHereFromNowOn(error: Error): void {
    if (!this.broken) process.emitWarning(`resvg draws on the main thread: its worker did not start (${error.message})`, 'AtlasprintRasterWorkers');
    this.broken = error;
    for (const job of this.waiting.splice(0)) drawHere(job.svg, job.options, job.encodings).then(job.resolve, job.reject);
  }

  /** Stops every worker (tests); the next draw starts new ones. */
  async close(): Promise<void> {
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let slot = [...this.slots].find((candidate) => !candidate.job);
      if (!slot) {
        if (this.slots.size >= this.size) return;
        slot = this.spawn();
        if (!slot) return;
      }
      const job = this.waiting.shift()!;
      slot.job = job;
      // A worker with work keeps the process alive; an idle one does not (a script ends when its renders do).
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, svg: job.svg, options: job.options, encodings: job.encodings });
    }
  }

  /** A new worker, or undefined when none can be made here (every draw then runs on this thread). */
  private spawn(): Slot | undefined {
    let worker: Worker;
    try {
      worker = new Worker(WORKER_SOURCE, { eval: true, ...workerArgv(), workerData: { paths: modulePaths(), nice: WORKER_NICE } });
    } catch (error) {
      this.drawHereFromNowOn(error as Error);
      return undefined;
    }
    worker.unref();
    const slot: Slot = { worker };
    let ready = false;
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        ready = true;
        return;
      }
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = undefined;
      worker.unref();
      if ('error' in reply) job.reject(new RasterStageError(reply.stage, reply.error));
      else
        job.resolve({
          width: reply.width,
          height: reply.height,
          files: reply.files.map((file) => Buffer.from(file.buffer, file.byteOffset, file.byteLength)),
          timings: reply.timings,
        });
      this.dispatch();
    });
    const fail = (error: Error) => {
      if (!this.slots.delete(slot)) return;
      const job = slot.job;
      slot.job = undefined;
      if (!ready) {
        // It never started: this process cannot run the worker. Draw here from now on, this job too.
        if (job) this.waiting.unshift(job);
        this.drawHereFromNowOn(error);
        return;
      }
      job?.reject(error);
      this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the rasteriser's worker stopped (exit code ${code})`)));
    this.slots.add(slot);
    return slot;
  }
}

/**
 * The worker's Node.js flags: the parent's (inherited, as by default) unless one must go. The source
 * is CommonJS, so a parent run with --input-type=module must not pass that on; a list given
 * explicitly is checked anew, and V8 heap flags such as --max-old-space-size are refused in it, so
 * one is given only then.
 */
function workerArgv(): { execArgv?: string[] } {
  if (!process.execArgv.some((arg) => arg.startsWith('--input-type'))) return {};
  return { execArgv: process.execArgv.filter((arg) => !arg.startsWith('--input-type') && !/^--(max|min)-[a-z-]*space-size/.test(arg)) };
}

async function drawHere(svg: string, options: ResvgRenderOptions, encodings: readonly Encoding[]): Promise<DrawnFiles> {
  const started = performance.now();
  let image: Awaited<ReturnType<typeof renderAsync>>;
  try {
    image = await renderAsync(svg, options);
  } catch (error) {
    throw new RasterStageError('draw', (error as Error).message);
  }
  const { width, height, pixels } = image;
  const drawn = performance.now();
  try {
    const files = await Promise.all(encodings.map((calls) => encodeWith(sharp(pixels, { raw: { width, height, channels: 4 } }), calls).toBuffer()));
    return { width, height, files, timings: { draw: drawn - started, encode: performance.now() - drawn } };
  } catch (error) {
    throw new RasterStageError('encode', (error as Error).message);
  }
}

/** Applies an encoding's calls to a sharp pipeline (the worker does the same in its source). */
function encodeWith(pipeline: Sharp, calls: Encoding): Sharp {
  return calls.reduce((image, [method, argument]) => (image[method] as (argument?: object) => Sharp).call(image, argument), pipeline);
}

/** The process's workers: one per core (the engine draws no more posters than that at once by default). */
export const rasterWorkers = processSingleton('rasterWorkers', () => new RasterWorkers(os.availableParallelism()));
