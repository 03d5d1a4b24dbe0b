import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, idempotentRequests, renders, webhookDeliveries, type Database } from '@/lib/db';
import { defineQueue, JOB_RECORD_RETENTION_DAYS, type JobQueue } from '@/lib/jobs';
import { log } from '@/lib/log';

/**
 * How long what the service writes down is kept (components/docs/content/api.md: Retention; /docs#retention), and the daily
 * job that prunes the rest. Posters and their succeeded renders are not pruned: a poster's link, its
 * GET /v1/renders/{id} and POST /v1/verify's `logged` keep working as long as the service runs.
 */

/** Settled webhook deliveries (delivered or failed), with their attempts, are deleted after this. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
/**
 * A failed render is deleted after this (an item of a batch keeps its row, for the batch's counts,
 * without the request it was drawn from); a finished render's request (the input a queued render is
 * drawn from, large with a route track) is dropped after it too.
 */
export const FINISHED_RENDER_INPUT_RETENTION_DAYS = 30;
/** Finished job records (pg-boss's completed, failed and cancelled jobs) are deleted by pg-boss itself after this (lib/jobs). */
export { JOB_RECORD_RETENTION_DAYS };
/** Idempotency-Key records outlive their 24-hour window by a day (a clock's worth of margin), then go. */
export const IDEMPOTENCY_RECORD_RETENTION_HOURS = 48;
/** Rows deleted per statement: a big backlog is pruned in steps that hold no lock for long. */
const PRUNE_STEP = 1000;

export interface Pruned {
  webhookDeliveries: number;
  failedRenders: number;
  renderInputs: number;
  idempotencyRecords: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Deletes in steps of PRUNE_STEP rows until none match: `step` answers how many it deleted. */
async function inSteps(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await step();
    total += removed;
    if (removed < PRUNE_STEP) return total;
  }
}

/** Prunes what is past its retention at `now`; answers how many rows of each kind went. */
export async function pruneExpiredRecords(db: Database, now = new Date()): Promise<Pruned> {
  const deliveriesBefore = daysBefore(now, WEBHOOK_DELIVERY_RETENTION_DAYS);
  const rendersBefore = daysBefore(now, FINISHED_RENDER_INPUT_RETENTION_DAYS);
  const webhookDeliveriesPruned = await inSteps(async () => {
    // Attempts go with their delivery (ON DELETE CASCADE); a pending one is still being tried, whatever its age.
    const old = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(lt(webhookDeliveries.createdAt, deliveriesBefore), inArray(webhookDeliveries.status, ['delivered', 'failed'])))
      .limit(PRUNE_STEP);
    return (await db.delete(webhookDeliveries).where(inArray(webhookDeliveries.id, old)).returning({ id: webhookDeliveries.id })).length;
  });
  const failedRenders = await inSteps(async () => {
    const old = db
      .select({ id: renders.id })
      .from(renders)
      .where(and(eq(renders.status, 'failed'), isNull(renders.batchId), lt(renders.createdAt, rendersBefore)))
      .limit(PRUNE_STEP);
    return (await db.delete(renders).where(inArray(renders.id, old)).returning({ id: renders.id })).length;
  });
  const renderInputs = await inSteps(async () => {
    const old = db
      .select({ id: renders.id })
      .from(renders)
      .where(
        and(
          inArray(renders.status, ['succeeded', 'failed']),
          lt(renders.createdAt, rendersBefore),
          // A failed batch item's spec goes too (nothing of it was made); a succeeded render keeps its spec, the description of its poster.
          or(isNotNull(renders.request), and(eq(renders.status, 'failed'), isNotNull(renders.spec))),
        ),
      )
      .limit(PRUNE_STEP);
    return (
      await db
        .update(renders)
        .set({ request: null, spec: sql`CASE WHEN ${renders.status} = 'failed' THEN NULL ELSE ${renders.spec} END` })
        .where(inArray(renders.id, old))
        .returning({ id: renders.id })
    ).length;
  });
  const idempotencyRecords = await inSteps(async () => {
    const before = new Date(now.getTime() - IDEMPOTENCY_RECORD_RETENTION_HOURS * 3_600_000);
    const old = db
      .select({ keyId: idempotentRequests.keyId, idempotencyKey: idempotentRequests.idempotencyKey })
      .from(idempotentRequests)
      .where(lt(idempotentRequests.createdAt, before))
      .limit(PRUNE_STEP);
    return (
      await db
        .delete(idempotentRequests)
        .where(sql`(${idempotentRequests.keyId}, ${idempotentRequests.idempotencyKey}) IN ${old}`)
        .returning({ keyId: idempotentRequests.keyId })
    ).length;
  });
  return { webhookDeliveries: webhookDeliveriesPruned, failedRenders, renderInputs, idempotencyRecords };
}

/** Once a day, on one instance (pg-boss schedules it once across every instance). */
const pruneJobs = defineQueue<{ prune: true }>({
  name: 'retention-prune',
  // Sent once a day by the schedule.
  pollSeconds: 30,
  options: { retryLimit: 2, retryDelay: 300, expireInSeconds: 3600 },
  concurrency: 1,
  work: async () => {
    const pruned = await pruneExpiredRecords(await getDb());
    log.info('pruned records past their retention', { ...pruned });
  },
  schedule: { cron: '17 3 * * *', data: { prune: true } },
});

export const retentionQueue: JobQueue<{ prune: true }> = pruneJobs;
