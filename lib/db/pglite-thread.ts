import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { processSingleton } from '@/lib/singleton';

/**
 * The embedded database (PGlite: PostgreSQL compiled to WebAssembly) on a thread of its own. PGlite runs its
 * SQL synchronously on whatever thread hosts it; on the server's thread, every statement of the job worker and
 * of a batch's inserts held the event loop in turn (issue 38's main-thread budget: up to 250 ms under load).
 * Here the server's thread only posts statements and receives rows; ./pglite-worker.mjs hosts PGlite.
 *
 * It offers the part of PGlite's interface its two users call: drizzle's pglite session (`query` with a
 * rowMode and type parsers, `transaction` whose callback's `tx.query` runs inside it) and pg-boss's adapter
 * (`query`, `exec`, `listen`). Functions cannot cross threads: a query's parsers stay here, the thread keeps
 * their types as PostgreSQL's text, and they are applied to the rows on arrival. A transaction holds PGlite's
 * transaction lock in the thread (other statements wait, as on PGlite itself) until this side commits it, or
 * rolls it back when its callback fails.
 */

/** The worker's source: plain JavaScript, found where the migrations are (the working directory is the app's root, as in lib/db/client). */
// turbopackIgnore: a path Next's bundler can follow makes it bundle (or trace) the whole project as the worker's modules.
const WORKER_SCRIPT = path.join(/* turbopackIgnore: true */ process.cwd(), 'lib', 'db', 'pglite-worker.mjs');

/** SQLSTATE connection_failure / connection_does_not_exist: lib/errors answers both as 503, database unavailable. */
const THREAD_STOPPED = '08006';
const CLOSED = '08003';
/** How long a thread whose PGlite has closed may take to end before it is ended (there is nothing left to write). */
const THREAD_END_GRACE_MS = 5_000;

/** What PGlite loads on each open, read and compiled once a process and handed to each thread that opens a database. */
interface PgliteRuntime {
  wasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/**
 * PGlite's WebAssembly compiled once a process (and its file system bundle read once): a module handed to a
 * thread shares its compiled code, so each database opened after the first skips the compile and V8's
 * optimising of PostgreSQL's hot functions (the integration tests open one a file: an open and its first
 * statement took 1.9 CPU s, 1.2 with the module shared; the first statement alone 300 ms, 20).
 * Undefined when the files cannot be read: PGlite then loads them itself.
 */
export const pgliteRuntime = processSingleton('pgliteRuntime', async (): Promise<PgliteRuntime | undefined> => {
  try {
    // The package's own folder, from the app's root (as the worker script): a path Next's bundler does not follow.
    const dist = path.dirname(createRequire(path.join(/* turbopackIgnore: true */ process.cwd(), 'package.json')).resolve('@electric-sql/pglite'));
    const [wasm, data] = await Promise.all([fs.promises.readFile(path.join(dist, 'pglite.wasm')), fs.promises.readFile(path.join(dist, 'pglite.data'))]);
    return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
  } catch {
    return undefined;
  }
});

type Message =
  | { op: 'query'; text: string; params: unknown[]; rowMode?: 'array' | 'object'; textTypes: number[]; tx?: number }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'ping' }
  | { op: 'close' };

type Reply =
  | { ready: true }
  | { failed: PlainError }
  | { id: number; result: unknown }
  | { id: number; error: PlainError }
  | { notify: string; payload: string };

/** An error as the thread sends it: PostgreSQL's fields (code, detail, constraint…) beside the message. */
type PlainError = { name: string; message: string } & Record<string, string | number | boolean | null>;

