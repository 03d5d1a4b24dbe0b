/**
 * The main-thread budget (issue 38): no request, however built, may hold the server's event loop for
 * long. Each hostile body below once stalled it for seconds (8.4 s for a batch of 100 items with 2 800
 * unknown names each, 12.3 s for a batch whose defaults carry a 20 000-point track), and every other
 * caller, /health included, waited meanwhile.
 *
 * What is measured is not how long a request takes, but the longest the event loop could not turn while
 * it was served (in this process, which runs the route handlers as the server does), as CPU time this
 * thread ran in that gap (worstStall says why), with the wall-clock gap said beside it. Run on PGlite and
 * on PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import polyline from '@mapbox/polyline';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getBatch } from '@/app/v1/batches/[id]/route';
import { POST as queueBatch } from '@/app/v1/batches/route';
import { GET as health } from '@/app/health/route';
import { POST as renderRoute } from '@/app/v1/render/route';
import { GET as getRender } from '@/app/v1/renders/[id]/route';
import { batches, renders } from '@/lib/db';
import { createKey } from '@/lib/keys';
import { renderQueue } from '@/lib/posters';
import { retentionQueue } from '@/lib/retention';
import { webhookQueue } from '@/lib/webhooks';
import { call, useServiceDatabase } from '@/tests/support/database';
import { useRenderSettings } from '@/tests/support/render-api';
import { buildRenderWorker } from '@/scripts/build-render-worker.mjs';

useRenderSettings();
// Posters are made in the bundled render worker's threads, as the started server makes them (scripts/server.mjs
// sets RENDER_WORKER_SCRIPT): what the server's own thread does for a render is what is measured.
const root = path.resolve(import.meta.dirname, '../..');
fs.mkdirSync(path.join(root, '.next'), { recursive: true });
const workerFolder = fs.mkdtempSync(path.join(root, '.next', 'test-render-worker-'));
process.env.RENDER_WORKER_SCRIPT = await buildRenderWorker(root, path.join(workerFolder, 'render-worker.mjs'));
afterAll(() => fs.rmSync(workerFolder, { recursive: true, force: true }));
const database = useServiceDatabase();

// The server starts its job queues at boot (lib/boot), before any request: so do these tests, so what is
// measured is the request's work, not the job engine's first start (its migrations, on PGlite).
beforeAll(async () => {
  await Promise.all([renderQueue.start(), webhookQueue.start(), retentionQueue.start()]);
}, 120_000);

/**
 * The longest the event loop may be held (issue 38: ~100 ms), in CPU time of this thread (see
 * worstStall), with a slack of 20 ms for a loaded host: on a shared 2-core machine (load 25 to 30) one
 * thread's CPU time for the same step varies by a half or more (its caches and memory shared with a
 * dozen other runs), and the probe of /health and the job engine's polls (their rows, parsed here) land in
 * a gap beside the request's own step.
 *
 * Before the bounded steps these bodies held it (CPU, a loaded 2-core machine): 70 000 unknown names
 * 0.56 s, 100 items of 2 800 unknown names 0.63 to 0.77 s, a 10 000-character id 0.15 to 0.28 s, the
 * track batch's acceptance 0.5 to 1.5 s, working through it 1.25 s. Then, with the JSON parsed in steps
 * (load 23 to 26, PGlite): 230 and 236 ms for the two bodies of unknown names (a problem written out
 * for each of 280 000 names, and the 7.7 MiB body joined and decoded in one step, ~0.1 s), 96 ms for
 * the track batch's acceptance, 111 ms for working through it (PGlite's statements chained in one
 * turn of the loop). What is left of the request's own work is steps of ~20 ms (lib/event-loop's
 * slice) and one join of the decoded text (one copy of the body, ~40 ms for 7.7 MiB on a loaded host).
 */
const EVENT_LOOP_BUDGET_MS = 120;
/*
 * PGlite holds the same budget since it runs on a thread of its own (lib/db/pglite-thread.ts). On this
 * thread, its SQL (the job engine's polls, the /health probe's query, the request's own statements) ran
 * here, chained in one turn of the loop: 81 to 248 ms for 70 000 names, 82 to 204 ms for the 7.7 MiB
 * batch, 90 ms for the track batch, 105 to 118 ms working through it (load 3 to 30), under a bound of
 * 300 ms. Off this thread, in the same run's conditions (load ~3, 2 cores shared): 36, 53, 72 and 29 ms.
 */

