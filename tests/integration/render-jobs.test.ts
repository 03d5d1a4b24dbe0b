import { randomUUID } from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getRender } from '@/app/v1/renders/[id]/route';
import { GET as listRenders, POST as queueRender } from '@/app/v1/renders/route';
import { closeDb, getDb, idempotentRequests, renders, usagePeriods } from '@/lib/db';
import { PLANS } from '@/lib/plans';
import { periodOf } from '@/lib/usage';
import { newId } from '@/lib/ids';
import { getJobEngine, stopJobs } from '@/lib/jobs';
import { createKey } from '@/lib/keys';
import { parseRenderRequest, renderDependencies, renderQueue, workOnRender } from '@/lib/posters';
import { getKeyring } from '@/lib/provenance';
import { RenderError } from '@/lib/render';
import { getObjectStore } from '@/lib/storage';
import { call, useServiceDatabase } from '@/tests/support/database';
import { fetchStored, renderCall, useRenderSettings } from '@/tests/support/render-api';

useRenderSettings();
const database = useServiceDatabase();

const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 256 };
/** A view no configured map source covers: the render fails in the engine (as POST /v1/render's 502). */
const paris = { lat: 48.8566, lon: 2.3522, zoom: 15, city: 'Paris', format: 'svg', maxDimension: 256 };

type Json = Record<string, any>;

