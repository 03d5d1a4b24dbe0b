import { DomainError } from '@/lib/errors';
import Stripe from 'stripe';
import { z } from 'zod';
import { getConfig } from '@/lib/config';
import { PLAN_IDS } from '@/lib/plans';
import { processSingleton, recognisedAcrossCopies } from '@/lib/singleton';
import { didYouMean } from '@/lib/suggest';
import { LocalPaymentProvider, StripePaymentProvider, type PaymentProvider } from './provider';

export {
  LocalPaymentProvider,
  StripePaymentProvider,
  BillingConfigurationError,
  returnDestination,
  type PaymentProvider,
  type CheckoutRequest,
  type CreatedCheckout,
  type PaymentConfirmation,
} from './provider';
export {
  startCheckout,
  CHECKOUT_RATE_LIMIT,
  KEY_ALREADY_REVEALED,
  findCheckout,
  markPaid,
  settleRefund,
  planRank,
  planChangeNotAppliedMessage,
  markDeclined,
  reopenDeclined,
  revealKey,
  type RevealOutcome,
} from './checkout';
export { applySubscriptionEvent, applyStripeEvent, type StripeEventOutcome } from './events';
export { upgradeKey, upgradeRequestSchema, SUBSCRIPTION_PLAN_IDS, type UpgradeOutcome } from './upgrade';

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test payment page. */
export const getPaymentProvider = processSingleton('paymentProvider', (): PaymentProvider => {
  const { stripe, publicBaseUrl } = getConfig();
  return stripe ? new StripePaymentProvider({ secretKey: stripe.secretKey, prices: stripe.prices, publicBaseUrl }) : new LocalPaymentProvider(publicBaseUrl);
});

export class WebhookSignatureError extends DomainError {
  static {
    recognisedAcrossCopies(this, 'billing.WebhookSignatureError');
  }
  override name = 'WebhookSignatureError';
  constructor(message: string) {
    super('invalid_request', message);
  }
}

/** Checks Stripe-Signature (HMAC, 300 s tolerance) with the SDK and returns the event. */
export function verifyStripeWebhook(payload: string, signature: string | null, secret: string): Stripe.Event {
  if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret, 300);
  } catch (error) {
    throw new WebhookSignatureError(`invalid Stripe signature: ${(error as Error).message}`);
  }
}

const payerEmail = z.email().max(254);

/**
 * The email the payer typed on the test payment page (as Stripe Checkout asks for one), if it is
 * one; else none (a script pressing Pay sends no form).
 */
export function payerEmailOf(form: URLSearchParams): string | undefined {
  const parsed = payerEmail.safeParse((form.get('email') ?? '').trim());
  return parsed.success ? parsed.data : undefined;
}

/** The body of POST /v1/checkout (components/docs/content/api.md: Buying a key). */
export const checkoutRequestSchema = z
  .object({
    plan: z.enum(PLAN_IDS, { error: (issue) => `plan must be one of ${PLAN_IDS.join(', ')}${didYouMean(issue.input, PLAN_IDS)}` }),
    email: z.email({ error: 'email must be an email address' }).max(254, 'email must be at most 254 characters').optional(),
    return_url: z
      .url({ protocol: /^https?$/, error: 'return_url must be an absolute http or https URL' })
      .max(2000, 'return_url must be at most 2000 characters')
      .optional()
      .describe(
        'Where the payer is sent after paying, with `session_id=<checkout id>` added to its query: your own page or script then reveals the key with GET /v1/key. An https URL without user:password@ (plain http only to localhost on an embedded server), on a host the operator allows when it lists them (RETURN_URL_HOSTS). Without it the payer lands on our purchase return page, which reveals (and so uses up) the key.',
      ),
  })
  .strict();
