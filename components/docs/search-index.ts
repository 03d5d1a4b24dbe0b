/**
 * The docs' search: an index of every docs page's sections, made from the pages' own rendered text
 * when the app is built (scripts/build-docs-search.ts writes it to public/docs-search.json), and a
 * ranked search over it that runs in the reader's browser (no request beyond the index's one, so it
 * works offline once the page is open).
 */

/** One section of a page: under its heading (an h2 or h3 with an id), or the page's top. */
export interface SearchEntry {
  /** Where it is: "/docs/keys#idempotency". */
  href: string;
  /** The page's title, "Keys and billing", or an operation's name. */
  page: string;
  /** The section's heading; the page's title for its top. */
  heading: string;
  /** The section's words (code blocks and the page's contents left out). */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of some HTML: tags dropped (inline ones with nothing in their place, so `(<code>x</code>)` reads "(x)"), entities decoded, white space folded. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<\/?(?:a|b|code|em|i|kbd|strong)\b[^>]*>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith('#x') || name.startsWith('#X')
        ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The sections of one rendered docs page (its HTML as the server renders it): the page's top, then
 * one per h2/h3 with an id, each with its text up to the next such heading. Code blocks (figures)
 * and the in-page contents are left out: they repeat what the text says, and a page's examples
 * name this deployment's own URL.
 */
export function pageEntries(html: string, href: string, title: string): SearchEntry[] {
  const body = html
    .replace(/<nav class="toc"[\s\S]*?<\/nav>/g, ' ')
    .replace(/<figure class="code[\s\S]*?<\/figure>/g, ' ')
    .replace(/<div role="tablist"[\s\S]*?<\/div>/g, ' ');
  const heading = /<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
  const entries: SearchEntry[] = [];
  let from = 0;
  let current = { href, heading: title };
  for (let match = heading.exec(body); match; match = heading.exec(body)) {
    entries.push({ ...current, page: title, text: textOf(body.slice(from, match.index)) });
    current = { href: `${href}#${match[2]}`, heading: textOf(match[3]!) };
    from = match.index + match[0].length;
  }
  entries.push({ ...current, page: title, text: textOf(body.slice(from)) });
  return entries.filter((entry) => entry.text || entry.heading !== title);
}

export interface SearchResult {
  entry: SearchEntry;
  score: number;
  /** A few words of the text around the first match (or its start). */
  snippet: string;
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}_]+(?:[-./][\p{L}\p{N}_]+)*/gu) ?? [];

/**
 * The entries that hold every word of `query` (as a word or the start of one), best first: a word in
 * the heading counts most, then in the page's title, then each time it is in the text (up to a
 * few). Ties keep the docs' order.
 */
export function search(entries: readonly SearchEntry[], query: string, limit = 10): SearchResult[] {
  const terms = [...new Set(words(query))];
  if (terms.length === 0) return [];
  const results: SearchResult[] = [];
  entries.forEach((entry, order) => {
    const heading = words(entry.heading);
    const page = words(entry.page);
    const text = words(entry.text);
    let score = 0;
    for (const term of terms) {
      const matches = (list: string[]) => list.filter((word) => word.startsWith(term) || (term.length > 3 && word.includes(term))).length;
      const inHeading = matches(heading);
      const inPage = matches(page);
      const inText = Math.min(matches(text), 5);
      if (inHeading + inPage + inText === 0) return;
      score += inHeading * 10 + (heading.includes(term) ? 5 : 0) + inPage * 4 + inText;
    }
    results.push({ entry, score: score - order / 10_000, snippet: snippetOf(entry.text, terms) });
  });
  return results.sort((a, b) => b.score - a.score).slice(0, limit);
}

function snippetOf(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0), text.length);
  const start = at === text.length ? 0 : Math.max(0, lower.lastIndexOf(' ', Math.max(0, at - 60)) + 1);
  const end = Math.min(text.length, start + 160);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
