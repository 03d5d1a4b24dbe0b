import { DomainError } from '@/lib/errors';
import Stripe from 'stripe';
import { newId } from '@/lib/ids';
import { PLANS, type PlanId } from '@/lib/plans';
import { recognisedAcrossCopies } from '@/lib/singleton';

export interface CheckoutRequest {
  plan: PlanId;
  email?: string;
  /** Where the payer goes after paying; the checkout id is added as `session_id`. */
  return_url?: string;
  /** A plan change of this existing key (POST /v1/keys/upgrade), not a purchase of a new one. */
  upgradeKeyId?: string;
}

/** The page a payer is sent to after paying: the checkout's `return_url`, else our purchase return page. */
export function returnDestination(publicBaseUrl: string, returnUrl: string | null | undefined, sessionId: string): string {
  const url = new URL(returnUrl ?? `${publicBaseUrl}/purchase/return`);
  url.searchParams.set('session_id', sessionId);
  return url.toString();
}

export interface CreatedCheckout {
  /** Our checkout id (begins with `cs_`): Stripe's own session id, or one of ours for the local provider. */
  id: string;
  /** The payment page the person opens. */
  url: string;
}

export interface PaymentConfirmation {
  paid: boolean;
  customerId?: string;
  subscriptionId?: string;
  /** The payer's email as the provider collected it (Stripe Checkout always asks): kept when the checkout had none, for key recovery. */
  email?: string;
}

/** Where people pay. The rest of billing (reveal, events, key status) is the same for every provider. */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Asks the provider whether a checkout is paid (for when its webhook has not arrived yet). */
  confirm(id: string): Promise<PaymentConfirmation>;
  /** The subscription plan a provider's price stands for (Stripe: STRIPE_PRICE_*); undefined for any other. */
  planOfPrice(priceId: string): Exclude<PlanId, 'single'> | undefined;
  /** Moves a subscription of this provider to another plan, now (Stripe); absent where there are none. */
  changeSubscriptionPlan?(subscriptionId: string, plan: Exclude<PlanId, 'single'>, options?: { prorate: boolean }): Promise<void>;
  /**
   * Gives back a paid plan change that could not apply (Stripe: the subscription it started is
   * cancelled and its payment refunded). Safe to repeat. Absent where no money moves (the test page).
   */
  refundPlanChange?(checkoutId: string, subscriptionId: string | null): Promise<void>;
}

/**
 * The built-in test payment page of our own site: clearly a test, no money moves. The person
 * presses Pay or Decline there; nothing is known until they do, so `confirm` has nothing to add.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly kind = 'local';
  constructor(private readonly publicBaseUrl: string) {}

  async createCheckout(): Promise<CreatedCheckout> {
    const id = newId('cs');
    return { id, url: `${this.publicBaseUrl}/checkout/${id}` };
  }

  async confirm(): Promise<PaymentConfirmation> {
    return { paid: false };
  }

  planOfPrice(): undefined {
    return undefined;
  }
}

export interface StripeSettings {
  secretKey: string;
  prices: Partial<Record<PlanId, string>>;
  publicBaseUrl: string;
}

/** The deployment lacks a payment setting: checkout is unavailable until it is set. */
export class BillingConfigurationError extends DomainError {
  static {
    recognisedAcrossCopies(this, 'billing.BillingConfigurationError');
  }
  override name = 'BillingConfigurationError';
  constructor(detail: string) {
    super('unavailable', `checkout is not available: ${detail}`);
  }
}

const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

