'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NewKey } from '@/components/new-key';
import { useHydrated } from '@/components/use-hydrated';
import { PLAN_IDS, PLANS, planName } from '@/lib/plans';
import type { KeyStatus } from '@/lib/usage';

type Lookup = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ok'; status: KeyStatus } | { kind: 'error'; message: string; httpStatus?: number };
type Rotation =
  | { kind: 'idle' }
  | { kind: 'confirm' }
  | { kind: 'rotating' }
  | { kind: 'done'; key: string; keyPrefix: string; note: string }
  | { kind: 'error'; message: string };

const STATUS_TEXT: Record<string, { label: string; tone: 'ok' | 'warn' | 'error'; explain: string }> = {
  active: { label: 'Active', tone: 'ok', explain: 'Renders are accepted.' },
  suspended: {
    label: 'Suspended',
    tone: 'warn',
    explain:
      'The last subscription payment failed, so renders are refused (403) until it is paid. Once the payment goes through, the key works again by itself; nothing else changes.',
  },
  revoked: {
    label: 'Revoked',
    tone: 'error',
    explain: 'The subscription ended, so this key can no longer render (403). This is final: buy a new plan on the pricing page for a new key.',
  },
};

/** The API's message from an error body, or a sentence naming the status. */
async function apiMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    /* not JSON */
  }
  return `the request failed with HTTP ${response.status}`;
}

function formatTime(iso: string | null): string {
  if (!iso) return 'never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
}

/** 00:00 UTC on the 1st of the month after a `YYYY-MM` period. */
function resetOf(period: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return null;
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
  return `${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(next)}, 00:00 UTC`;
}

function periodName(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  );
}

/**
 * The key page's form: checks a key with GET /v1/me and rotates it with POST /v1/keys/rotate.
 * The key lives in this component's state only: it is sent in the Authorization header and is
 * never put in the URL, in storage, in cookies or in a log.
 */
