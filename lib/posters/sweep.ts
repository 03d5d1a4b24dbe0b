import { eq, lt } from 'drizzle-orm';
import { inTransaction, renders, syncRendersInFlight, type Database } from '@/lib/db';
import { log } from '@/lib/log';
import { refundRender, type Reservation } from '@/lib/usage';

/**
 * Synchronous renders whose process died while drawing (their row in sync_renders_in_flight outlived
 * its expiry): each is refunded once, unless its render was recorded. Run every minute by the job
 * workers (lib/posters/render-jobs). Answers how many were refunded.
 */
export async function refundAbandonedSyncRenders(db: Database, now = new Date()): Promise<number> {
  const expired = await db.select({ id: syncRendersInFlight.id }).from(syncRendersInFlight).where(lt(syncRendersInFlight.expiresAt, now));
  let refunded = 0;
  for (const { id } of expired) {
    await inTransaction(db, async (tx) => {
      const [taken] = await tx.delete(syncRendersInFlight).where(eq(syncRendersInFlight.id, id)).returning();
      if (!taken?.reservation) return;
      const [recorded] = await tx.select({ id: renders.id }).from(renders).where(eq(renders.id, id));
      if (recorded) return;
      await refundRender(tx, taken.reservation as Reservation);
      refunded += 1;
    });
  }
  if (refunded > 0) log.warn('refunded synchronous renders whose process stopped while drawing', { refunded });
  return refunded;
}
