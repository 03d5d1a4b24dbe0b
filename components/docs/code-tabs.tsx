'use client';

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** The reader's language, kept across pages and shared by every set of tabs on a page (as Stripe's docs do). */
const STORAGE_KEY = 'atlasprint-docs-language';
const CHANGED = 'atlasprint-docs-language';

/**
 * The same call in several languages, one tab each (WAI-ARIA tabs: arrows move between tabs, Home
 * and End to the ends). Every panel is in the page's HTML, the hidden ones with `hidden`, so a
 * reader without JavaScript, a search engine and the examples test see them all.
 */
export function CodeTabs({ labels, children }: { labels: string[]; children: ReactNode[] }) {
  const [selected, setSelected] = useState(0);
  const base = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    const follow = () => {
      const preferred = window.localStorage.getItem(STORAGE_KEY);
      const index = preferred ? labels.indexOf(preferred) : -1;
      if (index >= 0) setSelected(index);
    };
    follow();
    window.addEventListener(CHANGED, follow);
    return () => window.removeEventListener(CHANGED, follow);
  }, [labels]);

  const choose = (index: number, focus = false) => {
    setSelected(index);
    if (focus) tabs.current[index]?.focus();
    try {
      window.localStorage.setItem(STORAGE_KEY, labels[index]!);
    } catch {
      /* storage refused (a private window): the choice holds for this set of tabs only */
    }
    window.dispatchEvent(new Event(CHANGED));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = labels.length - 1;
    const next = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <div className="code-tabs">
      <div role="tablist" aria-label="Language" className="code-tablist">
        {labels.map((label, index) => (
          <button
            key={label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => choose(index)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      {children.map((child, index) => (
        <div key={labels[index]} role="tabpanel" id={`${base}-panel-${index}`} aria-labelledby={`${base}-tab-${index}`} hidden={index !== selected}>
          {child}
        </div>
      ))}
    </div>
  );
}
