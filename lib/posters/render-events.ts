import { eq } from 'drizzle-orm';
import { renders, type Database } from '@/lib/db';
import { queueWebhookEvent } from '@/lib/webhooks';
import { completeBatchIfDone, completedBatch } from './batches';
import { renderObject } from './render-jobs';

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
