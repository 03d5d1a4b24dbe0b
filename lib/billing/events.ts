import type Stripe from 'stripe';
import { billingEvents, type Database, inTransaction } from '@/lib/db';
import { applyPaymentEvent, changeKeyPlan, findKeyBySubscription, scheduleKeyPlan, type PaymentEvent, type StatusChange } from '@/lib/keys';
import { nextResetAfter } from '@/lib/usage';
import { log } from '@/lib/log';
import { markPaid, planRank, settleRefund } from './checkout';
import type { PaymentProvider } from './provider';

/**
 * A payment event for a key, whoever reports it (Stripe's webhook or the local provider's
 * `npm run billing:event`): the one place key status follows payments (components/docs/content/api.md: Buying a key).
 */
export async function applySubscriptionEvent(db: Database, keyId: string, event: PaymentEvent): Promise<StatusChange> {
  const change = await applyPaymentEvent(db, keyId, event);
  if (change.from !== change.to) log.info('key status changed', { keyPrefix: change.record.keyPrefix, event, from: change.from, to: change.to });
  return change;
}

const SUBSCRIPTION_EVENTS: Partial<Record<string, PaymentEvent>> = {
  'invoice.paid': 'payment_succeeded',
  'invoice.payment_failed': 'payment_failed',
  'customer.subscription.deleted': 'subscription_ended',
};

function subscriptionOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as {
    id?: string;
    subscription?: string | { id: string } | null;
    parent?: { subscription_details?: { subscription?: string | { id: string } } };
  };
  if (event.type === 'customer.subscription.deleted') return object.id;
  const reference = object.subscription ?? object.parent?.subscription_details?.subscription;
  return typeof reference === 'string' ? reference : reference?.id;
}

export type StripeEventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * A subscription moved to another price on Stripe's side (the dashboard, the customer portal, or
 * our own POST /v1/keys/upgrade, whose change is then already applied): the key follows to the plan
 * of that price. An event older than the key's last plan change is stale and moves nothing.
 */
async function applyPlanUpdate(db: Database, event: Stripe.Event, provider: Pick<PaymentProvider, 'planOfPrice'>): Promise<StripeEventOutcome> {
  const subscription = event.data.object as { id?: string; items?: { data?: { price?: { id?: string } | string | null }[] } };
  const price = subscription.items?.data?.[0]?.price;
  const plan = provider.planOfPrice((typeof price === 'string' ? price : price?.id) ?? '');
  if (!plan || !subscription.id) return 'ignored';
  const key = await findKeyBySubscription(db, subscription.id);
  // The same plan, or the price of a downgrade already scheduled (ours, POST /v1/keys/upgrade): nothing to move.
  if (!key || key.plan === plan || key.scheduledPlan === plan) return 'ignored';
  const changedAt = new Date(event.created * 1000);
  if (key.planChangedAt && key.planChangedAt.getTime() > changedAt.getTime()) return 'ignored';
  if (planRank(plan) < planRank(key.plan)) {
    // A downgrade made on Stripe's side follows the same rule: the key keeps its plan until the month ends.
    const scheduled = await scheduleKeyPlan(db, key.id, plan, nextResetAfter(changedAt));
    if (!scheduled) return 'ignored';
    log.info('key downgrade on Stripe scheduled for the end of the month', { keyPrefix: key.keyPrefix, from: key.plan, to: plan });
    return 'applied';
  }
  const moved = await changeKeyPlan(db, key.id, plan, changedAt);
  if (!moved) return 'ignored';
  log.info('key plan changed on Stripe', { keyPrefix: moved.keyPrefix, from: key.plan, to: moved.plan });
  return 'applied';
}

/**
 * Applies a verified Stripe event once: its id is recorded in the same transaction that applies it.
 * `provider` maps a price to its plan (for customer.subscription.updated).
 */
export async function applyStripeEvent(
  db: Database,
  event: Stripe.Event,
  provider: Pick<PaymentProvider, 'planOfPrice'> & Partial<Pick<PaymentProvider, 'kind' | 'refundPlanChange'>> = { planOfPrice: () => undefined },
): Promise<StripeEventOutcome> {
  const outcome = await applyInTransaction(db, event, provider);
  // A paid plan change that could not apply is refunded once its payment is recorded: after the
  // transaction, so a slow or failing call to Stripe holds no lock; a repeated event retries it.
  if (event.type === 'checkout.session.completed' && outcome !== 'ignored' && provider.kind && provider.refundPlanChange) {
    await settleRefund(db, { kind: provider.kind, refundPlanChange: provider.refundPlanChange.bind(provider) }, (event.data.object as { id: string }).id);
  }
  return outcome;
}

async function applyInTransaction(db: Database, event: Stripe.Event, provider: Pick<PaymentProvider, 'planOfPrice'>): Promise<StripeEventOutcome> {
  return inTransaction(db, async (tx) => {
    const [fresh] = await tx.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: billingEvents.id });
    if (!fresh) return 'duplicate';

    if (event.type === 'checkout.session.completed') {
      const session = event.data.object as Stripe.Checkout.Session;
      const idOf = (value: string | { id: string } | null) => (value === null ? undefined : typeof value === 'string' ? value : value.id);
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (!paid) return 'ignored';
      await markPaid(tx, session.id, {
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        email: session.customer_details?.email ?? undefined,
      });
      return 'applied';
    }
    if (event.type === 'customer.subscription.updated') return applyPlanUpdate(tx, event, provider);
    const paymentEvent = SUBSCRIPTION_EVENTS[event.type];
    const subscription = subscriptionOf(event);
    if (!paymentEvent || !subscription) return 'ignored';
    const key = await findKeyBySubscription(tx, subscription);
    // The first invoice arrives before the person has revealed their key: nothing to change yet.
    if (!key) return 'ignored';
    await applySubscriptionEvent(tx, key.id, paymentEvent);
    return 'applied';
  });
}
