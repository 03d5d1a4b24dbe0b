import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { apiKeys, webhookAttempts, webhookDeliveries, webhookEndpoints, type ApiKeyRow, type Database, type WebhookEndpointRow, inTransaction } from '@/lib/db';
import { DomainError, shortened } from '@/lib/errors';
import { looksLikeId, newId } from '@/lib/ids';
import { didYouMean } from '@/lib/suggest';
import { webhookUrlOptions } from './delivery-queue';
import { newWebhookSecret, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './sign';
import { checkWebhookUrl } from './url';

/** Endpoints one key may have: enough for a few environments and services, few enough that one event is a few requests. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

const eventList = WEBHOOK_EVENT_TYPES.join(', ');

export const webhookCreateSchema = z
  .object({
    url: z
      .string({ error: 'url must be a string: the https URL to send events to' })
      .min(1, 'url must be the https URL to send events to')
      .max(2048, 'url must be at most 2048 characters')
      .describe(
        'Where to POST the events: an https URL whose host resolves to public addresses only (no loopback, private, link-local or metadata address). An embedded server also takes http to a loopback address (http://127.0.0.1:8787/hooks), for a developer’s own machine.',
      ),
    events: z
      .array(
        z.enum(WEBHOOK_EVENT_TYPES, {
          error: (issue) => `events: ${JSON.stringify(issue.input)} is not an event (use ${eventList})${didYouMean(issue.input, WEBHOOK_EVENT_TYPES)}`,
        }),
        {
          error: `events must be a list of event types (${eventList})`,
        },
      )
      .min(1, `events must name at least one of ${eventList} (leave it out for all of them)`)
      .optional()
      .describe(`The events to send (${eventList}); all of them when left out.`),
  })
  .strict();

export type WebhookCreate = z.output<typeof webhookCreateSchema>;

/** GET /v1/webhooks: an endpoint as its key sees it, without its secret. */
export interface WebhookEndpointObject {
  id: string;
  url: string;
  events: WebhookEventType[];
  created_at: string;
  /** The first failed attempt of its current run of failures; null while it answers with 2xx. */
  failing_since: string | null;
  /** When it was disabled for failing too long (nothing is sent to it then); null while enabled. */
  disabled_at: string | null;
  /** Why, in a sentence that names the last failure and how to enable it again. */
  disabled_reason: string | null;
}

/** POST /v1/webhooks: the endpoint with its signing secret, shown this once. */
export interface WebhookEndpointCreated extends WebhookEndpointObject {
  secret: string;
}

export interface WebhookEndpointList {
  data: WebhookEndpointObject[];
}

export interface WebhookAttemptObject {
  attempted_at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface WebhookDeliveryObject {
  id: string;
  type: WebhookEventType;
  status: 'pending' | 'delivered' | 'failed';
  created_at: string;
  delivered_at: string | null;
  /** Why it failed without (further) attempts (its endpoint disabled, the key's pending deliveries at their limit); null otherwise. */
  error: string | null;
  attempts: WebhookAttemptObject[];
}

export interface WebhookDeliveryList {
  data: WebhookDeliveryObject[];
  has_more: boolean;
}

export interface WebhookDeleted {
  id: string;
  deleted: true;
}

export const WEBHOOK_DELIVERY_LIMIT = { min: 1, max: 100, default: 10 } as const;
const limitRule = `limit must be a whole number between ${WEBHOOK_DELIVERY_LIMIT.min} and ${WEBHOOK_DELIVERY_LIMIT.max}`;

export const webhookDeliveryQuerySchema = z
  .object({
    limit: z
      .number({ error: limitRule })
      .int(limitRule)
      .min(WEBHOOK_DELIVERY_LIMIT.min, limitRule)
      .max(WEBHOOK_DELIVERY_LIMIT.max, limitRule)
      .default(WEBHOOK_DELIVERY_LIMIT.default)
      .describe(`How many deliveries to list, ${WEBHOOK_DELIVERY_LIMIT.min} to ${WEBHOOK_DELIVERY_LIMIT.max} (default ${WEBHOOK_DELIVERY_LIMIT.default}).`),
  })
  .strict();

export type WebhookDeliveryQuery = z.output<typeof webhookDeliveryQuerySchema>;

export const webhookPath = (id: string) => `/v1/webhooks/${id}`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function endpointObject(row: WebhookEndpointRow): WebhookEndpointObject {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    created_at: row.createdAt.toISOString(),
    failing_since: iso(row.failingSince),
    disabled_at: iso(row.disabledAt),
    disabled_reason: row.disabledReason,
  };
}

/** Checks the URL as a delivery will (https, public addresses after DNS), and keeps it with a new secret. */
export async function createWebhookEndpoint(db: Database, key: ApiKeyRow, request: WebhookCreate): Promise<WebhookEndpointCreated> {
  const options = webhookUrlOptions();
  const check = await checkWebhookUrl(request.url, options);
  if (!check.ok) {
    const rule = options.allowLoopbackHttp ? 'https to a public address, or http to a loopback address on this embedded server' : 'https to a public address';
    throw new DomainError('invalid_request', `url refused: ${check.reason}; a webhook url must be ${rule}`);
  }
  const events = request.events ? WEBHOOK_EVENT_TYPES.filter((type) => request.events!.includes(type)) : [...WEBHOOK_EVENT_TYPES];
  const secret = newWebhookSecret();
  const row = await inTransaction(db, async (tx) => {
    // The key's row, locked, orders its registrations: two at once cannot both pass the limit.
    await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, key.id)).for('update');
    const existing = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.keyId, key.id));
    if (existing.length >= MAX_WEBHOOK_ENDPOINTS) {
      throw new DomainError(
        'conflict',
        `this key has ${existing.length} webhook endpoints, the most it may have (${MAX_WEBHOOK_ENDPOINTS}): delete one with DELETE /v1/webhooks/{id} first`,
      );
    }
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({ id: newId('whk'), keyId: key.id, url: check.url.toString(), events, secret })
      .returning();
    return inserted!;
  });
  return { ...endpointObject(row), secret };
}

