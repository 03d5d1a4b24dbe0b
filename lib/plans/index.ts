/** The plans on sale (the /pricing page; components/docs/content/api.md: Buying a key): what a key may render and when its allowance resets. */

export const PLAN_IDS = ['starter', 'pro', 'business', 'single'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan =
  | { id: Exclude<PlanId, 'single'>; name: string; kind: 'subscription'; monthlyQuota: number; priceUsd: number }
  | { id: 'single'; name: string; kind: 'credits'; credits: number; priceUsd: number };

export const PLANS: Record<PlanId, Plan> = {
  starter: { id: 'starter', name: 'Starter', kind: 'subscription', monthlyQuota: 100, priceUsd: 19 },
  pro: { id: 'pro', name: 'Pro', kind: 'subscription', monthlyQuota: 1000, priceUsd: 79 },
  business: { id: 'business', name: 'Business', kind: 'subscription', monthlyQuota: 5000, priceUsd: 249 },
  single: { id: 'single', name: 'Single Render', kind: 'credits', credits: 1, priceUsd: 4 },
};

/**
 * Renders of one key drawn at once, across every instance, by plan (components/docs/content/api.md: Queued renders): a
 * key's backlog takes at most this many of the renderers, the rest serve other keys.
 */
export const RENDER_CONCURRENCY: Record<PlanId, number> = { starter: 1, pro: 2, business: 4, single: 1 };

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** A plan's name for people ("Single Render"); an id that is no plan is shown as it is. */
export function planName(id: string): string {
  return isPlanId(id) ? PLANS[id].name : id;
}

export function getPlan(id: PlanId): Plan {
  return PLANS[id];
}
