import { recoveryRequestSchema } from '@/lib/keys';
import { FIELDS_BODY_LIMIT, validated } from '@/lib/http';
import { RECOVERY_ACCEPTED_MESSAGE, RECOVERY_NOT_CONFIGURED, RECOVERY_RATE_LIMIT, RECOVERY_TOKEN_TTL_SECONDS } from '@/lib/keys';
import { bodyRef } from '../components';
import { defineOperation } from '../operation';
import { DATABASE_DOWN, errorResponse, jsonResponse, notJson, tooLarge, bodyAtMost } from '../operation-parts';

const body = { limit: FIELDS_BODY_LIMIT, ...validated(recoveryRequestSchema, (keys) => `${keys} is not a recovery field (send email)`) };
/** POST /v1/keys/recover (app/v1/keys/recover/route.ts). */
export const requestKeyRecovery = defineOperation({
  method: 'post',
  path: '/v1/keys/recover',
  operationId: 'requestKeyRecovery',
  tag: 'Keys',
  summary: 'Lost a key? Mail a link that replaces it',
  auth: 'none',
  body,
  db: true,
  status: 202,
  build: (baseUrl) => ({
    description:
      'For a key you no longer have (one you still have is replaced with POST /v1/keys/rotate). Send the email address the key was bought with (the checkout’s email, any case): ' +
      `for each active or suspended key bought with it, a message goes there with a link to ${baseUrl}/keys/recover?token=… that works once, within ${RECOVERY_TOKEN_TTL_SECONDS / 3600} hour. ` +
      'Opening the link changes nothing; pressing the button on that page (or POST /v1/keys/recover/confirm with the token) replaces the key. ' +
      'The answer is the same 202 whether or not the address has keys, so it tells nobody which addresses are customers. ' +
      `At most ${RECOVERY_RATE_LIMIT.limit} requests an hour per client address and per email address. No key needed. ${bodyAtMost(body.limit)}`,
    requestBody: bodyRef('RecoveryRequest'),
    responses: {
      '202': jsonResponse('Taken (not an error): the same answer whether or not keys were bought with the address.', 'RecoveryAccepted', {
        example: { accepted: true, message: RECOVERY_ACCEPTED_MESSAGE },
      }),
      '400': errorResponse('email is missing or not an email address, or the body has another field.', 'email must be an email address'),
      '413': tooLarge(body.limit),
      '415': notJson(),
      '429': errorResponse(
        `More than ${RECOVERY_RATE_LIMIT.limit} recovery requests in an hour from this client address, or for this email address. Retry-After gives the seconds to wait.`,
        `too many key recovery requests for this email address: at most ${RECOVERY_RATE_LIMIT.limit} an hour; retry in 1260 s`,
        ['Retry-After'],
        'rate_limited',
      ),
      '503': errorResponse(
        `This server sends no mail (code unavailable: a deployment on its own database without SMTP_URL), or ${DATABASE_DOWN.description}.`,
        RECOVERY_NOT_CONFIGURED,
        ['Retry-After'],
      ),
    },
  }),
});
