'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callApi, type Refusal, retryWhen, unreachableMessage } from '@/components/api-client';
import { NewKey } from '@/components/new-key';
import { useHydrated } from '@/components/use-hydrated';

const OUR_SIDE = 'Something went wrong on our side. Try again in a moment.';

/** What the link form says when no link was sent (the API's own words name its endpoints: not for this page). */
function linkRefusal({ code, retryAfterSeconds }: Refusal): string {
  switch (code) {
    case 'invalid_request':
      return 'That does not look like an email address. Type the address the key was bought with.';
    case 'rate_limited':
      return `Too many links were asked for. Try again ${retryWhen(retryAfterSeconds)}.`;
    case 'unavailable':
      return 'This server cannot send email, so a key cannot be replaced here.';
    default:
      return OUR_SIDE;
  }
}

/** Why a link did not replace the key: the heading, the sentence, and whether asking for a new link can help. */
type LinkProblem = { heading: string; text: string; askAgain: boolean; buy?: boolean };

function confirmRefusal({ code, retryAfterSeconds }: Refusal): LinkProblem {
  switch (code) {
    case 'not_found':
    case 'invalid_request':
      return { heading: 'This link is not known.', text: 'Check that it was copied whole, or ask for a new one below.', askAgain: true };
    case 'recovery_link_used':
      return {
        heading: 'This link was used already.',
        text: 'Each link replaces the key once. If you did not keep the new key, ask for a new link below.',
        askAgain: true,
      };
    case 'recovery_link_expired':
      return { heading: 'This link has expired.', text: 'A link works for an hour after it is sent. Ask for a new one below.', askAgain: true };
    case 'key_revoked':
      return {
        heading: 'This key cannot be replaced.',
        text: 'Its subscription ended after the link was sent, and an ended key is not replaced.',
        askAgain: false,
        buy: true,
      };
    case 'rate_limited':
      return { heading: 'The key was not replaced.', text: `Too many tries. Try again ${retryWhen(retryAfterSeconds)}.`, askAgain: false };
    default:
      return { heading: 'The key was not replaced.', text: OUR_SIDE, askAgain: false };
  }
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
    const result = await callApi('POST /v1/keys/recover', { body: { email: address } });
    if (result.kind === 'unreachable') setState({ kind: 'error', message: unreachableMessage() });
    else if (result.kind === 'refused') setState({ kind: 'error', message: linkRefusal(result.refusal) });
    else setState({ kind: 'sent', message: address });
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
  | { kind: 'error'; problem: LinkProblem };

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
    const result = await callApi('POST /v1/keys/recover/confirm', { body: { token } });
    if (result.kind === 'unreachable') {
      setState({ kind: 'error', problem: { heading: 'The key was not replaced.', text: unreachableMessage(), askAgain: false } });
    } else if (result.kind === 'refused') {
      setState({ kind: 'error', problem: confirmRefusal(result.refusal) });
    } else {
      setState({ kind: 'done', key: result.body.key, keyPrefix: result.body.key_prefix });
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
            <strong>{state.problem.heading}</strong> {state.problem.text}
            {state.problem.buy ? (
              <>
                {' '}
                <a href="/pricing">Buy a plan</a> for a new key.
              </>
            ) : null}
          </p>
          {state.problem.askAgain ? <RecoveryRequestForm title="Ask for a new link" /> : null}
        </>
      );
  }
}
