import type { ReactNode } from 'react';
import { docsPage, type TocEntry } from './registry';

function Toc({ entries }: { entries: TocEntry[] }) {
  return (
    <ol>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.label}</a>
          {entry.children ? <Toc entries={entry.children} /> : null}
        </li>
      ))}
    </ol>
  );
}

/** A docs page: its h1 (the registry's title and id), a lead, the in-page table of contents from the registry, then its sections. */
export function DocsArticle({ href, heading, lead, children }: { href: string; heading?: ReactNode; lead?: ReactNode; children: ReactNode }) {
  const page = docsPage(href);
  return (
    <div className="docs">
      <header className="docs-intro">
        <p className="docs-kicker">{page.section}</p>
        <h1 id={page.id}>{heading ?? page.title}</h1>
        {lead}
      </header>
      {page.toc.length ? (
        <nav className="toc" aria-labelledby="toc-title">
          <h2 id="toc-title">On this page</h2>
          <Toc entries={page.toc} />
        </nav>
      ) : null}
      <div className="docs-body">{children}</div>
    </div>
  );
}
