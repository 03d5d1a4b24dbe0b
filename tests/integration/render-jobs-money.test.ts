import { randomUUID } from 'node:crypto';
import { eq, inArray, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as queueRoute } from '@/app/v1/renders/route';
import { apiKeys, getDb, renders, syncRendersInFlight, usagePeriods, type ApiKeyRow, type Database } from '@/lib/db';
import { newId } from '@/lib/ids';
import { getJobEngine } from '@/lib/jobs';
import { createKey } from '@/lib/keys';
import {
  checkQueueRoom,
  giveUpRender,
  KEY_BUSY_MAX_DEFERRALS,
  MAX_QUEUED_RENDERS,
  parseRenderRequest,
  refundAbandonedSyncRenders,
  renderDependencies,
  renderForKey,
  renderQueue,
  workOnRender,
  type RenderDependencies,
} from '@/lib/posters';
import { periodOf, reserveRender } from '@/lib/usage';
import { call, useServiceDatabase } from '@/tests/support/database';
import { useRenderSettings } from '@/tests/support/render-api';

useRenderSettings();
const database = useServiceDatabase();

const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 256 };
const request = parseRenderRequest(monaco);

/** A queued render's row, as POST /v1/renders writes it (its job is the test's to run). */
async function queuedRow(db: Database, key: ApiKeyRow): Promise<string> {
  const id = newId('rnd');
  await db.insert(renders).values({ id, keyId: key.id, plan: key.plan, status: 'queued', request, spec: request.spec });
  return id;
}

const attempt = (id: string, deps: RenderDependencies, retryCount = 0) =>
  workOnRender({ id: randomUUID(), name: 'render', data: { renderId: id }, retryCount, signal: new AbortController().signal } as never, deps);

async function row(db: Database, id: string) {
  const [found] = await db.select().from(renders).where(eq(renders.id, id));
  return found!;
}

async function charged(db: Database, keyId: string): Promise<number> {
  const [found] = await db
    .select({ used: sum(usagePeriods.used) })
    .from(usagePeriods)
    .where(eq(usagePeriods.keyId, keyId));
  return Number(found?.used ?? 0);
}

/**
 * The real dependencies, with each draw held until `release()` (and `drawing` resolved once `expected`
 * draws are held), and every file the renders stored noted.
 */
function heldDependencies(db: Database, expected: number) {
  const real = renderDependencies(db);
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered = 0;
  let allEntered!: () => void;
  const drawing = new Promise<void>((resolve) => {
    allEntered = resolve;
  });
  const stored: string[] = [];
  const deps: RenderDependencies = {
    ...real,
    engine: {
      render: async (spec, options) => {
        entered += 1;
        if (entered === expected) allEntered();
        await released;
        return real.engine.render(spec, options);
      },
    },
    store: {
      kind: real.store.kind,
      put: (key, bytes, options) => {
        stored.push(key);
        return real.store.put(key, bytes, options);
      },
      delete: (key) => real.store.delete(key),
      exists: (key) => real.store.exists(key),
    },
  };
  return { deps, drawing, release, stored };
}

