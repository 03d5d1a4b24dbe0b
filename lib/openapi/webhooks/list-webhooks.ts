import { defineOperation } from '../operation';
import { databaseDown, jsonResponse, UNAUTHORIZED } from '../operation-parts';
import { exampleWebhookEndpoint } from '../examples';

/** GET /v1/webhooks (app/v1/webhooks/route.ts). */
export const listWebhooks = defineOperation({
  method: 'get',
  path: '/v1/webhooks',
  operationId: 'listWebhooks',
  tag: 'Webhooks',
  summary: 'The key’s webhook endpoints',
  auth: 'key',
  build: () => ({
    description: 'The calling key’s webhook endpoints, newest first, without their secrets.',
    responses: {
      '200': jsonResponse('The endpoints.', 'WebhookEndpointList', { example: { data: [exampleWebhookEndpoint] } }),
      '401': UNAUTHORIZED,
      '503': databaseDown(),
    },
  }),
});
