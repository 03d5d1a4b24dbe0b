import { WEBHOOK_DISABLE_AFTER_HOURS } from '@/lib/webhooks';
import { defineOperation } from '../operation';
import { databaseDown, jsonResponse, UNAUTHORIZED } from '../operation-parts';
import { EXAMPLE_WEBHOOK_ID, exampleWebhookEndpoint } from '../examples';
import { noSuchWebhook, webhookIdParameter } from './delete-webhook';

/** POST /v1/webhooks/{id}/enable (app/v1/webhooks/[id]/enable/route.ts). */
export const enableWebhook = defineOperation({
  method: 'post',
  path: '/v1/webhooks/{id}/enable',
  operationId: 'enableWebhook',
  tag: 'Webhooks',
  summary: 'Enable a disabled webhook endpoint',
  auth: 'key',
  build: () => ({
    description:
      `An endpoint whose every attempt failed for ${WEBHOOK_DISABLE_AFTER_HOURS} hours is disabled (GET /v1/webhooks shows disabled_at and disabled_reason) and sent nothing more. ` +
      'This enables it again, its failures forgotten: the next event is sent at once. Events of the time it was disabled are not sent again (GET /v1/renders has them). ' +
      'Enabling an enabled endpoint changes nothing. No body.',
    parameters: [webhookIdParameter],
    responses: {
      '200': jsonResponse('Enabled: the endpoint as GET /v1/webhooks lists it.', 'WebhookEndpoint', {
        example: { ...exampleWebhookEndpoint, id: EXAMPLE_WEBHOOK_ID },
      }),
      '401': UNAUTHORIZED,
      '404': noSuchWebhook,
      '503': databaseDown(),
    },
  }),
});