describe(`a queued render's money: one charge, when recorded, by the attempt holding it (${database.kind})`, () => {
  it('an attempt taken for lost that comes back after a retry finished the render: charged once, its own file removed, the recorded one kept', async () => {
    const db = await getDb();
    const { record } = await createKey(db, { plan: 'pro' });
    const id = await queuedRow(db, record);
    const late = heldDependencies(db, 1);
    const first = attempt(id, late.deps);
    await late.drawing;
    const taken = (await row(db, id)).attempt;
    expect([(await row(db, id)).status, taken]).toEqual(['rendering', expect.stringMatching(/^att_/)]);

    // pg-boss gave the job up for lost (its heartbeat lapsed) and retried it: the retry takes the row with a token of its own.
    const retry = heldDependencies(db, 1);
    retry.release();
    await attempt(id, retry.deps, 1);
    const done = await row(db, id);
    expect(done.status).toBe('succeeded');
    expect(done.storageKey).toBe(`renders/${id}-${done.attempt}.svg`);
    expect(done.attempt).not.toBe(taken);

    late.release();
    await first;
    expect(await row(db, id)).toMatchObject({ status: 'succeeded', storageKey: done.storageKey, sha256: done.sha256 });
    expect(await charged(db, record.id)).toBe(1);
    expect(late.stored).toEqual([`renders/${id}-${taken}.svg`]);
    expect(await late.deps.store.exists(late.stored[0]!)).toBe(false);
    expect(await retry.deps.store.exists(done.storageKey!)).toBe(true);
  });

  it('two renders drawn at once for a key with one render left: one is charged and kept, the other fails quota_exceeded (as a synchronous render says it) and its file is removed', async () => {
    const db = await getDb();
    const { record } = await createKey(db, { plan: 'business' });
    await db.insert(usagePeriods).values({ keyId: record.id, period: periodOf(new Date()), used: 4999 });
    const ids = [await queuedRow(db, record), await queuedRow(db, record)];
    // Both pass the look before drawing (one render left), and meet at the charge.
    const held = heldDependencies(db, 2);
    const both = Promise.all(ids.map((id) => attempt(id, held.deps)));
    await held.drawing;
    held.release();
    await both;
    const rows = await Promise.all(ids.map((id) => row(db, id)));
    expect(rows.map((found) => found.status).sort()).toEqual(['failed', 'succeeded']);
    const failed = rows.find((found) => found.status === 'failed')!;
    expect(failed.error?.code).toBe('quota_exceeded');
    expect(failed.error?.message).toMatch(
      /^monthly quota of 5000 renders used up for \d{4}-\d{2}; it resets at \S+ \(the 1st, UTC\), or upgrade with POST \/v1\/keys\/upgrade/,
    );
    expect(failed.result).toBeNull();
    expect(await charged(db, record.id)).toBe(5000);
    expect(held.stored).toHaveLength(2);
    const kept = rows.find((found) => found.status === 'succeeded')!.storageKey!;
    expect(await Promise.all(held.stored.map((key) => held.deps.store.exists(key)))).toEqual(held.stored.map((key) => key === kept));
  });

  it('the last credit of a single-render key: its one render is charged, the next fails no_credits as a synchronous render says it', async () => {
    const db = await getDb();
    const { record } = await createKey(db, { plan: 'single', credits: 1 });
    const ids = [await queuedRow(db, record), await queuedRow(db, record)];
    const held = heldDependencies(db, 1);
    held.release();
    for (const id of ids) await attempt(id, held.deps);
    const [paid, refused] = await Promise.all(ids.map((id) => row(db, id)));
    expect([paid!.status, refused!.status]).toEqual(['succeeded', 'failed']);
    expect(refused!.error).toEqual({ code: 'no_credits', message: 'no render credits left on this single-render key: buy another render or a subscription' });
    const [key] = await db.select({ credits: apiKeys.credits }).from(apiKeys).where(eq(apiKeys.id, record.id));
    expect(key!.credits).toBe(0);
    expect(held.stored).toHaveLength(1);
  });

  it('a key with nothing left is not drawn for: the render fails with the code and message of a synchronous refusal, uncharged', async () => {
    const db = await getDb();
    const single = (await createKey(db, { plan: 'single', credits: 0 })).record;
    const starter = (await createKey(db, { plan: 'starter' })).record;
    await db.insert(usagePeriods).values({ keyId: starter.id, period: periodOf(new Date()), used: 100 });
    const ids = [await queuedRow(db, single), await queuedRow(db, starter)];
    const held = heldDependencies(db, 1);
    held.release();
    for (const id of ids) await attempt(id, held.deps);
    expect(held.stored).toEqual([]);
    const [noCredits, quota] = await Promise.all(ids.map((id) => row(db, id)));
    expect([noCredits!.status, noCredits!.error?.code, quota!.status, quota!.error?.code]).toEqual(['failed', 'no_credits', 'failed', 'quota_exceeded']);
    expect(quota!.error?.message).toMatch(/^monthly quota of 100 renders used up for \d{4}-\d{2}; it resets at /);
    expect(await charged(db, starter.id)).toBe(100);
  });

  it('a job pg-boss gives up on (its dead-letter queue) leaves its render failed, never charged; a finished render is left as it is', async () => {
    const db = await getDb();
    const { record } = await createKey(db, { plan: 'pro' });
    const id = await queuedRow(db, record);
    await renderQueue.start();
    const boss = await getJobEngine();
    // A job no worker takes (not before next year), failed by hand on its only attempt: as an expiry or a lapsed heartbeat fails one.
    const jobId = await boss.send(
      renderQueue.name,
      { renderId: id },
      { retryLimit: 0, startAfter: new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)), priority: 1000 },
    );
    expect(jobId).toBeTruthy();
    await boss.fail(renderQueue.name, jobId!, { message: 'heartbeat lapsed' });
    await expect.poll(async () => (await row(db, id)).status, { timeout: 45_000, interval: 100 }).toBe('failed');
    expect((await row(db, id)).error).toEqual({
      code: 'render_failed',
      message: 'render failed: no attempt finished it in 3 tries; it was not charged and is safe to send again',
    });
    expect(await charged(db, record.id)).toBe(0);

    const succeeded = await queuedRow(db, record);
    const held = heldDependencies(db, 1);
    held.release();
    await attempt(succeeded, held.deps);
    await giveUpRender(db, succeeded);
    expect((await row(db, succeeded)).status).toBe('succeeded');
    expect(await charged(db, record.id)).toBe(1);
  });
});

