import { validated } from '@/lib/http';
import { WEBHOOK_DELIVERY_LIMIT, webhookDeliveryQuerySchema } from '@/lib/webhooks';
import { defineOperation } from '../operation';
import { databaseDown, errorResponse, jsonResponse, UNAUTHORIZED, withDecimalLimit } from '../operation-parts';
import { noSuchWebhook, webhookIdParameter } from './delete-webhook';
import { EXAMPLE_DELIVERY_ID } from '../examples';

const query = withDecimalLimit(validated(webhookDeliveryQuerySchema, (keys) => `${keys} is not a parameter of /v1/webhooks/{id}/deliveries (use limit)`));

/** GET /v1/webhooks/{id}/deliveries (app/v1/webhooks/[id]/deliveries/route.ts). */
export const listWebhookDeliveries = defineOperation({
  method: 'get',
  path: '/v1/webhooks/{id}/deliveries',
  operationId: 'listWebhookDeliveries',
  tag: 'Webhooks',
  summary: 'An endpoint’s recent deliveries',
  auth: 'key',
  query,
  build: () => ({
    description:
      'The recent deliveries to an endpoint of the calling key, newest first, each with its status (pending, delivered, failed) and its attempts: when, the status code the receiver answered, why it did not count, how long it took.',
    parameters: [
      webhookIdParameter,
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: webhookDeliveryQuerySchema.shape.limit.description,
        schema: { type: 'integer', minimum: WEBHOOK_DELIVERY_LIMIT.min, maximum: WEBHOOK_DELIVERY_LIMIT.max, default: WEBHOOK_DELIVERY_LIMIT.default },
        example: 20,
      },
    ],
    responses: {
      '200': jsonResponse('A page of deliveries.', 'WebhookDeliveryList', {
        example: {
          data: [
            {
              id: EXAMPLE_DELIVERY_ID,
              type: 'render.succeeded',
              status: 'delivered',
              created_at: '2026-11-22T07:28:52.400Z',
              delivered_at: '2026-11-22T07:29:58.120Z',
              error: null,
              attempts: [
                { attempted_at: '2026-11-22T07:28:52.420Z', status_code: 500, error: 'the receiver answered 500', duration_ms: 84 },
                { attempted_at: '2026-11-22T07:29:58.030Z', status_code: 200, error: null, duration_ms: 61 },
              ],
            },
          ],
          has_more: false,
        },
      }),
      '400': errorResponse(
        `limit is not a whole number from ${WEBHOOK_DELIVERY_LIMIT.min} to ${WEBHOOK_DELIVERY_LIMIT.max}, or a parameter is not limit.`,
        `limit must be a whole number between ${WEBHOOK_DELIVERY_LIMIT.min} and ${WEBHOOK_DELIVERY_LIMIT.max}`,
      ),
      '401': UNAUTHORIZED,
      '404': noSuchWebhook,
      '503': databaseDown(),
    },
  }),
});
