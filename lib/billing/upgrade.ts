import { z } from 'zod';
import type { ApiKeyRow, Database } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { changeKeyPlan, scheduleKeyPlan } from '@/lib/keys';
import { PLAN_IDS, PLANS, type PlanId } from '@/lib/plans';
import { didYouMean } from '@/lib/suggest';
import { nextResetAfter } from '@/lib/usage';
import { planRank, startCheckout } from './checkout';
import type { PaymentProvider } from './provider';

/**
 * POST /v1/keys/upgrade: a subscription key moves to another subscription plan, keeping its secret,
 * its renders counted this month and its status.
 *
 * Up: now. The larger quota applies at once; with a Stripe subscription behind the key, its price
 * changes (prorated) and so does the plan; otherwise the change is a checkout to pay first (the test
 * payment page, or Stripe Checkout), and paying it moves the plan (markPaid).
 *
 * Down: at the end of the month (the rule in components/docs/content/api.md: Changing plan). The key keeps its plan and
 * quota until 00:00 UTC on the 1st, then moves; nothing is paid or refunded now. With Stripe the
 * subscription moves to the lower price unprorated: this period stays paid at the higher price, the
 * next invoice is the lower one. So a month of the larger plan is paid in full however it is used
 * (upgrade, use the larger quota, downgrade: the prorations no longer cancel). Asking for the key's
 * own plan while a downgrade is scheduled cancels it.
 */

export const SUBSCRIPTION_PLAN_IDS = PLAN_IDS.filter((id) => PLANS[id].kind === 'subscription') as Exclude<PlanId, 'single'>[];
type SubscriptionPlanId = Exclude<PlanId, 'single'>;

export const upgradeRequestSchema = z
  .object({
    plan: z
      .enum(SUBSCRIPTION_PLAN_IDS as [SubscriptionPlanId, ...SubscriptionPlanId[]], {
        error: (issue) =>
          `plan must be one of ${SUBSCRIPTION_PLAN_IDS.join(', ')} (a subscription plan; the single plan is bought with POST /v1/checkout)${didYouMean(issue.input, SUBSCRIPTION_PLAN_IDS)}`,
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
  if (key.plan === plan && key.scheduledPlan) {
    // Staying after all: the scheduled downgrade is cancelled (and the Stripe price put back, unprorated).
    if (provider.changeSubscriptionPlan && key.stripeSubscriptionId) await provider.changeSubscriptionPlan(key.stripeSubscriptionId, plan, { prorate: false });
    const record = await scheduleKeyPlan(db, key.id, null, null);
    if (!record) throw new DomainError('conflict', 'the key was revoked while its plan was changing; buy a plan for a new key');
    return { kind: 'changed', record };
  }
  if (key.plan === plan) {
    const others = SUBSCRIPTION_PLAN_IDS.filter((id) => id !== plan).join(' or ');
    throw new DomainError('invalid_request', `this key is on the ${plan} plan already: choose ${others}`);
  }

  if (planRank(plan) < planRank(key.plan)) {
    if (provider.changeSubscriptionPlan && key.stripeSubscriptionId) await provider.changeSubscriptionPlan(key.stripeSubscriptionId, plan, { prorate: false });
    const record = await scheduleKeyPlan(db, key.id, plan, nextResetAfter(now));
    if (!record) throw new DomainError('conflict', 'the key was revoked while its plan was changing; buy a plan for a new key');
    return { kind: 'changed', record };
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
