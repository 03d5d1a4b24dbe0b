import { z } from 'zod';
import type { ApiKeyRow, Database } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { changeKeyPlan } from '@/lib/keys';
import { PLAN_IDS, PLANS, type PlanId } from '@/lib/plans';
import { startCheckout } from './checkout';
import type { PaymentProvider } from './provider';

/**
 * POST /v1/keys/upgrade: a subscription key moves to another subscription plan, up or down, keeping
 * its secret, its renders counted this month and its status. The new monthly quota applies at once.
 * With a Stripe subscription behind the key, that subscription's price changes (prorated) and so
 * does the plan, now; otherwise the change is a checkout to pay first (the test payment page, or
 * Stripe Checkout), and paying it moves the plan (markPaid).
 */

export const SUBSCRIPTION_PLAN_IDS = PLAN_IDS.filter((id) => PLANS[id].kind === 'subscription') as Exclude<PlanId, 'single'>[];
type SubscriptionPlanId = Exclude<PlanId, 'single'>;

export const upgradeRequestSchema = z
  .object({
    plan: z
      .enum(SUBSCRIPTION_PLAN_IDS as [SubscriptionPlanId, ...SubscriptionPlanId[]], {
        error: `plan must be one of ${SUBSCRIPTION_PLAN_IDS.join(', ')} (a subscription plan; the single plan is bought with POST /v1/checkout)`,
      })
      .describe('The subscription plan the key moves to, up or down; not its current plan.'),
  })
  .strict();

export type UpgradeOutcome =
  | { kind: 'changed'; record: ApiKeyRow }
  | { kind: 'checkout'; id: string; url: string; plan: SubscriptionPlanId; keyPrefix: string };

export async function upgradeKey(
  db: Database,
  provider: PaymentProvider,
  key: ApiKeyRow,
  plan: SubscriptionPlanId,
  clientAddress: string,
  now = new Date(),
): Promise<UpgradeOutcome> {
  if (PLANS[key.plan].kind !== 'subscription') {
    throw new DomainError(
      'invalid_request',
      'a single-render key has credits, not a monthly plan, so it cannot change plan: buy a plan (POST /v1/checkout, or the pricing page) for a subscription key',
    );
  }
  if (key.status === 'revoked') {
    throw new DomainError('key_inactive', 'API key revoked: the subscription has ended, so its plan cannot change; buy a plan for a new key');
  }
  if (key.status === 'suspended') {
    throw new DomainError('key_inactive', 'API key suspended: the last payment for this plan failed; its plan can change once that payment is made');
  }
  if (key.plan === plan) {
    const others = SUBSCRIPTION_PLAN_IDS.filter((id) => id !== plan).join(' or ');
    throw new DomainError('invalid_request', `this key is on the ${plan} plan already: choose ${others}`);
  }

  if (provider.changeSubscriptionPlan && key.stripeSubscriptionId) {
    await provider.changeSubscriptionPlan(key.stripeSubscriptionId, plan);
    const record = await changeKeyPlan(db, key.id, plan, now);
    if (!record) throw new DomainError('conflict', 'the key was revoked while its plan was changing; buy a plan for a new key');
    return { kind: 'changed', record };
  }
  const created = await startCheckout(db, provider, { plan, email: key.email ?? undefined, upgradeKeyId: key.id }, clientAddress, now);
  return { kind: 'checkout', ...created, plan, keyPrefix: key.keyPrefix };
}
