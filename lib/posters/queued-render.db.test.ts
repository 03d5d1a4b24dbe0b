import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, getDb, usagePeriods } from '@/lib/db';
import { newId } from '@/lib/ids';
import { getJobEngine } from '@/lib/jobs';
import { createKey } from '@/lib/keys';
import { giveUpRender, KEY_BUSY_MAX_DEFERRALS, renderDependencies, renderQueue, workOnRender } from '@/lib/posters';
import { periodOf } from '@/lib/usage';
import { attempt, charged, heldDependencies, queuedRow, row, starterBusyWithSyncRender } from '@/tests/support/charge-paths';
import { useServiceDatabase } from '@/tests/support/database';
import { useRenderSettings } from '@/tests/support/render-api';

// The queued charge path (./queued-render): one charge, when recorded, by the attempt holding the render.
useRenderSettings();
const database = useServiceDatabase();

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
    const { record, held, synchronous, id } = await starterBusyWithSyncRender(db);
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
    const { record, held, synchronous, id } = await starterBusyWithSyncRender(db);
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
