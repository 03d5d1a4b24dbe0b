import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { batches, renders, type Database } from '@/lib/db';
import { queueWebhookEvent } from '@/lib/webhooks';
import { batchObject, renderObject, type BatchObject } from './read-model';

/**
 * What follows the end of a queued render (succeeded or failed for good): its webhook event and its
 * batch's completion. Idempotent: a duplicate delivery of the job, or an attempt that finds its row
 * already finished, may run it again, and nothing may then happen twice.
 */
export async function afterRenderFinished(db: Database, renderId: string): Promise<void> {
  const [row] = await db.select().from(renders).where(eq(renders.id, renderId));
  if (!row || (row.status !== 'succeeded' && row.status !== 'failed')) return;
  // render.succeeded / render.failed: a delivery per subscribed endpoint, once (its id is derived from the render's).
  await queueWebhookEvent(db, row.keyId, `render.${row.status}`, renderObject(row));
  if (!row.batchId) return;
  await completeBatchIfDone(db, row.batchId);
  // Told whenever the batch is found completed, not only by the call that completed it: a process that
  // stopped between the two is made good by the next run, and the derived delivery id keeps it to one.
  const completed = await completedBatch(db, row.batchId);
  if (completed) await queueWebhookEvent(db, completed.keyId, 'batch.completed', completed.batch);
}

/**
 * Marks the batch completed if none of its renders is queued or rendering, in one statement; true only
 * for the call that did it. Two renders ending at once may both find the batch done: the row lock makes
 * the second re-read `completed_at` and change nothing, so `batch.completed` is told once.
 */
export async function completeBatchIfDone(db: Database, batchId: string): Promise<boolean> {
  const completed = await db
    .update(batches)
    .set({ completedAt: sql`now()` })
    .where(
      and(
        eq(batches.id, batchId),
        isNull(batches.completedAt),
        notExists(
          db
            .select({ id: renders.id })
            .from(renders)
            .where(and(eq(renders.batchId, batchId), inArray(renders.status, ['queued', 'rendering']))),
        ),
      ),
    )
    .returning({ id: batches.id });
  return completed.length > 0;
}

/** A batch and its owner's key id, once it has completed (for batch.completed); undefined before. */
export async function completedBatch(db: Database, id: string): Promise<{ keyId: string; batch: BatchObject } | undefined> {
  const [batch] = await db.select().from(batches).where(eq(batches.id, id));
  if (!batch?.completedAt) return undefined;
  const rows = await db.select({ id: renders.id, status: renders.status }).from(renders).where(eq(renders.batchId, id)).orderBy(sql`${renders.id} collate "C"`);
  return { keyId: batch.keyId, batch: batchObject(batch, rows) };
}
