import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sum } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as getBatchArchive } from '@/app/v1/batches/[id]/archive/route';
import { GET as getBatch } from '@/app/v1/batches/[id]/route';
import { POST as queueBatch } from '@/app/v1/batches/route';
import { GET as getRender } from '@/app/v1/renders/[id]/route';
import { GET as listRenders, POST as queueRender } from '@/app/v1/renders/route';
import { GET as listWebhookDeliveries } from '@/app/v1/webhooks/[id]/deliveries/route';
import { DELETE as deleteWebhook } from '@/app/v1/webhooks/[id]/route';
import { apiKeys, batches, renders, usagePeriods } from '@/lib/db';
import { newId } from '@/lib/ids';
import { createKey } from '@/lib/keys';
import { PLANS } from '@/lib/plans';
import { batchItemRequest, completeBatchIfDone, MAX_QUEUED_RENDERS, parseRenderRequest } from '@/lib/posters';
import { periodOf } from '@/lib/usage';
import { call, useServiceDatabase } from '@/tests/support/database';
import { fetchStored, useRenderSettings } from '@/tests/support/render-api';

useRenderSettings();
const database = useServiceDatabase();

const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 256 };

type Json = Record<string, any>;

async function postBatch(body: unknown, key: string, headers: Record<string, string> = {}): Promise<{ status: number; json: Json; headers: Headers }> {
  const response = await call(queueBatch, {
    method: 'POST',
    path: '/v1/batches',
    key,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Json, headers: response.headers };
}

async function readBatch(id: string, key: string): Promise<{ status: number; json: Json }> {
  const request = new Request(`http://localhost:3000/v1/batches/${id}`, { headers: { Authorization: `Bearer ${key}` } });
  const response = await getBatch(request, { params: Promise.resolve({ id }) });
  return { status: response.status, json: (await response.json()) as Json };
}

async function readRender(id: string, key: string): Promise<Json> {
  const request = new Request(`http://localhost:3000/v1/renders/${id}`, { headers: { Authorization: `Bearer ${key}` } });
  return (await (await getRender(request, { params: Promise.resolve({ id }) })).json()) as Json;
}

async function archive(id: string, key: string): Promise<Response> {
  const request = new Request(`http://localhost:3000/v1/batches/${id}/archive`, { headers: { Authorization: `Bearer ${key}` } });
  return getBatchArchive(request, { params: Promise.resolve({ id }) });
}

/** Waits for the workers: the batch once it is completed. */
async function completed(id: string, key: string): Promise<Json> {
  await expect.poll(async () => (await readBatch(id, key)).json.status, { timeout: 90_000, interval: 100 }).toBe('completed');
  return (await readBatch(id, key)).json;
}

async function charged(keyId: string): Promise<number> {
  const [row] = await database
    .db()
    .select({ used: sum(usagePeriods.used) })
    .from(usagePeriods)
    .where(eq(usagePeriods.keyId, keyId));
  return Number(row?.used ?? 0);
}

async function credits(keyId: string): Promise<number | null> {
  const [row] = await database.db().select({ credits: apiKeys.credits }).from(apiKeys).where(eq(apiKeys.id, keyId));
  return row!.credits;
}

/** The folders the archives were written to for unzip: removed when the file ends. */
const zipFolders: string[] = [];
afterAll(() => {
  for (const dir of zipFolders) fs.rmSync(dir, { recursive: true, force: true });
});

/** The ZIP read by an independent parser (Info-ZIP's unzip): its entries' names, and each one's bytes. */
function unzipped(bytes: Buffer): { names: string[]; read: (name: string) => Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-zip-'));
  zipFolders.push(dir);
  const file = path.join(dir, 'batch.zip');
  fs.writeFileSync(file, bytes);
  // -Z1: one name a line; unzip tests every entry's CRC as it extracts (-p), so a bad archive fails here.
  const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
  return { names, read: (name) => execFileSync('unzip', ['-p', file, name], { maxBuffer: 64 * 1024 * 1024 }) };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe(`batches: POST /v1/batches, GET /v1/batches/{id}, GET /v1/batches/{id}/archive (${database.kind})`, () => {
  it('queues a batch (202, Location), each item its defaults overlaid by its own fields; all render, in order, charged once each; the archive holds them', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const accepted = await postBatch(
      {
        defaults: { ...monaco, params: { showCoords: false }, markers: [{ lat: 43.7375, lon: 7.4289 }] },
        renders: [{}, { format: 'png', markers: [] }, { city: 'Monte Carlo', params: { showCoords: true } }],
      },
      key,
    );
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(202);
    expect(accepted.json).toEqual({ id: expect.stringMatching(/^bat_[0-9A-Za-z]{24}$/), status: 'queued', total: 3 });
    expect(accepted.headers.get('location')).toBe(`/v1/batches/${accepted.json.id}`);

    const batch = await completed(accepted.json.id, key);
    expect(batch).toMatchObject({ id: accepted.json.id, status: 'completed', total: 3, succeeded: 3, failed: 0 });
    expect(batch.renders).toHaveLength(3);
    expect(Date.parse(batch.completed_at)).toBeGreaterThanOrEqual(Date.parse(batch.created_at));
    const items = await Promise.all(batch.renders.map((render: Json) => readRender(render.id, key)));
    expect(items.map((item) => [item.status, item.batch_id, item.result.format])).toEqual([
      ['succeeded', accepted.json.id, 'svg'],
      ['succeeded', accepted.json.id, 'png'],
      ['succeeded', accepted.json.id, 'svg'],
    ]);
    // The items as drawn: the overlay, field by field, a list replaced whole. Stored as sent: the
    // defaults once on the batch, each item its own fields, made into its request again when drawn.
    const rows = await database.db().select().from(renders).where(eq(renders.batchId, accepted.json.id));
    const [batchRow] = await database.db().select().from(batches).where(eq(batches.id, accepted.json.id));
    expect(rows.every((row) => row.spec === null && 'item' in (row.request as Json))).toBe(true);
    const spec = (id: string) =>
      batchItemRequest(batchRow!.defaults as Json, (rows.find((row) => row.id === id)!.request as Json).item).spec as unknown as Json;
    expect([spec(items[0].id).city, spec(items[0].id).markers, spec(items[0].id).showCoords]).toEqual([
      'Monaco',
      [expect.objectContaining({ lat: 43.7375 })],
      false,
    ]);
    expect([spec(items[1].id).markers, spec(items[1].id).showCoords]).toEqual([[], false]);
    expect([spec(items[2].id).city, spec(items[2].id).showCoords]).toEqual(['Monte Carlo', true]);
    expect(await charged(record.id)).toBe(3);

    const response = await archive(accepted.json.id, key);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${accepted.json.id}.zip"`);
    const zip = unzipped(Buffer.from(await response.arrayBuffer()));
    const files = items.map((item, index) => `00${index}-${item.id}.${item.result.format}`);
    expect(zip.names).toEqual([...files, 'manifest.json']);
    const stored = await Promise.all(items.map(async (item) => (await fetchStored(item.result.url)).bytes));
    for (const [index, item] of items.entries()) {
      expect(sha256(zip.read(files[index]!)), files[index]).toBe(sha256(stored[index]!));
      expect(zip.read(files[index]!).length).toBe(item.result.bytes);
    }
    const manifest = JSON.parse(zip.read('manifest.json').toString('utf8')) as Json;
    expect(manifest.batch).toMatchObject({ id: accepted.json.id, status: 'completed', succeeded: 3 });
    expect(manifest.items).toEqual(
      items.map((item, index) => ({
        index,
        id: item.id,
        status: 'succeeded',
        file: files[index],
        sha256: sha256(stored[index]!),
        provenance: item.result.provenance,
        error: null,
      })),
    );
  });

  it('a key with nothing left is refused at once (402 no_credits), queueing no batch', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'single', credits: 0 });
    const refused = await postBatch({ defaults: monaco, renders: [{}, {}] }, key);
    expect([refused.status, refused.json.code]).toEqual([402, 'no_credits']);
    expect(await database.db().select().from(batches).where(eq(batches.keyId, record.id))).toEqual([]);
    expect(await database.db().select().from(renders).where(eq(renders.keyId, record.id))).toEqual([]);
  });

  it('a single-render key with 2 credits and 4 items: 2 succeed, 2 fail no_credits, credits 0; the archive has the 2 and a manifest of all 4', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'single', credits: 2 });
    const accepted = await postBatch({ defaults: monaco, renders: [{}, {}, {}, {}] }, key);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(202);
    const batch = await completed(accepted.json.id, key);
    expect(batch).toMatchObject({ total: 4, succeeded: 2, failed: 2 });
    const items = await Promise.all(batch.renders.map((render: Json) => readRender(render.id, key)));
    const failed = items.filter((item) => item.status === 'failed');
    expect(failed.map((item) => item.error.code)).toEqual(['no_credits', 'no_credits']);
    expect(failed.every((item) => item.result === undefined)).toBe(true);
    expect(await credits(record.id)).toBe(0);

    const zip = unzipped(Buffer.from(await (await archive(accepted.json.id, key)).arrayBuffer()));
    const succeeded = items.map((item, index) => [item, index] as const).filter(([item]) => item.status === 'succeeded');
    expect(zip.names).toEqual([...succeeded.map(([item, index]) => `00${index}-${item.id}.svg`), 'manifest.json']);
    const manifest = JSON.parse(zip.read('manifest.json').toString('utf8')) as Json;
    expect(manifest.items.map((item: Json) => [item.status, item.error?.code ?? null, item.file === null])).toEqual(
      items.map((item) => [item.status, item.status === 'failed' ? 'no_credits' : null, item.status === 'failed']),
    );
  });

  it('a subscription key with one render left in its quota and 3 items: 1 succeeds, 2 fail quota_exceeded, the quota used up exactly', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'starter' });
    const quota = (PLANS.starter as { monthlyQuota: number }).monthlyQuota;
    await database
      .db()
      .insert(usagePeriods)
      .values({ keyId: record.id, period: periodOf(new Date()), used: quota - 1 });
    const accepted = await postBatch({ defaults: monaco, renders: [{}, {}, {}] }, key);
    expect(accepted.status).toBe(202);
    const batch = await completed(accepted.json.id, key);
    expect(batch).toMatchObject({ total: 3, succeeded: 1, failed: 2 });
    const items = await Promise.all(batch.renders.map((render: Json) => readRender(render.id, key)));
    expect(items.filter((item) => item.status === 'failed').map((item) => item.error.code)).toEqual(['quota_exceeded', 'quota_exceeded']);
    expect(await charged(record.id)).toBe(quota);
  });

  it.each([
    ['a bad item, named by its index and field', { renders: [monaco, { ...monaco, zoom: 40 }] }, 'renders[1].zoom must be between 0 and 22'],
    [
      'a bad default, said once',
      {
        defaults: { zoom: 40 },
        renders: [
          { lat: 1, lon: 2 },
          { lat: 3, lon: 4 },
        ],
      },
      'defaults.zoom must be between 0 and 22',
    ],
    [
      'a bad default the item replaces is no problem, another item’s own is',
      { defaults: { ...monaco, zoom: 40 }, renders: [{ zoom: 14 }, { zoom: 23 }] },
      'renders[1].zoom must be between 0 and 22',
    ],
    ['an item without coordinates', { renders: [monaco, { city: 'Nowhere' }] }, /^renders\[1\]\.lat is required; renders\[1\]\.lon is required/],
    ['an item in params', { renders: [{ ...monaco, params: { matWidth: -1 } }] }, /^renders\[0\]\.params\.matWidth /],
    ['an unknown field of an item', { renders: [{ ...monaco, color: 'red' }] }, 'renders[0].color is not a RenderRequest field: did you mean colors?'],
    [
      'a misspelt field of the fourth item',
      { renders: [monaco, monaco, monaco, { ...monaco, zom: 14 }] },
      'renders[3].zom is not a RenderRequest field: did you mean zoom?',
    ],
    ['an unknown default', { defaults: { color: 'red' }, renders: [monaco] }, 'defaults.color is not a RenderRequest field: did you mean colors?'],
    ['an item that is not an object', { renders: [monaco, 'Paris'] }, 'renders[1] must be a JSON object (a RenderRequest)'],
    ['an empty list', { renders: [] }, 'renders must have at least 1 render'],
    [
      'more than 100 items',
      { renders: Array.from({ length: 101 }, () => monaco) },
      'renders must have at most 100 renders (got 101): send the rest in another batch',
    ],
    ['no renders', { defaults: monaco }, 'renders is required: a list of 1 to 100 RenderRequests'],
    ['renders not a list', { renders: monaco }, 'renders must be a list of 1 to 100 RenderRequests'],
    ['an unknown field of the batch', { renders: [monaco], webhook: 'https://example.com' }, 'webhook is not a field of a batch (renders, defaults)'],
    [
      'a misspelt field of the batch',
      { render: [monaco] },
      'render is not a field of a batch (renders, defaults): did you mean renders?; renders is required: a list of 1 to 100 RenderRequests',
    ],
  ])('400 for %s, and nothing queued', async (_case, body, message) => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const refused = await postBatch(body, key);
    expect([refused.status, refused.json.code]).toEqual([400, 'invalid_request']);
    expect(refused.json.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    const listed = await call(listRenders, { path: '/v1/renders', key });
    expect(((await listed.json()) as Json).data).toEqual([]);
  });

  it('queues 100 items, the most a batch may have, in one go', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'starter' });
    // One render left: one item is drawn and charged, each other fails quota_exceeded at once (not retried), so the 100
    // end quickly. (A view no map source covers, as this used, is refused at POST now: no_map_data.)
    const quota = (PLANS.starter as { monthlyQuota: number }).monthlyQuota;
    await database
      .db()
      .insert(usagePeriods)
      .values({ keyId: record.id, period: periodOf(new Date()), used: quota - 1 });
    const accepted = await postBatch({ defaults: monaco, renders: Array.from({ length: 100 }, () => ({})) }, key);
    expect([accepted.status, accepted.json.total]).toEqual([202, 100]);
    const batch = await completed(accepted.json.id, key);
    expect(batch).toMatchObject({ total: 100, succeeded: 1, failed: 99 });
    expect(new Set(batch.renders.map((render: Json) => render.id)).size).toBe(100);
    expect(await charged(record.id)).toBe(quota);
  });

  it(`a batch that would take the key past ${MAX_QUEUED_RENDERS} waiting renders is a 429 too_many_queued, and queues none of its items`, async () => {
    const db = database.db();
    const { key, record } = await createKey(db, { plan: 'pro' });
    const request = parseRenderRequest(monaco);
    // Renders waiting for the key (rows only: no worker is to draw them).
    const waiting = Array.from({ length: MAX_QUEUED_RENDERS - 2 }, () => ({
      id: newId('rnd'),
      keyId: record.id,
      plan: record.plan,
      status: 'queued' as const,
      request,
      spec: request.spec,
    }));
    for (let at = 0; at < waiting.length; at += 250) await db.insert(renders).values(waiting.slice(at, at + 250));
    const refused = await postBatch({ defaults: monaco, renders: [{}, {}, {}] }, key);
    expect([refused.status, refused.json.code, refused.headers.get('retry-after')]).toEqual([429, 'too_many_queued', '60']);
    expect(refused.json.message).toMatch(
      new RegExp(
        `^this key has ${MAX_QUEUED_RENDERS - 2} renders queued or rendering and may have at most ${MAX_QUEUED_RENDERS} waiting at once; these 3 renders would pass it`,
      ),
    );
    expect(await db.select().from(batches).where(eq(batches.keyId, record.id))).toEqual([]);
    expect((await db.select({ id: renders.id }).from(renders).where(eq(renders.keyId, record.id))).length).toBe(MAX_QUEUED_RENDERS - 2);
    // Rows no worker will finish, of a database other test files may share.
    await db.delete(renders).where(eq(renders.keyId, record.id));
  });

  it('an id in a path that is not an id (a NUL byte, a quote, a long one) is a 404 like an unknown id, never a 500', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const auth = { headers: { Authorization: `Bearer ${key}` } };
    for (const id of ['bat_\u0000', "rnd_x' or '1'='1", 'whk_%00', `rnd_${'a'.repeat(300)}`, '\u0000']) {
      const answers = await Promise.all([
        getBatch(new Request('http://localhost:3000/v1/batches/x', auth), { params: Promise.resolve({ id }) }),
        getBatchArchive(new Request('http://localhost:3000/v1/batches/x/archive', auth), { params: Promise.resolve({ id }) }),
        getRender(new Request('http://localhost:3000/v1/renders/x', auth), { params: Promise.resolve({ id }) }),
        deleteWebhook(new Request('http://localhost:3000/v1/webhooks/x', { ...auth, method: 'DELETE' }), { params: Promise.resolve({ id }) }),
        listWebhookDeliveries(new Request('http://localhost:3000/v1/webhooks/x/deliveries', auth), { params: Promise.resolve({ id }) }),
      ]);
      for (const answer of answers) {
        expect([answer.status, ((await answer.json()) as Json).code], JSON.stringify(id)).toEqual([404, 'not_found']);
      }
    }
  });

  it("404 for an unknown batch and for another key's, said alike (the batch and its archive)", async () => {
    const owner = await createKey(database.db(), { plan: 'pro' });
    const other = await createKey(database.db(), { plan: 'pro' });
    const accepted = await postBatch({ renders: [monaco] }, owner.key);
    const theirs = await readBatch(accepted.json.id, other.key);
    expect([theirs.status, theirs.json.code, theirs.json.message]).toEqual([404, 'not_found', `no batch ${accepted.json.id} for this key`]);
    const unknown = await readBatch('bat_000000000000000000000000', owner.key);
    expect([unknown.status, unknown.json.message]).toEqual([404, 'no batch bat_000000000000000000000000 for this key']);
    const theirArchive = await archive(accepted.json.id, other.key);
    expect([theirArchive.status, ((await theirArchive.json()) as Json).code]).toEqual([404, 'not_found']);
    await completed(accepted.json.id, owner.key);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, queueing one batch; another body or operation is a 422', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const headers = { 'Idempotency-Key': randomUUID() };
    const body = { defaults: monaco, renders: [{}, { city: 'Fontvieille' }] };
    const first = await postBatch(body, key, headers);
    const again = await postBatch(body, key, headers);
    expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([202, 202, 'true']);
    expect(again.json).toEqual(first.json);
    const other = await postBatch({ ...body, renders: [{}] }, key, headers);
    expect([other.status, other.json.code]).toEqual([422, 'idempotency_key_reused']);
    // The same key on POST /v1/renders is another request, even for the same poster.
    const single = await call(queueRender, {
      method: 'POST',
      path: '/v1/renders',
      key,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(monaco),
    });
    expect(single.status).toBe(422);
    await completed(first.json.id, key);
    const listed = (await (await call(listRenders, { path: '/v1/renders', key })).json()) as Json;
    expect(listed.data).toHaveLength(2);
    expect(await charged(record.id)).toBe(2);
  });

  it('serves the archive before the batch completed: what has finished, and a manifest telling the rest', async () => {
    const { record, key } = await createKey(database.db(), { plan: 'pro' });
    // A batch whose renders no worker has drawn yet (rows as POST /v1/batches writes them, without jobs).
    const id = newId('bat');
    await database.db().insert(batches).values({ id, keyId: record.id, total: 2 });
    const request = parseRenderRequest(monaco);
    const ids = [newId('rnd'), newId('rnd')].sort();
    for (const render of ids) {
      await database
        .db()
        .insert(renders)
        .values({ id: render, keyId: record.id, plan: record.plan, status: 'queued', request, spec: request.spec, batchId: id });
    }
    expect((await readBatch(id, key)).json).toMatchObject({ status: 'queued', succeeded: 0, failed: 0, completed_at: null });
    const zip = unzipped(Buffer.from(await (await archive(id, key)).arrayBuffer()));
    expect(zip.names).toEqual(['manifest.json']);
    const manifest = JSON.parse(zip.read('manifest.json').toString('utf8')) as Json;
    expect(manifest.items.map((item: Json) => [item.index, item.id, item.status, item.file])).toEqual([
      [0, ids[0], 'queued', null],
      [1, ids[1], 'queued', null],
    ]);
  });
});