/** The same error on this side: an Error with every field it crossed with, so lib/errors reads its SQLSTATE as before. */
function revived(plain: PlainError): Error {
  const { name, message, ...fields } = plain;
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

function failure(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/** The statements a transaction's callback runs inside it (PGlite's Transaction, as drizzle and pg-boss use it). */
export interface PgliteThreadTransaction {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export class PgliteThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  /** Why statements fail from now on: the thread stopped, or the database was closed. */
  private stopped: Error | undefined;
  private closing: Promise<void> | undefined;
  private readonly exited: Promise<void>;

  private constructor(private readonly worker: Worker) {
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
  }

  /** Starts the thread and opens the PGlite folder `dir` in it (made by PGlite's initdb when it does not exist yet). */
  static async open(dir: string, script = WORKER_SCRIPT): Promise<PgliteThread> {
    const runtime = await pgliteRuntime();
    // No flags of this process's (loaders, --input-type): the worker is plain JavaScript.
    const worker = new Worker(/* turbopackIgnore: true */ script, { workerData: { dir, ...runtime }, execArgv: [], name: 'the embedded database' });
    const thread = new PgliteThread(worker);
    return new Promise((resolve, reject) => {
      let lastError: Error | undefined;
      const onReady = (reply: Reply) => {
        if ('ready' in reply) {
          worker.off('exit', onEarlyExit);
          worker.off('error', onEarlyError);
          thread.attach();
          resolve(thread);
        } else if ('failed' in reply) {
          lastError = revived(reply.failed);
        }
      };
      const onEarlyError = (error: Error) => {
        lastError = error;
      };
      const onEarlyExit = (code: number) => {
        worker.off('message', onReady);
        reject(lastError ?? failure(`the embedded database's thread stopped while opening ${dir} (exit code ${code})`, THREAD_STOPPED));
      };
      worker.on('message', onReady);
      worker.on('error', onEarlyError);
      worker.once('exit', onEarlyExit);
    });
  }

  private attach(): void {
    this.worker.removeAllListeners('message');
    this.worker.on('message', (reply: Reply) => this.received(reply));
    this.worker.on('error', (error) => {
      this.stopped ??= failure(`the embedded database's thread failed: ${error.message}`, THREAD_STOPPED);
    });
    this.worker.once('exit', (code) => {
      this.stopped ??= failure(`the embedded database's thread stopped (exit code ${code}); the server must restart to open it again`, THREAD_STOPPED);
      for (const { reject } of this.pending.values()) reject(this.stopped);
      this.pending.clear();
    });
    // The thread keeps the process alive only while a statement is under way (refreshRef), as PGlite on this thread did.
    this.worker.unref();
  }

  private received(reply: Reply): void {
    if ('notify' in reply) {
      for (const listener of this.listeners.get(reply.notify) ?? []) listener(reply.payload);
      return;
    }
    if (!('id' in reply)) return;
    const call = this.pending.get(reply.id);
    if (!call) return;
    this.pending.delete(reply.id);
    this.refreshRef();
    if ('error' in reply) call.reject(revived(reply.error));
    else call.resolve(reply.result);
  }

  private refreshRef(): void {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private call<T>(message: Message): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      try {
        this.worker.postMessage({ ...message, id });
      } catch (error) {
        // A parameter that cannot be copied to the thread (a function, a class with private state).
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.refreshRef();
    });
  }

  get closed(): boolean {
    return this.stopped !== undefined;
  }

  query<T = Record<string, unknown>>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.queryOn<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.call({ op: 'exec', text });
  }

  private async queryOn<T>(text: string, params: unknown[], options: QueryOptions | undefined, tx?: number): Promise<Results<T>> {
    const parsers = options?.parsers ?? {};
    const textTypes = Object.keys(parsers).map(Number);
    const result = await this.call<Results<T>>({ op: 'query', text, params, rowMode: options?.rowMode, textTypes, tx });
    if (textTypes.length) parseColumns(result, parsers);
    return result;
  }

  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it fails (or calls
   * `tx.rollback()`). Other statements wait for it in the thread, as they wait for a PGlite transaction.
   */
  async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    let closed = false;
    const end = (op: 'commit' | 'rollback') => {
      closed = true;
      return this.call<void>({ op, tx: id });
    };
    const tx: PgliteThreadTransaction = {
      query: (text, params = [], options) => this.queryOn(text, params, options, id),
      exec: (text) => this.call({ op: 'exec', text, tx: id }),
      rollback: () => end('rollback'),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await end('rollback').catch(() => {});
      throw error;
    }
    if (!closed) await end('commit');
    return result;
  }

  /** LISTEN on `channel`: `callback` gets each NOTIFY's payload. Resolves to the function that stops listening. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.call({ op: 'listen', channel });
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.listeners.get(channel) !== callbacks) return;
      this.listeners.delete(channel);
      if (!this.stopped) await this.call({ op: 'unlisten', channel });
    };
  }

  /**
   * Resolves when the thread answers, its database open; rejects after `timeoutMs` otherwise. It runs no SQL,
   * so a transaction holding PGlite's lock or a queue of the job worker's statements does not delay it beyond
   * the statement under way: /health asks whether the database is alive, not whether it is idle.
   */
  async ping(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the embedded database's thread did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([this.call({ op: 'ping' }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes PGlite in its thread (which flushes it to disk), then resolves once the thread has ended: nothing writes the folder after. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.stopped) {
        const closed = this.call({ op: 'close' });
        // Statements sent before this one are answered first; any sent after fail at once.
        this.stopped = failure('the embedded database is closed (pglite is closed)', CLOSED);
        await closed.catch(() => {});
      }
      this.listeners.clear();
      // The thread ends on its own once PGlite has closed; a handle left open in it must not hold the stop.
      const ending = setTimeout(() => void this.worker.terminate(), THREAD_END_GRACE_MS);
      await this.exited;
      clearTimeout(ending);
    })();
    return this.closing;
  }
}

/** Applies a query's parsers on this side to the columns of their types, which the thread sent as text. */
function parseColumns(result: Results<unknown>, parsers: NonNullable<QueryOptions['parsers']>): void {
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const key = Array.isArray(row) ? index : field.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  });
}