const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 256 };
type Json = Record<string, any>;

/**
 * CPU time this thread has run (ms): Linux's scheduler statistics for the calling thread (its first field,
 * in ns; the second is the time it waited for a CPU, which a busy host adds to the wall clock). Elsewhere,
 * the whole process's CPU time, an upper bound (other threads count too).
 */
const cpuMs: () => number = (() => {
  const schedstat = '/proc/thread-self/schedstat';
  try {
    fs.readFileSync(schedstat, 'utf8');
  } catch {
    return () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
  }
  return () => Number(fs.readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6;
})();

/** A full garbage collection, now (V8's gc(), which the test process is not started with, reached through a flag). */
const collectGarbage: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

/** How often the loop is asked to turn while a request is served: a timer of this period. */
const TICK_MS = 5;

/**
 * How long the event loop was held while `work` ran, and what it answered. The body is built before the
 * measure starts. A timer fires every TICK_MS; between two firings, the loop was held for the wall-clock
 * gap, of which this thread ran for at most the CPU time the process spent in it. On a machine shared
 * with other busy processes the wall-clock gap grows with whatever the host ran instead (a gap of 0.5 s
 * in which this process ran for 40 ms of CPU is 40 ms of the request's work): the CPU figure is what is
 * held to the budget, the wall-clock one is said beside it.
 */
async function worstStall<T>(work: () => Promise<T>): Promise<{ stall: Stall; answer: T }> {
  // The garbage earlier cases left (megabytes of bodies) collected now, not in a pause charged to this one.
  collectGarbage();
  const stall: Stall = { cpuMs: 0, wallMs: 0, gcMs: 0 };
  // The collector's pauses on this thread, said beside the stall: how much of it was garbage, not work.
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) stall.gcMs = Math.max(stall.gcMs, entry.duration);
  });
  collections.observe({ entryTypes: ['gc'] });
  let last = { wall: performance.now(), cpu: cpuMs() };
  let ticking = true;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = { wall: performance.now(), cpu: cpuMs() };
    const wallGap = now.wall - last.wall - TICK_MS;
    stall.wallMs = Math.max(stall.wallMs, wallGap);
    // Where only the process's CPU time is known, other threads add to it: this thread ran no longer than the gap.
    stall.cpuMs = Math.max(stall.cpuMs, Math.min(now.cpu - last.cpu, now.wall - last.wall));
    last = now;
    if (ticking) timer = setTimeout(tick, TICK_MS);
  };
  timer = setTimeout(tick, TICK_MS);
  // A /health probe alongside, as a monitor would send it: it must be answered while the hostile request is served.
  let probes = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const response = await call(health, { path: '/health' });
      expect(response.status).toBe(200);
      probes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const answer = await work();
    // Work that settled through promises alone may not have let a timer fire since it began: one more turn
    // of the loop, so its last stretch is counted.
    await new Promise((resolve) => setTimeout(resolve, 4 * TICK_MS));
    return { stall, answer };
  } finally {
    collections.disconnect();
    ticking = false;
    clearTimeout(timer);
    probing = false;
    await probe;
    expect(probes).toBeGreaterThan(0);
  }
}

interface Stall {
  /** The most CPU time this thread can have run without letting the loop turn (held to the budget). */
  cpuMs: number;
  /** The longest wall-clock time the loop did not turn (said: it includes what the host ran meanwhile). */
  wallMs: number;
  /** The longest pause of the garbage collector meanwhile (said). */
  gcMs: number;
}

/** The stalls measured, said at the end (the issue asks for the worst one). */
const measured: Array<[string, number, number, number]> = [];
function within(name: string, stall: Stall): void {
  const [cpu, wall, gc] = [Math.round(stall.cpuMs), Math.round(stall.wallMs), Math.round(stall.gcMs)];
  measured.push([name, cpu, wall, gc]);
  console.log(`main-thread budget: ${name}: event loop held at most ${cpu} ms of CPU (${wall} ms wall-clock; longest GC pause ${gc} ms)`);
  expect(stall.cpuMs, `${name}: the event loop was held for ${cpu} ms of CPU (${wall} ms wall-clock)`).toBeLessThan(EVENT_LOOP_BUDGET_MS);
}