export function KeyManager() {
  const [key, setKey] = useState('');
  const [shown, setShown] = useState(false);
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const [rotation, setRotation] = useState<Rotation>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const newKeyRef = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  const ids = useId();
  const inputId = `${ids}-key`;
  const hintId = `${ids}-hint`;

  async function check(withKey: string): Promise<void> {
    setLookup({ kind: 'loading' });
    try {
      const response = await fetch('/v1/me', { headers: { Authorization: `Bearer ${withKey}` }, cache: 'no-store', referrerPolicy: 'no-referrer' });
      if (!response.ok) {
        setLookup({ kind: 'error', message: await apiMessage(response), httpStatus: response.status });
        return;
      }
      setLookup({ kind: 'ok', status: (await response.json()) as KeyStatus });
    } catch {
      setLookup({ kind: 'error', message: 'Could not reach Atlasprint. Check your connection and try again.' });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = key.trim();
    if (!trimmed) {
      setLookup({ kind: 'error', message: 'Paste your API key first: it starts with atp_live_.' });
      inputRef.current?.focus();
      return;
    }
    setRotation({ kind: 'idle' });
    void check(trimmed);
  }

  async function rotate() {
    const oldKey = key.trim();
    setRotation({ kind: 'rotating' });
    try {
      const response = await fetch('/v1/keys/rotate', {
        method: 'POST',
        headers: { Authorization: `Bearer ${oldKey}` },
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
      });
      if (!response.ok) {
        setRotation({ kind: 'error', message: await apiMessage(response) });
        return;
      }
      const body = (await response.json()) as { key: string; key_prefix: string; note: string };
      setRotation({ kind: 'done', key: body.key, keyPrefix: body.key_prefix, note: body.note });
      // The form now holds the new key (hidden again), so "Check key" reads the new key's status.
      setKey(body.key);
      setShown(false);
      void check(body.key);
    } catch {
      setRotation({ kind: 'error', message: 'Could not reach Atlasprint: the key was not rotated. Check your connection and try again.' });
    }
  }

  function forget() {
    setKey('');
    setShown(false);
    setLookup({ kind: 'idle' });
    setRotation({ kind: 'idle' });
    inputRef.current?.focus();
  }

  // The button that was pressed is gone once the new key shows: focus goes to the new key, not to the page's top.
  // (After the new key's status has loaded: the card is drawn again then.)
  useEffect(() => {
    if (rotation.kind === 'done' && lookup.kind === 'ok') newKeyRef.current?.focus();
  }, [rotation.kind, lookup.kind]);

  const status = lookup.kind === 'ok' ? lookup.status : null;

  return (
    <>
      <form className="card key-form" onSubmit={onSubmit} method="post" autoComplete="off" noValidate data-ready={hydrated || undefined}>
        <label htmlFor={inputId}>API key</label>
        <div className="input-row">
          <input
            ref={inputRef}
            id={inputId}
            type={shown ? 'text' : 'password'}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            aria-describedby={hintId}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder="atp_live_…"
            data-1p-ignore
            data-lpignore="true"
            disabled={!hydrated}
          />
          <button
            type="button"
            className="button secondary"
            aria-pressed={shown}
            aria-controls={inputId}
            onClick={() => setShown((value) => !value)}
            disabled={!hydrated}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        </div>
        <p id={hintId} className="muted small">
          Kept in this page&rsquo;s memory only and sent in the <code>Authorization</code> header: never in the address, browser storage or cookies. Leaving the
          page forgets it.
        </p>
        <div className="actions">
          <button type="submit" className="button" disabled={!hydrated || lookup.kind === 'loading'}>
            {lookup.kind === 'loading' ? 'Checking…' : 'Check key'}
          </button>
          {key || lookup.kind !== 'idle' ? (
            <button type="button" className="button secondary" onClick={forget}>
              Forget key
            </button>
          ) : null}
        </div>
      </form>

      <div aria-live="polite" className="key-result">
        {lookup.kind === 'loading' ? <p className="muted">Checking the key…</p> : null}
        {lookup.kind === 'error' ? (
          <div className="notice error" role="alert">
            <strong>{lookup.httpStatus === 401 ? 'Key not accepted.' : 'Could not check the key.'}</strong> {lookup.message}
            {lookup.httpStatus === 401 ? (
              <p className="small">
                A key that was rotated stops working at once. Lost the key you have now? <a href="/keys/recover">Get a link to replace it</a> at the email
                address it was bought with.
              </p>
            ) : null}
          </div>
        ) : null}
        {status ? <StatusPanel status={status} /> : null}
      </div>

      {status ? (
        <section className="card rotate" aria-labelledby={`${ids}-rotate`}>
          <h2 id={`${ids}-rotate`}>Rotate this key</h2>
          <p>
            Rotating issues a new key and switches the old one off immediately. Use it when a key may have leaked. Plan, usage and history stay with the new
            key. (Lost a key you can no longer paste here? <a href="/keys/recover">Replace it by email</a>.)
          </p>
          {rotation.kind === 'idle' || rotation.kind === 'error' ? (
            <button type="button" className="button secondary" onClick={() => setRotation({ kind: 'confirm' })}>
              Rotate key…
            </button>
          ) : null}
          {rotation.kind === 'confirm' || rotation.kind === 'rotating' ? (
            <div className="notice warn confirm" role="group" aria-labelledby={`${ids}-confirm`}>
              <p id={`${ids}-confirm`}>
                <strong>Rotate now?</strong> The key <code>{status.key_prefix}…</code> will stop working at once, in every app, script and agent that uses it,
                until you give them the new key.
              </p>
              <div className="actions">
                {/* biome-ignore lint/a11y/noAutofocus: the confirmation appears after the reader pressed Rotate; focus moves to its answer, as in a dialog */}
                <button type="button" className="button danger" onClick={() => void rotate()} disabled={rotation.kind === 'rotating'} autoFocus>
                  {rotation.kind === 'rotating' ? 'Rotating…' : 'Yes, rotate the key'}
                </button>
                <button type="button" className="button secondary" onClick={() => setRotation({ kind: 'idle' })} disabled={rotation.kind === 'rotating'}>
                  Cancel
                </button>
              </div>
            </div>
          ) : null}
          <div aria-live="polite">
            {rotation.kind === 'error' ? (
              <p className="notice error" role="alert">
                <strong>Not rotated.</strong> {rotation.message}
              </p>
            ) : null}
            {rotation.kind === 'done' ? <NewKey apiKey={rotation.key} headingRef={newKeyRef} onHide={() => setRotation({ kind: 'idle' })} /> : null}
          </div>
        </section>
      ) : null}

      {status ? <ChangePlan key={status.key_prefix} apiKey={key.trim()} status={status} onChanged={() => void check(key.trim())} /> : null}
    </>
  );
}

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
function ChangePlan({ apiKey, status, onChanged }: { apiKey: string; status: KeyStatus; onChanged: () => void }) {
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
    try {
      const response = await fetch('/v1/keys/upgrade', {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ plan: selected }),
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
      });
      if (!response.ok) {
        setChange({ kind: 'error', message: await apiMessage(response) });
        return;
      }
      const body = (await response.json()) as { url?: string; plan?: string };
      if (response.status === 202 && body.url) {
        setChange({ kind: 'pay', url: body.url, plan: body.plan ?? selected });
      } else {
        setChange({ kind: 'changed', plan: body.plan ?? selected });
        onChanged();
      }
    } catch {
      setChange({ kind: 'error', message: 'Could not reach Atlasprint: the plan did not change. Check your connection and try again.' });
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

function StatusPanel({ status }: { status: KeyStatus }) {
  const ids = useId();
  const info = STATUS_TEXT[status.status] ?? { label: status.status, tone: 'warn' as const, explain: '' };
  const subscription = status.quota !== null && status.used !== null;
  const percent = subscription && status.quota ? Math.min(100, (status.used! / status.quota) * 100) : 0;
  const reset = resetOf(status.period);
  return (
    <section className="card key-status" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>
        {planName(status.plan)} plan <span className={`badge ${info.tone}`}>{info.label}</span>
      </h2>
      {status.status !== 'active' ? (
        <p className={`notice ${info.tone}`}>
          <strong>{info.label}.</strong> {info.explain}
        </p>
      ) : null}

      {subscription ? (
        <div className="usage">
          <p className="usage-head">
            <span id={`${ids}-usage`}>Renders in {periodName(status.period)}</span>
            <span className="usage-count" data-testid="usage-count">
              {status.used} / {status.quota}
            </span>
          </p>
          <div
            className={`usage-bar${percent >= 90 ? ' high' : ''}`}
            role="progressbar"
            aria-labelledby={`${ids}-usage`}
            aria-valuemin={0}
            aria-valuemax={status.quota!}
            aria-valuenow={status.used!}
            aria-valuetext={`${status.used} of ${status.quota} renders used`}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="muted small">
            {status.remaining} left{reset ? `; the quota is whole again on ${reset}` : ''}. Failed renders are never counted.
          </p>
        </div>
      ) : (
        <div className="usage">
          <p className="usage-head">
            <span>Render credits</span>
            <span className="usage-count" data-testid="usage-count">
              {status.credits ?? 0} left
            </span>
          </p>
          <p className="muted small">
            {status.credits
              ? 'Each delivered poster uses one credit; credits do not expire.'
              : 'No credits left: a render now answers 402. Buy another Single Render or a subscription.'}
          </p>
        </div>
      )}

      <dl className="facts">
        <div>
          <dt>Key prefix</dt>
          <dd>
            <code>{status.key_prefix}…</code>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {info.label}
            {status.status === 'active' ? <span className="muted"> · {info.explain}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Period</dt>
          <dd>
            {status.period} <span className="muted">(UTC)</span>
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{status.created_at ? <time dateTime={status.created_at}>{formatTime(status.created_at)}</time> : 'unknown'}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>
            {status.last_used_at ? <time dateTime={status.last_used_at}>{formatTime(status.last_used_at)}</time> : 'never'}
            <span className="muted"> (this check counts)</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
