'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Fragment, type ReactNode, useRef } from 'react';
import { DocsSearch } from './docs-search';

export interface NavLink {
  href: string;
  label: string;
  method?: string;
  group?: string;
  /** An operation's path: the link's tooltip (its name is the label). */
  path?: string;
}

/**
 * The docs' left navigation: each section's pages, the current one marked. Shown twice from one
 * list: a sidebar on wide screens and, on a phone, a menu folded into a <details> at the top; CSS
 * displays one of them.
 */
export function DocsNav({ sections }: { sections: { title: string; links: NavLink[] }[] }) {
  const pathname = usePathname();
  const menu = useRef<HTMLDetailsElement>(null);
  // The layout (and so the phone's menu) stays across pages: fold it when a link is followed, so the new page shows.
  const fold = () => {
    if (menu.current) menu.current.open = false;
  };
  const lists = sections.map((section) => (
    <div key={section.title} className="docs-nav-section">
      <p className="docs-nav-title">{section.title}</p>
      <ul>
        {section.links.map((link, index) => (
          <li key={link.href} className={link.group && link.group !== section.links[index - 1]?.group ? 'group-start' : undefined}>
            {link.group && link.group !== section.links[index - 1]?.group ? <span className="docs-nav-group">{link.group}</span> : null}
            <Link href={link.href} title={link.path} aria-current={pathname === link.href ? 'page' : undefined} onClick={fold}>
              {link.method ? <span className={`nav-method method-${link.method}`}>{link.method.toUpperCase()}</span> : null}
              <span>{breakable(link.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
  const current = sections.flatMap((section) => section.links).find((link) => link.href === pathname);
  return (
    <nav className="docs-nav" aria-label="Docs">
      <DocsSearch />
      <details className="docs-menu" ref={menu}>
        <summary>
          Docs menu
          {current ? <span className="muted">: {current.label}</span> : null}
        </summary>
        {lists}
      </details>
      <div className="docs-sidebar">{lists}</div>
    </nav>
  );
}

/** A path may wrap after each `/` (and nowhere else): /v1/batches/{id}/archive, not …/ar chive. */
function breakable(label: string): ReactNode {
  if (!label.startsWith('/')) return label;
  return label.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? '/' : null}
      {part}
      {index > 0 ? <wbr /> : null}
    </Fragment>
  ));
}
