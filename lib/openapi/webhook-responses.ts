import { z } from 'zod';
import {
  MAX_PENDING_WEBHOOK_DELIVERIES,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DISABLE_AFTER_HOURS,
  WEBHOOK_ENDPOINT_BACKOFF,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY,
  type WebhookDeleted,
  type WebhookDeliveryList,
  type WebhookEndpointCreated,
  type WebhookEndpointList,
  type WebhookEndpointObject,
} from '@/lib/webhooks';

/**
 * The webhooks' response bodies and the body of each delivery (WebhookEvent), as zod schemas for the
 * OpenAPI document and the docs page; the checks at the end hold them to lib/webhooks' own types.
 */

const dateTime = z.iso.datetime().describe('ISO 8601 date-time, UTC.');
const endpointId = z
  .string()
  .regex(/^whk_[0-9A-Za-z]+$/)
  .describe('The endpoint id (whk_…).');
const eventType = z.enum(WEBHOOK_EVENT_TYPES).describe(`The event: ${WEBHOOK_EVENT_TYPES.join(', ')}.`);

export const webhookEndpointSchema = z
  .object({
    id: endpointId,
    url: z.url().describe('Where the events are POSTed.'),
    events: z.array(eventType).describe('The events sent to it.'),
    created_at: dateTime.describe('When it was registered.'),
    failing_since: dateTime
      .nullable()
      .describe(
        `When its current run of failed attempts began; null while it answers with a 2xx. While it fails, its deliveries are tried one at a time, backed off from ${WEBHOOK_ENDPOINT_BACKOFF.firstSeconds} s up to ${WEBHOOK_ENDPOINT_BACKOFF.maxSeconds / 60} min between attempts.`,
      ),
    disabled_at: dateTime
      .nullable()
      .describe(
        `When it was disabled, after every attempt to it failed for ${WEBHOOK_DISABLE_AFTER_HOURS} hours: nothing is sent to it until POST /v1/webhooks/{id}/enable. Null while enabled.`,
      ),
    disabled_reason: z
      .string()
      .nullable()
      .describe('Why it was disabled: the period, the failures in a row and the last one, and how to enable it again. Null while enabled.'),
  })
  .describe('A webhook endpoint of the calling key (its secret is shown only when it is made).');

export const webhookEndpointCreatedSchema = webhookEndpointSchema
  .extend({
    secret: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/)
      .describe(
        'The signing secret, whsec_ and the base64 of 32 bytes: shown this once, keep it to verify deliveries (the HMAC key is the base64-decoded part after whsec_).',
      ),
  })
  .describe('A webhook endpoint just registered, with its signing secret.');

export const webhookEndpointListSchema = z
  .object({ data: z.array(webhookEndpointSchema).describe(`The key’s endpoints, newest first (at most ${MAX_WEBHOOK_ENDPOINTS}).`) })
  .describe('The calling key’s webhook endpoints.');

export const webhookDeletedSchema = z
  .object({ id: endpointId, deleted: z.literal(true).describe('Always true.') })
  .describe('A webhook endpoint deleted, with its deliveries; nothing more is sent to it.');

export const webhookDeliveryListSchema = z
  .object({
    data: z
      .array(
        z.object({
          id: z
            .string()
            .regex(/^msg_[0-9A-Za-z]+$/)
            .describe('The delivery id (msg_…), sent as webhook-id: the same on every attempt, so a receiver can ignore one it has seen.'),
          type: eventType,
          status: z
            .enum(['pending', 'delivered', 'failed'])
            .describe(`pending (being tried), delivered (a 2xx answered) or failed (no 2xx in ${WEBHOOK_RETRY.retryLimit + 1} attempts over about a day).`),
          created_at: dateTime.describe('When the event happened.'),
          delivered_at: dateTime.nullable().describe('When a 2xx answered it; null until then.'),
          error: z
            .string()
            .nullable()
            .describe(
              `Why it failed without (further) attempts: its endpoint was disabled, or the key had ${MAX_PENDING_WEBHOOK_DELIVERIES} deliveries pending when the event happened. Null otherwise (each attempt says why it did not count).`,
            ),
          attempts: z
            .array(
              z.object({
                attempted_at: dateTime.describe('When the attempt was made.'),
                status_code: z.int().nullable().describe('The receiver’s HTTP status; null when none came (refused address, timeout, connection error).'),
                error: z.string().nullable().describe('Why it did not count as delivered; null for a 2xx.'),
                duration_ms: z.int().describe('How long the attempt took, in milliseconds.'),
              }),
            )
            .describe('Its attempts, oldest first.'),
        }),
      )
      .describe('Deliveries, newest first.'),
    has_more: z.boolean().describe('Older deliveries exist than this page shows.'),
  })
  .describe('The recent deliveries of a webhook endpoint and their attempts.');

export const webhookEventSchema = z
  .object({
    type: eventType,
    timestamp: dateTime.describe('When the event happened.'),
    data: z
      .object({ id: z.string().describe('The render (rnd_…) or batch id.') })
      .loose()
      .describe('render.*: the Render, as GET /v1/renders/{id} answers it; batch.completed: the Batch, as GET /v1/batches/{id} answers it.'),
  })
  .describe(
    'The JSON body POSTed to an endpoint, signed with the Standard Webhooks scheme: headers webhook-id (the delivery id), webhook-timestamp (unix seconds) and webhook-signature (v1, and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed by the base64-decoded secret after whsec_).',
  );

type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
const endpointKeys: SameKeys<WebhookEndpointObject, z.output<typeof webhookEndpointSchema>> = true;
const createdKeys: SameKeys<WebhookEndpointCreated, z.output<typeof webhookEndpointCreatedSchema>> = true;
const listKeys: SameKeys<WebhookEndpointList, z.output<typeof webhookEndpointListSchema>> = true;
const deletedKeys: SameKeys<WebhookDeleted, z.output<typeof webhookDeletedSchema>> = true;
const deliveryKeys: SameKeys<WebhookDeliveryList['data'][number], z.output<typeof webhookDeliveryListSchema>['data'][number]> = true;
const attemptKeys: SameKeys<
  WebhookDeliveryList['data'][number]['attempts'][number],
  z.output<typeof webhookDeliveryListSchema>['data'][number]['attempts'][number]
> = true;
void [endpointKeys, createdKeys, listKeys, deletedKeys, deliveryKeys, attemptKeys];
