'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callApi, unreachableMessage } from '@/components/api-client';
import { ChangePlan } from '@/components/change-plan';
import { KeyStatusPanel } from '@/components/key-status-panel';
import { NewKey } from '@/components/new-key';
import { useHydrated } from '@/components/use-hydrated';
import type { KeyStatus } from '@/lib/usage';

type Lookup = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ok'; status: KeyStatus } | { kind: 'error'; message: string; httpStatus?: number };
type Rotation =
  | { kind: 'idle' }
  | { kind: 'confirm' }
  | { kind: 'rotating' }
  | { kind: 'done'; key: string; keyPrefix: string; note: string }
  | { kind: 'error'; message: string };

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
    const result = await callApi('GET /v1/me', { apiKey: withKey });
    if (result.kind === 'unreachable') setLookup({ kind: 'error', message: unreachableMessage() });
    else if (result.kind === 'refused') setLookup({ kind: 'error', message: result.refusal.message, httpStatus: result.refusal.status });
    else setLookup({ kind: 'ok', status: result.body });
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
    const result = await callApi('POST /v1/keys/rotate', { apiKey: oldKey });
    if (result.kind === 'unreachable') {
      setRotation({ kind: 'error', message: unreachableMessage('the key was not rotated') });
      return;
    }
    if (result.kind === 'refused') {
      setRotation({ kind: 'error', message: result.refusal.message });
      return;
    }
    const { key: newKey, key_prefix: keyPrefix, note } = result.body;
    setRotation({ kind: 'done', key: newKey, keyPrefix, note });
    // The form now holds the new key (hidden again), so "Check key" reads the new key's status.
    setKey(newKey);
    setShown(false);
    void check(newKey);
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
        {status ? <KeyStatusPanel status={status} /> : null}
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
