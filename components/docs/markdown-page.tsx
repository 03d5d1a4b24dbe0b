import type { Metadata } from 'next';
import { getConfig } from '@/lib/config';
import { DocsArticle } from './docs-article';
import { docsMetadata } from './document';
import { MarkdownContent } from './markdown';
import { contentLink, CONTENT_NOT_RUN, docsPage } from './registry';

/** The docs pages written in Markdown (components/docs/content): the file each shows, the prefix of its anchors, its description. */
export const MARKDOWN_PAGES = {
  '/docs/in-depth': {
    file: 'api.md',
    prefix: 'api',
    description: 'Every endpoint, the request fields, charging and limits, queued renders, buying a key, provenance, batches, storage, retention and webhooks.',
  },
  '/docs/engine': {
    file: 'engine.md',
    prefix: 'engine',
    description: 'How posters are drawn: map data and hosting your own, scale, themes, labels, speed and load.',
  },
  '/docs/operating': {
    file: 'operating.md',
    prefix: 'operating',
    description: 'The MCP server, every setting, deploying (containers, Vercel), the operator scripts and how the tests run.',
  },
} as const;
type MarkdownHref = keyof typeof MARKDOWN_PAGES;

/** A Markdown page's <head>: its title as the docs name it, and its description. */
export function markdownGuideMetadata(href: MarkdownHref): Metadata {
  return docsMetadata(docsPage(href).title, MARKDOWN_PAGES[href].description);
}

/**
 * A docs page of Markdown. Each page file still says `export const dynamic = 'force-dynamic'` itself
 * (Next.js reads that from the file): the examples name this deployment's own origin (PUBLIC_BASE_URL),
 * known only when the server runs.
 */
export function MarkdownGuide({ href }: { href: MarkdownHref }) {
  const { file, prefix } = MARKDOWN_PAGES[href];
  return (
    <DocsArticle href={href}>
      <MarkdownContent file={file} prefix={prefix} base={getConfig().publicBaseUrl} link={contentLink} notRun={CONTENT_NOT_RUN} />
    </DocsArticle>
  );
}
