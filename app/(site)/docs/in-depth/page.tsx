import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { MarkdownContent } from '@/components/docs/markdown';
import { contentLink, CONTENT_NOT_RUN } from '@/components/docs/registry';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata(
  'The API in depth',
  'Every endpoint, the request fields, charging and limits, queued renders, buying a key, provenance, batches, storage, retention and webhooks.',
);

export default function ApiInDepth() {
  const { base } = docsContext();
  return (
    <DocsArticle href="/docs/in-depth">
      <MarkdownContent file="api.md" prefix="api" base={base} link={contentLink} notRun={CONTENT_NOT_RUN} />
    </DocsArticle>
  );
}
