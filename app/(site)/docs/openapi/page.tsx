import { CodeBlock } from '@/components/docs/code-block';
import { sdkExample, typedClient } from '@/components/docs/examples';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { apiHref, docsHref, OPERATION_NAMES } from '@/components/docs/registry';
import { SDK_CALLS, SDK_PACKAGE } from '@/components/docs/sdk';
import { DataTable } from '@/components/docs/table';
import { documentedOperations } from '@/lib/openapi';
import { WAIT_INTERVAL_MS } from '@/packages/sdk/src';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata('The SDK and OpenAPI', 'The TypeScript SDK, a method per operation; the OpenAPI 3.1 document it is typed from.');

/** Each operation's SDK call, written with the names of what it takes. */
const signature = (operationId: keyof typeof SDK_CALLS) =>
  SDK_CALLS[operationId]({ ids: ['id'], query: 'query', queryValues: { session_id: 'sessionId' }, body: 'request' })
    .replace('atlasprint.files.download(id)', 'atlasprint.files.download(url)')
    .replace(/\(query\)$/, '(query?)');

export default function OpenApiGuide() {
  const { base } = docsContext();
  const typed = typedClient(base);
  return (
    <DocsArticle href="/docs/openapi">
      <section aria-labelledby="sdk">
        <h2 id="sdk">The SDK</h2>
        <p>
          <code>{SDK_PACKAGE}</code> is the TypeScript client every TypeScript example of these docs is written with (install it as the{' '}
          <a href={docsHref('quickstart')}>quickstart</a> says; Node.js 20 or later, no dependencies). It is typed from this API&apos;s OpenAPI document:
        </p>
        <ul>
          <li>
            Arguments are checked exactly: a field the API does not have (<code>zom: 14</code>), an unknown color slot (<code>colors: {'{ sky: … }'}</code>) or
            a value of the wrong type fails to compile, whether the object is written in the call or built before it, in a batch&apos;s items and defaults too.
          </li>
          <li>
            Every error answer is thrown as an <code>AtlasprintError</code> with its HTTP <code>status</code>, the API&apos;s stable <code>code</code>, its{' '}
            <code>message</code> and <code>requestId</code> (and <code>retryAfter</code> when the API said).
          </li>
          <li>
            Renders, queued renders and batches carry an Idempotency-Key (a new one per call unless you give one); a busy (503) or failed (502) answer or a lost
            connection is retried with backoff under the same key, so a retry is never charged twice. Other writes are not retried.
          </li>
          <li>
            <code>renders.wait(id)</code> polls a queued render ({WAIT_INTERVAL_MS.first / 1000} s, then {WAIT_INTERVAL_MS.growth} times as long each time, up
            to {WAIT_INTERVAL_MS.max / 1000} s apart) until it succeeds or fails; <code>verifyWebhook</code> checks a <a href={docsHref('webhooks')}>webhook</a>{' '}
            delivery&apos;s signature.
          </li>
        </ul>
        <CodeBlock label="TypeScript (SDK): queue a render, wait for it, branch on an error's code" language="ts" code={sdkExample(base)} />
        <DataTable
          caption="Each operation and its SDK method"
          columns={['Operation', 'SDK']}
          rows={documentedOperations().map((operation) => [
            <a key="operation" href={apiHref(operation.method, operation.path)}>
              {OPERATION_NAMES[operation.operationId]}
            </a>,
            <code key="sdk">{signature(operation.operationId)}</code>,
          ])}
        />
      </section>
      <section aria-labelledby="typed-client">
        <h2 id="typed-client">The OpenAPI document</h2>
        <p>
          <a href="/openapi.json">/openapi.json</a> describes every endpoint, field, bound, status and header of these pages as OpenAPI 3.1. It is generated
          from the same schemas the API validates with, so it cannot drift from what the server accepts. Load it into your HTTP client or code generator.
        </p>
        <CodeBlock
          label="curl"
          language="sh"
          code={`curl -s --fail-with-body ${base}/openapi.json -o atlasprint-openapi.json && jq -r '.info | "\\(.title) \\(.version)"' atlasprint-openapi.json`}
        />
        <p>
          Without the SDK, generate types from it with <a href="https://openapi-ts.dev">openapi-typescript</a> (its default options) and call the API with{' '}
          <a href="https://openapi-ts.dev/openapi-fetch/">openapi-fetch</a> (<code>npm install openapi-fetch</code>,{' '}
          <code>npm install -D openapi-typescript typescript @types/node</code>). A request needs only what the API needs, and <code>data</code> and{' '}
          <code>error</code> are typed by status; but openapi-fetch lets some unknown fields through (<code>{'{ lat, lon, zom: 14 }'}</code> compiles), which
          the SDK refuses.
        </p>
        <CodeBlock label="Shell" language="sh" code={typed.generate} />
        <CodeBlock label="TypeScript (openapi-fetch, without the SDK)" language="ts" code={typed.ts} />
      </section>
    </DocsArticle>
  );
}
