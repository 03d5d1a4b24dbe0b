import { MarkdownGuide, markdownGuideMetadata } from '@/components/docs/markdown-page';

export const dynamic = 'force-dynamic'; // the examples name this deployment's origin, known only when the server runs
export const metadata = markdownGuideMetadata('/docs/in-depth');
export default function ApiInDepth() {
  return <MarkdownGuide href="/docs/in-depth" />;
}
