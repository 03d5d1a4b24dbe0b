'use client';

import type { Ref } from 'react';
import { CopyButton } from '@/components/copy-button';

/**
 * A key shown once (after rotation, after a recovery link): the key, a warning that the old one
 * stopped working, a copy button, and a way to hide it. The heading takes focus from its caller.
 */
export function NewKey({
  apiKey,
  headingRef,
  heading = 'Your new key',
  level = 'h3',
  onHide,
}: {
  apiKey: string;
  headingRef?: Ref<HTMLHeadingElement>;
  heading?: string;
  level?: 'h2' | 'h3';
  onHide?: () => void;
}) {
  const Heading = level;
  return (
    <div className="new-key">
      <Heading ref={headingRef} tabIndex={-1}>
        {heading}
      </Heading>
      <p className="notice warn" role="alert">
        <strong>The old key stopped working just now.</strong> Store this new key now: it is shown only this once, and we keep only a hash of it.
      </p>
      <code className="key" data-testid="new-api-key">
        {apiKey}
      </code>
      <div className="actions">
        <CopyButton text={apiKey} label="Copy new key" visible="Copy new key" className="button" />
        {onHide ? (
          <button type="button" className="button secondary" onClick={onHide}>
            I have stored it, hide it
          </button>
        ) : null}
      </div>
    </div>
  );
}
