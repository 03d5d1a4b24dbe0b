import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getConfig } from '@/lib/config';
import { getDb, webhookAttempts, webhookDeliveries, webhookEndpoints, type Database } from '@/lib/db';
import { defineQueue, getJobEngine, type Job, type JobQueue } from '@/lib/jobs';
import { newId } from '@/lib/ids';
import { processSingleton } from '@/lib/singleton';
import { deliver, type DeliveryAttempt } from './deliver';
import { eventBody, signedBody, type WebhookEventType } from './sign';
import type { ResolveHost, WebhookUrlOptions } from './url';

/** The whole of one attempt: DNS, connecting, and the receiver's answer (its head). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * pg-boss's retries of a delivery that was not answered with a 2xx. pg-boss waits retryDelay × 2^n ×
 * (1 + a random fraction) seconds before retry n + 1 (n from 0), capped at retryDelayMax: 1-2 min,
 * 2-4 min, 4-8 min, … 64-128 min, then 2 h for each of the rest. With 17 retries (18 attempts) the
 * last one comes 22 to 24 hours after the first; after it the delivery is marked failed.
 */
export const WEBHOOK_RETRY = { retryLimit: 17, retryDelay: 60, retryBackoff: true, retryDelayMax: 7200 } as const;

export interface WebhookJobData {
  deliveryId: string;
}

/** What a receiver is sent for an event: the Render or Batch object as its GET returns it (its id names the event's subject). */
export interface WebhookSubject {
  id: string;
}

/** Tests answer DNS themselves (a name that resolves to a private address); unset, the system's resolver. */
const webhookResolver = processSingleton<ResolveHost | undefined>('webhookResolver', () => undefined);

/** Replaces the DNS lookups of webhook URL checks (registration and delivery) for this process; undefined restores the system's. */
export function setWebhookResolver(resolve: ResolveHost | undefined): void {
  webhookResolver.set(resolve);
}

/** How customers' URLs are checked, at registration and at each delivery: lib/config decides about loopback http. */
export function webhookUrlOptions(): WebhookUrlOptions {
  const resolve = webhookResolver();
  return { allowLoopbackHttp: getConfig().webhooks.allowLoopbackHttp, ...(resolve ? { resolve } : {}) };
}

/** Deliveries of one key's events attempted at once, across every instance. */
export const WEBHOOK_DELIVERIES_PER_KEY = 2;

/** Where a delivery job goes when pg-boss gives up on it otherwise than by its last attempt (expired, its process gone). */
const webhookGiveUps = defineQueue<WebhookJobData>({
  name: 'webhook-given-up',
  options: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
  concurrency: 1,
  work: async (job) => giveUpDelivery(await getDb(), job.data.deliveryId),
});

