'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NewKey } from '@/components/new-key';
import { useHydrated } from '@/components/use-hydrated';

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

type LinkRequest = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'error'; message: string };

/**
 * "Lost your key?": POST /v1/keys/recover with the address the key was bought with. The answer is
 * the same whether or not keys were bought with it, and so is what this form says.
 */
export function RecoveryRequestForm({ headingLevel = 'h2', title = 'Lost your key?' }: { headingLevel?: 'h2' | 'h3'; title?: string }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<LinkRequest>({ kind: 'idle' });
  const hydrated = useHydrated();
  const ids = useId();
  const Heading = headingLevel;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setState({ kind: 'error', message: 'Type the email address the key was bought with.' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const response = await fetch('/v1/keys/recover', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: address }),
        cache: 'no-store',
      });
      if (!response.ok) {
        setState({ kind: 'error', message: await apiMessage(response) });
        return;
      }
      setState({ kind: 'sent', message: address });
    } catch {
      setState({ kind: 'error', message: 'Could not reach Atlasprint. Check your connection and try again.' });
    }
  }

  return (
    <section className="card recovery-request" aria-labelledby={`${ids}-title`}>
      <Heading id={`${ids}-title`}>{title}</Heading>
      <p>
        We send a link that replaces it to the email address the key was bought with. The link works once, for an hour; the page it opens shows the new key, and
        the lost one stops working then. Plan, usage and status stay.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate data-ready={hydrated || undefined}>
        <label htmlFor={`${ids}-email`}>Email address used at purchase</label>
        <div className="input-row">
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@example.com"
            disabled={!hydrated}
          />
          <button type="submit" className="button" disabled={!hydrated || state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Sending…' : 'Send a link'}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {state.kind === 'sent' ? (
          <p className="notice ok" role="status">
            <strong>Check your inbox.</strong> If keys were bought with {state.message}, a message with a link for each is on its way (look in spam too).
            Nothing arrives when no key was bought with this address.
          </p>
        ) : null}
        {state.kind === 'error' ? (
          <p className="notice error" role="alert">
            <strong>No link was sent.</strong> {state.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}

type Confirmation =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'done'; key: string; keyPrefix: string }
  | { kind: 'hidden'; keyPrefix: string }
  | { kind: 'error'; status?: number; message: string };

/**
 * The page a recovery link opens: nothing happens on opening it (mail scanners open links); the
 * person presses the button, which redeems the token (POST /v1/keys/recover/confirm) and shows the
 * new key once. The token stays in this page only.
 */
export function RecoveryConfirm({ token }: { token: string }) {
  const [state, setState] = useState<Confirmation>({ kind: 'idle' });
  const hydrated = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.kind === 'done') headingRef.current?.focus();
  }, [state.kind]);

  async function confirm() {
    setState({ kind: 'confirming' });
    try {
      const response = await fetch('/v1/keys/recover/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
      });
      if (!response.ok) {
        setState({ kind: 'error', status: response.status, message: await apiMessage(response) });
        return;
      }
      const body = (await response.json()) as { key: string; key_prefix: string };
      setState({ kind: 'done', key: body.key, keyPrefix: body.key_prefix });
    } catch {
      setState({ kind: 'error', message: 'Could not reach Atlasprint: the key was not replaced. Check your connection and try again.' });
    }
  }

  switch (state.kind) {
    case 'idle':
    case 'confirming':
      return (
        <div className="card recovery-confirm">
          <p>
            Pressing the button replaces your key: a new key is shown here once, and the old one stops working at that moment, in every app, script and agent
            that uses it. Plan, usage and status stay with the new key.
          </p>
          <button type="button" className="button" onClick={() => void confirm()} disabled={!hydrated || state.kind === 'confirming'}>
            {state.kind === 'confirming' ? 'Replacing…' : 'Replace my key and show the new one'}
          </button>
        </div>
      );
    case 'done':
      return (
        <div className="card recovery-confirm">
          <NewKey apiKey={state.key} headingRef={headingRef} level="h2" onHide={() => setState({ kind: 'hidden', keyPrefix: state.keyPrefix })} />
          <p className="muted small">
            Check it on the <a href="/keys">key page</a>: it starts with <code>{state.keyPrefix}</code>.
          </p>
        </div>
      );
    case 'hidden':
      return (
        <p className="notice ok" role="status">
          Hidden. The new key starts with <code>{state.keyPrefix}</code>; check it on the <a href="/keys">key page</a>.
        </p>
      );
    case 'error':
      return (
        <>
          <p className="notice error" role="alert">
            <strong>
              {state.status === 410 ? 'This link cannot be used again.' : state.status === 404 ? 'This link is not known.' : 'The key was not replaced.'}
            </strong>{' '}
            {state.message}
          </p>
          {state.status === 410 || state.status === 404 ? <RecoveryRequestForm title="Ask for a new link" /> : null}
        </>
      );
  }
}