describe(`synchronous renders count against the key's concurrency (${database.kind})`, () => {
  it("a starter key's queued render waits while its synchronous render is drawn, then renders", async () => {
    const db = await getDb();
    const { record } = await createKey(db, { plan: 'starter' });
    await renderQueue.start();
    const held = heldDependencies(db, 1);
    const synchronous = renderForKey(record, request, held.deps);
    await held.drawing;
    const id = await queuedRow(db, record);
    // Starter draws one at a time: the synchronous render has it, so the queued one is put back for later, not taken.
    await attempt(id, renderDependencies(db));
    expect([(await row(db, id)).status, (await row(db, id)).attempt]).toEqual(['queued', null]);

    held.release();
    expect((await synchronous).result.format).toBe('svg');
    await attempt(id, renderDependencies(db));
    await expect.poll(async () => (await row(db, id)).status, { timeout: 45_000, interval: 100 }).toBe('succeeded');
    expect(await charged(db, record.id)).toBe(2);
  });
});

describe(`a queued render is drawn at its key's plan of the moment (${database.kind})`, () => {
  it('two renders queued on starter, the key upgraded to pro before they run: both drawn at once, and the key’s waiting jobs move to the pro tier', async () => {
    const db = await getDb();
    const { record } = await createKey(db, { plan: 'starter' });
    await renderQueue.start();
    const boss = await getJobEngine();
    const ids = [await queuedRow(db, record), await queuedRow(db, record)];
    // A job of the key still waiting, sent in the starter tier as POST /v1/renders sent it before the upgrade (it starts next year: only its tier is looked at).
    const waiting = await boss.send(
      renderQueue.name,
      { renderId: newId('rnd') },
      { group: { id: record.id, tier: 'starter' }, startAfter: new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)) },
    );
    await db.update(apiKeys).set({ plan: 'pro' }).where(eq(apiKeys.id, record.id));
    const held = heldDependencies(db, 2);
    const both = ids.map((id) =>
      workOnRender(
        { id: randomUUID(), name: 'render', data: { renderId: id }, retryCount: 0, groupTier: 'starter', signal: new AbortController().signal } as never,
        held.deps,
      ),
    );
    // Starter would put the second off (its one slot taken); pro draws two at once.
    await expect
      .poll(async () => Promise.all(ids.map(async (id) => (await row(db, id)).status)), { timeout: 30_000, interval: 50 })
      .toEqual(['rendering', 'rendering']);
    expect((await boss.findJobs(renderQueue.name, { id: waiting! }))[0]?.groupTier).toBe('pro');
    held.release();
    await Promise.all(both);
    expect(await Promise.all(ids.map(async (id) => (await row(db, id)).status))).toEqual(['succeeded', 'succeeded']);
    expect(await charged(db, record.id)).toBe(2);
    await boss.deleteJob(renderQueue.name, waiting!);
  });

  it(`a render that keeps finding its key's renders in hand is put off at most ${KEY_BUSY_MAX_DEFERRALS} times, then fails uncharged with code timeout`, async () => {
    const db = await getDb();
    const { record } = await createKey(db, { plan: 'starter' });
    await renderQueue.start();
    const held = heldDependencies(db, 1);
    const synchronous = renderForKey(record, request, held.deps);
    await held.drawing;
    const id = await queuedRow(db, record);
    const put = (deferrals: number) =>
      workOnRender(
        { id: randomUUID(), name: 'render', data: { renderId: id, deferrals }, retryCount: 0, signal: new AbortController().signal } as never,
        renderDependencies(db),
      );
    // One short of the limit: put off again, in a job that carries the count.
    await put(KEY_BUSY_MAX_DEFERRALS - 1);
    expect((await row(db, id)).status).toBe('queued');
    const again = await (await getJobEngine()).findJobs<{ renderId: string; deferrals: number }>(renderQueue.name, { data: { renderId: id }, queued: true });
    expect(again.map((job) => job.data.deferrals)).toEqual([KEY_BUSY_MAX_DEFERRALS]);
    // At the limit: failed, with the reason, never charged.
    await put(KEY_BUSY_MAX_DEFERRALS);
    expect(await row(db, id)).toMatchObject({
      status: 'failed',
      error: { code: 'timeout', message: expect.stringMatching(/^render failed: it waited 10 minutes for one of this key's 1 render slots/) },
    });
    held.release();
    await synchronous;
    expect(await charged(db, record.id)).toBe(1);
    for (const job of again) await (await getJobEngine()).deleteJob(renderQueue.name, job.id);
  });
});

