import { defineOperation } from '../operation';
import { databaseDown, errorResponse, jsonResponse, UNAUTHORIZED } from '../operation-parts';
import { EXAMPLE_WEBHOOK_ID } from '../examples';

export const webhookIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The endpoint id (whk_…).',
  schema: { type: 'string' },
  example: EXAMPLE_WEBHOOK_ID,
};

export const noSuchWebhook = errorResponse(
  'No webhook endpoint with this id for this key (another key’s endpoint is answered the same way).',
  `no webhook endpoint ${EXAMPLE_WEBHOOK_ID} for this key`,
);

/** DELETE /v1/webhooks/{id} (app/v1/webhooks/[id]/route.ts). */
export const deleteWebhook = defineOperation({
  method: 'delete',
  path: '/v1/webhooks/{id}',
  operationId: 'deleteWebhook',
  tag: 'Webhooks',
  summary: 'Delete a webhook endpoint',
  auth: 'key',
  build: () => ({
    description: 'Deletes an endpoint of the calling key with its deliveries: nothing more is sent to it, retries under way included.',
    parameters: [webhookIdParameter],
    responses: {
      '200': jsonResponse('Deleted.', 'WebhookDeleted', { example: { id: EXAMPLE_WEBHOOK_ID, deleted: true } }),
      '401': UNAUTHORIZED,
      '404': noSuchWebhook,
      '503': databaseDown(),
    },
  }),
});
