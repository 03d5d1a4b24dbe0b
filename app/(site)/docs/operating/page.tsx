import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { MarkdownContent } from '@/components/docs/markdown';
import { contentLink, CONTENT_NOT_RUN } from '@/components/docs/registry';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata(
  'Running the service',
  'The MCP server, every setting, deploying (containers, Vercel), the operator scripts and how the tests run.',
);

export default function OperatingGuide() {
  const { base } = docsContext();
  return (
    <DocsArticle href="/docs/operating">
      <MarkdownContent file="operating.md" prefix="operating" base={base} link={contentLink} notRun={CONTENT_NOT_RUN} />
    </DocsArticle>
  );
}
