import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CodeBlock, Examples } from '@/components/docs/code-block';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext } from '@/components/docs/document';
import { Endpoint } from '@/components/docs/endpoint';
import { endpointContent } from '@/components/docs/endpoint-content';
import { API_PAGES, docsHref } from '@/components/docs/registry';
import { generatedRequest } from '@/components/docs/requests';
import { sampleResponse } from '@/components/docs/sample-response';
import { operationSlug } from '@/components/docs/anchors';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const dynamicParams = false;

export function generateStaticParams() {
  return API_PAGES.map((page) => ({ operation: operationSlug(page.operation!.operationId) }));
}

const pageOf = (slug: string) => API_PAGES.find((page) => operationSlug(page.operation!.operationId) === slug);

export async function generateMetadata({ params }: { params: Promise<{ operation: string }> }) {
  const page = pageOf((await params).operation);
  return page ? { title: `${page.name} (${page.title}) · Atlasprint API reference`, description: page.operation!.summary } : {};
}

export default async function OperationPage({ params }: { params: Promise<{ operation: string }> }) {
  const page = pageOf((await params).operation);
  if (!page) notFound();
  const { method, path, operationId } = page.operation!;
  const { base, document, operation } = docsContext();
  const content = (endpointContent(document, base) as Record<string, { request?: ReactNode; examples: ReactNode } | undefined>)[operationId];
  const sample = sampleResponse(document, method, path);
  return (
    <DocsArticle
      href={page.href}
      heading={
        <>
          <span className={`method method-${method}`}>{method.toUpperCase()}</span> <code className="path">{path}</code>
        </>
      }
      lead={<p className="lead operation-name">{page.name}</p>}
    >
      <Endpoint operation={operation(method, path)} request={content?.request}>
        {content?.examples ?? (
          <>
            <Examples {...generatedRequest(document, base, method, path, { show: 'info' })} />
            <p>
              See <a href={docsHref('openapi')}>The SDK and OpenAPI</a>.
            </p>
          </>
        )}
        {sample ? (
          sample.json ? (
            <CodeBlock label={`Response ${sample.status} (sample)`} language="json" code={sample.json} />
          ) : (
            <p>
              Response {sample.status}: <code>{sample.contentType}</code>, {sample.description.replace(/^./, (letter) => letter.toLowerCase())}
            </p>
          )
        ) : null}
      </Endpoint>
    </DocsArticle>
  );
}
