import { KEY_ALREADY_REVEALED } from '@/lib/billing';
import { badRequest } from '@/lib/http';
import { EXAMPLE_CHECKOUT_ID, EXAMPLE_KEY, EXAMPLE_KEY_PREFIX } from '../examples';
import { defineOperation } from '../operation';
import { databaseDown, errorResponse, headersOf, jsonResponse, ref } from '../operation-parts';

/** The checkout id of the query (session_id, as Stripe names its return parameter); other parameters are let be. */
const query = {
  parse: (parameters: Record<string, string>) => {
    const sessionId = parameters.session_id?.trim();
    if (!sessionId) throw badRequest('session_id is required: the id returned by POST /v1/checkout');
    if (sessionId.length > 300) throw badRequest('session_id is too long to be a checkout id');
    return { sessionId };
  },
};

/** GET /v1/key (app/v1/key/route.ts). */
export const revealKey = defineOperation({
  method: 'get',
  path: '/v1/key',
  operationId: 'revealKey',
  tag: 'Purchase',
  summary: 'Reveal the key bought in a checkout, once',
  auth: 'none',
  query,
  db: true,
  build: () => ({
    description:
      'Returns the key bought in a checkout, exactly once. While the payment is not confirmed it answers 202: retry after a few seconds. ' +
      'The purchase return page of the site makes this call for the person who paid. A key you still have is replaced with POST /v1/keys/rotate; a lost one with POST /v1/keys/recover. ' +
      'A checkout started by POST /v1/keys/upgrade reveals no key: once paid it answers upgraded: true with the key prefix and its new plan (as often as asked). ' +
      'If that change could not apply when it was paid (the key was revoked meanwhile, or already on that plan or above), nothing moved and the payment is refunded: 409 with upgraded: false and refunded (false while a Stripe refund is still being retried).',
    parameters: [
      {
        name: 'session_id',
        in: 'query',
        required: true,
        description: 'The checkout id returned by POST /v1/checkout (cs_…).',
        schema: { type: 'string', maxLength: 300 },
        example: EXAMPLE_CHECKOUT_ID,
      },
    ],
    responses: {
      '200': {
        description: 'The key, shown this once (KeyRevealed); or, for a paid plan change (POST /v1/keys/upgrade), upgraded: true and no key (KeyUpgraded).',
        headers: headersOf([]),
        content: {
          'application/json': {
            schema: { oneOf: [ref('KeyRevealed'), ref('KeyUpgraded')] },
            examples: {
              purchase: { summary: 'A purchase: the key, once', value: { key: EXAMPLE_KEY, key_prefix: EXAMPLE_KEY_PREFIX, plan: 'pro' } },
              planChange: {
                summary: 'A plan change: the same key, on its new plan',
                value: {
                  upgraded: true,
                  key_prefix: EXAMPLE_KEY_PREFIX,
                  plan: 'business',
                  message: `the key ${EXAMPLE_KEY_PREFIX}… is on the Business plan now: keep using it as it is (a plan change makes no new key)`,
                },
              },
            },
          },
        },
      },
      '202': jsonResponse('Payment not confirmed yet (not an error): retry after Retry-After seconds.', 'KeyPending', {
        headers: ['Retry-After'],
        example: { pending: true, declined: false, message: 'payment not confirmed yet; retry in a few seconds' },
      }),
      '400': errorResponse('session_id is missing (or too long to be a checkout id).', 'session_id is required: the id returned by POST /v1/checkout'),
      '404': errorResponse('No checkout has this id.', 'no checkout with id cs_unknown'),
      '409': errorResponse(
        'A plan change (POST /v1/keys/upgrade) was paid but could not apply: nothing changed and the payment is refunded. The Error body also has upgraded (false), refunded, key_prefix and plan.',
        'the plan change was paid but not applied: the key atp_live_Xy1… was revoked (its subscription ended) before this payment arrived, so it cannot move to the Pro plan; buy a plan for a new key; nothing changed, and the payment was refunded in full and the subscription it started cancelled',
      ),
      '410': errorResponse('The key was revealed already: it is shown only once.', KEY_ALREADY_REVEALED),
      '503': databaseDown(),
    },
  }),
});