describe(`a batch's completion (${database.kind})`, () => {
  it('is set once, by the one call that finds no render queued or rendering, however many ask at once', async () => {
    const { record, key } = await createKey(database.db(), { plan: 'pro' });
    const db = database.db();
    const id = newId('bat');
    await db.insert(batches).values({ id, keyId: record.id, total: 2 });
    const request = parseRenderRequest(monaco);
    const [first, second] = [newId('rnd'), newId('rnd')].sort();
    await db.insert(renders).values([
      { id: first!, keyId: record.id, plan: record.plan, status: 'failed', error: { code: 'render_failed', message: 'x' }, request, batchId: id },
      { id: second!, keyId: record.id, plan: record.plan, status: 'rendering', request, batchId: id },
    ]);
    expect(await completeBatchIfDone(db, id)).toBe(false);
    expect((await readBatch(id, key)).json).toMatchObject({ status: 'running', failed: 1, completed_at: null });
    await db
      .update(renders)
      .set({ status: 'failed', error: { code: 'render_failed', message: 'x' } })
      .where(eq(renders.id, second!));
    const answers = await Promise.all(Array.from({ length: 5 }, () => completeBatchIfDone(db, id)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await completeBatchIfDone(db, id)).toBe(false);
    expect((await readBatch(id, key)).json).toMatchObject({ status: 'completed', failed: 2, succeeded: 0, completed_at: expect.any(String) });
  });
});
