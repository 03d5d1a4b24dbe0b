import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { operationSlug } from './anchors';
import { DOCS_PAGES, type DocsPage } from './registry';
import { pageEntries, type SearchEntry } from './search-index';

/**
 * Renders every docs page as the server would (its page component, outside Next.js) and indexes its
 * sections. Build-time only: react-dom/server is not for the app's server components.
 */
export async function buildSearchIndex(pages: readonly DocsPage[] = DOCS_PAGES): Promise<SearchEntry[]> {
  const entries: SearchEntry[] = [];
  for (const page of pages) {
    const element = await pageElement(page);
    const sections = pageEntries(renderToStaticMarkup(element), page.href, page.name);
    // An operation's page is one result, named as the navigation names it ("Create a render"): its
    // Request, Responses and Examples headings are the same on every such page.
    if (page.operation) {
      const { method, path } = page.operation;
      const text = sections.map((section) => section.text).join(' ');
      entries.push({ href: page.href, page: `${method.toUpperCase()} ${path}`, heading: page.name, text });
    } else {
      entries.push(...sections);
    }
  }
  return entries;
}

type PageModule = { default: () => ReactElement | Promise<ReactElement> };

/** The page module of each docs page that is not an operation's (one file each under app/(site)/docs). */
const PAGE_MODULES: Record<string, () => Promise<PageModule>> = {
  '/docs': () => import('@/app/(site)/docs/page'),
  '/docs/posters': () => import('@/app/(site)/docs/posters/page'),
  '/docs/print': () => import('@/app/(site)/docs/print/page'),
  '/docs/routes': () => import('@/app/(site)/docs/routes/page'),
  '/docs/keys': () => import('@/app/(site)/docs/keys/page'),
  '/docs/provenance': () => import('@/app/(site)/docs/provenance/page'),
  '/docs/mcp': () => import('@/app/(site)/docs/mcp/page'),
  '/docs/webhooks': () => import('@/app/(site)/docs/webhooks/page'),
  '/docs/errors': () => import('@/app/(site)/docs/errors/page'),
  '/docs/openapi': () => import('@/app/(site)/docs/openapi/page'),
  '/docs/deploying': () => import('@/app/(site)/docs/deploying/page'),
  '/docs/in-depth': () => import('@/app/(site)/docs/in-depth/page'),
  '/docs/engine': () => import('@/app/(site)/docs/engine/page'),
  '/docs/operating': () => import('@/app/(site)/docs/operating/page'),
  '/docs/api': () => import('@/app/(site)/docs/api/page'),
  '/docs/api/schemas': () => import('@/app/(site)/docs/api/schemas/page'),
};

async function pageElement(page: DocsPage): Promise<ReactElement> {
  if (page.operation) {
    const { default: OperationPage } = await import('@/app/(site)/docs/api/[operation]/page');
    return OperationPage({ params: Promise.resolve({ operation: operationSlug(page.operation.operationId) }) });
  }
  const load = PAGE_MODULES[page.href];
  if (!load) throw new Error(`the search index does not know the module of ${page.href}: add it to PAGE_MODULES`);
  const rendered = await (await load()).default();
  return createElement(() => rendered);
}
