import os from 'node:os';
import type { Worker, Transferable } from 'node:worker_threads';
import { recognisedAcrossCopies } from '@/lib/singleton';

/**
 * Threads this process draws posters on: one per core it may use (os.availableParallelism(), so it
 * varies by machine). The engine draws that many posters at once by default, and the rasteriser and
 * the poster pool each start that many workers.
 */
export function renderThreads(): number {
  return os.availableParallelism();
}

/**
 * A fixed number of worker threads taking jobs in turn, for the engine's heavy stages (./raster-pool
 * draws and encodes; ./poster-pool makes whole raster posters). A worker gets one job at a time.
 *
 * The protocol, for a worker's source: it posts `{ ready: true }` once loaded, then answers each
 * `{ id, job }` with `{ id, result }` or `{ id, error }` (an error as plain data), and may be sent
 * `{ abort: id }` for a job whose caller has gone. Before its answer it may post `{ id, progress }` any number
 * of times: handed to the job's `onProgress` as it is. When no worker can start in this process (no
 * worker_threads, a missing script, a module a worker cannot load) every job runs with `here`
 * instead, on this thread, and a warning says so once.
 */
export interface WorkerPoolOptions<Job, Result> {
  /** Workers at most; 0 runs every job with `here`. */
  size: number;
  /** Names the pool in warnings ("the rasteriser"). */
  name: string;
  start: () => Worker;
  /** What of a job moves to the worker rather than being copied. */
  transfer?: (job: Job) => Transferable[];
  /** The worker's `result`, as this thread uses it. */
  result: (result: unknown) => Result;
  /** The worker's `error`, as an Error to reject with. */
  failure: (error: unknown) => Error;
  /** The same work on this thread, for a process that cannot run the workers. */
  here: (job: Job, signal?: AbortSignal, onProgress?: (progress: unknown) => void) => Promise<Result>;
}

interface Waiting<Job, Result> {
  id: number;
  job: Job;
  signal?: AbortSignal;
  onProgress?: (progress: unknown) => void;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Slot<Job, Result> {
  worker: Worker;
  running?: Waiting<Job, Result>;
}

type Reply = { ready: true } | { id: number; result: unknown } | { id: number; error: unknown } | { id: number; progress: unknown };

/** A job dropped because its caller's signal fired (the caller has its own answer by then). */
export class WorkerJobAborted extends Error {
  static {
    recognisedAcrossCopies(this, 'render.WorkerJobAborted');
  }
  override name = 'WorkerJobAborted';
}

export class WorkerPool<Job, Result> {
  private readonly slots = new Set<Slot<Job, Result>>();
  private readonly waiting: Waiting<Job, Result>[] = [];
  private nextId = 1;
  /** Set when a worker cannot start: every job runs `here` from then on. */
  private broken: Error | undefined;

  constructor(private readonly options: WorkerPoolOptions<Job, Result>) {}

  get size(): number {
    return this.options.size;
  }

  /**
   * Workers that would take a job at once: neither running one nor claimed by a job already waiting
   * (a worker not yet started counts, as it would start). 0 when jobs run on this thread.
   */
  get idle(): number {
    if (!this.threaded) return 0;
    let running = 0;
    for (const slot of this.slots) if (slot.running) running++;
    return Math.max(0, this.options.size - running - this.waiting.length);
  }

  /** Whether jobs run in workers (true until one fails to start, or for a pool of size 0). */
  get threaded(): boolean {
    return this.options.size > 0 && !this.broken;
  }

  run(job: Job, signal?: AbortSignal, onProgress?: (progress: unknown) => void): Promise<Result> {
    if (!this.threaded) return this.options.here(job, signal, onProgress);
    return new Promise<Result>((resolve, reject) => {
      const entry: Waiting<Job, Result> = { id: this.nextId++, job, signal, onProgress, resolve, reject };
      signal?.addEventListener('abort', () => this.abort(entry), { once: true });
      this.waiting.push(entry);
      this.dispatch();
    });
  }

  /** Stops every worker (tests); the next job starts new ones. */
  async close(): Promise<void> {
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private abort(entry: Waiting<Job, Result>): void {
    const queued = this.waiting.indexOf(entry);
    if (queued >= 0) {
      this.waiting.splice(queued, 1);
      entry.reject(new WorkerJobAborted('the job was dropped: its caller went away'));
      return;
    }
    for (const slot of this.slots) if (slot.running === entry) slot.worker.postMessage({ abort: entry.id });
  }

  private runHereFromNowOn(error: Error): void {
    if (!this.broken) process.emitWarning(`${this.options.name} runs on the main thread: its worker did not start (${error.message})`, 'AtlasprintWorkerPool');
    this.broken = error;
    for (const entry of this.waiting.splice(0)) this.options.here(entry.job, entry.signal, entry.onProgress).then(entry.resolve, entry.reject);
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let slot = [...this.slots].find((candidate) => !candidate.running);
      if (!slot) {
        if (this.slots.size >= this.options.size) return;
        slot = this.spawn();
        if (!slot) return;
      }
      const entry = this.waiting.shift()!;
      slot.running = entry;
      // A worker with work keeps the process alive; an idle one does not (a script ends when its jobs do).
      slot.worker.ref();
      slot.worker.postMessage({ id: entry.id, job: entry.job }, this.options.transfer?.(entry.job) ?? []);
    }
  }

