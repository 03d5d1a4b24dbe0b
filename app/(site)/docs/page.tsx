import type { ReactNode } from 'react';
import { CodeBlock, Examples } from '@/components/docs/code-block';
import { Endpoint, endpointId, schemaId, type Operation } from '@/components/docs/endpoint';
import { examples, offlineVerification, printExamples, typedClient, webhookVerification } from '@/components/docs/examples';
import { SchemaTable } from '@/components/docs/schema-table';
import { DataTable } from '@/components/docs/table';
import { SitePage } from '@/components/site-chrome';
import { getConfig } from '@/lib/config';
import { CHECKOUT_RATE_LIMIT } from '@/lib/billing';
import { DATABASE_RETRY_SECONDS } from '@/lib/errors';
import { ALL_ERROR_CODES, DEFAULT_BODY_LIMIT, FIELDS_BODY_LIMIT, RENDER_BODY_LIMIT, VERIFY_BODY_LIMIT } from '@/lib/http';
import { KEY_PREFIX, RECOVERY_RATE_LIMIT, RECOVERY_TOKEN_TTL_SECONDS } from '@/lib/keys';
import {
  boundsOf,
  buildOpenApiDocument,
  defaultOf,
  docsEndpoints,
  EXAMPLE_RENDER_REQUEST,
  exampleRenderResult,
  FIELD_UNITS,
  fieldMeaning,
  LABELLED_THEMES,
  requestBodySchema,
  type EndpointOperationId,
  type JsonSchema,
  type RenderField,
  SERVER_LIMITS,
} from '@/lib/openapi';
import { PLAN_IDS, PLANS } from '@/lib/plans';
import { BUSY_RETRY_SECONDS, DESIGN_FIELDS, IDEMPOTENCY_RETRY_SECONDS, IDEMPOTENCY_WINDOW_HOURS, SHORT_NAMES } from '@/lib/posters';
import { canonicalBytes, PROVENANCE_KEYWORD } from '@/lib/provenance';
import {
  COLOR_SLOTS,
  COVERED_SCRIPTS,
  FORMATS,
  LEGACY_THEME_KEYS,
  MAP_CREDIT,
  MAX_ASPECT,
  MAX_DIMENSION,
  MAX_MARKERS,
  MAX_TEXT_LENGTH,
  MAX_VIA_POINTS,
  MIN_DIMENSION,
  MIN_TEXT_CONTRAST,
  PREVIEW_DIMENSION,
  RENDER_DEADLINE_MS,
  RENDER_QUEUE_LIMIT,
  THEMES,
  TILE_COLOR_SLOTS,
  TILE_STYLE_KEYS,
  TILE_STYLES,
  type Theme,
} from '@/lib/render';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_EVENT_TYPES, WEBHOOK_RETRY, WEBHOOK_TIMEOUT_MS } from '@/lib/webhooks';
import './docs.css';

const ERROR_CODE_LIST = ALL_ERROR_CODES.join(', ');

// The examples name this deployment's own origin (PUBLIC_BASE_URL), known only when the server runs.
export const dynamic = 'force-dynamic';
export const metadata = {
  title: 'API reference · Atlasprint',
  description: 'Every endpoint, field, limit, error and header of the Atlasprint Render API, with curl and TypeScript examples.',
};

type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; headers: Record<string, { description: string }> };
};

/**
 * The endpoints of the page (its table of contents, "Endpoints at a glance", the sections under
 * Endpoints, the statuses table), read off the OpenAPI document's operations in the document's
 * order (lib/openapi OPERATIONS: find a place, render, the key, verify, buy, then the service's
 * own paths). /openapi.json is no endpoint here: it has the section "OpenAPI document".
 */
const ENDPOINTS = docsEndpoints();

const RESPONSE_SCHEMAS = [
  'Places',
  'RenderResult',
  'RenderAccepted',
  'Render',
  'RenderList',
  'BatchAccepted',
  'Batch',
  'WebhookEndpointCreated',
  'WebhookEndpointList',
  'WebhookDeleted',
  'WebhookDeliveryList',
  'WebhookEvent',
  'KeyStatus',
  'KeyRotated',
  'KeyRevealed',
  'KeyUpgraded',
  'KeyPending',
  'UpgradeCheckout',
  'RecoveryAccepted',
  'VerifyResult',
  'CheckoutResult',
  'Health',
  'SigningKeys',
  'Error',
] as const;

const RENDER_SECTIONS = [
  ['request-fields', 'Request fields'],
  ['design-fields', 'Design fields'],
  ['themes', 'Themes'],
  ['own-colours', 'Your own colours'],
  ['short-names', 'Share-link short names (rawParams)'],
  ['formats', 'Formats'],
  ['cross-field-rules', 'Rules across fields'],
] as const;

interface TocEntry {
  id: string;
  label: ReactNode;
  children?: TocEntry[];
}

const TOC: TocEntry[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'authentication', label: 'Authentication' },
  {
    id: 'endpoints',
    label: 'Endpoints',
    children: ENDPOINTS.map(({ method, path }) => ({
      id: endpointId(method, path),
      label: (
        <>
          <span className="toc-method">{method.toUpperCase()}</span> {path}
        </>
      ),
    })),
  },
  { id: 'render-request', label: 'RenderRequest', children: RENDER_SECTIONS.map(([id, label]) => ({ id, label })) },
  { id: 'print', label: 'Print sizes' },
  { id: 'responses', label: 'Response bodies' },
  { id: 'errors', label: 'Errors' },
  { id: 'limits', label: 'Charging, limits and headers' },
  { id: 'provenance', label: 'Provenance' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'storage', label: 'Storage' },
  { id: 'buying', label: 'Buying a key' },
  { id: 'mcp', label: 'MCP server (AI agents)' },
  { id: 'versioning', label: 'Versioning' },
  { id: 'openapi', label: 'OpenAPI document' },
  { id: 'typed-client', label: 'Typed client' },
  { id: 'deploying', label: 'Deploying' },
];

/** What each status means across the API; the endpoints it applies to are read off the OpenAPI document. */
const STATUS_MEANING: Record<string, string> = {
  '202':
    'Not an error: the payment of a checkout is not confirmed yet (retry after Retry-After seconds); a change of plan to pay first (open its url); a key recovery request taken.',
  '304': 'Not modified: the file matches If-None-Match.',
  '400':
    'Invalid request: a bad or unknown field (named, with the rule, all problems at once), a body that is not a JSON object, no provenance record, an unknown plan, no session_id, a plan change asked of a single-render key or to the key’s own plan; or a request that is not well-formed HTTP.',
  '401': 'Missing, malformed, unknown or rotated-out API key.',
  '402': 'No render credits left (single plan).',
  '403': 'Key suspended (a payment failed) or revoked (the subscription ended): no renders, no change of plan.',
  '404': 'Unknown checkout id, recovery link, file or path.',
  '405': 'Method not supported by this path; the Allow header lists those that are.',
  '410': 'The key of this checkout was revealed already; a recovery link was used already or expired.',
  '413': 'Request body too large.',
  '415': 'Content-Type is not application/json.',
  '429': `Monthly quota used up (quota_exceeded): wait until 00:00 UTC on the 1st (Retry-After) or move the same key to a larger plan (POST /v1/keys/upgrade). Too many checkouts, key recovery requests or place searches from one address (rate_limited): retry after Retry-After.`,
  '408': `The request was not received in time (its headers within ${SERVER_LIMITS.headersSeconds} s, the whole request within ${SERVER_LIMITS.requestSeconds} s).`,
  '431': `Request headers larger than ${SERVER_LIMITS.headerKiB} KiB.`,
  '500': 'Unexpected fault; the message carries a request id to quote.',
  '502': 'The render, its storage or the payment provider failed. Renders are not charged; safe to retry.',
  '503': `Renderer busy or out of time (busy, timeout: Retry-After: ${BUSY_RETRY_SECONDS}); database unreachable (database_unavailable: Retry-After: ${DATABASE_RETRY_SECONDS}, nothing charged or kept); checkout, or key recovery by email, not configured (unavailable).`,
};

