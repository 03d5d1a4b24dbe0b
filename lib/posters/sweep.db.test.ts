import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, getDb, renders, syncRendersInFlight, type ApiKeyRow } from '@/lib/db';
import { newId } from '@/lib/ids';
import { createKey } from '@/lib/keys';
import { refundAbandonedSyncRenders, renderForKey } from '@/lib/posters';
import { reserveRender } from '@/lib/usage';
import { charged, heldDependencies, queuedRow, request } from '@/tests/support/charge-paths';
import { useServiceDatabase } from '@/tests/support/database';
import { useRenderSettings } from '@/tests/support/render-api';

// The sweep (./sweep): a synchronous render whose process died, or that outlived its counting window, is refunded once.
useRenderSettings();
const database = useServiceDatabase();

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
