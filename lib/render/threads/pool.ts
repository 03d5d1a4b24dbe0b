import os from 'node:os';
import type { Worker, Transferable } from 'node:worker_threads';

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
 * `{ abort: id }` for a job whose caller has gone. When no worker can start in this process (no
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
  here: (job: Job, signal?: AbortSignal) => Promise<Result>;
}

interface Waiting<Job, Result> {
  id: number;
  job: Job;
  signal?: AbortSignal;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Slot<Job, Result> {
  worker: Worker;
  running?: Waiting<Job, Result>;
}

type Reply = { ready: true } | { id: number; result: unknown } | { id: number; error: unknown };

/** A job dropped because its caller's signal fired (the caller has its own answer by then). */
export class WorkerJobAborted extends Error {
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

  run(job: Job, signal?: AbortSignal): Promise<Result> {
    if (!this.threaded) return this.options.here(job, signal);
    return new Promise<Result>((resolve, reject) => {
      const entry: Waiting<Job, Result> = { id: this.nextId++, job, signal, resolve, reject };
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
    for (const entry of this.waiting.splice(0)) this.options.here(entry.job, entry.signal).then(entry.resolve, entry.reject);
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

/** The workers' nice value (0 normal, 19 lowest): below the main thread's, so their work never delays an answer. */
export const WORKER_NICE = 10;

/**
 * The nice value workers start with: WORKER_NICE, or ATLASPRINT_WORKER_NICE (0-19) where a measurement
 * sets it (scripts/priority-bench.ts compares settings in one build); anything else is ignored.
 */
export function workerNice(): number {
  const asked = process.env.ATLASPRINT_WORKER_NICE;
  const nice = asked === undefined || asked.trim() === '' ? Number.NaN : Number(asked);
  return Number.isInteger(nice) && nice >= 0 && nice <= 19 ? nice : WORKER_NICE;
}

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
