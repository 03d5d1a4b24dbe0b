import type { Plan } from '@/lib/plans';

/** A plan's price and what it buys, the same words wherever a plan is sold (pricing, the payment page). */
export function PlanPrice({ plan }: { plan: Plan }) {
  return (
    <>
      <p className="price">
        ${plan.priceUsd}
        <span className="muted" style={{ fontSize: '1rem', fontWeight: 400 }}>
          {plan.kind === 'subscription' ? ' / month' : ' once'}
        </span>
      </p>
      <p>{plan.kind === 'subscription' ? `${plan.monthlyQuota.toLocaleString('en')} renders per month` : '1 render credit, no expiry'}</p>
    </>
  );
}
