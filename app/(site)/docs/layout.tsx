import type { ReactNode } from 'react';
import { DocsNav, type NavLink } from '@/components/docs/docs-nav';
import { DOCS_PAGES, DOCS_SECTIONS } from '@/components/docs/registry';
import { SitePage } from '@/components/site-chrome';
import './docs.css';

/** The docs site: the registry's pages in a left navigation by section, each page beside it. */
export default function DocsLayout({ children }: { children: ReactNode }) {
  const sections = DOCS_SECTIONS.map((title) => ({
    title,
    links: DOCS_PAGES.filter((page) => page.section === title).map(
      (page): NavLink =>
        page.operation
          ? { href: page.href, label: page.name, method: page.operation.method, group: page.operation.tag, path: page.operation.path }
          : { href: page.href, label: page.title },
    ),
  }));
  return (
    <SitePage>
      <div className="docs-site">
        <DocsNav sections={sections} />
        <div className="docs-page">{children}</div>
      </div>
    </SitePage>
  );
}
