'use client';

import { useId } from 'react';
import { planName } from '@/lib/plans';
import type { KeyStatus } from '@/lib/usage';

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

/** A key's plan, status and allowance, as GET /v1/me answers them. */
export function KeyStatusPanel({ status }: { status: KeyStatus }) {
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
