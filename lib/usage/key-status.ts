import type { ApiKeyRow, Database } from '@/lib/db';
import { PLANS, type PlanId } from '@/lib/plans';
import { periodOf } from './period';
import { usedInPeriod } from './reserve';

/** KeyStatus, GET /v1/me's body (components/docs/content/api.md: The API): every field present, null where it does not apply to the plan. */
export interface KeyStatus {
  plan: PlanId;
  status: ApiKeyRow['status'];
  key_prefix: string;
  period: string;
  quota: number | null;
  used: number | null;
  remaining: number | null;
  credits: number | null;
  created_at: string | null;
  last_used_at: string | null;
  /** A downgrade asked for: the plan the key moves to, and when (the 1st of next month, UTC); null when none. */
  scheduled_change: { plan: PlanId; at: string } | null;
}

export async function keyStatus(db: Database, key: ApiKeyRow, now = new Date()): Promise<KeyStatus> {
  const plan = PLANS[key.plan];
  const period = periodOf(now);
  const allowance =
    plan.kind === 'credits'
      ? { quota: null, used: null, remaining: null, credits: key.credits ?? 0 }
      : await monthlyAllowance(db, key.id, period, plan.monthlyQuota);
  return {
    plan: key.plan,
    status: key.status,
    key_prefix: key.keyPrefix,
    period,
    ...allowance,
    created_at: key.createdAt?.toISOString() ?? null,
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    scheduled_change: key.scheduledPlan && key.scheduledPlanAt ? { plan: key.scheduledPlan, at: key.scheduledPlanAt.toISOString() } : null,
  };
}

async function monthlyAllowance(db: Database, keyId: string, period: string, quota: number) {
  const used = await usedInPeriod(db, keyId, period);
  return { quota, used, remaining: Math.max(0, quota - used), credits: null };
}
