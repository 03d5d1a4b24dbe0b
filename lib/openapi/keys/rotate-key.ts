import { EXAMPLE_KEY, EXAMPLE_KEY_PREFIX } from '../examples';
import { defineOperation } from '../operation';
import { databaseDown, jsonResponse, UNAUTHORIZED } from '../operation-parts';

/** POST /v1/keys/rotate (app/v1/keys/rotate/route.ts). */
export const rotateKey = defineOperation({
  method: 'post',
  path: '/v1/keys/rotate',
  operationId: 'rotateKey',
  tag: 'Keys',
  summary: 'Replace the calling key',
  auth: 'bearer',
  build: () => ({
    description:
      'Replaces the calling key with a new secret. The old key stops working at once (401); the new key is in this response only, so store it before doing anything else. No request body.',
    responses: {
      '200': jsonResponse('The new key, shown once.', 'KeyRotated', {
        example: {
          key: EXAMPLE_KEY,
          key_prefix: EXAMPLE_KEY_PREFIX,
          note: 'The previous key stopped working just now. Store this key securely: it is shown only this once.',
        },
      }),
      '401': UNAUTHORIZED,
      '503': databaseDown(),
    },
  }),
});
