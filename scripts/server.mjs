// The production HTTP server: Next.js behind a Node server of our own, so that even requests
// Node refuses before Next.js sees them (oversized headers, malformed HTTP) get the API's JSON
// error shape instead of an empty reply.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

process.env.NODE_ENV ??= 'production';
// Raster posters are made in worker threads running the bundled engine, when the build made it
// (lib/render/threads/poster-pool.ts); RENDER_WORKER_SCRIPT set empty makes them on this thread instead.
const renderWorkerBundle = path.join(process.cwd(), '.next', 'render-worker', 'render-worker.mjs');
if (process.env.RENDER_WORKER_SCRIPT === undefined && fs.existsSync(renderWorkerBundle)) process.env.RENDER_WORKER_SCRIPT = renderWorkerBundle;
// The place index the build wrote (scripts/build-place-index.ts), read at start instead of built (lib/places);
// PLACE_INDEX_FILE set empty builds it instead.
const placeIndexFile = path.join(process.cwd(), '.next', 'place-index', 'place-index.bin');
if (process.env.PLACE_INDEX_FILE === undefined && fs.existsSync(placeIndexFile)) process.env.PLACE_INDEX_FILE = placeIndexFile;
const { default: next } = await import('next');

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
// The limits below, in the one file lib/openapi also reads to document them (SERVER_LIMITS): this plain
// script runs before any TypeScript is built, so it cannot import the TypeScript side.
const SERVER_LIMITS = JSON.parse(fs.readFileSync(new URL('./server-limits.json', import.meta.url), 'utf8'));
const MAX_HEADER_BYTES = SERVER_LIMITS.headerKiB * 1024;
// A client gets this long to send its headers, and this long for the whole request with its body;
// then a JSON 408. Settable for tests; the defaults suit any real client.
const HEADERS_TIMEOUT_MS = Number(process.env.HEADERS_TIMEOUT_MS || SERVER_LIMITS.headersSeconds * 1000);
const REQUEST_TIMEOUT_MS = Number(process.env.REQUEST_TIMEOUT_MS || SERVER_LIMITS.requestSeconds * 1000);

// How many proxies in front of this server to believe about the client's address (X-Forwarded-For).
// 0 (the default): the socket's peer is the client, and X-Forwarded-For is ignored, as anyone can send it.
const TRUSTED_PROXIES = Number(process.env.TRUSTED_PROXIES || 0);
if (!Number.isInteger(TRUSTED_PROXIES) || TRUSTED_PROXIES < 0 || TRUSTED_PROXIES > 10) {
  process.stderr.write(`TRUSTED_PROXIES must be a whole number from 0 to 10 (the proxies in front of this server), got ${process.env.TRUSTED_PROXIES}\n`);
  process.exit(1);
}
// lib/http's CLIENT_ADDRESS_HEADER: what the routes read for per-address limits.
const CLIENT_ADDRESS_HEADER = 'x-atlasprint-client-address';

/** The address the nearest untrusted hop connected from: each trusted proxy appended the one it saw. */
function clientAddressOf(req) {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (TRUSTED_PROXIES === 0) return peer;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - TRUSTED_PROXIES] ?? forwarded[0] ?? peer;
}

// What the app's modules share with this script (lib/singleton's registry): this script handles
// SIGTERM and SIGINT, and lib/boot hands it what to close then (lib/boot/shutdown.ts).
const singletons = (globalThis[Symbol.for('atlasprint.processSingletons')] ??= new Map());
singletons.set('signalHandler', 'scripts/server.mjs');

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

/** The same request id shape as lib/ids: `req_` and 24 base62 characters. */
function requestId() {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let id = '';
  while (id.length < 24) for (const byte of randomBytes(32)) if (byte < 248 && id.length < 24) id += alphabet[byte % 62];
  return `req_${id}`;
}

