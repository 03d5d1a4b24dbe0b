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

async function pageElement(page: DocsPage): Promise<ReactElement> {
  if (page.operation) {
    const { default: OperationPage } = await import('@/app/(site)/docs/api/[operation]/page');
    return OperationPage({ params: Promise.resolve({ operation: operationSlug(page.operation.operationId) }) });
  }
  const segment = page.href.replace(/^\/docs\/?/, '');
  const module = (await import(`@/app/(site)/docs/${segment ? `${segment}/` : ''}page.tsx`)) as { default: () => ReactElement | Promise<ReactElement> };
  const rendered = await module.default();
  return createElement(() => rendered);
}