function Toc({ entries }: { entries: TocEntry[] }) {
  return (
    <ol>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.label}</a>
          {entry.children ? <Toc entries={entry.children} /> : null}
        </li>
      ))}
    </ol>
  );
}

const code = (text: string) => <code>{text}</code>;

function fieldRows(properties: Record<string, JsonSchema>, fields: readonly string[], required: readonly string[]): ReactNode[][] {
  return fields.map((name) => {
    const property = properties[name]!;
    const unit = FIELD_UNITS[name as RenderField];
    const enumValues = Array.isArray(property.enum) ? (property.enum as string[]) : undefined;
    const type =
      name === 'theme' ? (
        <>
          string: a <a href="#themes">theme key</a>
        </>
      ) : enumValues ? (
        enumValues.map((value, index) => (
          <span key={value}>
            {index > 0 ? ' | ' : ''}
            <code>{value}</code>
          </span>
        ))
      ) : name === 'colors' ? (
        <>
          object of <a href="#own-colours">colour slots</a>
        </>
      ) : property.type === 'array' ? (
        <>
          array of <code>{'{lat, lon}'}</code>
        </>
      ) : (
        String(property.type)
      );
    const bounds = boundsOf(property, unit);
    const fallback = defaultOf(property);
    return [
      <>
        <code>{name}</code>
        {required.includes(name) ? <span className="required"> required</span> : null}
      </>,
      type,
      fallback === undefined ? '—' : <code key="default">{fallback}</code>,
      bounds || '—',
      // The theme's description lists every theme; the section below shows them.
      name === 'theme' ? (
        <>
          {fieldMeaning(name).split('\n')[0]} See <a href="#themes">Themes</a>.
        </>
      ) : (
        fieldMeaning(name)
      ),
    ];
  });
}

function Swatches({ theme }: { theme: Theme }) {
  const { background, water, park, roads, text } = theme.palette;
  return (
    <span className="swatches" aria-hidden="true">
      {[background, water, park, roads.motorway, text].map((color, index) => (
        <span key={index} style={{ background: color }} />
      ))}
    </span>
  );
}

function ThemeCard({ theme, tile = false }: { theme: Theme; tile?: boolean }) {
  return (
    <li className="theme">
      <Swatches theme={theme} />
      <span className="theme-name">{theme.name}</span>
      <code>{theme.key}</code>
      {tile ? <span className="muted theme-note">renderMode tile · personal use only</span> : null}
      {theme.labels ? <span className="muted theme-note">map labels</span> : null}
    </li>
  );
}

/** SHORT_NAMES as table rows, `pairs` short-name/field pairs to a row. */
function shortNameRows(pairs: number): ReactNode[][] {
  const entries = Object.entries(SHORT_NAMES);
  const rows: ReactNode[][] = [];
  for (let index = 0; index < entries.length; index += pairs) {
    rows.push(entries.slice(index, index + pairs).flatMap(([short, field]) => [code(short), code(field)]));
  }
  return rows;
}

