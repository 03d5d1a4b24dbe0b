import { describe, expect, it } from 'vitest';
import { createKey, findKeyById } from '@/lib/keys';
import { keyStatus, refundRender, reserveRender, usedInPeriod, type Reservation } from '@/lib/usage';
import { useServiceDatabase } from '@/tests/support/database';

const database = useServiceDatabase();

describe(`render reservations (${database.kind})`, () => {
  it('200 parallel reservations against a quota of 100 give exactly 100, and used = 100', async () => {
    const { record } = await createKey(database.db(), { plan: 'starter' });
    const now = new Date();
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => reserveRender(database.db(), record, now)));
    const granted = outcomes.filter((outcome) => outcome.ok);
    expect(granted).toHaveLength(100);
    expect(outcomes.filter((outcome) => !outcome.ok).every((o) => !o.ok && o.refusal.kind === 'quota_exhausted')).toBe(true);
    const status = await keyStatus(database.db(), record, now);
    expect([status.used, status.remaining]).toEqual([100, 0]);
    // Every granted render saw a distinct count: none was counted twice.
    const counts = granted.map((o) => (o.ok && o.reservation.kind === 'quota' ? o.reservation.used : 0)).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('20 parallel reservations on a single key with 1 credit give exactly 1', async () => {
    const { record } = await createKey(database.db(), { plan: 'single' });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => reserveRender(database.db(), record)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok && o.refusal.kind === 'no_credits')).toHaveLength(19);
    expect((await findKeyById(database.db(), record.id))!.credits).toBe(0);
  });

  it('refunds restore the count exactly, for quotas and for credits', async () => {
    const { record } = await createKey(database.db(), { plan: 'starter' });
    const now = new Date();
    const reservations = (await Promise.all(Array.from({ length: 10 }, () => reserveRender(database.db(), record, now))))
      .filter((o) => o.ok)
      .map((o) => (o as { reservation: Reservation }).reservation);
    await Promise.all(reservations.slice(0, 4).map((reservation) => refundRender(database.db(), reservation)));
    expect(await usedInPeriod(database.db(), record.id, reservations[0]!.kind === 'quota' ? reservations[0]!.period : '')).toBe(6);

    const single = await createKey(database.db(), { plan: 'single', credits: 2 });
    const taken = await reserveRender(database.db(), single.record);
    expect(taken.ok).toBe(true);
    expect((await findKeyById(database.db(), single.record.id))!.credits).toBe(1);
    if (taken.ok) await refundRender(database.db(), taken.reservation);
    expect((await findKeyById(database.db(), single.record.id))!.credits).toBe(2);
  });

  it('a quota used up in one month is whole again on the 1st (UTC), with no job running', async () => {
    const { record } = await createKey(database.db(), { plan: 'starter' });
    const lastSecond = new Date('2026-12-31T23:59:59Z');
    await Promise.all(Array.from({ length: 100 }, () => reserveRender(database.db(), record, lastSecond)));
    const refused = await reserveRender(database.db(), record, lastSecond);
    expect(refused.ok).toBe(false);
    if (!refused.ok && refused.refusal.kind === 'quota_exhausted') {
      expect(refused.refusal.resetsAt.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    }
    const nextMonth = await reserveRender(database.db(), record, new Date('2027-01-01T00:00:00Z'));
    expect(nextMonth.ok && nextMonth.reservation.kind === 'quota' && nextMonth.reservation.used).toBe(1);
    expect((await keyStatus(database.db(), record, new Date('2027-01-15T00:00:00Z'))).remaining).toBe(99);
  });

  it('a refund after the month turned gives the render back to the month it was taken from', async () => {
    const { record } = await createKey(database.db(), { plan: 'pro' });
    const taken = await reserveRender(database.db(), record, new Date('2026-05-31T23:59:59Z'));
    await reserveRender(database.db(), record, new Date('2026-06-01T00:00:01Z'));
    if (taken.ok) await refundRender(database.db(), taken.reservation);
    expect(await usedInPeriod(database.db(), record.id, '2026-05')).toBe(0);
    expect(await usedInPeriod(database.db(), record.id, '2026-06')).toBe(1);
  });
});
