import Link from 'next/link';
import type { ReactNode } from 'react';

/** Each link's words, and the shorter ones a phone's one-line header shows. */
const NAV = [
  ['/pricing', 'Pricing', 'Pricing'],
  ['/docs', 'Docs', 'Docs'],
  ['/themes', 'Themes', 'Themes'],
  ['/keys', 'Your key', 'Key'],
  ['/verify', 'Verify a poster', 'Verify'],
] as const;

export function SiteHeader() {
  return (
    <header className="site">
      <Link className="brand" href="/">
        Atlasprint
      </Link>
      <nav aria-label="Main">
        {NAV.map(([href, label, short]) =>
          label === short ? (
            <Link key={href} href={href}>
              {label}
            </Link>
          ) : (
            <Link key={href} href={href}>
              <span className="nav-long">{label}</span>
              <span className="nav-short">{short}</span>
            </Link>
          ),
        )}
      </nav>
    </header>
  );
}

export function SiteFooter() {
  return <footer className="site">Map data © OpenStreetMap contributors (ODbL). Atlasprint renders print-ready map posters by API.</footer>;
}

export function SitePage({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={narrow ? 'narrow' : undefined}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
