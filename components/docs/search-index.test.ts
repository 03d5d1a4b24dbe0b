import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-search-index';
import { API_PAGES, DOCS_PAGES } from './registry';
import { pageEntries, search, type SearchEntry } from './search-index';

describe('the docs’ search index', () => {
  it('cuts a page into sections by its headings, leaving out code and the page’s contents', () => {
    const html =
      '<div class="docs"><h1 id="keys">Keys</h1><p>Intro &amp; more.</p><nav class="toc"><h2 id="toc-title">On this page</h2></nav>' +
      '<h2 id="limits">Limits</h2><p>Bodies up to 1 MiB.</p><figure class="code"><pre><code>curl secret-url</code></pre></figure>' +
      '<h3 id="idempotency">Retries and <code>Idempotency-Key</code></h3><p>Send the same key again (<code>render.succeeded</code>, <a href="/x">this</a>).</p></div>';
    expect(pageEntries(html, '/docs/keys', 'Keys and billing')).toEqual([
      { href: '/docs/keys', page: 'Keys and billing', heading: 'Keys and billing', text: 'Keys Intro & more.' },
      { href: '/docs/keys#limits', page: 'Keys and billing', heading: 'Limits', text: 'Bodies up to 1 MiB.' },
      {
        href: '/docs/keys#idempotency',
        page: 'Keys and billing',
        heading: 'Retries and Idempotency-Key',
        text: 'Send the same key again (render.succeeded, this).',
      },
    ]);
  });

  it('finds the sections holding every word, a word in the heading first, and says where the words are', () => {
    const entries: SearchEntry[] = [
      { href: '/a', page: 'A', heading: 'Webhooks', text: 'Signed deliveries to your URL, retried with backoff.' },
      { href: '/b', page: 'B', heading: 'Batches', text: 'A batch tells webhooks when it completes; webhooks again.' },
      { href: '/c', page: 'C', heading: 'Themes', text: 'Colors.' },
    ];
    expect(search(entries, 'webhooks').map((result) => result.entry.href)).toEqual(['/a', '/b']);
    expect(search(entries, 'webhook batch').map((result) => result.entry.href)).toEqual(['/b']);
    expect(search(entries, 'WEBHOOKS retried')[0]!.snippet).toContain('retried with backoff');
    expect(search(entries, 'nothing-like-this')).toEqual([]);
    expect(search(entries, '   ')).toEqual([]);
  });

  it('is built from every docs page, and finds what a reader looks for where the docs say it', async () => {
    const entries = await buildSearchIndex();
    expect(new Set(entries.map((entry) => entry.href.split('#')[0]))).toEqual(new Set(DOCS_PAGES.map((page) => page.href)));
    // An operation's page is one entry, by the name the navigation gives it.
    for (const page of API_PAGES) expect(entries.filter((entry) => entry.href === page.href).map((entry) => entry.heading)).toEqual([page.name]);
    const first = (query: string) => search(entries, query)[0]?.entry.href;
    expect(first('idempotency')).toBe('/docs/keys#idempotency');
    expect(first('create a render')).toBe('/docs/api/queue-render');
    expect(first('lost key')).toBe('/docs/keys#lost-key');
    // The examples' code is not indexed: they name this deployment's URL.
    expect(entries.some((entry) => entry.text.includes('curl -s --fail-with-body'))).toBe(false);
  }, 120_000);
});
