import type { PlanId } from '@/lib/plans';
import { recognisedAcrossCopies } from '@/lib/singleton';

export const KEY_STATUSES = ['active', 'suspended', 'revoked'] as const;
export type KeyStatusValue = (typeof KEY_STATUSES)[number];

export const PAYMENT_EVENTS = ['payment_failed', 'payment_succeeded', 'subscription_ended'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

export class KeyTransitionError extends Error {
  static {
    recognisedAcrossCopies(this, 'keys.KeyTransitionError');
  }
  override name = 'KeyTransitionError';
}

/**
 * The key status machine (components/docs/content/api.md: Buying a key). `revoked` is final: there is no way out of it,
 * and a person whose subscription ended buys a new plan (and gets a new key).
 * Repeating an event is harmless (payment providers retry), so same-state moves are allowed.
 */
export function nextStatus(plan: PlanId, current: KeyStatusValue, event: PaymentEvent): KeyStatusValue {
  if (plan === 'single') {
    throw new KeyTransitionError(`${event} does not apply to a single-render key: it has no subscription`);
  }
  if (current === 'revoked') return 'revoked';
  switch (event) {
    case 'payment_failed':
      return 'suspended';
    case 'payment_succeeded':
      return 'active';
    case 'subscription_ended':
      return 'revoked';
  }
}
