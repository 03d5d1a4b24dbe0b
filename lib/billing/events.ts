import type Stripe from 'stripe';
import { billingEvents, type Database } from '@/lib/db';
import { applyPaymentEvent, findKeyBySubscription, type PaymentEvent, type StatusChange } from '@/lib/keys';
import { log } from '@/lib/log';
import { markPaid } from './checkout';

/**
 * A payment event for a key, whoever reports it (Stripe's webhook or the local provider's
 * `npm run billing:event`): the one place key status follows payments (contract 3.1).
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
  const object = event.data.object as { id?: string; subscription?: string | { id: string } | null; parent?: { subscription_details?: { subscription?: string | { id: string } } } };
  if (event.type === 'customer.subscription.deleted') return object.id;
  const reference = object.subscription ?? object.parent?.subscription_details?.subscription;
  return typeof reference === 'string' ? reference : reference?.id;
}

export type StripeEventOutcome = 'applied' | 'duplicate' | 'ignored';

/** Applies a verified Stripe event once: its id is recorded in the same transaction that applies it. */
export async function applyStripeEvent(db: Database, event: Stripe.Event): Promise<StripeEventOutcome> {
  return db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    const [fresh] = await tx.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: billingEvents.id });
    if (!fresh) return 'duplicate';

    if (event.type === 'checkout.session.completed') {
      const session = event.data.object as Stripe.Checkout.Session;
      const idOf = (value: string | { id: string } | null) => (value === null ? undefined : typeof value === 'string' ? value : value.id);
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (!paid) return 'ignored';
      await markPaid(database, session.id, { customerId: idOf(session.customer), subscriptionId: idOf(session.subscription) });
      return 'applied';
    }
    const paymentEvent = SUBSCRIPTION_EVENTS[event.type];
    const subscription = subscriptionOf(event);
    if (!paymentEvent || !subscription) return 'ignored';
    const key = await findKeyBySubscription(database, subscription);
    // The first invoice arrives before the person has revealed their key: nothing to change yet.
    if (!key) return 'ignored';
    await applySubscriptionEvent(database, key.id, paymentEvent);
    return 'applied';
  });
}
