'use client';

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/use-hydrated';

/** Copies a short text (a theme key, an API key) with the Clipboard API, or a selection as a fallback. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the selection fallback */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/**
 * A small copy button. `label` is the accessible name (it should start with the visible text,
 * "Copy"), e.g. "Copy vintage_atlas". The outcome is announced politely.
 */
export function CopyButton({
  text,
  label,
  visible = 'Copy',
  className = 'copy-button',
}: {
  text: string;
  label?: string;
  visible?: string;
  className?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hydrated = useHydrated();
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick() {
    const ok = await copyText(text);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2_000);
  }

  return (
    <>
      <button type="button" className={className} aria-label={label} onClick={() => void onClick()} disabled={!hydrated}>
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy' : visible}
      </button>
      <span className="sr-only" role="status" aria-live="polite">
        {state === 'copied' ? 'Copied to the clipboard' : state === 'failed' ? 'Could not copy: select the text and copy it by hand' : ''}
      </span>
    </>
  );
}
