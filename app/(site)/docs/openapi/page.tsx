import { CodeBlock } from '@/components/docs/code-block';
import { typedClient } from '@/components/docs/examples';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata('OpenAPI and typed client', 'The OpenAPI 3.1 document and a typed TypeScript client generated from it.');

export default function OpenApiGuide() {
  const { base } = docsContext();
  const typed = typedClient(base);
  return (
    <DocsArticle href="/docs/openapi">
      <p>
        <a href="/openapi.json">/openapi.json</a> describes every endpoint, field, bound, status and header of this page as OpenAPI 3.1. It is generated from
        the same schemas the API validates with, so it cannot drift from what the server accepts. Load it into your HTTP client or code generator.
      </p>
      <CodeBlock
        label="curl"
        language="sh"
        code={`curl -s --fail-with-body ${base}/openapi.json -o atlasprint-openapi.json && jq -r '.info | "\\(.title) \\(.version)"' atlasprint-openapi.json`}
      />
      <section aria-labelledby="typed-client">
        <h2 id="typed-client">Typed client</h2>
        <p>
          For TypeScript, generate the types of every path, body and response from the document with <a href="https://openapi-ts.dev">openapi-typescript</a>{' '}
          (its default options) and call the API with <a href="https://openapi-ts.dev/openapi-fetch/">openapi-fetch</a> (<code>npm install openapi-fetch</code>,{' '}
          <code>npm install -D openapi-typescript typescript @types/node</code>). A request needs only what the API needs (<code>lat</code> and <code>lon</code>{' '}
          for a render), a wrong field or value fails to compile, and <code>data</code> and <code>error</code> are typed by status.
        </p>
        <CodeBlock label="Shell" language="sh" code={typed.generate} />
        <CodeBlock label="TypeScript (openapi-fetch)" language="ts" code={typed.ts} />
      </section>
    </DocsArticle>
  );
}
