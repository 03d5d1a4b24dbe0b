'use client';

import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { search, type SearchEntry, type SearchResult } from './search-index';

/** Built with the app from every docs page's text (scripts/build-docs-search.ts). */
const INDEX_URL = '/docs-search.json';

let loading: Promise<SearchEntry[]> | undefined;
function loadIndex(): Promise<SearchEntry[]> {
  loading ??= fetch(INDEX_URL).then((response) => {
    if (!response.ok) throw new Error(`the search index answered ${response.status}`);
    return response.json() as Promise<SearchEntry[]>;
  });
  loading.catch(() => {
    loading = undefined; // try again at the next opening
  });
  return loading;
}

/**
 * Search over every docs page, keyboard first: `/` or Ctrl-K (⌘K) opens it from anywhere on a docs
 * page, the arrows move through the results, Enter opens one, Escape closes. A modal <dialog>: the
 * browser keeps focus inside it and gives it back when it closes. The index is one file of this
 * site, fetched the first time the search opens.
 */
export function DocsSearch() {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [entries, setEntries] = useState<SearchEntry[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const results: SearchResult[] = entries ? search(entries, query, 12) : [];

  const open = useCallback(() => {
    if (!dialog.current || dialog.current.open) return;
    dialog.current.showModal();
    input.current?.select();
    loadIndex().then(
      (loaded) => {
        setEntries(loaded);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if ((event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        open();
      } else if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const go = (result: SearchResult | undefined) => {
    if (!result) return;
    dialog.current?.close();
    router.push(result.entry.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[active]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <>
      <button type="button" className="docs-search-button" onClick={open} aria-keyshortcuts="/ Control+K">
        <span>Search docs</span>
        <kbd>/</kbd>
      </button>
      <dialog ref={dialog} className="docs-search" aria-label="Search the docs" onClose={() => setActive(0)}>
        <div className="docs-search-head">
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={results.length ? optionId(active) : undefined}
            aria-autocomplete="list"
            aria-label="Search the docs"
            placeholder="Search the docs: webhooks, idempotency, zoom…"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="docs-search-close" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <div id={listId} role="listbox" aria-label="Results" className="docs-search-results">
          {results.map((result, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input holds the keyboard (arrows, Enter); a click is the pointer's way in
            <div
              key={result.entry.href}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onClick={() => go(result)}
              onMouseMove={() => setActive(index)}
            >
              <span className="result-heading">{result.entry.heading}</span>
              <span className="result-page">{result.entry.page}</span>
              <span className="result-snippet">{result.snippet}</span>
            </div>
          ))}
        </div>
        <p className="docs-search-status" role="status">
          {failed
            ? 'The search index could not be loaded (it is built with the app: npm run build).'
            : !entries
              ? query
                ? 'Loading the index…'
                : ''
              : query.trim() && results.length === 0
                ? `Nothing in the docs matches “${query.trim()}”.`
                : query.trim()
                  ? `${results.length} result${results.length === 1 ? '' : 's'}: ↑ ↓ to choose, Enter to open.`
                  : 'Type a word: a field, a header, an error code, a status.'}
        </p>
      </dialog>
    </>
  );
}
