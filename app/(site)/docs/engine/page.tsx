import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { MarkdownContent } from '@/components/docs/markdown';
import { contentLink, CONTENT_NOT_RUN } from '@/components/docs/registry';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata('The poster engine', 'How posters are drawn: map data and hosting your own, scale, themes, labels, speed and load.');

export default function EngineGuide() {
  const { base } = docsContext();
  return (
    <DocsArticle href="/docs/engine">
      <MarkdownContent file="engine.md" prefix="engine" base={base} link={contentLink} notRun={CONTENT_NOT_RUN} />
    </DocsArticle>
  );
}
