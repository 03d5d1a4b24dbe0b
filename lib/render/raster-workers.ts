import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { processSingleton } from '@/lib/singleton';

/**
 * resvg in worker threads. renderAsync draws on libuv's pool, but handing its pixels to JavaScript
 * (`image.pixels`) copies 48 MiB on the main thread for a 3072 × 4096 poster: 30-120 ms in which
 * the server answers nothing, not even /health. A worker draws, copies there, and transfers the
 * pixels' memory to the main thread without a copy.
 *
 * The worker is a few lines of plain JavaScript run with `eval`, so the same code works under
 * Next.js's bundle, tsx and vitest; it loads @resvg/resvg-js from the node_modules this module is
 * loaded from (else the working directory's).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(require.resolve('@resvg/resvg-js', { paths: workerData.paths }));
// Drawing is batch work: this thread yields its core to the main thread (requests, /health) when
// both want it. Linux: a thread's own nice value, by its id; elsewhere it runs at normal priority.
if (workerData.nice) {
  try {
    const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) require('node:os').setPriority(tid, workerData.nice);
  } catch {}
}
parentPort.on('message', ({ id, svg, options }) => {
  try {
    const image = new Resvg(svg, options).render();
    let pixels = image.pixels;
    // Transfer only memory of the pixels' own (a pooled or shared buffer is copied first).
    if (pixels.byteOffset !== 0 || pixels.buffer.byteLength !== pixels.byteLength) pixels = new Uint8Array(pixels);
    parentPort.postMessage({ id, pixels, width: image.width, height: image.height }, [pixels.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
`;

export interface DrawnPixels {
  pixels: Buffer;
  width: number;
  height: number;
}

interface Job {
  id: number;
  svg: string;
  options: ResvgRenderOptions;
  resolve: (drawn: DrawnPixels) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
}

/** The workers' nice value (0 normal, 19 lowest): below the main thread's, so drawing never delays an answer. */
const WORKER_NICE = 10;

type Reply = { id: number; pixels: Uint8Array; width: number; height: number } | { id: number; error: string } | { ready: true };

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

  /** resvg's pixels for the SVG: in a worker, or (if workers cannot run here) with renderAsync on this thread's libuv pool. */
  draw(svg: string, options: ResvgRenderOptions): Promise<DrawnPixels> {
    if (this.broken) return drawHere(svg, options);
    return new Promise<DrawnPixels>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, svg, options, resolve, reject });
      this.dispatch();
    });
  }

  private drawHereFromNowOn(error: Error): void {
    if (!this.broken) process.emitWarning(`resvg draws on the main thread: its worker did not start (${error.message})`, 'AtlasprintRasterWorkers');
    this.broken = error;
    for (const job of this.waiting.splice(0)) drawHere(job.svg, job.options).then(job.resolve, job.reject);
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
      slot.worker.postMessage({ id: job.id, svg: job.svg, options: job.options });
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
      if ('error' in reply) job.reject(new Error(reply.error));
      else
        job.resolve({ pixels: Buffer.from(reply.pixels.buffer, reply.pixels.byteOffset, reply.pixels.byteLength), width: reply.width, height: reply.height });
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

async function drawHere(svg: string, options: ResvgRenderOptions): Promise<DrawnPixels> {
  const image = await renderAsync(svg, options);
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** The process's workers: one per core (the engine draws no more posters than that at once by default). */
export const rasterWorkers = processSingleton('rasterWorkers', () => new RasterWorkers(os.availableParallelism()));
