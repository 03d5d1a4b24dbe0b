import { createHash } from 'node:crypto';
import { and, count, eq, gt, ne } from 'drizzle-orm';
import { getConfig } from '@/lib/config';
import {
  apiKeys,
  getDb,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type Database,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  inTransaction,
} from '@/lib/db';
import { hasSqlState } from '@/lib/errors';
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

/**
 * Deliveries attempted at once by one process. They wait on customers' servers, not on the CPU, so a
 * pool far larger than the render workers: two keys whose endpoints never answer hold
 * 2 × WEBHOOK_DELIVERIES_PER_KEY of these slots, and everyone else's deliveries take the rest.
 */
export const WEBHOOK_CONCURRENT_DELIVERIES = 64;
/** Deliveries of one key's events attempted at once, across every instance (pg-boss group concurrency). */
export const WEBHOOK_DELIVERIES_PER_KEY = 4;
/** Deliveries to one endpoint attempted at once, across every instance; 1 (a probe) while it is failing. */
export const WEBHOOK_DELIVERIES_PER_ENDPOINT = 2;
/**
 * An endpoint whose last n ≥ 2 attempts failed gets no attempt for min(first × 2^(n-2), max) seconds:
 * a silent endpoint with a backlog costs one attempt per backoff, not one per delivery. One failure
 * alone (a deploy, a blip) holds nothing back but the endpoint's concurrency, which falls to one probe.
 */
export const WEBHOOK_ENDPOINT_BACKOFF = { firstSeconds: 30, maxSeconds: 3600 } as const;
/** An endpoint whose every attempt failed for this long (from the first failure of the run) is disabled. */
export const WEBHOOK_DISABLE_AFTER_HOURS = 72;
/**
 * Deliveries one key may have pending at once, across its endpoints; an event past it is recorded as
 * a failed delivery, not sent (a batch of 100 items to 10 endpoints would otherwise queue 1 010).
 */
export const MAX_PENDING_WEBHOOK_DELIVERIES = 200;
/** How long a delivery waits when its endpoint has its concurrent attempts in hand. */
const ENDPOINT_BUSY_DELAY_MS = 5_000;
/** How long an attempt holds its endpoint's slot at most: its timeout, and time to record it. */
const ATTEMPT_LEASE_MS = WEBHOOK_TIMEOUT_MS + 30_000;

/** Where a delivery job goes when pg-boss gives up on it otherwise than by its last attempt (expired, its process gone). */
const webhookGiveUps = defineQueue<WebhookJobData>({
  name: 'webhook-given-up',
  // A dead letter: its delivery is marked failed a second or two later.
  pollSeconds: 2,
  options: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
  concurrency: 1,
  work: async (job) => giveUpDelivery(await getDb(), job.data.deliveryId),
});

/** A delivery no attempt will be made for any more: failed, unless it was settled already. */
export async function giveUpDelivery(db: Database, id: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', attemptingUntil: null })
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
  concurrency: WEBHOOK_CONCURRENT_DELIVERIES,
  pooled: true,
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
  sendManyIn: (tx, jobs) => webhookJobs.sendManyIn(tx, jobs),
};

/** The key's deliveries still pending, across its endpoints. */
async function pendingDeliveries(db: Database, keyId: string): Promise<number> {
  const [row] = await db
    .select({ pending: count() })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookEndpoints.keyId, keyId), eq(webhookDeliveries.status, 'pending')));
  return Number(row?.pending ?? 0);
}

/**
 * Sends a delivery's job in the caller's transaction. Keys are served in turn: pg-boss fetches the
 * highest priority first, and a job's priority falls with its key's deliveries already pending, so a
 * key's first delivery goes before another key's hundredth, whichever was queued first.
 */
