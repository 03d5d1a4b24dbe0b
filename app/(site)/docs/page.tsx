import { CodeBlock } from '@/components/docs/code-block';
import { DEFAULT_BODY_LIMIT, RENDER_BODY_LIMIT } from '@/lib/http';
import { RENDER_DEADLINE_MS } from '@/lib/render';
import { DocsArticle } from '@/components/docs/docs-article';
import { docsContext, docsMetadata } from '@/components/docs/document';
import { apiHref, DOCS_PAGES, docsHref, movedAnchors, schemaHref } from '@/components/docs/registry';
import { OldAnchorRedirect } from '@/components/docs/old-anchor';
import { SDK_PACKAGE, sdkInstall } from '@/components/docs/sdk';

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = docsMetadata(
  'Overview and quickstart',
  'Render print-ready map posters by API: a quickstart, guides, and a reference of every operation with curl and TypeScript examples.',
);

export default function DocsHome() {
  const { base } = docsContext();
  return (
    <DocsArticle
      href="/docs"
      lead={
        <p className="lead">
          Render print-ready map posters with one call: post a place, a theme and a title; get back a link to a signed SVG, PDF, PNG, JPEG or WebP file.
        </p>
      }
    >
      <section aria-labelledby="quickstart">
        <h2 id="quickstart">Quickstart</h2>
        <p>
          Three steps from a key to a signed poster of a named place. You need an API key (buy one on the <a href="/pricing">pricing page</a>, or see{' '}
          <a href={docsHref('buying')}>Buying a key</a>), <code>curl</code> and <code>jq</code>.
        </p>
        <h3 id="quickstart-key">1. Your key</h3>
        <p>
          The examples read the key from the environment. Every shell, TypeScript and Python example of these docs is run by our tests, page by page in the
          order of the navigation, against a live server.
        </p>
        <CodeBlock
          label="Shell: put your key in ATLASPRINT_KEY and check it"
          language="sh"
          code={`export ATLASPRINT_KEY=atp_live_…   # your key; never commit it
curl -s --fail-with-body ${base}/v1/me -H "Authorization: Bearer $ATLASPRINT_KEY"   # check it: plan, status, usage`}
        />
        <p id="quickstart-sdk">
          The TypeScript tab of every example uses the SDK, <code>{SDK_PACKAGE}</code>: a method per operation, typed from this API (a misspelt field fails to
          compile), errors thrown as an <code>AtlasprintError</code> with the API&apos;s code, retries with an Idempotency-Key. This server serves the SDK of
          its own API; install it in your project (a folder with a <code>package.json</code>; <code>npm init -y</code> makes one), then save a TypeScript block
          as <code>example.mts</code> and run <code>npx tsx example.mts</code>. See <a href={docsHref('sdk')}>the SDK</a>.
        </p>
        <CodeBlock label="Shell: install the SDK" language="sh" code={sdkInstall(base)} />
        <h3 id="quickstart-place">2. Find a place</h3>
        <p>
          <a href={apiHref('get', '/v1/places')}>GET /v1/places</a> turns a place name into its coordinates and a zoom that frames it (no key, nothing charged).
        </p>
        <CodeBlock
          label="Shell: from a place name to its coordinates"
          language="sh"
          code={`curl -s --fail-with-body '${base}/v1/places?q=Kobenhavn&limit=1' | tee place.json`}
        />
        <h3 id="quickstart-poster">3. Render its poster</h3>
        <p>
          <a href={apiHref('post', '/v1/render')}>POST /v1/render</a> draws it and answers a link to the signed file. This one asks for zoom 14, the centre of
          Copenhagen; the place&apos;s own zoom frames the whole city.
        </p>
        <CodeBlock
          label="Shell: a poster of the place"
          language="sh"
          code={`jq '.results[0] | {lat, lon, zoom: 14, city: .name, country: .countryName, theme: "vintage_atlas", format: "png"}' place.json \\
  | curl -s --fail-with-body ${base}/v1/render -H "Authorization: Bearer $ATLASPRINT_KEY" \\
      -H 'Content-Type: application/json' -d @- | tee poster.json`}
        />
        <p>
          The answer is a <a href={schemaHref('RenderResult')}>RenderResult</a>: the file&apos;s public <code>url</code>, its signed <code>provenance</code>,
          your <code>usage</code> and any <code>warnings</code>.
        </p>
      </section>
      <section aria-labelledby="basics">
        <h2 id="basics">The basics</h2>
        <ul>
          <li>
            Base URL: <code>{base}</code>. Use HTTPS in production.
          </li>
          <li>
            Requests and responses are JSON (<code>Content-Type: application/json</code>); request bodies are at most {DEFAULT_BODY_LIMIT / 1024} KiB (
            {RENDER_BODY_LIMIT / 1024 / 1024} MiB for POST /v1/render and /mcp, which may carry a routeTrack).
          </li>
          <li>
            Every error is <code>{'{"error": true, "code": "…", "message": "…"}'}</code>: a stable code to branch on and a message that says what is wrong and
            names the field, e.g. <code>zoom must be between 0 and 22</code>. See <a href={docsHref('errors')}>Errors</a>.
          </li>
          <li>
            Every response carries an <code>X-Request-Id</code>; quote it when you report a problem.
          </li>
          <li>
            A render takes well under a second at the usual sizes (0.3 to 0.7 s measured for a 3072×4096 PNG or PDF of a city centre), longer for the first
            poster of a new place, and for the first posters in the minute after the server starts (it warms its engine and builds its place index then); the
            deadline is {RENDER_DEADLINE_MS / 1000} s, so set your client&apos;s timeout a little longer than that.
          </li>
        </ul>
      </section>
      <section aria-labelledby="next-steps">
        <h2 id="next-steps">Where next</h2>
        <ul className="docs-cards">
          {DOCS_PAGES.filter((page) => page.section === 'Guides').map((page) => (
            <li key={page.href}>
              <a href={page.href}>{page.title}</a>
            </li>
          ))}
          <li>
            <a href="/docs/api">API reference</a>: every operation, generated from the <a href="/openapi.json">OpenAPI document</a>.
          </li>
        </ul>
      </section>
      <OldAnchorRedirect moved={movedAnchors()} />
    </DocsArticle>
  );
}