function log(level, message, fields) {
  if (process.env.LOG_LEVEL === 'silent') return;
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), message, ...fields })}\n`);
}

// The codes lib/http's STATUS_OF_CODE gives the statuses answered here (lib/http/errors.test.ts holds them).
const CODES = { 400: 'invalid_request', 408: 'request_timeout', 431: 'headers_too_large' };

function rawJsonError(socket, status, reason, message) {
  if (!socket.writable) return socket.destroy();
  const id = requestId();
  log('info', 'refused before routing', { requestId: id, status, reason: message });
  const body = JSON.stringify({ error: true, code: CODES[status], message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${id}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** A path Next.js cannot decode (`/files/%ff`) would be its plain-text 500: answer it here. */
function malformedPath(url) {
  try {
    decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Requests being handled: each until its answer is sent and Next.js has finished with it, or until its
 * connection is gone. Not until Next.js's promise for a request whose client left settles: it may never
 * (Next.js 16 waits for the response's 'finish', which a response whose connection dropped during its
 * last write never emits; with Next's gzip holding that last chunk until a 'drain' that does not come
 * either, a browser that abandons a prefetch or a script as it closes leaves one behind: issue 45).
 * What our own code still does for such a request (a render stopping and giving its reservation back)
 * is counted where it runs: the app's work in flight (lib/singleton's workInFlight, set by lib/http's
 * route wrapper and lib/keys' after-response tasks).
 */
const inFlight = new Set();
const idleWaiters = [];
/** The app's work in flight (a set of promises, each removed as it settles): empty until Next.js has booted the app. */
const workInFlight = () => singletons.get('workInFlight') ?? new Set();
/** Resolves (true) once no request is in flight and the app's work has settled. */
async function idle() {
  for (;;) {
    const work = workInFlight();
    if (inFlight.size === 0 && work.size === 0) return true;
    await Promise.race([...(inFlight.size === 0 ? [] : [new Promise((resolve) => idleWaiters.push(resolve))]), ...work]);
  }
}
/** Resolves false after `ms`: the other side of a race with idle(). */
const after = (ms) => new Promise((resolve) => setTimeout(() => resolve(false), Math.max(0, ms)));

function track(res, handled) {
  const entry = { res };
  let closed = false;
  let settled = false;
  const done = () => {
    if (!closed || !settled || !inFlight.delete(entry)) return;
    if (inFlight.size === 0) for (const resolve of idleWaiters.splice(0)) resolve(true);
  };
  inFlight.add(entry);
  res.once('close', () => {
    closed = true;
    // Closed before it finished: the client has gone. Nothing more will be sent on it; Next.js's promise is not waited for.
    if (!res.writableFinished) settled = true;
    done();
  });
  Promise.resolve(handled)
    .catch((error) => log('error', 'request handling failed', { error: String(error) }))
    .finally(() => {
      settled = true;
      done();
    });
}

let draining = false;
let drainStarted = 0;

// Timeouts are checked every second (Node's default is every 30 s, so a 10 s limit could take 40).
const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES, connectionsCheckingInterval: 1000 }, (req, res) => {
  if (malformedPath(req.url)) {
    const id = requestId();
    log('info', 'malformed path', { requestId: id, method: req.method });
    const body = JSON.stringify({
      error: true,
      code: 'invalid_request',
      message: 'the request path has a malformed percent-escape: each % must start a UTF-8 byte written as two hex digits',
    });
    res.writeHead(400, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Request-Id': id });
    return res.end(body);
  }
  if (draining) {
    // A request on a connection opened before the signal: answered (within the grace period), and the
    // connection closed after it. A load balancer's health check hears that this instance is going.
    res.setHeader('Connection', 'close');
    if (new URL(req.url ?? '/', 'http://localhost').pathname === '/health') {
      const body = JSON.stringify({
        ok: false,
        service: 'atlasprint',
        draining: true,
        message: 'shutting down: finishing the requests in flight and taking no new ones',
      });
      res.writeHead(503, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', 'Retry-After': '10' });
      return res.end(body);
    }
  }
  // Set here, over anything the client sent under that name.
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req);
  track(res, handle(req, res));
});
// An idle connection stays open 65 s (Node's default is 5 s): longer than the idle timeout of the
// usual load balancers (60 s), which would otherwise send a request on a socket this server is
// closing and answer their client 502; and a client that reuses its connections after a pause
// (fetch keeps them about as long as the server says) rarely races the close.
server.keepAliveTimeout = 65_000;
server.headersTimeout = HEADERS_TIMEOUT_MS;
server.requestTimeout = REQUEST_TIMEOUT_MS;
server.on('clientError', (error, socket) => {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return rawJsonError(socket, 431, 'Request Header Fields Too Large', `request headers are larger than ${MAX_HEADER_BYTES / 1024} KiB`);
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return rawJsonError(
      socket,
      408,
      'Request Timeout',
      `the request was not received in time (headers within ${HEADERS_TIMEOUT_MS / 1000} s, the whole request within ${REQUEST_TIMEOUT_MS / 1000} s)`,
    );
  }
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  rawJsonError(socket, 400, 'Bad Request', 'malformed HTTP request');
});
server.listen(port, hostname, () => {
  process.stdout.write(`Atlasprint listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}\n`);
});

/**
 * SIGTERM or SIGINT (a deploy, a scale-down, a container stop, Ctrl-C): the whole stop fits SHUTDOWN_TIMEOUT_SECONDS
 * (25 s: under Kubernetes' and ECS's 30 s before their SIGKILL). Stop taking connections; let the requests in flight
 * finish within SHUTDOWN_GRACE_SECONDS (15 s of it unless set); abandon the rest (a render whose request is aborted
 * stops and is refunded: lib/posters/sync-render.ts); close the engine (job workers, PDF browser, worker threads); then
 * the database, last and with time kept for it; exit 0. Each phase ends as soon as its work is done (an idle server
 * stops at once) and takes no more than its share of what is left; past the whole budget the process exits 1.
 */
async function drain(signal) {
  drainStarted = Date.now();
  draining = true;
  const lifecycle = singletons.get('lifecycle');
  const timeoutSeconds = lifecycle?.timeoutSeconds ?? 25;
  const graceSeconds = lifecycle?.graceSeconds ?? 15;
  const deadline = drainStarted + timeoutSeconds * 1000;
  const left = () => deadline - Date.now();
  let phase = 'draining the requests in flight';
  // The budget's end: whatever is still closing is left as a SIGKILL would leave it (PGlite recovers from its
  // write-ahead log at the next start), but said, and before the orchestrator's kill.
  setTimeout(() => {
    log('error', 'shutdown: out of time; exiting with work unfinished', { phase, timeoutSeconds, inFlight: inFlight.size, workInFlight: workInFlight().size });
    process.exit(1);
  }, left());
  // net.Server's close, not http.Server's: no new connections, but those open stay (http's would drop
  // the idle ones at once), so a health check on one hears the 503 above.
  net.Server.prototype.close.call(server);
  log('info', 'shutdown: stopped accepting connections; draining the requests in flight', {
    signal,
    inFlight: inFlight.size,
    workInFlight: workInFlight().size,
    graceSeconds,
    timeoutSeconds,
  });
  if (await Promise.race([idle(), after(graceSeconds * 1000)])) {
    log('info', 'shutdown: every request in flight was answered', { afterMs: Date.now() - drainStarted, inFlight: inFlight.size });
  } else {
    phase = 'abandoning the requests still in flight';
    log('warn', 'shutdown: grace period over; abandoning the requests still in flight (their renders stop and are refunded)', {
      abandoned: inFlight.size,
      workInFlight: workInFlight().size,
      graceSeconds,
    });
    // Each request's abort signal fires as its connection goes: lib/posters/sync-render.ts refunds the render.
    for (const { res } of inFlight) res.destroy();
    await Promise.race([idle(), after(left() * 0.3)]);
  }
  server.closeAllConnections();
  // What is left after the requests: half for the engine, then the refunds of renders it failed, and at least a
  // fifth (and a second) kept for the database.
  const databaseReserve = Math.max(1000, left() * 0.2);
  phase = 'closing the engine';
  const engineBudget = (left() - databaseReserve) * 0.6;
  const engineClosed = Promise.resolve(lifecycle?.closeEngine(engineBudget)).then(
    () => true,
    (error) => {
      log('error', 'shutdown: closing the engine failed', { error: String(error) });
      return true;
    },
  );
  if (!(await Promise.race([engineClosed, after(engineBudget)]))) {
    log('warn', 'shutdown: the engine did not close within its share of the budget; going on (its browser and threads end with the process)', {
      budgetMs: Math.round(engineBudget),
    });
  }
  // A render still running when its printer or workers closed fails now, and is refunded: wait for that.
  phase = 'waiting for the refunds of failed renders';
  if (!(await Promise.race([idle(), after(left() - databaseReserve)]))) {
    log('error', 'shutdown: requests still running when the database closes; their renders may stay charged', {
      requests: inFlight.size,
      workInFlight: workInFlight().size,
    });
  }
  phase = 'closing the database';
  try {
    await lifecycle?.closeDatabase();
  } catch (error) {
    log('error', 'shutdown: closing the database failed', { error: String(error) });
  }
  log('info', 'shutdown: done; exiting', { signal, drainMs: Date.now() - drainStarted, timeoutSeconds });
  process.exit(0);
}

/**
 * One signal often arrives twice at once: Ctrl-C reaches both npm and this process (npm forwards it
 * too), as does a supervisor's stop sent to the whole group (systemd, `kill -- -pgid`). The same
 * signal within this long of the first is that echo, not an operator asking again.
 */
const ECHO_MS = 1_000;
let firstSignal;
let echoLogged = false;

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (!draining) {
      firstSignal = signal;
      return void drain(signal);
    }
    if (signal === firstSignal && Date.now() - drainStarted < ECHO_MS) {
      if (!echoLogged) log('info', 'shutdown: the same signal again at once (sent to npm and this process both); still draining', { signal });
      echoLogged = true;
      return;
    }
    // A second signal: whoever sent it will not wait. Exit now, as the signal would have (128 + its number).
    log('warn', 'shutdown: second signal; exiting at once', { signal, drainingForMs: Date.now() - drainStarted });
    process.exit(128 + os.constants.signals[signal]);
  });
}