/** How a server hands a route its body: the socket's chunks, 64 KiB at most (Node's stream reads), as a stream. */
const CHUNK_BYTES = 64 * 1024;

/**
 * A POST with `body` as the server's route handler gets it: a stream of the bytes in chunks as they came
 * off the socket. Encoded here, before the measure starts: a Request made of one 7.7 MiB string makes
 * it one chunk, and encoding it (~50 ms) was this test's own work charged to the server's thread.
 */
function post(path: string, body: string, key: string): Request {
  const encoded = new TextEncoder().encode(body);
  let pulled = 0;
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
    body: new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= encoded.length) return controller.close();
        controller.enqueue(encoded.subarray(pulled, pulled + CHUNK_BYTES));
        pulled += CHUNK_BYTES;
      },
    }),
    duplex: 'half',
  } as RequestInit);
}

async function answer(response: Promise<Response>): Promise<{ status: number; json: Json }> {
  const done = await response;
  return { status: done.status, json: (await done.json()) as Json };
}

function unknownNames(count: number, prefix = 'field'): Record<string, number> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, i]));
}

/** A 20 000-point walk near Monaco as an encoded polyline: about 50 KB, as in the issue. */
function longTrack(): string {
  const points = Array.from({ length: 20_000 }, (_, i): [number, number] => [43.735 + (i % 200) * 1e-5, 7.42 + Math.floor(i / 200) * 1e-5 + (i % 2) * 1e-5]);
  return polyline.encode(points);
}

