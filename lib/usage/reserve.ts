import { and, eq, gt, sql } from 'drizzle-orm';
import { apiKeys, usagePeriods, type ApiKeyRow, type Database } from '@/lib/db';
import { PLANS } from '@/lib/plans';
import { nextResetAfter, periodOf } from './period';

/** What one reserved render took: enough to give it back exactly if the render fails. */
export type Reservation =
  | { kind: 'quota'; keyId: string; period: string; used: number; quota: number; remaining: number }
  | { kind: 'credits'; keyId: string; credits: number };

export type ReservationRefusal = { kind: 'quota_exhausted'; quota: number; period: string; resetsAt: Date } | { kind: 'no_credits' };

export type ReserveOutcome = { ok: true; reservation: Reservation } | { ok: false; refusal: ReservationRefusal };

/**
 * Takes one render from the key's allowance in ONE statement, so any number of concurrent
 * requests, on any number of instances, can never take more than the allowance:
 * the month's row is created on demand, and the increment only happens while `used < quota`.
 */
export async function reserveRender(db: Database, key: ApiKeyRow, now = new Date()): Promise<ReserveOutcome> {
  const plan = PLANS[key.plan];
  if (plan.kind === 'credits') {
    const [row] = await db
      .update(apiKeys)
      .set({ credits: sql`${apiKeys.credits} - 1` })
      .where(and(eq(apiKeys.id, key.id), gt(apiKeys.credits, 0)))
      .returning({ credits: apiKeys.credits });
    return row ? { ok: true, reservation: { kind: 'credits', keyId: key.id, credits: row.credits ?? 0 } } : { ok: false, refusal: { kind: 'no_credits' } };
  }

  const period = periodOf(now);
  const quota = plan.monthlyQuota;
  const [row] = await db
    .insert(usagePeriods)
    .values({ keyId: key.id, period, used: 1 })
    .onConflictDoUpdate({
      target: [usagePeriods.keyId, usagePeriods.period],
      set: { used: sql`${usagePeriods.used} + 1` },
      setWhere: sql`${usagePeriods.used} < ${quota}`,
    })
    .returning({ used: usagePeriods.used });
  if (!row) return { ok: false, refusal: { kind: 'quota_exhausted', quota, period, resetsAt: nextResetAfter(now) } };
  return {
    ok: true,
    reservation: { kind: 'quota', keyId: key.id, period, used: row.used, quota, remaining: Math.max(0, quota - row.used) },
  };
}

/**
 * Whether the key could take a render now, taking nothing: a look before work that is paid only if it
 * ends well (a queued render is charged when recorded, and should not be drawn for a key with nothing left).
 * reserveRender decides; this can only be out of date.
 */
export async function checkAllowance(db: Database, key: ApiKeyRow, now = new Date()): Promise<ReserveOutcome | { ok: true }> {
  const plan = PLANS[key.plan];
  if (plan.kind === 'credits') {
    const [row] = await db.select({ credits: apiKeys.credits }).from(apiKeys).where(eq(apiKeys.id, key.id));
    return (row?.credits ?? 0) > 0 ? { ok: true } : { ok: false, refusal: { kind: 'no_credits' } };
  }
  const period = periodOf(now);
  const quota = plan.monthlyQuota;
  return (await usedInPeriod(db, key.id, period)) < quota
    ? { ok: true }
    : { ok: false, refusal: { kind: 'quota_exhausted', quota, period, resetsAt: nextResetAfter(now) } };
}

/** Gives back a reserved render whose poster was never delivered. */
export async function refundRender(db: Database, reservation: Reservation): Promise<void> {
  if (reservation.kind === 'credits') {
    await db
      .update(apiKeys)
      .set({ credits: sql`${apiKeys.credits} + 1` })
      .where(eq(apiKeys.id, reservation.keyId));
    return;
  }
  await db
    .update(usagePeriods)
    .set({ used: sql`${usagePeriods.used} - 1` })
    .where(and(eq(usagePeriods.keyId, reservation.keyId), eq(usagePeriods.period, reservation.period), gt(usagePeriods.used, 0)));
}

export async function usedInPeriod(db: Database, keyId: string, period: string): Promise<number> {
  const [row] = await db
    .select({ used: usagePeriods.used })
    .from(usagePeriods)
    .where(and(eq(usagePeriods.keyId, keyId), eq(usagePeriods.period, period)));
  return row?.used ?? 0;
}
