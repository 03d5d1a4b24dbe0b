import { FIELDS_BODY_LIMIT, validated } from '@/lib/http';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DISABLE_AFTER_HOURS,
  WEBHOOK_ENDPOINT_BACKOFF,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY,
  WEBHOOK_TIMEOUT_MS,
  webhookCreateSchema,
} from '@/lib/webhooks';
import { bodyRef } from '../components';
import { defineOperation } from '../operation';
import { bodyAtMost, databaseDown, errorResponse, jsonResponse, notJson, tooLarge, UNAUTHORIZED } from '../operation-parts';
import { exampleWebhookEndpoint } from '../examples';

const body = { limit: FIELDS_BODY_LIMIT, ...validated(webhookCreateSchema, (keys) => `${keys} is not a webhook field (use url and events)`) };

/** POST /v1/webhooks (app/v1/webhooks/route.ts). */
export const createWebhook = defineOperation({
  method: 'post',
  path: '/v1/webhooks',
  operationId: 'createWebhook',
  tag: 'Webhooks',
  summary: 'Register a webhook endpoint',
  auth: 'key',
  body,
  status: 201,
  build: () => ({
    description:
      `Registers a URL to be told when the key’s queued renders end (render.succeeded, render.failed) and its batches complete (batch.completed); all three unless events names some. ` +
      'Each event is POSTed as a WebhookEvent, signed with the Standard Webhooks scheme under the secret answered here, which is shown only this once. ' +
      `A delivery not answered with a 2xx within ${WEBHOOK_TIMEOUT_MS / 1000} s is retried with backoff for about a day (${WEBHOOK_RETRY.retryLimit + 1} attempts); each attempt is listed by GET /v1/webhooks/{id}/deliveries. ` +
      `An endpoint that keeps failing is backed off (one attempt at a time, then none for ${WEBHOOK_ENDPOINT_BACKOFF.firstSeconds} s doubling up to ${WEBHOOK_ENDPOINT_BACKOFF.maxSeconds / 60} min) and, after ${WEBHOOK_DISABLE_AFTER_HOURS} h of failures only, disabled with a reason (GET /v1/webhooks; POST /v1/webhooks/{id}/enable enables it again). ` +
      'Only queued renders (POST /v1/renders, batches) send events: a synchronous render (POST /v1/render) answers with its result instead. ' +
      `The URL must be https and resolve to public addresses only (no loopback, private, link-local or metadata address), checked now and again at every delivery. At most ${MAX_WEBHOOK_ENDPOINTS} endpoints per key. ` +
      bodyAtMost(body.limit),
    requestBody: bodyRef('WebhookRequest'),
    responses: {
      '201': jsonResponse('Registered: the endpoint and its signing secret (shown once).', 'WebhookEndpointCreated', {
        example: { ...exampleWebhookEndpoint, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
      }),
      '400': errorResponse(
        `The url is refused (not https; a literal address that is loopback, private, link-local or metadata, named; a host name that does not resolve or resolves to such an address, both said in the same words, so the answer does not tell which internal names exist), an event is not one of ${WEBHOOK_EVENT_TYPES.join(', ')}, or a field is unknown.`,
        'url refused: webhook url host hooks.internal.example must be a public address reachable from the internet; a webhook url must be https to a public address',
      ),
      '401': UNAUTHORIZED,
      '409': errorResponse(
        `The key has ${MAX_WEBHOOK_ENDPOINTS} endpoints already, the most it may have: delete one first.`,
        `this key has ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints, the most it may have (${MAX_WEBHOOK_ENDPOINTS}): delete one with DELETE /v1/webhooks/{id} first`,
      ),
      '413': tooLarge(body.limit),
      '415': notJson(),
      '503': databaseDown(),
    },
  }),
});
