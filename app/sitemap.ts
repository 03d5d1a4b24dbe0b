import type { MetadataRoute } from 'next';
import { DOCS_PAGES } from '@/components/docs/registry';
import { getConfig } from '@/lib/config';

// The site's origin is PUBLIC_BASE_URL, known only when the server runs.
export const dynamic = 'force-dynamic';

/** The site's pages and every page of the docs registry, for search engines. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = getConfig().publicBaseUrl;
  const site = ['/', '/pricing', '/themes', '/verify', '/keys'];
  return [...site, ...DOCS_PAGES.map((page) => page.href)].map((path) => ({ url: `${base}${path === '/' ? '' : path}` }));
}