async function sendDelivery(tx: Database, keyId: string, deliveryId: string, startAfter?: Date): Promise<void> {
  const priority = -(await pendingDeliveries(tx, keyId));
  await webhookQueue.sendIn(tx, { deliveryId }, { group: { id: keyId }, priority, ...(startAfter ? { startAfter } : {}) });
}

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
  const endpoints = (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.keyId, keyId))).filter(
    // A disabled endpoint is sent nothing until it is enabled again (POST /v1/webhooks/{id}/enable).
    (endpoint) => endpoint.events.includes(type) && endpoint.disabledAt === null,
  );
  if (endpoints.length === 0) return [];
  // Started first, outside the transaction: on PGlite's one connection, starting inside it would wait on the transaction itself.
  await webhookQueue.start();
  const body = eventBody({ type, timestamp: new Date(), data });
  const queued: string[] = [];
  await inTransaction(db, async (tx) => {
    // The key's row, locked, orders its events: two at once cannot both pass the limit of pending deliveries.
    await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, keyId)).for('update');
    let pending = await pendingDeliveries(tx, keyId);
    for (const endpoint of endpoints) {
      const full = pending >= MAX_PENDING_WEBHOOK_DELIVERIES;
      const [inserted] = await tx
        .insert(webhookDeliveries)
        .values({
          id: deliveryId(endpoint.id, type, data.id),
          endpointId: endpoint.id,
          type,
          body,
          ...(full
            ? {
                status: 'failed' as const,
                error: `not sent: this key had ${pending} deliveries pending, the most it may have (${MAX_PENDING_WEBHOOK_DELIVERIES}); GET /v1/renders and GET /v1/batches/{id} have what happened`,
              }
            : {}),
        })
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      if (!inserted || full) continue;
      await sendDelivery(tx, keyId, inserted.id);
      pending += 1;
      queued.push(inserted.id);
    }
  });
  return queued;
}

/** PostgreSQL's foreign_key_violation, on the driver's error or one drizzle wrapped it in. */
function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}

function failureOf(attempt: DeliveryAttempt): string | null {
  if (attempt.ok) return null;
  if (attempt.error) return `${attempt.error.kind}: ${attempt.error.message}`;
  const status = attempt.status ?? 0;
  return status >= 300 && status < 400 ? `the receiver answered ${status} (redirects are not followed)` : `the receiver answered ${status}`;
}

/** The job's own retry limit (the queue's when it was sent) against the attempts the delivery has had, to know its last. */
async function isLastAttempt(db: Database, job: Job<WebhookJobData>, deliveryId: string): Promise<boolean> {
  const found = await (await getJobEngine()).getJobById<WebhookJobData>(webhookQueue.name, job.id);
  // Counted in the database: a delivery put off while its endpoint backs off continues in a new job, whose retryCount starts again.
  const [made] = await db.select({ attempts: count() }).from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId));
  return Math.max(job.retryCount, Number(made?.attempts ?? 0) - 1) >= (found?.retryLimit ?? WEBHOOK_RETRY.retryLimit);
}

/** Seconds an endpoint gets no attempt after `failures` failed attempts in a row. */
export function endpointBackoffSeconds(failures: number): number {
  const { firstSeconds, maxSeconds } = WEBHOOK_ENDPOINT_BACKOFF;
  if (failures < 2) return 0;
  return Math.min(firstSeconds * 2 ** Math.min(failures - 2, 20), maxSeconds);
}

type Claim = { kind: 'attempt'; delivery: WebhookDeliveryRow; endpoint: WebhookEndpointRow } | { kind: 'later'; until: Date } | { kind: 'settled' };

/**
 * Takes one of the endpoint's attempt slots for this delivery, with the endpoint's row locked (so
 * instances count one after the other): none while the endpoint backs off or is disabled, one (a
 * probe, holding the others off until it ends) while it is failing, WEBHOOK_DELIVERIES_PER_ENDPOINT
 * otherwise. A slot is a lease on the delivery's row, so one a crashed process held lapses.
 */
async function claimAttempt(tx: Database, id: string): Promise<Claim> {
  const [found] = await tx
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  if (found?.delivery.status !== 'pending') return { kind: 'settled' };
  const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, found.endpoint.id)).for('update');
  if (!endpoint) return { kind: 'settled' };
  const now = new Date();
  if (endpoint.disabledAt) {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', error: `not sent: the endpoint was disabled at ${endpoint.disabledAt.toISOString()}`, attemptingUntil: null })
      .where(eq(webhookDeliveries.id, id));
    return { kind: 'settled' };
  }
  if (endpoint.nextAttemptAfter && endpoint.nextAttemptAfter > now) return { kind: 'later', until: endpoint.nextAttemptAfter };
  const [inFlight] = await tx
    .select({ attempts: count() })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        eq(webhookDeliveries.status, 'pending'),
        ne(webhookDeliveries.id, id),
        gt(webhookDeliveries.attemptingUntil, now),
      ),
    );
  const failing = endpoint.consecutiveFailures > 0;
  if (Number(inFlight?.attempts ?? 0) >= (failing ? 1 : WEBHOOK_DELIVERIES_PER_ENDPOINT)) {
    return { kind: 'later', until: new Date(now.getTime() + ENDPOINT_BUSY_DELAY_MS) };
  }
  const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS);
  await tx.update(webhookDeliveries).set({ attemptingUntil: lease }).where(eq(webhookDeliveries.id, id));
  // A failing endpoint's other deliveries wait for this probe's outcome instead of each timing out beside it.
  if (failing) await tx.update(webhookEndpoints).set({ nextAttemptAfter: lease }).where(eq(webhookEndpoints.id, endpoint.id));
  return { kind: 'attempt', delivery: found.delivery, endpoint };
}

