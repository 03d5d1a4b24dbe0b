import { EXAMPLE_KEY_STATUS } from '../examples';
import { defineOperation } from '../operation';
import { databaseDown, jsonResponse, UNAUTHORIZED } from '../operation-parts';

/** GET /v1/me (app/v1/me/route.ts). */
export const getKeyStatus = defineOperation({
  method: 'get',
  path: '/v1/me',
  operationId: 'getKeyStatus',
  tag: 'Keys',
  summary: 'The calling key: plan, status and usage',
  auth: 'key',
  build: () => ({
    description: 'The plan, status and allowance of the calling key this month (UTC). Answers for suspended and revoked keys too.',
    responses: {
      '200': jsonResponse('The key status.', 'KeyStatus', { example: EXAMPLE_KEY_STATUS }),
      '401': UNAUTHORIZED,
      '503': databaseDown(),
    },
  }),
});