async function queue(body: unknown, key: string, headers: Record<string, string> = {}): Promise<{ status: number; json: Json; headers: Headers }> {
  const response = await call(queueRender, {
    method: 'POST',
    path: '/v1/renders',
    key,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Json, headers: response.headers };
}

async function read(id: string, key: string): Promise<{ status: number; json: Json }> {
  const request = new Request(`http://localhost:3000/v1/renders/${id}`, { headers: { Authorization: `Bearer ${key}` } });
  const response = await getRender(request, { params: Promise.resolve({ id }) });
  return { status: response.status, json: (await response.json()) as Json };
}

async function list(key: string, query = ''): Promise<{ status: number; json: Json }> {
  const response = await call(listRenders, { path: `/v1/renders${query}`, key });
  return { status: response.status, json: (await response.json()) as Json };
}

/** Waits for the worker: the render's status once it is no longer queued or rendering. */
async function finished(id: string, key: string): Promise<Json> {
  await expect.poll(async () => (await read(id, key)).json.status, { timeout: 45_000, interval: 100 }).toMatch(/^(succeeded|failed)$/);
  return (await read(id, key)).json;
}

/** Renders charged to the key, as the database counts them (its usage rows). */
async function charged(keyId: string): Promise<number> {
  // The process's database as it is now (the restart test reopens it).
  const [row] = await (await getDb())
    .select({ used: sum(usagePeriods.used) })
    .from(usagePeriods)
    .where(eq(usagePeriods.keyId, keyId));
  return Number(row?.used ?? 0);
}

describe(`queued renders: POST /v1/renders, GET /v1/renders/{id}, GET /v1/renders (${database.kind})`, () => {
  it('queues a render (202, Location), which a worker draws: queued to succeeded, its file stored, charged once', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const accepted = await queue(monaco, key);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(202);
    expect(accepted.json).toEqual({
      id: expect.stringMatching(/^rnd_[0-9A-Za-z]{24}$/),
      status: 'queued',
      url: `http://localhost:3000/v1/renders/${accepted.json.id}`,
    });
    expect(accepted.headers.get('location')).toBe(`/v1/renders/${accepted.json.id}`);
    expect(await charged(record.id)).toBe(0);

    const render = await finished(accepted.json.id, key);
    expect(render).toMatchObject({ id: accepted.json.id, status: 'succeeded', result: { id: accepted.json.id, format: 'svg', usage: { used: 1 } } });
    expect(render.error).toBeUndefined();
    expect(Date.parse(render.created_at)).toBeLessThanOrEqual(Date.parse(render.started_at));
    expect(Date.parse(render.started_at)).toBeLessThanOrEqual(Date.parse(render.finished_at));
    const file = await fetchStored(render.result.url);
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBe(render.result.bytes);
    expect(file.bytes.subarray(0, 4).toString()).toBe('<svg');
    expect(await charged(record.id)).toBe(1);
  });

  it('a view no map source covers is refused at once (400 no_map_data), queueing nothing and charging nothing', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const refused = await queue(paris, key);
    expect([refused.status, refused.json.code]).toEqual([400, 'no_map_data']);
    expect(refused.json.message).toMatch(/^no map data source covers this view \(48\.8566, 2\.3522 at zoom 15\)/);
    expect(refused.json.message).not.toMatch(/retry/);
    expect((await list(key)).json).toEqual({ data: [], has_more: false });
    expect(await charged(record.id)).toBe(0);
  });

  it('refuses a bad request at once (400 naming the field), queueing nothing', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const refused = await queue({ ...monaco, zoom: 40 }, key);
    expect([refused.status, refused.json.code]).toEqual([400, 'invalid_request']);
    expect(refused.json.message).toMatch(/zoom/);
    expect((await list(key)).json).toEqual({ data: [], has_more: false });
  });

  it('keeps no preview in a queued render’s result (asked for or not): it is for a caller waiting on the answer', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const queued = await queue({ ...monaco, preview: true }, key);
    const done = await finished(queued.json.id, key);
    expect(done).toMatchObject({ status: 'succeeded', result: { id: queued.json.id, format: 'svg' } });
    expect(done.result).not.toHaveProperty('preview');
    expect((await list(key)).json.data[0].result).not.toHaveProperty('preview');
  });

  it('refuses a key with nothing left at once, as POST /v1/render does (402 no_credits, 429 quota_exceeded), queueing nothing', async () => {
    const spent = await createKey(database.db(), { plan: 'single', credits: 0 });
    const refused = await queue(monaco, spent.key, { 'Idempotency-Key': randomUUID() });
    expect([refused.status, refused.json.code, refused.json.message]).toEqual([
      402,
      'no_credits',
      'no render credits left on this single-render key: buy another render or a subscription',
    ]);
    expect((await list(spent.key)).json).toEqual({ data: [], has_more: false });
    expect(await database.db().select().from(idempotentRequests).where(eq(idempotentRequests.keyId, spent.record.id))).toEqual([]);

    const used = await createKey(database.db(), { plan: 'starter' });
    await database
      .db()
      .insert(usagePeriods)
      .values({ keyId: used.record.id, period: periodOf(new Date()), used: (PLANS.starter as { monthlyQuota: number }).monthlyQuota });
    const over = await queue(monaco, used.key);
    expect([over.status, over.json.code]).toEqual([429, 'quota_exceeded']);
    expect(over.json.message).toMatch(/^monthly quota of 100 renders used up for \d{4}-\d{2}/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await list(used.key)).json).toEqual({ data: [], has_more: false });
  });

  it('answers a retry with the same Idempotency-Key with the first answer, queueing one render', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await queue(monaco, key, headers);
    const again = await queue(monaco, key, headers);
    expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([202, 202, 'true']);
    expect(again.json).toEqual(first.json);
    // The same key on POST /v1/render is another request, not this one's answer.
    const sync = await renderCall(monaco, key, undefined, headers);
    expect([sync.status, sync.json.code]).toEqual([422, 'idempotency_key_reused']);
    await finished(first.json.id, key);
    expect((await list(key)).json.data.map((render: Json) => render.id)).toEqual([first.json.id]);
    expect(await charged(record.id)).toBe(1);
  });

  it("is another key's render: 404, said as for an id that does not exist", async () => {
    const owner = await createKey(database.db(), { plan: 'pro' });
    const other = await createKey(database.db(), { plan: 'pro' });
    const accepted = await queue(monaco, owner.key);
    const theirs = await read(accepted.json.id, other.key);
    const unknown = await read('rnd_000000000000000000000000', other.key);
    expect([theirs.status, theirs.json.code]).toEqual([404, 'not_found']);
    expect(theirs.json.message).toBe(`no render ${accepted.json.id} for this key`);
    expect(unknown.json.message).toBe('no render rnd_000000000000000000000000 for this key');
    expect((await list(other.key)).json.data).toEqual([]);
    await finished(accepted.json.id, owner.key);
  });

  it('lists the key’s renders newest first, synchronous ones too, a page at a time with starting_after', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const ids: string[] = [];
    const first = await queue(monaco, key);
    ids.push(first.json.id);
    await finished(first.json.id, key);
    const sync = await renderCall(monaco, key);
    expect(sync.status).toBe(200);
    ids.push(sync.json.id);
    // A render that failed in the worker, as a worker leaves it (a view without map data, which POST now refuses at once, once failed there).
    const failed = newId('rnd');
    const request = parseRenderRequest(paris);
    await database
      .db()
      .insert(renders)
      .values({
        id: failed,
        keyId: record.id,
        plan: 'pro',
        status: 'failed',
        request,
        spec: request.spec,
        error: { code: 'render_failed', message: 'render failed; it was not charged' },
        finishedAt: new Date(),
      });
    ids.push(failed);
    const last = await queue(monaco, key);
    ids.push(last.json.id);
    await finished(last.json.id, key);
    const newestFirst = [...ids].reverse();

    const all = await list(key);
    expect(all.json.data.map((render: Json) => render.id)).toEqual(newestFirst);
    expect(all.json.has_more).toBe(false);
    expect(all.json.data.map((render: Json) => render.status)).toEqual(['succeeded', 'failed', 'succeeded', 'succeeded']);
    expect(all.json.data[2]).toMatchObject({ id: sync.json.id, result: { id: sync.json.id, url: sync.json.url } });

    const pages: string[][] = [];
    let after: string | undefined;
    for (;;) {
      const page = await list(key, `?limit=3${after ? `&starting_after=${after}` : ''}`);
      expect(page.status).toBe(200);
      pages.push(page.json.data.map((render: Json) => render.id));
      if (!page.json.has_more) break;
      after = page.json.data.at(-1).id;
    }
    expect(pages).toEqual([newestFirst.slice(0, 3), newestFirst.slice(3)]);
    expect((await list(key, `?limit=1&starting_after=${newestFirst[1]}`)).json).toMatchObject({ data: [{ id: newestFirst[2] }], has_more: true });
    expect((await list(key, `?starting_after=${newestFirst[3]}`)).json).toEqual({ data: [], has_more: false });
  });

  it.each([
    ['?limit=0', 'limit must be a whole number between 1 and 100'],
    ['?limit=101', 'limit must be a whole number between 1 and 100'],
    ['?limit=ten', 'limit must be a whole number between 1 and 100'],
    ['?limit=1.5', 'limit must be a whole number between 1 and 100'],
    ['?starting_after=xyz', 'starting_after must be a render id (rnd_…)'],
    ['?starting_after=rnd_000000000000000000000000', "starting_after must be the id of one of this key's renders; rnd_000000000000000000000000 is not"],
    ['?page=2', 'page is not a parameter of /v1/renders (use limit and starting_after)'],
  ])('GET /v1/renders%s is a 400 naming the parameter and its rule', async (query, message) => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const answer = await list(key, query);
    expect([answer.status, answer.json.code, answer.json.message]).toEqual([400, 'invalid_request', message]);
  });
});