/** Stripe Checkout: subscriptions for starter/pro/business, a one-off payment for single. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe';
  readonly client: Stripe;

  /** `client` is for tests, which give Stripe's SDK a fake HTTP client (Stripe's servers cannot be reached). */
  constructor(
    private readonly settings: StripeSettings,
    client?: Stripe,
  ) {
    this.client = client ?? new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 15_000 });
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const price = this.settings.prices[request.plan];
    if (!price) throw new BillingConfigurationError(`no Stripe price is configured for the ${request.plan} plan (STRIPE_PRICE_${request.plan.toUpperCase()})`);
    const session = await this.client.checkout.sessions.create({
      mode: request.plan === 'single' ? 'payment' : 'subscription',
      line_items: [{ price, quantity: 1 }],
      // Stripe fills in {CHECKOUT_SESSION_ID} itself, so the template must reach it unencoded.
      success_url: returnDestination(this.settings.publicBaseUrl, request.return_url, SESSION_ID_TEMPLATE).replace(
        encodeURIComponent(SESSION_ID_TEMPLATE),
        SESSION_ID_TEMPLATE,
      ),
      cancel_url: `${this.settings.publicBaseUrl}/pricing`,
      customer_email: request.email,
      metadata: { plan: request.plan, ...(request.upgradeKeyId ? { upgrade_key_id: request.upgradeKeyId } : {}) },
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { id: session.id, url: session.url };
  }

  async confirm(id: string): Promise<PaymentConfirmation> {
    const session = await this.client.checkout.sessions.retrieve(id);
    const idOf = (value: string | { id: string } | null) => (value === null ? undefined : typeof value === 'string' ? value : value.id);
    return {
      paid: session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      email: session.customer_details?.email ?? undefined,
    };
  }

  planOfPrice(priceId: string): Exclude<PlanId, 'single'> | undefined {
    const entry = Object.entries(this.settings.prices).find(([plan, price]) => price === priceId && PLANS[plan as PlanId].kind === 'subscription');
    return entry?.[0] as Exclude<PlanId, 'single'> | undefined;
  }

  /**
   * Moves a subscription to another plan's price, prorated (Stripe's default: the difference is on
   * the next invoice). The subscription has one item, the plan; it keeps its id, so nothing else
   * of the key's billing changes.
   */
  async changeSubscriptionPlan(subscriptionId: string, plan: Exclude<PlanId, 'single'>, options = { prorate: true }): Promise<void> {
    const price = this.settings.prices[plan];
    if (!price) throw new BillingConfigurationError(`no Stripe price is configured for the ${plan} plan (STRIPE_PRICE_${plan.toUpperCase()})`);
    const subscription = await this.client.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to change`);
    await this.client.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price }],
      // A downgrade is not prorated: the current period stays paid at the higher plan (and the key keeps
      // that plan's quota until the month ends); the lower price applies from the next invoice.
      proration_behavior: options.prorate ? 'create_prorations' : 'none',
      metadata: { plan },
    });
  }

  /**
   * The subscription a plan-change checkout started is cancelled at once (no proration, no final
   * invoice) and the payment of its first invoice refunded in full. Each call is idempotent at
   * Stripe (its own idempotency key per checkout), so a retry after a failure repeats nothing.
   */
  async refundPlanChange(checkoutId: string, subscriptionId: string | null): Promise<void> {
    const once = (step: string) => ({ idempotencyKey: `atlasprint-${step}-${checkoutId}` });
    const idOf = (value: string | { id: string } | null | undefined) => (value ? (typeof value === 'string' ? value : value.id) : undefined);
    const session = await this.client.checkout.sessions.retrieve(checkoutId);
    const subscription = subscriptionId ?? idOf(session.subscription);
    if (subscription) await this.client.subscriptions.cancel(subscription, { prorate: false, invoice_now: false }, once('cancel'));
    let paymentIntent = idOf(session.payment_intent);
    const invoice = idOf(session.invoice);
    if (!paymentIntent && invoice) {
      const payments = await this.client.invoicePayments.list({ invoice, limit: 1 });
      paymentIntent = idOf(payments.data[0]?.payment.payment_intent);
    }
    if (paymentIntent) {
      await this.client.refunds.create(
        { payment_intent: paymentIntent, reason: 'requested_by_customer', metadata: { checkout: checkoutId, why: 'plan change not applied' } },
        once('refund'),
      );
    }
  }
}
