import { upgradeRequestSchema } from '@/lib/billing';
import { FIELDS_BODY_LIMIT, validated } from '@/lib/http';
import { CHECKOUT_RATE_LIMIT } from '@/lib/billing';
import { bodyRef } from '../components';
import { EXAMPLE_KEY_PREFIX, EXAMPLE_KEY_STATUS } from '../examples';
import { defineOperation } from '../operation';
import { DATABASE_DOWN, errorResponse, jsonResponse, notJson, quotas, tooLarge, UNAUTHORIZED, bodyAtMost } from '../operation-parts';

const body = { limit: FIELDS_BODY_LIMIT, ...validated(upgradeRequestSchema, (keys) => `${keys} is not an upgrade field (send plan)`) };
/** POST /v1/keys/upgrade (app/v1/keys/upgrade/route.ts). */
export const upgradeKey = defineOperation({
  method: 'post',
  path: '/v1/keys/upgrade',
  operationId: 'upgradeKey',
  tag: 'Keys',
  summary: 'Move the calling key to another plan, keeping the key',
  auth: 'key',
  body,
  build: (baseUrl) => ({
    description:
      'Moves a subscription key (starter, pro, business) to another subscription plan. The key stays the same, and so do its status and the renders it used this month. ' +
      `Up (a larger plan): now, and the larger quota applies at once, to this month (${quotas.split(', ').slice(0, 3).join(', ')}). ` +
      'With a Stripe subscription behind the key, that subscription moves to the new plan’s price (prorated: the difference is on the next invoice) and the plan changes now: 200 with the key’s new status. ' +
      'Otherwise the change is paid first: 202 with the url of a checkout (Stripe Checkout, or the site’s test payment page) and its id; paying it moves the plan, and GET /v1/key?session_id=<id> then answers upgraded: true (no new key). ' +
      'A paid change that can no longer apply (the key was revoked meanwhile, or another change paid first put it on that plan or above) moves nothing and is refunded: GET /v1/key answers 409 with upgraded: false and refunded. ' +
      'Down (a smaller plan): at the end of the month. Nothing is paid or refunded now; the key keeps its plan and quota until 00:00 UTC on the 1st, then moves: 200 with the key’s status, whose scheduled_change names the plan and the moment (GET /v1/me shows it too). ' +
      'With Stripe the subscription moves to the lower price without proration: the current period stays paid at the higher price, the next invoice is the lower one. ' +
      'So a month of the larger plan is paid in full however it is used: upgrading, using the larger quota and downgrading in the same month gives nothing back. ' +
      'Asking for the key’s own plan while a downgrade is scheduled cancels it; an upgrade replaces it. ' +
      'A single-render key has no plan to change (buy a subscription with POST /v1/checkout); a suspended or revoked key cannot change plan. ' +
      bodyAtMost(body.limit),
    requestBody: bodyRef('UpgradeRequest'),
    responses: {
      '200': jsonResponse(
        'The plan changed now (up, with a Stripe subscription): the key’s status on its new plan; or a downgrade was scheduled (or cancelled): the key’s status on its plan until the month ends, with scheduled_change.',
        'KeyStatus',
        {
          example: { ...EXAMPLE_KEY_STATUS, plan: 'business', quota: 5000, remaining: 4999 },
        },
      ),
      '202': jsonResponse('Pay first (not an error): open url; paying it moves the key to plan.', 'UpgradeCheckout', {
        example: {
          url: `${baseUrl}/checkout/cs_2QvN8kT4xZ1mW7bR9cL3sY6p`,
          id: 'cs_2QvN8kT4xZ1mW7bR9cL3sY6p',
          plan: 'business',
          message: `pay at url to move the key ${EXAMPLE_KEY_PREFIX}… to the Business plan; the key itself stays the same`,
        },
      }),
      '400': errorResponse(
        'The plan is not a subscription plan or is the key’s own, the key is a single-render key (buy a plan instead), or the body is not a JSON object with plan alone.',
        'a single-render key has credits, not a monthly plan, so it cannot change plan: buy a plan (POST /v1/checkout, or the pricing page) for a subscription key',
      ),
      '401': UNAUTHORIZED,
      '403': errorResponse(
        'The key is revoked (its subscription ended: buy a plan for a new key) or suspended (its last payment failed: pay it first).',
        'API key revoked: the subscription has ended, so its plan cannot change; buy a plan for a new key',
      ),
      '409': errorResponse('The key was revoked while its plan was changing.', 'the key was revoked while its plan was changing; buy a plan for a new key'),
      '413': tooLarge(body.limit),
      '415': notJson(),
      '429': errorResponse(
        `Too many checkouts started from this client address (a plan change that is paid first is a checkout: at most ${CHECKOUT_RATE_LIMIT.limit} every ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes).`,
        `too many checkouts started from this address: at most ${CHECKOUT_RATE_LIMIT.limit} every ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes; retry in 212 s`,
        ['Retry-After'],
        'rate_limited',
      ),
      '502': errorResponse(
        'The payment provider could not change the plan (or start its checkout; code payment_provider_unavailable); nothing changed, retry.',
        'the payment provider could not change the plan; nothing changed, please retry',
        [],
        'payment_provider_unavailable',
      ),
      '503': errorResponse(
        `Payments are misconfigured on this deployment (code unavailable: no Stripe price for the plan), or ${DATABASE_DOWN.description}.`,
        'checkout is not available: no Stripe price is configured for the business plan (STRIPE_PRICE_BUSINESS)',
        ['Retry-After'],
      ),
    },
  }),
});