/**
 * The endpoint's health after an attempt, in the caller's transaction (its row locked): a 2xx clears
 * its failures; a failure backs it off (WEBHOOK_ENDPOINT_BACKOFF) and, once every attempt has failed
 * for WEBHOOK_DISABLE_AFTER_HOURS, disables it with a reason its owner reads in GET /v1/webhooks.
 */
async function recordEndpointHealth(tx: Database, endpointId: string, failure: string | null): Promise<WebhookEndpointRow | undefined> {
  const now = new Date();
  if (failure === null) {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0, failingSince: null, nextAttemptAfter: null })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    return row;
  }
  const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)).for('update');
  if (!endpoint) return undefined;
  const failures = endpoint.consecutiveFailures + 1;
  const failingSince = endpoint.failingSince ?? now;
  const disable = !endpoint.disabledAt && now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_HOURS * 3600_000;
  const [row] = await tx
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: failures,
      failingSince,
      nextAttemptAfter: failures < 2 ? null : new Date(now.getTime() + endpointBackoffSeconds(failures) * 1000),
      ...(disable
        ? {
            disabledAt: now,
            disabledReason: `every attempt failed from ${failingSince.toISOString()} to ${now.toISOString()} (${failures} in a row; the last: ${failure}): fix the receiver, then POST /v1/webhooks/${endpointId}/enable`,
          }
        : {}),
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row;
}

/**
 * One attempt at a delivery: signed now with the endpoint's secret, its URL checked again (DNS may
 * have changed since registration), recorded in webhook_attempts whatever the outcome. A 2xx marks it
 * delivered; anything else throws, for pg-boss to retry later, until the last attempt, which marks it
 * failed. While its endpoint backs off or has its attempts in hand, no attempt is made: the delivery
 * continues in a new job for later, and this one ends. A delivery whose endpoint was deleted (with it)
 * or that is settled already ends quietly.
 */
export async function workOnDelivery(job: Job<WebhookJobData>, db: Database): Promise<void> {
  const id = job.data.deliveryId;
  const claim = await inTransaction(db, async (tx) => {
    const taken = await claimAttempt(tx, id);
    if (taken.kind === 'later') {
      const [owner] = await tx
        .select({ keyId: webhookEndpoints.keyId })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, id));
      if (owner) await sendDelivery(tx, owner.keyId, id, taken.until);
    }
    return taken;
  });
  if (claim.kind !== 'attempt') return;
  const { delivery, endpoint } = claim;
  const attempt = await deliver(endpoint.url, signedBody(endpoint.secret, delivery.id, delivery.body), {
    ...webhookUrlOptions(),
    timeoutMs: WEBHOOK_TIMEOUT_MS,
  });
  const failure = failureOf(attempt);
  let health: WebhookEndpointRow | undefined;
  try {
    health = await inTransaction(db, async (tx) => {
      await tx
        .insert(webhookAttempts)
        .values({ id: newId('wat'), deliveryId: delivery.id, statusCode: attempt.status, error: failure, durationMs: attempt.durationMs });
      await tx.update(webhookDeliveries).set({ attemptingUntil: null }).where(eq(webhookDeliveries.id, delivery.id));
      return recordEndpointHealth(tx, endpoint.id, failure);
    });
  } catch (error) {
    // Deleted with its endpoint while the request was under way: nothing left to tell.
    if (isForeignKeyViolation(error)) return;
    throw error;
  }
  if (attempt.ok) {
    await db.update(webhookDeliveries).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  if (health?.disabledAt) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', error: `not sent again: the endpoint was disabled at ${health.disabledAt.toISOString()}` })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending')));
    return;
  }
  if (await isLastAttempt(db, job, delivery.id)) {
    await db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  throw new Error(`webhook delivery ${delivery.id} not delivered: ${failure}`);
}