describe(`queued renders across a restart (${database.kind})`, () => {
  it('a render queued while no worker runs is kept in the database, and drawn by the next process’s workers', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const id = newId('rnd');
    // Queued as POST /v1/renders queues it, by a process whose workers never started (or died at once).
    await closeDb();
    const request = parseRenderRequest(monaco);
    await (await getDb()).insert(renders).values({ id, keyId: record.id, plan: record.plan, status: 'queued', request, spec: request.spec });
    const boss = await getJobEngine();
    if (!(await boss.getQueue(renderQueue.name))) await boss.createQueue(renderQueue.name);
    expect(await boss.send(renderQueue.name, { renderId: id })).toBeTruthy();
    expect((await read(id, key)).json.status).toBe('queued');
    // The process stops; the next one starts its workers (lib/boot) and finds the job.
    await closeDb();
    await getDb();
    await renderQueue.start();
    const render = await finished(id, key);
    expect(render).toMatchObject({ status: 'succeeded', result: { id, usage: { used: 1 } } });
    expect((await fetchStored(render.result.url)).status).toBe(200);
    expect(await charged(record.id)).toBe(1);
  });
});

describe(`queued renders across a shutdown (${database.kind})`, () => {
  it('stopping the workers (shutdown, before the engine closes) lets a render under way finish or leaves it queued, never failed; the next workers draw it', async () => {
    const db = await getDb();
    const { key, record } = await createKey(db, { plan: 'pro' });
    const accepted = await queue(monaco, key);
    expect(accepted.status).toBe(202);
    await stopJobs();
    expect(['queued', 'rendering', 'succeeded']).toContain((await read(accepted.json.id, key)).json.status);
    await renderQueue.start();
    expect(await finished(accepted.json.id, key)).toMatchObject({ status: 'succeeded' });
    expect(await charged(record.id)).toBe(1);
  });
});

