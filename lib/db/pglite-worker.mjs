// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so its SQL never
// holds the server's event loop; lib/db/pglite-thread.ts is the server's side, which sends statements and
// receives rows. Plain JavaScript with package imports only, so the same file runs under vitest, `next dev`,
// the built server and the scripts, with nothing to bundle. Messages, one shape each (pglite-thread.ts types them):
//   in:  { id, op: 'query', text, params, rowMode, textTypes, tx? } | { id, op: 'exec', text, tx? }
//        { id, op: 'begin' } | { id, op: 'commit' | 'rollback', tx } | { op: 'listen' | 'unlisten', channel }
//        { id, op: 'ping' } | { id, op: 'close' }
//   out: { ready: true } | { failed } | { id, result } | { id, error } | { notify: channel, payload }
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('lib/db/pglite-worker.mjs runs as a worker thread (lib/db/pglite-thread.ts starts it)');

/** What crosses back of a PostgreSQL error: the message and every field PGlite's DatabaseError carries (code, detail, constraint…). */
function plainError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || (typeof value === 'object' && value !== null)) continue;
    fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

/** Each type id the server's side parses itself (its parsers are functions, which cannot cross): kept as PostgreSQL's text here. */
const asText = (value) => value;
function textParsers(textTypes) {
  return textTypes?.length ? Object.fromEntries(textTypes.map((type) => [type, asText])) : undefined;
}

let db;
try {
  // PGlite's WebAssembly and file system bundle, compiled and read once by the server's side when it could (pglite-thread.ts).
  const { wasmModule, fsBundle } = workerData;
  db = await PGlite.create(workerData.dir, wasmModule ? { pgliteWasmModule: wasmModule, fsBundle } : {});
} catch (error) {
  port.postMessage({ failed: plainError(error) });
  process.exit(1);
}

/** Open transactions by id: each holds PGlite's transaction lock until the server's side commits or rolls back. */
const transactions = new Map();
let nextTransaction = 1;
/** The channels listened to, each with its unsubscribe: one PGlite listener a channel, the server's side fans out. */
const listening = new Map();

function begin() {
  return new Promise((opened, failed) => {
    const id = nextTransaction++;
    let finish;
    const outcome = new Promise((resolve) => {
      finish = resolve;
    });
    let started = false;
    // PGlite commits when the callback returns (or rolls back when it has): the callback waits for the server's word.
    const done = db.transaction(async (tx) => {
      started = true;
      transactions.set(id, { tx, finish, done });
      opened(id);
      if ((await outcome) === 'rollback') await tx.rollback();
    });
    done
      .catch((error) => {
        // Before the callback, only a closed database fails it; after, end() answers with this failure.
        if (!started) failed(error);
      })
      .finally(() => transactions.delete(id));
  });
}

/** Ends transaction `id` and answers once PGlite has committed (or rolled back) it and released its lock. */
async function end(id, outcome) {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id} on the embedded database`);
  open.finish(outcome);
  await open.done;
  return true;
}

function on(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`no open transaction ${tx} on the embedded database`);
  return open.tx;
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const options = {};
      if (message.rowMode) options.rowMode = message.rowMode;
      const parsers = textParsers(message.textTypes);
      if (parsers) options.parsers = parsers;
      return on(message.tx).query(message.text, message.params, options);
    }
    case 'exec':
      return on(message.tx).exec(message.text);
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback':
      return end(message.tx, message.op);
    case 'ping':
      if (db.closed) throw new Error('pglite is closed');
      return true;
    case 'close':
      for (const unsubscribe of listening.values()) await unsubscribe().catch(() => {});
      listening.clear();
      await db.close();
      return true;
    default:
      throw new Error(`unknown message to the embedded database's thread: ${message.op}`);
  }
}

async function listen(channel) {
  if (listening.has(channel)) return;
  const unsubscribe = await db.listen(channel, (payload) => port.postMessage({ notify: channel, payload }));
  listening.set(channel, unsubscribe);
}

async function unlisten(channel) {
  const unsubscribe = listening.get(channel);
  listening.delete(channel);
  await unsubscribe?.();
}

port.on('message', (message) => {
  if (message.op === 'listen' || message.op === 'unlisten') {
    const change = message.op === 'listen' ? listen(message.channel) : unlisten(message.channel);
    change.then(
      () => port.postMessage({ id: message.id, result: true }),
      (error) => port.postMessage({ id: message.id, error: plainError(error) }),
    );
    return;
  }
  run(message).then(
    (result) => {
      port.postMessage({ id: message.id, result });
      // After close, nothing is left to write the folder: the thread ends, and the server's side resolves on its exit.
      if (message.op === 'close') port.close();
    },
    (error) => port.postMessage({ id: message.id, error: plainError(error) }),
  );
});

port.postMessage({ ready: true });