  /** A new worker, or undefined when none can be made here (every job then runs on this thread). */
  private spawn(): Slot<Job, Result> | undefined {
    let worker: Worker;
    try {
      worker = this.options.start();
    } catch (error) {
      this.runHereFromNowOn(error as Error);
      return undefined;
    }
    worker.unref();
    const slot: Slot<Job, Result> = { worker };
    let ready = false;
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        ready = true;
        return;
      }
      const entry = slot.running;
      if (!entry || entry.id !== reply.id) return;
      if ('progress' in reply) {
        entry.onProgress?.(reply.progress);
        return;
      }
      slot.running = undefined;
      worker.unref();
      try {
        if ('error' in reply) entry.reject(this.options.failure(reply.error));
        else entry.resolve(this.options.result(reply.result));
      } catch (error) {
        entry.reject(error as Error);
      }
      this.dispatch();
    });
    const fail = (error: Error) => {
      if (!this.slots.delete(slot)) return;
      const entry = slot.running;
      slot.running = undefined;
      if (!ready) {
        // It never started: this process cannot run the worker. Run here from now on, this job too.
        if (entry) this.waiting.unshift(entry);
        this.runHereFromNowOn(error);
        return;
      }
      entry?.reject(error);
      this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`${this.options.name}'s worker stopped (exit code ${code})`)));
    this.slots.add(slot);
    return slot;
  }
}

/**
 * The Node.js flags for a worker: the parent's (inherited, as by default) unless one must go. A
 * CommonJS source must not get a parent's --input-type=module; a list given explicitly is checked
 * anew, and V8 heap flags such as --max-old-space-size are refused in it, so one is given only then.
 */
export function workerExecArgv(): { execArgv?: string[] } {
  if (!process.execArgv.some((arg) => arg.startsWith('--input-type'))) return {};
  return { execArgv: process.execArgv.filter((arg) => !arg.startsWith('--input-type') && !/^--(max|min)-[a-z-]*space-size/.test(arg)) };
}

/**
 * The workers' nice value (0 normal, 19 lowest): below the main thread's, so an answer waits little
 * for a poster, but not so far below that a normal-priority neighbour (Chromium printing a PDF, another
 * process) starves the draw: Linux gives a nice-10 thread ~1/10 of a core against one nice-0 thread
 * (z12 draw 3.43 s beside a busy loop, 0.29-0.32 s alone), nice 5 ~1/4, while the main thread, asleep
 * most of the time, still runs first when it wakes. `npm run priority-bench` (2 PNG + 1 PDF clients,
 * /health at 20/s, Copenhagen z14 3072 × 4096, 2 cores shared with other jobs at load 8-15), medians
 * over 3 alternating rounds (min-max):
 *
 *   nice (workers)  /health p50      /health p99          PNG draw (ms)        posters/s
 *   run 1, 20 s
 *   0               6.1 (4.1-6.6)    797 (705-962)        4015 (2540-4394)     0.45 (0.45-0.75)
 *   5               2.7 (1.6-3.4)    330 (313-422)        4337 (3094-5765)     0.60 (0.45-0.70)
 *   10              1.6 (1.2-2.9)    699 (362-936)        10967 (3745-12264)   0.35 (0.30-0.65)
 *   0 (1 worker)    3.2 (1.5-3.4)    368 (309-571)        2019 (1408-2463)     0.50 (0.50-0.70)
 *   run 2, 15 s
 *   0               4.6 (3.3-5.2)    254 (139-436)        1592 (814-1894)      1.13 (1.07-2.00)
 *   5               1.7 (1.5-2.6)    187 (165-256)        1364 (1318-1775)     1.47 (1.07-1.67)
 *   10              1.4 (1.2-2.3)    225 (222-247)        1145 (838-3036)      1.40 (0.60-1.93)
 *
 * 5: /health as quick as at 10 (p99 within the noise; its tail is the main thread's own work, PDF
 * composing and GC) and clearly quicker than at 0, without 10's starved draws (run 1: 11 s median).
 * One worker fewer than cores halves the draw slots for no better /health. Raising the main thread
 * instead needs CAP_SYS_NICE (a process may lower its priority, not raise it), which a container
 * seldom has, and would pass to Chromium, which the main thread starts.
 */
export const WORKER_NICE = 5;

/**
 * Lowers the calling thread's priority to `nice` (0 normal, 19 lowest), so batch work yields its core
 * to the main thread (requests, /health) when both want it. Linux: a thread's own nice value, by its
 * id; elsewhere, or if refused, it runs at normal priority. Self-contained (its modules are arguments):
 * ./raster-pool puts its source into a CommonJS worker as it is.
 */
export function lowerThisThreadsPriority(
  nice: number,
  fs: { readlinkSync(path: string): string },
  os: { setPriority(pid: number, priority: number): void },
): void {
  if (!nice) return;
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) os.setPriority(tid, nice);
  } catch {
    /* not Linux, or not allowed: normal priority */
  }
}
