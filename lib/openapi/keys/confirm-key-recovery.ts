import { recoveryConfirmSchema } from '@/lib/keys';
import { FIELDS_BODY_LIMIT, validated } from '@/lib/http';
import { RECOVERED_NOTE } from '@/lib/keys';
import { bodyRef } from '../components';
import { EXAMPLE_KEY, EXAMPLE_KEY_PREFIX } from '../examples';
import { defineOperation } from '../operation';
import { databaseDown, errorResponse, jsonResponse, notJson, tooLarge, bodyAtMost } from '../operation-parts';

const body = { limit: FIELDS_BODY_LIMIT, ...validated(recoveryConfirmSchema, (keys) => `${keys} is not a recovery field (send token)`) };
/** POST /v1/keys/recover/confirm (app/v1/keys/recover/confirm/route.ts). */
export const confirmKeyRecovery = defineOperation({
  method: 'post',
  path: '/v1/keys/recover/confirm',
  operationId: 'confirmKeyRecovery',
  tag: 'Keys',
  summary: 'Redeem a recovery link for a new key',
  auth: 'none',
  body,
  db: true,
  build: () => ({
    description:
      'Replaces the key of a recovery link, exactly as rotation does: the old key is refused (401) from this moment, the new one is in this response only, and plan, usage and status stay. ' +
      'The token is the link’s token parameter; it works once (its key’s other links are spent with it) and within an hour. The site’s /keys/recover page makes this call when its button is pressed. No key needed. ' +
      bodyAtMost(body.limit),
    requestBody: bodyRef('RecoveryConfirmRequest'),
    responses: {
      '200': jsonResponse('The new key, shown once.', 'KeyRotated', {
        example: { key: EXAMPLE_KEY, key_prefix: EXAMPLE_KEY_PREFIX, note: RECOVERED_NOTE },
      }),
      '400': errorResponse('token is missing, or the body has another field.', 'token is required: the token of the recovery link (the part after ?token=)'),
      '404': errorResponse(
        'No recovery link has this token (or it was not copied whole).',
        'this recovery link is not known: check that it was copied whole, or ask for a new one (POST /v1/keys/recover)',
      ),
      '410': errorResponse(
        'The link was used already (code recovery_link_used) or it expired after an hour (recovery_link_expired): ask for a new one. ' +
          'Or the key was revoked after the link was sent, because its subscription ended (key_revoked): a revoked key is not replaced.',
        'this recovery link was used already: each link replaces the key once. Ask for a new link (POST /v1/keys/recover) if you did not keep the new key',
        [],
        'recovery_link_used',
      ),
      '413': tooLarge(body.limit),
      '415': notJson(),
      '503': databaseDown(),
    },
  }),
});
