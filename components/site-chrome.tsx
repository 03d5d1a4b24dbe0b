import Link from 'next/link';
import type { ReactNode } from 'react';

const NAV = [
  ['/pricing', 'Pricing'],
  ['/docs', 'Docs'],
  ['/themes', 'Themes'],
  ['/keys', 'Your key'],
  ['/verify', 'Verify a poster'],
] as const;

export function SiteHeader() {
  return (
    <header className="site">
      <Link className="brand" href="/">
        Atlasprint
      </Link>
      <nav aria-label="Main">
        {NAV.map(([href, label]) => (
          <Link key={href} href={href}>
            {label}
          </Link>
        ))}
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