export default function DocsPage() {
  const base = getConfig().publicBaseUrl;
  const document = buildOpenApiDocument(base) as unknown as Document;
  const schemas = document.components.schemas;
  const renderRequest = requestBodySchema(document, 'RenderRequest');
  const properties = renderRequest.properties as Record<string, JsonSchema>;
  const requestFields = Object.keys(properties).filter((name) => !(DESIGN_FIELDS as string[]).includes(name));
  const required = renderRequest.required as string[];
  const calls = examples(base);
  const typed = typedClient(base);
  const operation = (method: string, path: string) => document.paths[path]![method]!;
  const statuses = new Map<string, string[]>();
  for (const { method, path } of ENDPOINTS) {
    for (const status of Object.keys(operation(method, path).responses)) {
      if (status.startsWith('2') && status !== '202') continue;
      statuses.set(status, [...(statuses.get(status) ?? []), `${method.toUpperCase()} ${path}`]);
    }
  }
  /** What each endpoint's section adds to the document's words: what the request carries (in words and links), and the examples. */
  const endpointContent: Record<EndpointOperationId, { request?: ReactNode; examples: ReactNode }> = {
    findPlaces: {
      examples: (
        <>
          <Examples {...calls.places!} />
          <p className="muted small">
            Place names: <a href="https://www.geonames.org/">GeoNames</a>, licensed <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
          </p>
        </>
      ),
    },
    renderPoster: {
      request: (
        <p>
          Body: a <a href="#render-request">RenderRequest</a>; only <code>lat</code> and <code>lon</code> are required. Response: a{' '}
          <a href={`#${schemaId('RenderResult')}`}>RenderResult</a>.
        </p>
      ),
      examples: (
        <>
          <Examples {...calls.render!} />
          <CodeBlock label="Response (200)" language="json" code={JSON.stringify(exampleRenderResult(base), null, 2)} />
        </>
      ),
    },
    // The asynchronous renders' examples and guide come with their docs slice (issue 30); the document's words stand meanwhile.
    queueRender: {
      request: (
        <p>
          Body: a <a href="#render-request">RenderRequest</a>, as for <code>POST /v1/render</code>. Response: a{' '}
          <a href={`#${schemaId('RenderAccepted')}`}>RenderAccepted</a>; then poll its <code>url</code>.
        </p>
      ),
      examples: null,
    },
    getRender: {
      request: (
        <p>
          Path: the render id. Response: a <a href={`#${schemaId('Render')}`}>Render</a>.
        </p>
      ),
      examples: null,
    },
    listRenders: {
      request: (
        <p>
          Query: <code>limit</code> and <code>starting_after</code>. Response: a <a href={`#${schemaId('RenderList')}`}>RenderList</a>.
        </p>
      ),
      examples: null,
    },
    createWebhook: {
      request: (
        <>
          <SchemaTable caption="WebhookRequest: the body of POST /v1/webhooks" schema={requestBodySchema(document, 'WebhookRequest')} />
          <p>
            Response: a <a href={`#${schemaId('WebhookEndpointCreated')}`}>WebhookEndpointCreated</a>, with the secret shown this once. See{' '}
            <a href="#webhooks">Webhooks</a> for what is sent and how to verify it.
          </p>
        </>
      ),
      examples: null,
    },
    listWebhooks: {
      request: (
        <p>
          Response: a <a href={`#${schemaId('WebhookEndpointList')}`}>WebhookEndpointList</a> (no secrets).
        </p>
      ),
      examples: null,
    },
    deleteWebhook: {
      request: (
        <p>
          Path: the endpoint id. Response: a <a href={`#${schemaId('WebhookDeleted')}`}>WebhookDeleted</a>.
        </p>
      ),
      examples: null,
    },
    listWebhookDeliveries: {
      request: (
        <p>
          Path: the endpoint id; query: <code>limit</code>. Response: a <a href={`#${schemaId('WebhookDeliveryList')}`}>WebhookDeliveryList</a>.
        </p>
      ),
      examples: null,
    },
    queueBatch: {
      request: (
        <p>
          Body: <code>renders</code>, 1 to 100 <a href="#render-request">RenderRequests</a>, and optional <code>defaults</code>, which each item is laid over
          field by field: a field the item gives (at its top level, in <code>params</code> or in <code>rawParams</code>) replaces the default’s value whole,
          lists and objects such as <code>markers</code> included; a field it leaves out keeps the default. A bad item is named by its index (
          <code>renders[3].zoom must be between 0 and 22</code>) and nothing is queued. Response: a <a href={`#${schemaId('BatchAccepted')}`}>BatchAccepted</a>.
        </p>
      ),
      examples: null,
    },
    getBatch: {
      request: (
        <p>
          Path: the batch id. Response: a <a href={`#${schemaId('Batch')}`}>Batch</a>; each render’s result or error is at <code>GET /v1/renders/{'{id}'}</code>
          .
        </p>
      ),
      examples: null,
    },
    getBatchArchive: {
      request: (
        <p>
          Path: the batch id. Response: a ZIP of the posters that have succeeded so far (<code>000-rnd_….png</code>, numbered as the request’s items) and{' '}
          <code>manifest.json</code>, which tells every item’s id, status, file, sha256, provenance and error.
        </p>
      ),
      examples: null,
    },
    getKeyStatus: { examples: <Examples {...calls.me!} /> },
    rotateKey: { examples: <Examples {...calls.rotate!} /> },
    upgradeKey: {
      request: <SchemaTable caption="UpgradeRequest: the body of POST /v1/keys/upgrade" schema={requestBodySchema(document, 'UpgradeRequest')} />,
      examples: (
        <>
          <p>
            Response: 200 with the key&apos;s <a href={`#${schemaId('KeyStatus')}`}>KeyStatus</a> on its new plan, or 202 with an{' '}
            <a href={`#${schemaId('UpgradeCheckout')}`}>UpgradeCheckout</a> to pay first. See <a href="#change-plan">Change plan</a>.
          </p>
          <Examples {...calls.upgrade!} />
        </>
      ),
    },
    requestKeyRecovery: {
      request: <SchemaTable caption="RecoveryRequest: the body of POST /v1/keys/recover" schema={requestBodySchema(document, 'RecoveryRequest')} />,
      examples: <Examples {...calls.recover!} />,
    },
    confirmKeyRecovery: {
      request: (
        <SchemaTable
          caption="RecoveryConfirmRequest: the body of POST /v1/keys/recover/confirm"
          schema={requestBodySchema(document, 'RecoveryConfirmRequest')}
        />
      ),
      examples: <Examples {...calls.recoverConfirm!} notRun="it needs the token of a recovery message, which only the person it is sent to has" />,
    },
    verifyProvenance: {
      request: <SchemaTable caption="VerifyRequest: the body of POST /v1/verify" schema={requestBodySchema(document, 'VerifyRequest')} />,
      examples: (
        <>
          <p>
            Send <code>sig</code> or <code>signature</code>: one of the two is required. See <a href="#provenance">Provenance</a> for where records come from.
          </p>
          <Examples {...calls.verify!} />
        </>
      ),
    },
    startCheckout: {
      request: <SchemaTable caption="CheckoutRequest: the body of POST /v1/checkout" schema={requestBodySchema(document, 'CheckoutRequest')} />,
      examples: <Examples {...calls.checkout!} />,
    },
    revealKey: {
      request: (
        <p>
          Query: <code>session_id</code> (required), the <code>id</code> returned by POST /v1/checkout.
        </p>
      ),
      examples: <Examples {...calls.key!} />,
    },
    health: { examples: <Examples {...calls.health!} /> },
    signingKey: { examples: <Examples {...calls.signingKey!} /> },
    getFile: {
      request: (
        <p>
          Path: the storage key, <code>renders/&lt;render id&gt;.&lt;png|jpg|webp|pdf|svg&gt;</code>. In practice, open the <code>url</code> of a RenderResult
          as it is.
        </p>
      ),
      examples: <Examples {...calls.files!} />,
    },
  };
  const record = {
    v: 1,
    id: 'rnd_4hT9qL2mV8xK1pZ6cR3nW7yB',
    plan: 'pro',
    issued: '2026-11-22T07:28:52.366Z',
    sha256: '50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c',
  };

  return (
    <SitePage>
      <div className="docs">
        <header className="docs-intro">
          <h1>API reference</h1>
          <p className="lead">
            Render print-ready map posters with one call: post a place, a theme and a title; get back a link to a signed SVG, PDF, PNG, JPEG or WebP file.
          </p>
          <p>
            The machine-readable description of everything on this page is the OpenAPI 3.1 document at <a href="/openapi.json">/openapi.json</a>.
          </p>
        </header>

        <nav className="toc" aria-labelledby="toc-title">
          <h2 id="toc-title">On this page</h2>
          <Toc entries={TOC} />
        </nav>

        <div className="docs-body">
          <section aria-labelledby="overview">
            <h2 id="overview">Overview</h2>
            <ul>
              <li>
                Base URL: <code>{base}</code>. Use HTTPS in production.
              </li>
              <li>
                Requests and responses are JSON (<code>Content-Type: application/json</code>); request bodies are at most {DEFAULT_BODY_LIMIT / 1024} KiB (
                {RENDER_BODY_LIMIT / 1024 / 1024} MiB for POST /v1/render and /mcp, which may carry a routeTrack).
              </li>
              <li>
                Every error is <code>{'{"error": true, "code": "…", "message": "…"}'}</code>: a stable code to branch on and a message that says what is wrong
                and names the field, e.g. <code>zoom must be between 0 and 22</code>. See <a href="#errors">Errors</a>.
              </li>
              <li>
                Every response carries an <code>X-Request-Id</code>; quote it when you report a problem.
              </li>
              <li>
                A render takes well under a second at the usual sizes (0.3 to 0.7 s measured for a 3072×4096 PNG or PDF of a city centre), longer for the first
                poster of a new place; the deadline is {RENDER_DEADLINE_MS / 1000} s, so set your client&apos;s timeout a little longer than that.
              </li>
            </ul>
            <DataTable
              caption="Endpoints at a glance"
              columns={['Endpoint', 'Key', 'What it does']}
              rows={ENDPOINTS.map(({ method, path }) => [
                <a key="link" href={`#${endpointId(method, path)}`}>
                  <code>
                    {method.toUpperCase()} {path}
                  </code>
                </a>,
                (operation(method, path).security ?? []).length ? 'Bearer' : 'none',
                operation(method, path).summary ?? '',
              ])}
            />
          </section>

          <section aria-labelledby="authentication">
            <h2 id="authentication">Authentication</h2>
            <p>
              <code>/v1/render</code>, <code>/v1/me</code>, <code>/v1/keys/rotate</code> and <code>/v1/keys/upgrade</code> need an API key of a plan, sent as{' '}
              <code>Authorization: Bearer &lt;API key&gt;</code>. Keys begin with <code>{KEY_PREFIX}</code> followed by 40 random characters. Everything else
              needs no credentials.
            </p>
            <ul>
              <li>
                A missing, malformed, unknown or rotated-out key gives 401. A suspended or revoked key gives 403 on render (<code>/v1/me</code> still answers
                and shows the status).
              </li>
              <li>
                Keep the key server-side: out of web pages, logs and shared chats. A leaked key is replaced with{' '}
                <a href={`#${endpointId('post', '/v1/keys/rotate')}`}>POST /v1/keys/rotate</a> (or the <a href="/keys">key page</a>). A lost key is replaced by
                email: <a href={`#${endpointId('post', '/v1/keys/recover')}`}>POST /v1/keys/recover</a> (or the <a href="/keys/recover">recovery page</a>) sends
                a link to the address it was bought with. See <a href="#lost-key">Lost a key?</a>.
              </li>
              <li>
                Keys come with a plan a person buys (<a href="#buying">Buying a key</a>); there is no OAuth, no OpenID Connect and no programmatic sign-up.
              </li>
            </ul>
            <p>
              The examples read the key from the environment. Every shell and TypeScript example on this page is run by our tests, in this order, against a live
              server (TypeScript: save a block as <code>example.mts</code> and run <code>npx tsx example.mts</code>; the shell examples use <code>curl</code>{' '}
              and <code>jq</code>):
            </p>
            <CodeBlock
              label="Shell"
              language="sh"
              code={`export ATLASPRINT_KEY=atp_live_…   # your key; never commit it
curl -s --fail-with-body ${base}/v1/me -H "Authorization: Bearer $ATLASPRINT_KEY"   # check it: plan, status, usage`}
            />
          </section>

          <section aria-labelledby="endpoints">
            <h2 id="endpoints">Endpoints</h2>

            {ENDPOINTS.map(({ method, path, operationId }) => (
              <Endpoint key={operationId} method={method} path={path} operation={operation(method, path)} request={endpointContent[operationId].request}>
                {endpointContent[operationId].examples}
              </Endpoint>
            ))}
          </section>

          <section aria-labelledby="render-request">
            <h2 id="render-request">RenderRequest</h2>
            <p>
              The body of POST /v1/render. <code>lat</code> and <code>lon</code> are required; every other field has a default. Design fields may be given at
              the top level or in <code>params</code> (<code>params</code> wins when both are given), and editor share-link parameters in <code>rawParams</code>{' '}
              by their <a href="#short-names">short names</a> (they lose to both). An unknown top-level field is refused (
              <code>zom is not a RenderRequest field</code>), so a typo never passes silently. Numbers must be JSON numbers, not strings.
            </p>
            <p>
              <strong>Reference px</strong>: lengths on a 1024 px reference frame, multiplied by <code>maxDimension / 1024</code> in the file, so one request
              looks the same at 640 and at {MAX_DIMENSION} px, only sharper.
            </p>

            <h3 id="request-fields">Request fields</h3>
            <DataTable
              caption="Fields of the request"
              columns={['Field', 'Type', 'Default', 'Bounds and units', 'Description']}
              className="fields"
              rows={fieldRows(properties, requestFields, required)}
            />

            <h3 id="design-fields">Design fields</h3>
            <p>
              At the top level or in <code>params</code>. Each is optional.
            </p>
            <DataTable
              caption="Design fields (top level or params)"
              columns={['Field', 'Type', 'Default', 'Bounds and units', 'Description']}
              className="fields"
              rows={fieldRows(properties, DESIGN_FIELDS, [])}
            />

            <h3 id="themes">Themes</h3>
            <p>
              {Object.keys(THEMES).length} artistic themes, drawn from vector map data with <code>renderMode</code> <code>artistic</code> (the default). Without
              a theme, a poster is <code>midnight_dark</code>. The swatches show page, water, parks, major roads and text. Themes marked “map labels” (
              {LABELLED_THEMES.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ', ' : ''}
                  <code>{key}</code>
                </span>
              ))}
              ) print street, place and water names unless <code>showLabels</code> is false. See them rendered in the <a href="/themes">theme gallery</a>.
            </p>
            <ul className="themes" aria-label="Artistic themes">
              {Object.values(THEMES).map((theme) => (
                <ThemeCard key={theme.key} theme={theme} />
              ))}
            </ul>
            <p>
              Map-tile styles need <code>renderMode</code> <code>tile</code> and are <strong>for personal use only</strong>:
            </p>
            <ul className="themes" aria-label="Map-tile styles">
              {TILE_STYLE_KEYS.map((key) => (
                <ThemeCard key={key} theme={TILE_STYLES[key]} tile />
              ))}
            </ul>
            <p>
              Legacy keys are still accepted:{' '}
              {Object.entries(LEGACY_THEME_KEYS).map(([old, current], index) => (
                <span key={old}>
                  {index > 0 ? ', ' : ''}
                  <code>{old}</code> → <code>{current}</code>
                </span>
              ))}
              .
            </p>

            <h3 id="own-colours">Your own colours</h3>
            <p>
              <code>colors</code> lays your colours over any theme, each <code>#RRGGBB</code>; what you do not name stays the theme&apos;s, fonts included. The
              slots (
              {COLOR_SLOTS.map((slot, index) => (
                <span key={slot}>
                  {index > 0 ? ', ' : ''}
                  <code>{slot}</code>
                </span>
              ))}
              ):
            </p>
            <ul>
              <li>
                <code>background</code>: the page and the land. Land tints, road casings and halos follow it; the mat becomes a lighter shade of a light page, a
                darker shade of a dark one.
              </li>
              <li>
                <code>text</code>: title, subtitle, coordinates and credit; map labels are a softer shade of it.
              </li>
              <li>
                <code>water</code>: lakes, rivers and the sea (rivers keep their shade of it). <code>parks</code>, <code>buildings</code>: those fills
                (buildings only where drawn).
              </li>
              <li>
                <code>roads</code>: the motorways; smaller roads are it faded towards the page in the theme&apos;s own steps, so the hierarchy still reads.
              </li>
              <li>
                <code>route</code>: the route; <code>accent</code>: markers, and the route unless <code>route</code> is given. <code>markerColor</code>, a
                marker&apos;s <code>color</code> and <code>routeColor</code> still win.
              </li>
            </ul>
            <p>
              Checked before anything is charged, each a 400: an unknown slot (<code>colors.sky is not a colour slot; slots: background, text, …</code>), a
              value that is not <code>#RRGGBB</code> (<code>colors.water must be a colour written #RRGGBB</code>), and a title under {MIN_TEXT_CONTRAST}:1
              contrast on the page or, with a mat, on the mat (
              <code>colors.text #777777 has 1.2:1 contrast on colors.background #888888; at least 3:1 is needed</code>). With <code>renderMode</code>{' '}
              <code>tile</code> only{' '}
              {TILE_COLOR_SLOTS.map((slot, index) => (
                <span key={slot}>
                  {index > 0 ? ', ' : ''}
                  <code>{slot}</code>
                </span>
              ))}{' '}
              can be set: the map is the tile server&apos;s picture. Water that looks like the land and a colour for a layer that is not drawn come back as{' '}
              <code>warnings</code>.
            </p>

            <h3 id="short-names">Share-link short names (rawParams)</h3>
            <p>
              <code>rawParams</code> takes the editor&apos;s share-link parameters by short name. They are mapped to their fields before validation, so a bad
              value is named by its field and the short name it came in (<code>zoom must be between 0 and 22 (given as rawParams.z)</code>). Values may be text,
              as in a link: <code>&quot;13&quot;</code>, <code>&quot;true&quot;</code>, JSON for lists. Unknown short names are ignored; top-level fields and{' '}
              <code>params</code> win over them.
            </p>
            {/* One table: two pairs to a row on wide screens, one on phones (the other is not displayed). */}
            <div className="short-names-wide">
              <DataTable
                caption="Short name → field"
                columns={['Short name', 'Field', 'Short name', 'Field']}
                className="short-names"
                rows={shortNameRows(2)}
                stack={false}
              />
            </div>
            <div className="short-names-narrow">
              <DataTable caption="Short name → field" columns={['Short name', 'Field']} className="short-names" rows={shortNameRows(1)} stack={false} />
            </div>

            <h3 id="formats">Formats</h3>
            <ul>
              <li>
                <code>png</code> (default), <code>jpeg</code>, <code>webp</code>: raster, at the exact size (the longer edge is <code>maxDimension</code>,{' '}
                {MIN_DIMENSION} to {MAX_DIMENSION} px).
              </li>
              <li>
                <code>pdf</code>: vector, one page of the poster&apos;s size (1 px = 0.75 pt), for print.
              </li>
              <li>
                <code>svg</code>: true vector with its fonts embedded for the artistic themes, but without map labels. For the map-tile styles it wraps a raster
                image.
              </li>
              <li>
                <code>preview: true</code> adds <code>preview: {'{mime: "image/webp", data: <base64>}'}</code>, the poster at {PREVIEW_DIMENSION} px, in any
                format.
              </li>
            </ul>
            <p className="muted">
              Formats: {FORMATS.join(', ')}. Every poster carries the map credit “{MAP_CREDIT}” (or the tile source&apos;s); keep it, and repeat it in product
              listings and on packaging.
            </p>
            <h3 id="map-data">Map data</h3>
            <p>
              Posters are drawn from OpenStreetMap vector tiles. A deployment names its sources in <code>TILES_URL</code> (PMTiles files or URLs, TileJSON, or{' '}
              <code>{'{z}/{x}/{y}'}</code> templates, comma-separated); each poster uses the first source that has data for its whole view, else the first with
              data at its centre. The embedded default draws Copenhagen, Monaco, Baltimore, Harrisburg, Andorra and Vaduz from map data shipped with the service
              (no network needed) and the rest of the world from OpenFreeMap. A view no source covers is a <code>502</code> with{' '}
              <code>code: &quot;render_failed&quot;</code> and the message <code>no map data source covers this view (lat, lon at zoom z)</code>; it is not
              charged.
            </p>
            <h3 id="scripts">Scripts</h3>
            <p>
              Titles, subtitles and map labels can be written in {COVERED_SCRIPTS.slice(0, -1).join(', ')} and {COVERED_SCRIPTS.at(-1)}:{' '}
              <code>{'"city": "東京"'}</code>, <code>{'"city": "القاهرة"'}</code> or <code>{'"city": "Zürich 苏黎世"'}</code> print as written. Each character
              is set in the theme&apos;s typeface when it has it, else in the Noto face for its script (serif Noto for serif themes where there is one);
              right-to-left text is ordered by the Unicode bidi algorithm, and joining scripts (Arabic, Devanagari and the other Indic scripts) are never
              letter-spaced. Han characters go to the first of the Japanese, Korean, Simplified and Traditional Chinese faces that has them all. A character no
              shipped face can draw is refused before anything is charged, with a 400 such as <code>city contains U+13000, which no poster font can draw</code>.
              Map labels use the local name by default; <code>{'"labelLanguage": "latin"'}</code> prints the Latin-script name where the map data has one.
            </p>

            <h3 id="cross-field-rules">Rules across fields</h3>
            <ul>
              <li>
                <code>width</code> and <code>height</code> give the aspect only, at most {MAX_ASPECT}:1 either way.
              </li>
              <li>
                An artistic theme needs <code>renderMode</code> <code>artistic</code>; <code>standard</code> and <code>satellite</code> need <code>tile</code>.
                The 400 says which goes with which.
              </li>
              <li>
                With <code>showRoute: true</code>, <code>routeStartLat</code>, <code>routeStartLon</code>, <code>routeEndLat</code> and <code>routeEndLon</code>{' '}
                are required.
              </li>
              <li>
                At most {MAX_MARKERS} markers and {MAX_VIA_POINTS} route via points; <code>city</code> and <code>country</code> at most {MAX_TEXT_LENGTH}{' '}
                characters.
              </li>
              <li>Every problem is reported at once, and a refused request is never charged.</li>
            </ul>
            <CodeBlock
              label="A fuller request"
              language="json"
              code={JSON.stringify(
                {
                  ...EXAMPLE_RENDER_REQUEST,
                  format: 'pdf',
                  params: { bearing: 15, matEnabled: true, markers: [{ lat: 55.6761, lon: 12.5683 }], markerIcon: 'heart' },
                  rawParams: { os: 'large' },
                },
                null,
                2,
              )}
            />
          </section>

          <section aria-labelledby="print">
            <h2 id="print">Print sizes</h2>
            <p>
              Order a poster by its physical size, as a print shop does. <code>printSize</code> takes a paper size (A5 to A0, B4 to B1;{' '}
              <code>&quot;A2 landscape&quot;</code> turns it) or width <code>x</code> height with a unit: <code>50x70cm</code>, <code>500x700mm</code>,{' '}
              <code>18x24in</code> (portrait or landscape by the order of the numbers, 5 cm to 2 m a side). It replaces <code>width</code> and{' '}
              <code>height</code> (giving both is a 400).
            </p>
            <ul>
              <li>
                <strong>PDF</strong>: the page is exactly the size (plus bleed), vector, with <code>TrimBox</code> the finished size and <code>BleedBox</code>{' '}
                the trim plus bleed. An A4 and an A0 of the same request look the same, only finer.
              </li>
              <li>
                <strong>PNG, JPEG, WebP</strong>: <code>dpi</code> (72 to 600, default 300) gives the pixels, capped at <code>maxDimension</code> (at most{' '}
                {MAX_DIMENSION} px a side) with the aspect kept. The file states the resolution it really has (PNG <code>pHYs</code>, JPEG and WebP Exif), so
                print software places it at its size; the result&apos;s <code>print.dpi</code> says it too, and a warning says when it is under 150 dpi (choose
                the PDF then: it is sharp at any size).
              </li>
              <li>
                <strong>
                  <code>bleedMm</code>
                </strong>{' '}
                (0 to 10; print shops ask for 2-3): the page grows by it on each side and the page colour, map, mat and fades run into it. The title, subtitle,
                coordinates, credit and marker labels stay inside the trim less a 5 mm safe margin.
              </li>
              <li>
                <strong>
                  <code>cropMarks</code>
                </strong>{' '}
                (PDF only): hairlines at the trim&apos;s corners, outside the bleed; the page grows to hold them and the boxes stay exact.
              </li>
            </ul>
            <CodeBlock label="Shell: a 50 × 70 cm PDF with bleed and crop marks" language="sh" code={printExamples(base).pdf} />
            <CodeBlock label="Shell: an A3 PNG" language="sh" code={printExamples(base).png} />
          </section>

          <section aria-labelledby="responses">
            <h2 id="responses">Response bodies</h2>
            {RESPONSE_SCHEMAS.map((name) => (
              <section key={name} aria-labelledby={schemaId(name)}>
                <h3 id={schemaId(name)}>{name}</h3>
                {typeof schemas[name]!.description === 'string' ? <p>{schemas[name]!.description as string}</p> : null}
                <SchemaTable caption={`${name} fields`} schema={schemas[name]!} />
              </section>
            ))}
          </section>

          <section aria-labelledby="errors">
            <h2 id="errors">Errors</h2>
            <p>
              Every error is <code>{'{"error": true, "code": "…", "message": "…"}'}</code>. Branch on <code>code</code> (stable: {ERROR_CODE_LIST}), show the
              message to a person. Messages are short and specific: <code>markers[2].lat must be between -90 and 90</code>,{' '}
              <code>missing API key: send the header &quot;Authorization: Bearer {KEY_PREFIX}…&quot;</code>, <code>POST is not supported here; use GET</code>.
              Each endpoint above lists its own statuses; <a href="/openapi.json">/openapi.json</a> adds an example message to each.
            </p>
            <DataTable
              caption="Statuses"
              columns={['Status', 'Meaning', 'Returned by']}
              rows={[...new Set([...statuses.keys(), '500'])].sort().map((status) => [
                <code key="status">{status}</code>,
                STATUS_MEANING[status] ?? '',
                // 405, 408, 431 and 500 can come from any endpoint.
                statuses.get(status)?.length === ENDPOINTS.length
                  ? 'any endpoint'
                  : (statuses.get(status)?.map((endpoint, index) => (
                      <span key={endpoint}>
                        {index > 0 ? ', ' : ''}
                        <a href={`#${endpointId(endpoint.split(' ')[0]!, endpoint.split(' ')[1]!)}`}>{endpoint}</a>
                      </span>
                    )) ?? 'any endpoint'),
              ])}
            />
          </section>

          <section aria-labelledby="limits">
            <h2 id="limits">Charging, limits and headers</h2>
            <p>
              A render is reserved before it is drawn and given back if anything fails afterwards: only delivered posters count. Subscription quotas are counted
              per UTC calendar month and are whole again at 00:00 UTC on the 1st; a single-render key has credits that do not reset.
            </p>
            <DataTable
              caption="Limits"
              columns={['Limit', 'Value']}
              rows={[
                ...PLAN_IDS.map((id) => {
                  const plan = PLANS[id];
                  return plan.kind === 'subscription'
                    ? [`${plan.name} quota`, `${plan.monthlyQuota.toLocaleString('en')} renders per month`]
                    : [plan.name, `${plan.credits} render credit, no reset`];
                }),
                ['Quota reset', '00:00 UTC on the 1st of each month (subscriptions)'],
                ['Over quota', '429 with Retry-After (seconds to the reset); no credits left: 402'],
                [code('maxDimension'), `at least ${MIN_DIMENSION} px; default and server maximum ${MAX_DIMENSION} px (larger is capped)`],
                ['Preview', `${PREVIEW_DIMENSION} px WebP, base64`],
                [
                  'Request body',
                  `${DEFAULT_BODY_LIMIT / 1024} KiB (POST /v1/render and /mcp ${RENDER_BODY_LIMIT / 1024 / 1024} MiB, POST /v1/verify ${VERIFY_BODY_LIMIT / 1024} KiB, POST /v1/checkout and the keys' operations ${FIELDS_BODY_LIMIT / 1024} KiB); 413 beyond`,
                ],
                ['Request headers', `${SERVER_LIMITS.headerKiB} KiB; 431 beyond`],
                [
                  'Renders at once',
                  `one per CPU core of the server, ${RENDER_QUEUE_LIMIT} more waiting; beyond that 503 with Retry-After: ${BUSY_RETRY_SECONDS}`,
                ],
                ['Render deadline', `${RENDER_DEADLINE_MS / 1000} s, waiting included; 503 beyond, not charged`],
                ['Requests per second', 'no fixed limit; the renderer queue above applies'],
                ['Key reveal', 'once per checkout (410 after); a change of plan reveals no key'],
                [
                  'Key recovery',
                  `${RECOVERY_RATE_LIMIT.limit} requests an hour per client address and per email address (429 rate_limited beyond); a link works once, for ${RECOVERY_TOKEN_TTL_SECONDS / 3600} hour`,
                ],
                [
                  'Checkouts',
                  `${CHECKOUT_RATE_LIMIT.limit} per client address every ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes; 429 rate_limited beyond`,
                ],
              ]}
            />
            <DataTable
              caption="Response headers"
              columns={['Header', 'Sent', 'Meaning']}
              rows={[
                [code('X-RateLimit-Limit'), 'successful renders, subscriptions', document.components.headers['X-RateLimit-Limit']!.description],
                [code('X-RateLimit-Remaining'), 'successful renders, subscriptions', document.components.headers['X-RateLimit-Remaining']!.description],
                [code('Retry-After'), '429, 503 on render; 202 on GET /v1/key; 503 on health', document.components.headers['Retry-After']!.description],
                [code('X-Request-Id'), 'every response', document.components.headers['X-Request-Id']!.description],
                [code('WWW-Authenticate'), '401', document.components.headers['WWW-Authenticate']!.description],
                [code('Allow'), '405', 'The methods the path supports.'],
                [code('X-Atlasprint-Provenance'), 'GET /files/{key}', 'The signed provenance record of the file, as JSON.'],
                [
                  code('Idempotent-Replayed'),
                  'a render answered from an earlier request with the same Idempotency-Key',
                  document.components.headers['Idempotent-Replayed']!.description,
                ],
              ]}
            />
            <h3 id="idempotency">Retries and Idempotency-Key</h3>
            <p>
              Send <code>Idempotency-Key: &lt;a new UUID per poster&gt;</code> with <code>POST /v1/render</code> (the MCP tool takes it as the{' '}
              <code>idempotencyKey</code> argument) and a retry can never be charged twice:
            </p>
            <ul>
              <li>
                The same key with the same body within {IDEMPOTENCY_WINDOW_HOURS} hours answers the first result again (same id, url and provenance; without the
                preview), with <code>Idempotent-Replayed: true</code>, and is not charged.
              </li>
              <li>
                While the first request is still rendering, a retry gets <code>409</code> with <code>Retry-After: {IDEMPOTENCY_RETRY_SECONDS}</code>; retry then
                to get the result.
              </li>
              <li>
                The same key with a different body is a <code>422</code>: use a new key for a new poster.
              </li>
              <li>A request that failed (any 4xx or 5xx) is forgotten: its retry renders anew.</li>
              <li>Keys belong to your API key: another customer&apos;s identical key is another request.</li>
              <li>
                If your connection drops, the render is stopped and refunded unless it had already been stored; in that case retrying with the same
                Idempotency-Key returns it. Without a key, a retry renders (and is charged) again.
              </li>
            </ul>
          </section>

          <section aria-labelledby="provenance">
            <h2 id="provenance">Provenance</h2>
            <p>
              Every render is signed with Ed25519. The record is <code>{'{v, id, plan, issued, sha256}'}</code> and its signature <code>sig</code> (base64url)
              covers the record&apos;s <strong>canonical bytes</strong>: the UTF-8 JSON of exactly those keys in that order, no whitespace, a missing field as{' '}
              <code>null</code>:
            </p>
            <CodeBlock label="Canonical bytes" language="json" code={canonicalBytes(record).toString('utf8')} wrap />
            <p>
              <code>sha256</code> is the hex SHA-256 of the file <strong>before the record is embedded</strong>:
            </p>
            <ul>
              <li>
                PNG: the file without its <code>{PROVENANCE_KEYWORD}</code> tEXt chunk (the record is inserted right after IHDR);
              </li>
              <li>
                SVG: the file without its <code>{`<metadata id="${PROVENANCE_KEYWORD}">…</metadata>`}</code> element (right after the opening{' '}
                <code>&lt;svg …&gt;</code> tag);
              </li>
              <li>JPEG, WebP and PDF carry no embedded record: the file as stored.</li>
            </ul>
            <p>
              The record is returned as <code>provenance</code> in the RenderResult (there the signature is called <code>signature</code>), embedded in PNG and
              SVG files, and kept in the stored object&apos;s metadata (<code>atlasprint-provenance</code>).{' '}
              <a href={`#${endpointId('post', '/v1/verify')}`}>POST /v1/verify</a> answers <code>valid</code> (the signature matches these exact fields) and{' '}
              <code>logged</code> (the id is in our records). Re-encoding a file strips its metadata; the signature proves authenticity for intact files.
            </p>
            <p>
              Beside the record, <code>kid</code> names the key that signed it: the RFC 7638 thumbprint of a key listed at{' '}
              <a href={`#${endpointId('get', '/.well-known/atlasprint-signing-key.json')}`}>/.well-known/atlasprint-signing-key.json</a>, a JWK Set of the key
              signing now and every key retired since, so a poster signed before a key rotation still verifies. <code>kid</code> is not part of the signed bytes
              (they are the same as before keys had ids): it only says which key to check with, and records from before kids were written are checked with each
              key. To verify offline, pick the record&apos;s key from the set:
            </p>
            <CodeBlock label="TypeScript (Node.js): verify offline" language="ts" code={offlineVerification(base)} />
          </section>

          <section aria-labelledby="webhooks">
            <h2 id="webhooks">Webhooks</h2>
            <p>
              Register a URL with <a href={`#${endpointId('post', '/v1/webhooks')}`}>POST /v1/webhooks</a> (at most {MAX_WEBHOOK_ENDPOINTS} per key) to be told
              when a queued render ends (<code>render.succeeded</code>, <code>render.failed</code>) and when a batch completes (<code>batch.completed</code>).
              Only queued renders (<code>POST /v1/renders</code>, batches) send events: a synchronous <code>POST /v1/render</code> answers with its result
              instead. Each event is a <code>POST</code> of a <a href={`#${schemaId('WebhookEvent')}`}>WebhookEvent</a>,{' '}
              <code>{'{"type": …, "timestamp": …, "data": …}'}</code>, with <code>type</code> one of {WEBHOOK_EVENT_TYPES.join(', ')} and <code>data</code> the
              Render or Batch as its <code>GET</code> answers it, signed with the <a href="https://www.standardwebhooks.com/">Standard Webhooks</a> scheme:
            </p>
            <ul>
              <li>
                <code>webhook-id</code>: the delivery id (<code>msg_…</code>), the same on every attempt of one event: ignore one you have seen;
              </li>
              <li>
                <code>webhook-timestamp</code>: when this attempt was signed, in unix seconds (each attempt is signed again): refuse one more than five minutes
                off;
              </li>
              <li>
                <code>webhook-signature</code>: <code>v1,</code> and the base64 HMAC-SHA256 of <code>webhook-id.webhook-timestamp.body</code>, keyed by the{' '}
                <strong>base64-decoded</strong> part of the secret after <code>whsec_</code>.
              </li>
            </ul>
            <p>
              Answer with any 2xx within {WEBHOOK_TIMEOUT_MS / 1000} s. Anything else (a redirect included: none is followed) or no answer is retried with
              backoff, {WEBHOOK_RETRY.retryLimit + 1} attempts over about a day ({WEBHOOK_RETRY.retryDelay / 60} to {(2 * WEBHOOK_RETRY.retryDelay) / 60}{' '}
              minutes after the first, then doubling up to every {WEBHOOK_RETRY.retryDelayMax / 3600} hours), after which the delivery is <code>failed</code>.
              Each attempt is listed by <a href={`#${endpointId('get', '/v1/webhooks/{id}/deliveries')}`}>GET /v1/webhooks/{'{id}'}/deliveries</a>. The URL must
              be <code>https</code> to public addresses: a host that resolves to a loopback, private, link-local or metadata address is refused, when it is
              registered and again at every delivery. A server running embedded (no <code>DATABASE_URL</code>) also takes <code>http</code> to a loopback
              address, so you can receive events on your own machine.
            </p>
            <p>
              Verify the raw body, before parsing it. With the <code>standardwebhooks</code> package (the body saved as <code>delivery.json</code>, the headers
              and the secret in variables):
            </p>
            <CodeBlock label="TypeScript (Node.js): verify a delivery" language="ts" code={webhookVerification().ts} />
            <p>Or in a shell, with openssl only:</p>
            <CodeBlock label="Shell: verify a delivery with openssl" language="sh" code={webhookVerification().sh} />
          </section>

          <section aria-labelledby="storage">
            <h2 id="storage">Storage</h2>
            <p>
              Posters are stored under <code>renders/&lt;id&gt;.&lt;png|jpg|webp|pdf|svg&gt;</code>. The <code>url</code> of a RenderResult is public and needs
              no key: on this server <code>{base}/files/renders/…</code> (immutable, cached for a year, served with a Content-Security-Policy that lets nothing
              run), or a Vercel Blob or S3-compatible store when the deployment uses one. Download the file if you need to keep it.
            </p>
          </section>

          <section aria-labelledby="buying">
            <h2 id="buying">Buying a key</h2>
            <ol>
              <li>
                <a href={`#${endpointId('post', '/v1/checkout')}`}>POST /v1/checkout</a> with a <code>plan</code> ({PLAN_IDS.map((id) => id).join(', ')})
                returns <code>url</code> and <code>id</code> (<code>cs_…</code>).
              </li>
              <li>
                A person opens <code>url</code> and pays: Stripe Checkout, or, where Stripe is not configured, the site&apos;s own test payment page (clearly
                marked; no money moves).
              </li>
              <li>
                They return to <code>/purchase/return?session_id=…</code>, which calls <a href={`#${endpointId('get', '/v1/key')}`}>GET /v1/key</a> (202 while
                the payment is confirmed) and shows the key once.
              </li>
            </ol>
            <p>
              That return page reveals the key, so it is the buyer&apos;s, in their browser. For a program to receive the key instead, give the checkout a{' '}
              <code>return_url</code>: the payer is sent there with <code>?session_id=…</code> added, nothing of ours reveals it, and the program polls GET
              /v1/key (202 with <code>declined: true</code> means the payer declined: stop and tell them). The TypeScript example of{' '}
              <a href={`#${endpointId('get', '/v1/key')}`}>GET /v1/key</a> does the whole purchase.
            </p>
            <p>
              Or use the <a href="/pricing">pricing page</a>. A failed subscription payment suspends the key (403 on render) until paid; the subscription ending
              revokes it for good. A key you still have is replaced with POST /v1/keys/rotate; a lost one by email (below). Give an <code>email</code> at
              checkout: it is where a recovery link goes.
            </p>
            <h3 id="lost-key">Lost a key?</h3>
            <p>
              <a href={`#${endpointId('post', '/v1/keys/recover')}`}>POST /v1/keys/recover</a> with the email address the key was bought with (or the{' '}
              <a href="/keys/recover">recovery page</a>) sends, for each active or suspended key bought with it, a message with a link to{' '}
              <code>{base}/keys/recover?token=…</code>. The link works once, within {RECOVERY_TOKEN_TTL_SECONDS / 3600} hour; opening it changes nothing (mail
              scanners open links), pressing its button replaces the key as rotation does (
              <a href={`#${endpointId('post', '/v1/keys/recover/confirm')}`}>POST /v1/keys/recover/confirm</a>): the new key is shown once, the lost one is
              refused from then on, and plan, usage and status stay. The answer to a request is the same whether or not the address has keys. A server on its
              own database sends this mail through <code>SMTP_URL</code>; without it, recovery answers 503 and a lost key cannot be replaced there. Run embedded
              (<code>npm start</code> with nothing set), the server writes each message as an <code>.eml</code> file into <code>.data/outbox/</code> instead of
              sending it.
            </p>
            <h3 id="change-plan">Change plan</h3>
            <p>
              <a href={`#${endpointId('post', '/v1/keys/upgrade')}`}>POST /v1/keys/upgrade</a> with <code>{'{"plan": "business"}'}</code> (or the{' '}
              <a href="/keys">key page</a>) moves a subscription key to another monthly plan, up or down, keeping the key, its status and this month&apos;s
              renders: the new quota applies at once, the renders already used counted (so a smaller plan may leave none this month). With Stripe, the
              key&apos;s subscription moves to the new price, prorated on the next invoice, and the answer is 200 with the new status; otherwise it is 202 with
              a checkout <code>url</code> to pay, after which GET /v1/key?session_id=… answers <code>upgraded: true</code> (no new key). A single-render key has
              no plan to change: buy a subscription instead.
            </p>
          </section>

          <section aria-labelledby="mcp">
            <h2 id="mcp">MCP server (AI agents)</h2>
            <p>
              AI agents can render posters through the Model Context Protocol server at <code>{base}/mcp</code> (Streamable HTTP). It takes the same API key, as{' '}
              <code>Authorization: Bearer &lt;API key&gt;</code>, or inside its URL, <code>{base}/mcp/&lt;API_KEY&gt;</code>, for clients that cannot send
              headers. It passes the key to this API only. Its tools:
            </p>
            <DataTable
              caption="MCP tools"
              columns={['Tool', 'What it does']}
              rows={[
                [code('find_place'), 'Coordinates and a poster zoom for a place name, as GET /v1/places answers. Needs no key; costs nothing.'],
                [
                  code('render_poster'),
                  'Renders a poster. Its input is a RenderRequest (same fields, limits and messages as POST /v1/render); it returns the RenderResult, and the preview as an image. Counts one render on success.',
                ],
                [
                  code('render_batch'),
                  'Queues 1 to 100 posters at once, as POST /v1/batches (renders overlaid on defaults); returns the batch with the id of each render, to follow with get_render. Each counts one render when it succeeds.',
                ],
                [
                  code('get_render'),
                  'A render of the key by its id (rnd_…), as GET /v1/renders/{id} answers: its status, and its result or error. For renders queued with POST /v1/renders or a batch. Costs nothing.',
                ],
                [code('get_render_usage'), 'The key’s plan, status and allowance, as GET /v1/me answers. No input.'],
              ]}
            />
            <p>
              A client that sends headers (the key comes from the environment where the client expands variables; otherwise paste it, and keep the file
              private):
            </p>
            <CodeBlock
              label="MCP client configuration (JSON)"
              language="json"
              code={JSON.stringify(
                // biome-ignore lint/suspicious/noTemplateCurlyInString: the MCP client expands ${ATLASPRINT_KEY} from its environment
                { mcpServers: { atlasprint: { type: 'http', url: `${base}/mcp`, headers: { Authorization: 'Bearer ${ATLASPRINT_KEY}' } } } },
                null,
                2,
              )}
            />
            <p>A client that takes only a URL:</p>
            <CodeBlock
              label="MCP client configuration, key in the URL (JSON)"
              language="json"
              code={JSON.stringify({ mcpServers: { atlasprint: { type: 'http', url: `${base}/mcp/<API_KEY>` } } }, null, 2)}
            />
            <p>Claude Code, from a shell where the key is set:</p>
            <CodeBlock
              label="Shell"
              language="sh"
              notRun="needs Claude Code"
              code={`claude mcp add --transport http atlasprint ${base}/mcp --header "Authorization: Bearer $ATLASPRINT_KEY"`}
            />
          </section>

          <section aria-labelledby="versioning">
            <h2 id="versioning">Versioning</h2>
            <ul>
              <li>
                Versioned paths carry <code>/v1/</code>; <code>/health</code> is unversioned. This interface is version 1.0.0.
              </li>
              <li>
                The provenance record carries <code>v</code> (integer, default 1).
              </li>
              <li>
                The legacy theme keys{' '}
                {Object.keys(LEGACY_THEME_KEYS).map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ', ' : ''}
                    <code>{key}</code>
                  </span>
                ))}{' '}
                stay accepted.
              </li>
              <li>Within v1, changes only add: new optional fields, new values, new endpoints. Ignore response fields you do not know.</li>
            </ul>
          </section>

          <section aria-labelledby="openapi">
            <h2 id="openapi">OpenAPI document</h2>
            <p>
              <a href="/openapi.json">/openapi.json</a> describes every endpoint, field, bound, status and header of this page as OpenAPI 3.1. It is generated
              from the same schemas the API validates with, so it cannot drift from what the server accepts. Load it into your HTTP client or code generator.
            </p>
            <CodeBlock
              label="curl"
              language="sh"
              code={`curl -s --fail-with-body ${base}/openapi.json -o atlasprint-openapi.json && jq -r '.info | "\\(.title) \\(.version)"' atlasprint-openapi.json`}
            />
          </section>

          <section aria-labelledby="typed-client">
            <h2 id="typed-client">Typed client</h2>
            <p>
              For TypeScript, generate the types of every path, body and response from the document with <a href="https://openapi-ts.dev">openapi-typescript</a>{' '}
              (its default options) and call the API with <a href="https://openapi-ts.dev/openapi-fetch/">openapi-fetch</a> (
              <code>npm install openapi-fetch</code>, <code>npm install -D openapi-typescript</code>). A request needs only what the API needs (<code>lat</code>{' '}
              and <code>lon</code> for a render), a wrong field or value fails to compile, and <code>data</code> and <code>error</code> are typed by status.
            </p>
            <CodeBlock label="Shell" language="sh" code={typed.generate} />
            <CodeBlock label="TypeScript (openapi-fetch)" language="ts" code={typed.ts} />
          </section>

          <section aria-labelledby="deploying">
            <h2 id="deploying">Deploying</h2>
            <p>
              To run your own Atlasprint: <code>npm ci &amp;&amp; npm start</code> with nothing set runs embedded (PGlite and files in <code>.data</code>).
              Given <code>DATABASE_URL</code> (PostgreSQL, or Neon) it is a deployment, and it refuses to start, naming the variable and why, without{' '}
              <code>PUBLIC_BASE_URL</code> (links in results, mails and checkouts name it) and without Stripe (<code>STRIPE_SECRET_KEY</code>,{' '}
              <code>STRIPE_WEBHOOK_SECRET</code>, at least one <code>STRIPE_PRICE_*</code>) or <code>PAYMENTS=test</code>. Stripe&apos;s webhook goes to{' '}
              <code>{base}/webhooks/stripe</code>.
            </p>
            <ul>
              <li>
                <strong>Containers</strong>: the repository&apos;s <code>Dockerfile</code> (Debian&apos;s Chromium for PDFs, a non-root user, a health check on{' '}
                <code>/health</code>) and <code>compose.yaml</code>, with PostgreSQL and MinIO for storage.
              </li>
              <li>
                <strong>Vercel</strong>: Neon as <code>DATABASE_URL</code>, Vercel Blob (<code>BLOB_READ_WRITE_TOKEN</code>), <code>BROWSER_WS_ENDPOINT</code>{' '}
                or <code>@sparticuz/chromium</code> for PDFs. Not on Vercel&apos;s standard 250 MB function today: the fonts the engine reads from disk are
                larger.
              </li>
            </ul>
            <p>The README&apos;s &ldquo;Deploying&rdquo; section has the steps and every variable.</p>
            <CodeBlock label="Shell" language="sh" notRun="needs a container engine" code={'docker compose up --build   # then http://localhost:3000'} />
          </section>
        </div>
      </div>
    </SitePage>
  );
}
