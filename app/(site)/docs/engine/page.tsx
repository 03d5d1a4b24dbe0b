import { MarkdownGuide, markdownGuideMetadata } from '@/components/docs/markdown-page';

export const dynamic = 'force-dynamic'; // the examples name this deployment's origin, known only when the server runs
export const metadata = markdownGuideMetadata('/docs/engine');
export default function EngineGuide() {
  return <MarkdownGuide href="/docs/engine" />;
}
