import { checkoutRequestSchema } from '@/lib/billing';
import { FIELDS_BODY_LIMIT, validated } from '@/lib/http';
import { CHECKOUT_RATE_LIMIT } from '@/lib/billing';
import { PLAN_IDS } from '@/lib/plans';
import { bodyRef } from '../components';
import { EXAMPLE_CHECKOUT_ID } from '../examples';
import { defineOperation } from '../operation';
import { DATABASE_DOWN, errorResponse, jsonResponse, notJson, tooLarge, bodyAtMost } from '../operation-parts';

const body = { limit: FIELDS_BODY_LIMIT, ...validated(checkoutRequestSchema, (keys) => `${keys} is not a checkout field`) };
/** POST /v1/checkout (app/v1/checkout/route.ts). */
export const startCheckout = defineOperation({
  method: 'post',
  path: '/v1/checkout',
  operationId: 'startCheckout',
  tag: 'Purchase',
  summary: 'Start the purchase of a plan',
  auth: 'none',
  body,
  db: true,
  build: (baseUrl) => ({
    description:
      'Starts the purchase of a plan. A person opens url and pays there (Stripe Checkout, or the site’s own test payment page when Stripe is not configured: no money moves), ' +
      'then comes back to the purchase return page, which calls GET /v1/key with the id. A key cannot be created without a person’s payment. ' +
      bodyAtMost(body.limit),
    requestBody: bodyRef('CheckoutRequest'),
    responses: {
      '200': jsonResponse('The payment page and the checkout id.', 'CheckoutResult', {
        example: { url: `${baseUrl}/checkout/${EXAMPLE_CHECKOUT_ID}`, id: EXAMPLE_CHECKOUT_ID },
      }),
      '400': errorResponse('The plan is unknown (or missing), or the email is not an email address.', `plan must be one of ${PLAN_IDS.join(', ')}`),
      '413': tooLarge(body.limit),
      '415': notJson(),
      '502': errorResponse(
        'The payment provider could not start a checkout (code payment_provider_unavailable); retry.',
        'the payment provider could not start a checkout; please retry',
        [],
        'payment_provider_unavailable',
      ),
      '429': errorResponse(
        `Too many checkouts started from this client address (at most ${CHECKOUT_RATE_LIMIT.limit} every ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes, counted across all instances). Retry-After gives the seconds until the window ends.`,
        `too many checkouts started from this address: at most ${CHECKOUT_RATE_LIMIT.limit} every ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes; retry in 212 s`,
        ['Retry-After'],
        'rate_limited',
      ),
      '503': errorResponse(
        `Checkout is not available: payments are misconfigured on this deployment (code unavailable), or ${DATABASE_DOWN.description}.`,
        'checkout is not available: no Stripe price is configured for the pro plan (STRIPE_PRICE_PRO)',
        ['Retry-After'],
      ),
    },
  }),
});
