import { eq } from 'drizzle-orm';
import { renders, type Database } from '@/lib/db';
import { queueWebhookEvent } from '@/lib/webhooks';
import { renderObject } from './render-jobs';

/**
 * What follows the end of a queued render (succeeded or failed for good): its webhook event and its
 * batch's completion. Idempotent: a duplicate delivery of the job, or an attempt that finds its row
 * already finished, may run it again, and nothing may then happen twice.
 */
export async function afterRenderFinished(db: Database, renderId: string): Promise<void> {
  const [row] = await db.select().from(renders).where(eq(renders.id, renderId));
  if (!row) return;
  // render.succeeded / render.failed: a delivery per subscribed endpoint, once (its id is derived from the render's).
  if (row.status === 'succeeded' || row.status === 'failed') await queueWebhookEvent(db, row.keyId, `render.${row.status}`, renderObject(row));
}