export async function listWebhookEndpoints(db: Database, key: ApiKeyRow): Promise<WebhookEndpointList> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.keyId, key.id))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return { data: rows.map(endpointObject) };
}

/** The same answer for another key's endpoint as for none. */
const noSuchEndpoint = (id: string) => new DomainError('not_found', `no webhook endpoint ${shortened(id)} for this key`);

/** Deletes the endpoint with its deliveries; a delivery job still queued for it then ends quietly. */
export async function deleteWebhookEndpoint(db: Database, key: ApiKeyRow, id: string): Promise<WebhookDeleted> {
  if (!looksLikeId('whk', id)) throw noSuchEndpoint(id);
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.keyId, key.id)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw noSuchEndpoint(id);
  return { id, deleted: true };
}

/**
 * Enables an endpoint again (POST /v1/webhooks/{id}/enable): its failures are forgotten and the next
 * event is sent at once. What happened while it was disabled is not sent again (GET /v1/renders has it).
 * An enabled endpoint is answered as it is.
 */
export async function enableWebhookEndpoint(db: Database, key: ApiKeyRow, id: string): Promise<WebhookEndpointObject> {
  if (!looksLikeId('whk', id)) throw noSuchEndpoint(id);
  const [row] = await db
    .update(webhookEndpoints)
    .set({ disabledAt: null, disabledReason: null, consecutiveFailures: 0, failingSince: null, nextAttemptAfter: null })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.keyId, key.id)))
    .returning();
  if (!row) throw noSuchEndpoint(id);
  return endpointObject(row);
}

/** The endpoint's recent deliveries, newest first, each with its attempts (oldest first). */
export async function listWebhookDeliveries(db: Database, key: ApiKeyRow, id: string, query: WebhookDeliveryQuery): Promise<WebhookDeliveryList> {
  if (!looksLikeId('whk', id)) throw noSuchEndpoint(id);
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.keyId, key.id)));
  if (!endpoint) throw noSuchEndpoint(id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const attempts =
    page.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              page.map((row) => row.id),
            ),
          )
          .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
  return {
    data: page.map((row) => ({
      id: row.id,
      type: row.type,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      delivered_at: iso(row.deliveredAt),
      error: row.error,
      attempts: attempts
        .filter((attempt) => attempt.deliveryId === row.id)
        .map((attempt) => ({
          attempted_at: attempt.attemptedAt.toISOString(),
          status_code: attempt.statusCode,
          error: attempt.error,
          duration_ms: attempt.durationMs,
        })),
    })),
    has_more: rows.length > query.limit,
  };
}