describe(`a queued render's attempts (${database.kind})`, () => {
  it('an object store that fails once is retried: the next attempt stores and records the poster, charged once', async () => {
    const db = await getDb();
    const { key, record } = await createKey(db, { plan: 'pro' });
    const id = newId('rnd');
    const request = parseRenderRequest(monaco);
    await db.insert(renders).values({ id, keyId: record.id, plan: record.plan, status: 'queued', request, spec: request.spec });
    const real = getObjectStore();
    let puts = 0;
    const store = {
      ...real,
      kind: real.kind,
      put: async (...args: Parameters<typeof real.put>) => {
        puts += 1;
        if (puts === 1) throw new Error('503 Slow Down');
        return real.put(...args);
      },
      delete: (name: string) => real.delete(name),
      exists: (name: string) => real.exists(name),
    };
    const deps = { db, engine: renderDependencies(db).engine, store, signer: getKeyring() };
    const attempt = (retryCount: number) =>
      workOnRender({ id: randomUUID(), name: 'render', data: { renderId: id }, retryCount, signal: new AbortController().signal } as never, deps);
    await expect(attempt(0)).rejects.toMatchObject({ kind: 'render_failed', message: 'storing the poster failed; it was not charged and is safe to retry' });
    expect([(await read(id, key)).json.status, await charged(record.id)]).toEqual(['rendering', 0]);
    await attempt(1);
    expect((await read(id, key)).json).toMatchObject({ status: 'succeeded', result: { id } });
    expect([puts, await charged(record.id)]).toEqual([2, 1]);
  });

  it('a busy renderer is retried (the attempt fails, the row waits), and the last attempt ends it failed with that code, never charged', async () => {
    const db = await getDb();
    const { key, record } = await createKey(db, { plan: 'pro' });
    const id = newId('rnd');
    const request = parseRenderRequest(monaco);
    await db.insert(renders).values({ id, keyId: record.id, plan: record.plan, status: 'queued', request, spec: request.spec });
    const engine = {
      render: async () => {
        throw new RenderError('busy', 'renderer busy: 16 posters are waiting; retry in about a minute');
      },
    };
    const deps = { db, engine, store: getObjectStore(), signer: getKeyring() };
    const attempt = (retryCount: number) =>
      workOnRender({ id: randomUUID(), name: 'render', data: { renderId: id }, retryCount, signal: new AbortController().signal } as never, deps);
    await expect(attempt(0)).rejects.toMatchObject({ kind: 'busy' });
    await expect(attempt(1)).rejects.toMatchObject({ kind: 'busy' });
    expect((await read(id, key)).json.status).toBe('rendering');
    await attempt(2);
    expect((await read(id, key)).json).toMatchObject({
      status: 'failed',
      error: { code: 'busy', message: 'renderer busy: 16 posters are waiting; retry in about a minute (not charged)' },
    });
    expect(await charged(record.id)).toBe(0);
    // A duplicate delivery of a finished render does nothing.
    await attempt(0);
    expect((await read(id, key)).json.status).toBe('failed');
  });

  it.each([
    [
      'a map source that did not answer (tiles_unavailable) is retried like a busy renderer',
      'tiles_unavailable',
      'map data source planet could not be read: no answer within 10 s',
      true,
    ],
    [
      'a map source nobody answers for (source_unreachable) is retried later too: it may be reachable by then',
      'source_unreachable',
      'map data source tiles.openfreemap.org cannot be reached: its host name could not be found',
      true,
    ],
    [
      'a view the map data covers only partly (partial_map_data) is not retried: it fails at once, uncharged',
      'partial_map_data',
      'the map data covers 46 % of this poster',
      false,
    ],
    ['a view with no map data (no_map_data) is not retried: it fails at once, uncharged', 'no_map_data', 'no map data source covers this view', false],
  ] as const)('%s', async (_title, code, message, retried) => {
    const db = await getDb();
    const { key, record } = await createKey(db, { plan: 'pro' });
    const id = newId('rnd');
    const request = parseRenderRequest(monaco);
    await db.insert(renders).values({ id, keyId: record.id, plan: record.plan, status: 'queued', request, spec: request.spec });
    const engine = {
      render: async () => {
        throw new RenderError(code, message);
      },
    };
    const deps = { db, engine, store: getObjectStore(), signer: getKeyring() };
    const attempt = (retryCount: number) =>
      workOnRender({ id: randomUUID(), name: 'render', data: { renderId: id }, retryCount, signal: new AbortController().signal } as never, deps);
    if (retried) {
      const said = code === 'source_unreachable' ? 'map_source_unreachable' : 'render_failed';
      await expect(attempt(0)).rejects.toMatchObject({ kind: said });
      expect((await read(id, key)).json.status).toBe('rendering');
      await attempt(2);
      expect((await read(id, key)).json).toMatchObject({ status: 'failed', error: { code: said } });
    } else {
      await attempt(0);
      expect((await read(id, key)).json).toMatchObject({ status: 'failed', error: { code, message: `${message} (not charged)` } });
    }
    expect(await charged(record.id)).toBe(0);
  });
});