describe(`a synchronous render alive past its counting window (${database.kind})`, () => {
  it('refunded by the sweep meanwhile, it is not recorded when it ends: refunded or recorded, never both', async () => {
    const db = await getDb();
    const { record } = await createKey(db, { plan: 'pro' });
    const held = heldDependencies(db, 1);
    const synchronous = renderForKey(record, request, held.deps);
    await held.drawing;
    expect(await charged(db, record.id)).toBe(1);
    // The sweep, run after its window (120 s) lapsed while it still draws: nothing is recorded, so it is refunded.
    expect(await refundAbandonedSyncRenders(db, new Date(Date.now() + 10 * 60_000))).toBe(1);
    expect(await charged(db, record.id)).toBe(0);
    held.release();
    await expect(synchronous).rejects.toMatchObject({ kind: 'timeout', message: expect.stringMatching(/given back to the key and the poster is not kept/) });
    expect(await charged(db, record.id)).toBe(0);
    expect(await db.select({ id: renders.id }).from(renders).where(eq(renders.keyId, record.id))).toEqual([]);
    expect(held.stored).toHaveLength(1);
    expect(await held.deps.store.exists(held.stored[0]!)).toBe(false);
  });
});

describe(`a synchronous render whose process died while drawing (${database.kind})`, () => {
  it('is refunded once by the sweep after its row expires, unless its render was recorded; one still drawing is left alone', async () => {
    const db = await getDb();
    const { record } = await createKey(db, { plan: 'pro' });
    const single = await createKey(db, { plan: 'single', credits: 2 });
    const reserve = async (key: ApiKeyRow) => {
      const outcome = await reserveRender(db, key, new Date());
      if (!outcome.ok) throw new Error('not reserved');
      return outcome.reservation;
    };
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    // As renderForKey leaves them when its process is killed mid-draw: charged, counted, nothing recorded.
    const abandoned = [
      { id: newId('rnd'), keyId: record.id, expiresAt: past, reservation: await reserve(record) },
      { id: newId('rnd'), keyId: single.record.id, expiresAt: past, reservation: await reserve(single.record) },
    ];
    const drawing = { id: newId('rnd'), keyId: record.id, expiresAt: future, reservation: await reserve(record) };
    const recordedId = await queuedRow(db, record);
    const recorded = { id: recordedId, keyId: record.id, expiresAt: past, reservation: await reserve(record) };
    await db.insert(syncRendersInFlight).values([...abandoned, drawing, recorded]);
    expect([await charged(db, record.id), (await db.select().from(apiKeys).where(eq(apiKeys.id, single.record.id)))[0]!.credits]).toEqual([3, 1]);

    // The workers' own sweep (every minute) may get there first: what counts is that each is refunded once.
    await refundAbandonedSyncRenders(db);
    expect([await charged(db, record.id), (await db.select().from(apiKeys).where(eq(apiKeys.id, single.record.id)))[0]!.credits]).toEqual([2, 2]);
    expect(
      (
        await db
          .select({ id: syncRendersInFlight.id })
          .from(syncRendersInFlight)
          .where(inArray(syncRendersInFlight.keyId, [record.id, single.record.id]))
      ).map((row) => row.id),
    ).toEqual([drawing.id]);
    // Run again (another instance's sweep, a retry): nothing more.
    expect(await refundAbandonedSyncRenders(db)).toBe(0);
    expect(await charged(db, record.id)).toBe(2);
    await db.delete(syncRendersInFlight).where(eq(syncRendersInFlight.id, drawing.id));
    await db.delete(renders).where(eq(renders.id, recordedId));
  });
});

