import { eq } from 'drizzle-orm';
import { renders, type Database } from '@/lib/db';
import { completeBatchIfDone } from './batches';

/**
 * What follows the end of a queued render (succeeded or failed for good): its webhook event and its
 * batch's completion. Idempotent: a duplicate delivery of the job, or an attempt that finds its row
 * already finished, may run it again, and nothing may then happen twice.
 */
export async function afterRenderFinished(db: Database, renderId: string): Promise<void> {
  const [row] = await db.select({ batchId: renders.batchId }).from(renders).where(eq(renders.id, renderId));
  // True for one call only, whatever duplicates or races: batch.completed is told when it is.
  const batchCompleted = row?.batchId ? await completeBatchIfDone(db, row.batchId) : false;
  // Webhook events (render.succeeded / render.failed, and batch.completed when batchCompleted) go here.
  void batchCompleted;
}
