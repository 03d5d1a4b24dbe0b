'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callApi, unreachableMessage } from '@/components/api-client';
import { PLAN_IDS, PLANS, planName } from '@/lib/plans';
import type { KeyStatus } from '@/lib/usage';

type PlanChange =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'changed'; plan: string }
  | { kind: 'pay'; url: string; plan: string }
  | { kind: 'error'; message: string };

const SUBSCRIPTIONS = PLAN_IDS.map((id) => PLANS[id]).filter((plan) => plan.kind === 'subscription');

/**
 * "Change plan" for a subscription key: POST /v1/keys/upgrade. The same key moves up or down; with a
 * Stripe subscription the change is made at once (200), otherwise the person pays first (202: a
 * checkout url), and the purchase return page confirms it.
 */
export function ChangePlan({ apiKey, status, onChanged }: { apiKey: string; status: KeyStatus; onChanged: () => void }) {
  const ids = useId();
  const others = SUBSCRIPTIONS.filter((plan) => plan.id !== status.plan);
  const [choice, setChoice] = useState<string>(
    others.find((plan) => plan.kind === 'subscription' && status.quota !== null && plan.monthlyQuota > status.quota)?.id ?? others[0]?.id ?? '',
  );
  const [change, setChange] = useState<PlanChange>({ kind: 'idle' });
  // After a change the key's own plan leaves the list: the choice falls back to the first other.
  const selected = others.some((plan) => plan.id === choice) ? choice : (others[0]?.id ?? '');
  const resultRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (change.kind === 'changed' || change.kind === 'pay') resultRef.current?.focus();
  }, [change.kind]);

  if (status.quota === null) {
    return (
      <section className="card change-plan" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`}>Change plan</h2>
        <p>
          A single-render key has credits, not a monthly plan, so it has no plan to change. For a monthly quota, <a href="/pricing">buy a plan</a>: it comes
          with its own key.
        </p>
      </section>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChange({ kind: 'sending' });
    const result = await callApi('POST /v1/keys/upgrade', { apiKey, body: { plan: selected } });
    if (result.kind === 'unreachable') setChange({ kind: 'error', message: unreachableMessage('the plan did not change') });
    else if (result.kind === 'refused') setChange({ kind: 'error', message: result.refusal.message });
    else if ('url' in result.body) setChange({ kind: 'pay', url: result.body.url, plan: result.body.plan });
    else {
      setChange({ kind: 'changed', plan: result.body.plan });
      onChanged();
    }
  }

  return (
    <section className="card change-plan" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Change plan</h2>
      <p>
        Move this key to another plan, up or down. The key stays the same, and so do this month&rsquo;s renders: the new monthly quota applies at once, counting
        the {status.used} already used.
      </p>
      {status.status !== 'active' ? (
        <p className="notice warn">
          {status.status === 'suspended'
            ? 'This key is suspended: its plan can change once the failed payment is made.'
            : 'This key is revoked: its subscription ended, so its plan cannot change. Buy a plan on the pricing page for a new key.'}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <fieldset className="plan-choice">
            <legend>New plan</legend>
            {others.map((plan) =>
              plan.kind === 'subscription' ? (
                <label key={plan.id}>
                  <input type="radio" name={`${ids}-plan`} value={plan.id} checked={selected === plan.id} onChange={() => setChoice(plan.id)} />
                  <span>
                    <strong>{plan.name}</strong>: {plan.monthlyQuota.toLocaleString('en')} renders a month, ${plan.priceUsd} a month
                    {plan.monthlyQuota > (status.quota ?? 0) ? ' (up)' : ' (down)'}
                  </span>
                </label>
              ) : null,
            )}
          </fieldset>
          <div className="actions">
            <button type="submit" className="button" disabled={!selected || change.kind === 'sending'}>
              {change.kind === 'sending' ? 'Changing…' : `Change to ${planName(selected)}`}
            </button>
          </div>
        </form>
      )}
      <div aria-live="polite">
        {change.kind === 'changed' ? (
          <p ref={resultRef} tabIndex={-1} className="notice ok" role="status">
            <strong>Done.</strong> This key is on the {planName(change.plan)} plan now; keep using it as it is.
          </p>
        ) : null}
        {change.kind === 'pay' ? (
          <div className="notice ok">
            <p ref={resultRef} tabIndex={-1}>
              <strong>One step left: pay for the {planName(change.plan)} plan.</strong> The key stays the same; its plan changes as soon as the payment is
              confirmed.
            </p>
            <p>
              <a className="button" href={change.url} referrerPolicy="no-referrer">
                Continue to payment
              </a>
            </p>
          </div>
        ) : null}
        {change.kind === 'error' ? (
          <p className="notice error" role="alert">
            <strong>The plan did not change.</strong> {change.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
