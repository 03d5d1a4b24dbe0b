'use client';

import { useEffect, useState } from 'react';
import { callApi, unreachableMessage } from '@/components/api-client';
import { planName } from '@/lib/plans';

type State =
  | { kind: 'loading' }
  | { kind: 'pending'; message: string; attempts: number }
  | { kind: 'revealed'; key: string; keyPrefix: string; plan: string }
  | { kind: 'upgraded'; keyPrefix: string; plan: string }
  | { kind: 'gone'; message: string }
  | { kind: 'error'; message: string };

const POLL_MS = 2_500;
const MAX_ATTEMPTS = 48; // two minutes

/** The purchase return page's work: GET /v1/key, poll while payment is pending, show the key once. */
export function KeyReveal({ sessionId }: { sessionId: string | undefined }) {
  const [state, setState] = useState<State>(
    sessionId ? { kind: 'loading' } : { kind: 'error', message: 'This page needs the session_id of your checkout. Start again from the pricing page.' },
  );
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function attempt(attempts: number): Promise<void> {
      const result = await callApi('GET /v1/key', { query: { session_id: sessionId! } });
      if (cancelled) return;
      if (result.kind === 'unreachable') {
        setState({ kind: 'error', message: unreachableMessage(undefined, 'Check your connection and reload this page.') });
      } else if (result.kind === 'refused') {
        const { code, message } = result.refusal;
        setState(code === 'gone' ? { kind: 'gone', message } : { kind: 'error', message });
      } else if ('upgraded' in result.body) {
        // A plan change (POST /v1/keys/upgrade): the same key, no new one to show.
        setState({ kind: 'upgraded', keyPrefix: result.body.key_prefix, plan: result.body.plan });
      } else if ('key' in result.body) {
        setState({ kind: 'revealed', key: result.body.key, keyPrefix: result.body.key_prefix, plan: result.body.plan });
      } else if (attempts >= MAX_ATTEMPTS) {
        setState({ kind: 'error', message: 'Payment is still not confirmed. Reload this page in a minute; your key will be here once it is.' });
      } else {
        setState({ kind: 'pending', message: result.body.message, attempts });
        timer = setTimeout(() => void attempt(attempts + 1), POLL_MS);
      }
    }
    void attempt(1);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId]);

  async function copy(key: string) {
    await navigator.clipboard.writeText(key);
    setCopied(true);
  }

  switch (state.kind) {
    case 'loading':
      return <p role="status">Checking your payment…</p>;
    case 'pending':
      return (
        <p role="status" className="notice test">
          {state.message} (checking again in a moment)
        </p>
      );
    case 'revealed':
      return (
        <section aria-labelledby="your-key">
          <h2 id="your-key">Your {state.plan} key</h2>
          <p className="notice warn" role="alert">
            <strong>Store it now.</strong> It will not be shown again: we keep only a hash of it. If you lose it, the key page sends a link that replaces it to
            the email address you bought it with.
          </p>
          <code className="key" data-testid="api-key">
            {state.key}
          </code>
          <button type="button" className="button" onClick={() => void copy(state.key)}>
            {copied ? 'Copied' : 'Copy key'}
          </button>
          <p className="muted">
            Prefix <code>{state.keyPrefix}</code>. Try it, with the key in <code>ATLASPRINT_KEY</code>:{' '}
            <code>curl -H &quot;Authorization: Bearer $ATLASPRINT_KEY&quot; {typeof window === 'undefined' ? '' : window.location.origin}/v1/me</code>
          </p>
        </section>
      );
    case 'upgraded':
      return (
        <section aria-labelledby="your-plan">
          <h2 id="your-plan">Plan changed</h2>
          <p className="notice ok" role="status">
            Your key <code>{state.keyPrefix}…</code> is on the {planName(state.plan)} plan now: keep using it as it is. No new key was made, and this
            month&rsquo;s renders are counted against the new quota.
          </p>
          <p>
            See its new quota on the <a href="/keys">key page</a>.
          </p>
        </section>
      );
    case 'gone':
      return (
        <p className="notice warn" role="alert">
          Already revealed: this key was shown once and cannot be shown again. If you lost it, <a href="/keys/recover">get a link that replaces it</a> at the
          email address you bought it with.
        </p>
      );
    case 'error':
      return (
        <p className="notice error" role="alert">
          {state.message}
        </p>
      );
  }
}