describe(`the main-thread budget: hostile bodies do not hold the event loop (${database.kind})`, () => {
  it('70 000 unknown names on POST /v1/render: a 400 naming five, the event loop never held long', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const body = JSON.stringify({ ...monaco, ...unknownNames(70_000) });
    const request = post('/v1/render', body, key);
    const { stall, answer: refused } = await worstStall(() => answer(renderRoute(request, {})));
    expect([refused.status, refused.json.code]).toEqual([400, 'invalid_request']);
    expect(refused.json.message).toMatch(/; and 69995 more problems$/);
    within('70 000 unknown names, POST /v1/render', stall);
  });

  it('100 items of 2 800 unknown names each (7.7 MiB) on POST /v1/batches: a 400, the event loop never held long', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const item = { lat: 43.7375, lon: 7.4289, ...unknownNames(2_800, 'unknownFieldName') };
    const body = JSON.stringify({ renders: Array.from({ length: 100 }, () => item) });
    expect(body.length).toBeGreaterThan(7 * 1024 * 1024);
    const request = post('/v1/batches', body, key);
    const { stall, answer: refused } = await worstStall(() => answer(queueBatch(request, {})));
    expect([refused.status, refused.json.code]).toEqual([400, 'invalid_request']);
    expect(refused.json.message).toMatch(/^renders\[0\]\.unknownFieldName0 is not a RenderRequest field/);
    within('100 items × 2 800 unknown names, POST /v1/batches', stall);
  });

  it('a key with nothing left sending 7.7 MiB to POST /v1/batches: refused (402) before the body is read', async () => {
    const { key } = await createKey(database.db(), { plan: 'single', credits: 0 });
    const item = { lat: 43.7375, lon: 7.4289, ...unknownNames(2_800, 'unknownFieldName') };
    const body = JSON.stringify({ renders: Array.from({ length: 100 }, () => item) });
    let pulled = 0;
    const encoded = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= encoded.length) return controller.close();
        controller.enqueue(encoded.subarray(pulled, pulled + 64 * 1024));
        pulled += 64 * 1024;
      },
    });
    const request = new Request('http://localhost:3000/v1/batches', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const { stall, answer: refused } = await worstStall(() => answer(queueBatch(request, {})));
    expect([refused.status, refused.json.code]).toEqual([402, 'no_credits']);
    // A stream starts with a chunk or two pulled ahead; the 7.7 MiB are never read.
    expect(pulled).toBeLessThan(512 * 1024);
    within('a spent key sending 7.7 MiB, POST /v1/batches', stall);
  });

  it('JSON nested 1 000 000 deep and a 10 000-character id in a path: short refusals, the event loop never held long', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const deep = `{"lat":1,"x":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`;
    const deepRequest = post('/v1/render', deep, key);
    const nested = await worstStall(() => answer(renderRoute(deepRequest, {})));
    expect([nested.answer.status, nested.answer.json.code]).toEqual([400, 'invalid_request']);
    within('JSON nested 1 000 000 deep, POST /v1/render', nested.stall);

    // As long as a request line gets through the server's header limit, and more.
    const id = `rnd_${'a'.repeat(10_000)}`;
    const request = new Request(`http://localhost:3000/v1/renders/${id}`, { headers: { Authorization: `Bearer ${key}` } });
    const longId = await worstStall(() => answer(getRender(request, { params: Promise.resolve({ id }) })));
    expect([longId.answer.status, longId.answer.json.code]).toEqual([404, 'not_found']);
    expect(longId.answer.json.message.length).toBeLessThan(200);
    within('a 10 000-character id, GET /v1/renders/{id}', longId.stall);
  });

  it('a batch of 100 whose defaults carry a 20 000-point track, on one credit: accepted without holding the event loop long, stored about once, its 99 refusals worked through at once', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'single', credits: 1 });
    const routeTrack = longTrack();
    const body = JSON.stringify({
      defaults: { ...monaco, showRoute: true, routeTrack },
      renders: Array.from({ length: 100 }, (_, i) => ({ city: `Monaco ${i}` })),
    });
    expect(body.length).toBeLessThan(64 * 1024);
    const request = post('/v1/batches', body, key);
    const { stall, answer: accepted } = await worstStall(() => answer(queueBatch(request, {})));
    expect([accepted.status, accepted.json.total], JSON.stringify(accepted.json)).toEqual([202, 100]);
    within('a 20 000-point track in defaults over 100 items, POST /v1/batches', stall);

    // What the batch costs the database grows with its body, not with its body times its items.
    const batchId = accepted.json.id as string;
    const stored = async () => {
      const [items] = await database
        .db()
        .select({
          bytes: sql<string>`coalesce(sum(coalesce(octet_length(${renders.request}::text), 0) + coalesce(octet_length(${renders.spec}::text), 0)), 0)`,
        })
        .from(renders)
        .where(eq(renders.batchId, batchId));
      const [batch] = await database
        .db()
        .select({ bytes: sql<string>`octet_length(row_to_json(${batches})::text)` })
        .from(batches)
        .where(eq(batches.id, batchId));
      return Number(items!.bytes) + Number(batch!.bytes);
    };
    const queuedBytes = await stored();
    expect(queuedBytes, `${queuedBytes} bytes stored for a body of ${body.length}`).toBeLessThan(4 * body.length);

    // The workers then draw one poster and refuse 99 for want of credit: promptly, and without holding the loop.
    const worked = await worstStall(async () => {
      const request = () => new Request(`http://localhost:3000/v1/batches/${batchId}`, { headers: { Authorization: `Bearer ${key}` } });
      await expect
        .poll(async () => (await answer(getBatch(request(), { params: Promise.resolve({ id: batchId }) }))).json.status, { timeout: 60_000, interval: 200 })
        .toBe('completed');
      return (await answer(getBatch(request(), { params: Promise.resolve({ id: batchId }) }))).json;
    });
    expect([worked.answer.succeeded, worked.answer.failed]).toEqual([1, 99]);
    // This includes drawing the one poster (its 20 000-point route composed by the engine) and the 99 refusals.
    within('working through the batch: 1 drawn, 99 refused', worked.stall);
    const refusals = await database
      .db()
      .select({ code: sql<string>`${renders.error}->>'code'` })
      .from(renders)
      .where(and(eq(renders.batchId, batchId), inArray(renders.status, ['failed'])));
    expect(new Set(refusals.map((row) => row.code))).toEqual(new Set(['no_credits']));
    expect(record.id).toBeTruthy();
    // A succeeded item adds its result, not another copy of the track.
    expect(await stored()).toBeLessThan(4 * body.length);

    console.log(`main-thread budget: worst stalls (ms: CPU, wall-clock, longest GC pause) ${JSON.stringify(measured)}`);
  });
});