/** A delivery no attempt will be made for any more: failed, unless it was settled already. */
export async function giveUpDelivery(db: Database, id: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed' })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

const webhookJobs = defineQueue<WebhookJobData>({
  name: 'webhook',
  options: {
    ...WEBHOOK_RETRY,
    // An attempt ends within WEBHOOK_TIMEOUT_MS; one still active long after is from a process that is gone.
    expireInSeconds: 120,
    deadLetter: webhookGiveUps.name,
  },
  concurrency: 4,
  // Per key, across instances: one customer's slow or silent receivers cannot hold up everyone's deliveries.
  groupConcurrency: { default: WEBHOOK_DELIVERIES_PER_KEY },
  work: async (job) => workOnDelivery(job, await getDb()),
});

/** The webhook queue; starting it starts its dead-letter queue first (pg-boss refers to it by name). */
export const webhookQueue: JobQueue<WebhookJobData> = {
  name: webhookJobs.name,
  start: async () => {
    await webhookGiveUps.start();
    await webhookJobs.start();
  },
  sendIn: (tx, data, options) => webhookJobs.sendIn(tx, data, options),
};

/**
 * The delivery id, the Standard Webhooks `webhook-id`: the same for the same event of the same
 * subject to the same endpoint, so an event queued twice (a render's end seen twice) is one delivery.
 */
export function deliveryId(endpointId: string, type: WebhookEventType, subjectId: string): string {
  const digest = createHash('sha256').update(`${endpointId}\n${type}\n${subjectId}`).digest('base64url');
  return `msg_${digest.replace(/[-_]/g, '').slice(0, 24)}`;
}

/**
 * Queues an event of a key for each of its endpoints subscribed to `type`: a delivery row and its job,
 * in one transaction. Idempotent: a delivery that exists already is left as it is and not sent again.
 * Returns the ids of the deliveries queued now.
 */
export async function queueWebhookEvent(db: Database, keyId: string, type: WebhookEventType, data: WebhookSubject): Promise<string[]> {
  const endpoints = (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.keyId, keyId))).filter((endpoint) => endpoint.events.includes(type));
  if (endpoints.length === 0) return [];
  // Started first, outside the transaction: on PGlite's one connection, starting inside it would wait on the transaction itself.
  await webhookQueue.start();
  const body = eventBody({ type, timestamp: new Date(), data });
  const queued: string[] = [];
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    for (const endpoint of endpoints) {
      const [inserted] = await tx
        .insert(webhookDeliveries)
        .values({ id: deliveryId(endpoint.id, type, data.id), endpointId: endpoint.id, type, body })
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      if (!inserted) continue;
      await webhookQueue.sendIn(tx, { deliveryId: inserted.id }, { group: { id: keyId } });
      queued.push(inserted.id);
    }
  });
  return queued;
}

/** PostgreSQL's foreign_key_violation, on the driver's error or one drizzle wrapped it in. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

function failureOf(attempt: DeliveryAttempt): string | null {
  if (attempt.ok) return null;
  if (attempt.error) return `${attempt.error.kind}: ${attempt.error.message}`;
  const status = attempt.status ?? 0;
  return status >= 300 && status < 400 ? `the receiver answered ${status} (redirects are not followed)` : `the receiver answered ${status}`;
}

/** The job's own retry limit (the queue's when it was sent), to know its last attempt. */
async function isLastAttempt(job: Job<WebhookJobData>): Promise<boolean> {
  const found = await (await getJobEngine()).getJobById<WebhookJobData>(webhookQueue.name, job.id);
  return job.retryCount >= (found?.retryLimit ?? WEBHOOK_RETRY.retryLimit);
}

/**
 * One attempt at a delivery: signed now with the endpoint's secret, its URL checked again (DNS may
 * have changed since registration), recorded in webhook_attempts whatever the outcome. A 2xx marks it
 * delivered; anything else throws, for pg-boss to retry later, until the last attempt, which marks it
 * failed. A delivery whose endpoint was deleted (with it) or that is settled already ends quietly.
 */
export async function workOnDelivery(job: Job<WebhookJobData>, db: Database): Promise<void> {
  const [found] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, job.data.deliveryId));
  if (found?.delivery.status !== 'pending') return;
  const { delivery, endpoint } = found;
  const attempt = await deliver(endpoint.url, signedBody(endpoint.secret, delivery.id, delivery.body), {
    ...webhookUrlOptions(),
    timeoutMs: WEBHOOK_TIMEOUT_MS,
  });
  const failure = failureOf(attempt);
  try {
    await db
      .insert(webhookAttempts)
      .values({ id: newId('att'), deliveryId: delivery.id, statusCode: attempt.status, error: failure, durationMs: attempt.durationMs });
  } catch (error) {
    // Deleted with its endpoint while the request was under way: nothing left to tell.
    if (isForeignKeyViolation(error)) return;
    throw error;
  }
  if (attempt.ok) {
    await db.update(webhookDeliveries).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  if (await isLastAttempt(job)) {
    await db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  throw new Error(`webhook delivery ${delivery.id} not delivered: ${failure}`);
}
