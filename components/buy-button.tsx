'use client';

import { useState } from 'react';
import { callApi, unreachableMessage } from '@/components/api-client';

/** Starts POST /v1/checkout for a plan and sends the person to the payment page it returns. */
export function BuyButton({ plan, label }: { plan: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function buy() {
    setBusy(true);
    setError(null);
    const result = await callApi('POST /v1/checkout', { body: { plan } });
    if (result.kind === 'answered') {
      window.location.assign(result.body.url);
      return;
    }
    setError(result.kind === 'refused' ? result.refusal.message : unreachableMessage('no checkout was started'));
    setBusy(false);
  }

  return (
    <div>
      <button type="button" className="button" onClick={buy} disabled={busy}>
        {busy ? 'Opening checkout…' : label}
      </button>
      {error ? (
        <p role="alert" className="notice error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
