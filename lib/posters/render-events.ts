import type { Database } from '@/lib/db';

/**
 * What follows the end of a queued render (succeeded or failed for good): its webhook event and its
 * batch's completion. Idempotent: a duplicate delivery of the job, or an attempt that finds its row
 * already finished, may run it again, and nothing may then happen twice.
 */
export async function afterRenderFinished(_db: Database, _renderId: string): Promise<void> {
  // Filled by the webhook and batch slices of issue 30.
}