describe(`a key's waiting renders are bounded (${database.kind})`, () => {
  it(`POST /v1/renders past ${MAX_QUEUED_RENDERS} queued or rendering is a 429 too_many_queued naming the number and the limit`, async () => {
    const db = await getDb();
    const { key, record } = await createKey(db, { plan: 'pro' });
    // Renders waiting for the key (rows only: no worker is to draw them).
    const waiting = Array.from({ length: MAX_QUEUED_RENDERS - 1 }, (_, index) => ({
      id: newId('rnd'),
      keyId: record.id,
      plan: record.plan,
      status: index % 2 === 0 ? ('queued' as const) : ('rendering' as const),
      request,
      spec: request.spec,
    }));
    for (let at = 0; at < waiting.length; at += 250) await db.insert(renders).values(waiting.slice(at, at + 250));
    await expect(checkQueueRoom(db, record, 2)).rejects.toMatchObject({
      kind: 'too_many_queued',
      message: `this key has ${MAX_QUEUED_RENDERS - 1} renders queued or rendering and may have at most ${MAX_QUEUED_RENDERS} waiting at once; these 2 renders would pass it: wait for some to finish (GET /v1/renders) and send again`,
    });
    await expect(checkQueueRoom(db, record, 1)).resolves.toBeUndefined();
    await db.insert(renders).values({ ...waiting[0]!, id: newId('rnd') });
    const refused = await call(queueRoute, {
      method: 'POST',
      path: '/v1/renders',
      key,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(monaco),
    });
    const body = (await refused.json()) as Record<string, unknown>;
    expect([refused.status, body.code, refused.headers.get('retry-after')]).toEqual([429, 'too_many_queued', '60']);
    expect(body.message).toMatch(
      new RegExp(
        `^this key has ${MAX_QUEUED_RENDERS} renders queued or rendering and may have at most ${MAX_QUEUED_RENDERS} waiting at once; this render would pass it`,
      ),
    );
    // Rows no worker will finish, of a database other test files may share.
    await db.delete(renders).where(eq(renders.keyId, record.id));
  });
});
