import { documentedOperations, type DocumentedOperation, type OperationId } from '@/lib/openapi';
import { endpointId, operationSlug, schemaId } from './anchors';

/**
 * The docs site's pages, in reading order: the one list the docs layout's navigation, the sitemap,
 * the old-anchor redirect of /docs and the end-to-end tests read. Each page names its in-page table
 * of contents (its headings' ids) and `holds`: the anchors of the one-page docs (/docs#print, …) it
 * took over, so a link written before the split still lands on its content.
 */

export type DocsSection = 'Get started' | 'Guides' | 'API reference';
export const DOCS_SECTIONS: readonly DocsSection[] = ['Get started', 'Guides', 'API reference'];

export interface TocEntry {
  id: string;
  label: string;
  children?: TocEntry[];
}

export interface DocsPage {
  href: string;
  title: string;
  section: DocsSection;
  /** The id of the page's h1. */
  id: string;
  toc: TocEntry[];
  /** Anchors of the former one-page /docs this page holds (its h1 and headings). */
  holds: string[];
  /** The operation of an API reference page. */
  operation?: DocumentedOperation;
  /** What the navigation calls it: the operation's name ("Create a render") or the guide's title. */
  name: string;
}

/**
 * Each operation's name in the navigation, as Stripe's reference names them: a verb and its object.
 * Keyed by operationId, so a new operation cannot go unnamed.
 */
export const OPERATION_NAMES: Record<OperationId, string> = {
  findPlaces: 'Search places',
  renderPoster: 'Render a poster',
  queueRender: 'Create a render',
  listRenders: 'List renders',
  getRender: 'Retrieve a render',
  queueBatch: 'Create a batch',
  getBatch: 'Retrieve a batch',
  getBatchArchive: 'Download a batch',
  createWebhook: 'Create a webhook endpoint',
  listWebhooks: 'List webhook endpoints',
  enableWebhook: 'Enable a webhook endpoint',
  listWebhookDeliveries: 'List deliveries',
  deleteWebhook: 'Delete a webhook endpoint',
  getKeyStatus: 'Retrieve the key',
  rotateKey: 'Rotate the key',
  upgradeKey: 'Change the plan',
  requestKeyRecovery: 'Recover a lost key',
  confirmKeyRecovery: 'Confirm a recovery',
  verifyProvenance: 'Verify a poster',
  signingKey: 'List signing keys',
  startCheckout: 'Create a checkout',
  revealKey: 'Reveal a bought key',
  getFile: 'Download a poster',
  health: 'Check health',
  openapi: 'Get the OpenAPI document',
};

/** The response bodies of the API, as the reference's "Response bodies" page lists them. */
export const RESPONSE_SCHEMAS = [
  'Places',
  'RenderResult',
  'RenderAccepted',
  'Render',
  'RenderList',
  'BatchAccepted',
  'Batch',
  'WebhookEndpoint',
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

const entry = (id: string, label: string, children?: TocEntry[]): TocEntry => ({ id, label, ...(children ? { children } : {}) });

type GuideInput = Omit<DocsPage, 'holds' | 'section' | 'name'> & { section?: DocsSection };

const flatten = (entries: TocEntry[]): string[] => entries.flatMap((item) => [item.id, ...flatten(item.children ?? [])]);

function guide(input: GuideInput): DocsPage {
  return { section: 'Guides', ...input, name: input.title, holds: [input.id, ...flatten(input.toc)] };
}

const GUIDES: DocsPage[] = [
  guide({
    href: '/docs',
    title: 'Overview and quickstart',
    section: 'Get started',
    id: 'overview',
    toc: [entry('quickstart', 'Quickstart'), entry('basics', 'The basics'), entry('next-steps', 'Where next')],
  }),
  guide({
    href: '/docs/posters',
    title: 'Posters and themes',
    id: 'render-request',
    toc: [
      entry('request-fields', 'Request fields'),
      entry('design-fields', 'Design fields'),
      entry('themes', 'Themes'),
      entry('own-colors', 'Your own colors'),
      entry('short-names', 'Short names (rawParams)'),
      entry('formats', 'Formats'),
      entry('map-data', 'Map data'),
      entry('terrain', 'Terrain'),
      entry('scripts', 'Scripts'),
      entry('cross-field-rules', 'Rules across fields'),
    ],
  }),
  guide({ href: '/docs/print', title: 'Print products', id: 'print', toc: [entry('print-sizes', 'Sizes and files'), entry('print-examples', 'Examples')] }),
  guide({
    href: '/docs/routes',
    title: 'Routes and tracks',
    id: 'routes',
    toc: [entry('route-fields', 'Route fields'), entry('street-routes', 'A route by the streets'), entry('tracks', 'A track you bring')],
  }),
  guide({
    href: '/docs/keys',
    title: 'Keys and billing',
    id: 'keys',
    toc: [
      entry('authentication', 'Authentication'),
      entry('buying', 'Buying a key'),
      entry('lost-key', 'Lost a key?'),
      entry('change-plan', 'Change plan'),
      entry('limits', 'Charging, limits and headers'),
      entry('idempotency', 'Retries and Idempotency-Key'),
    ],
  }),
  guide({
    href: '/docs/provenance',
    title: 'Provenance',
    id: 'provenance',
    toc: [entry('provenance-record', 'The signed record'), entry('provenance-verify', 'Verifying')],
  }),
  guide({
    href: '/docs/mcp',
    title: 'MCP and agents',
    id: 'mcp',
    toc: [entry('mcp-tools', 'Tools'), entry('mcp-clients', 'MCP clients'), entry('mcp-missing-key', 'When the key is missing')],
  }),
  guide({
    href: '/docs/webhooks',
    title: 'Webhooks and batches',
    id: 'async',
    toc: [entry('async-renders', 'Queued renders'), entry('batches', 'Batches'), entry('webhooks', 'Webhooks'), entry('webhook-health', 'Failing endpoints')],
  }),
  guide({ href: '/docs/errors', title: 'Errors and versioning', id: 'errors', toc: [entry('statuses', 'Statuses'), entry('versioning', 'Versioning')] }),
  guide({
    href: '/docs/openapi',
    title: 'The SDK and OpenAPI',
    id: 'openapi',
    toc: [entry('sdk', 'The SDK'), entry('typed-client', 'The OpenAPI document')],
  }),
  guide({ href: '/docs/deploying', title: 'Deploying and storage', id: 'deploying', toc: [entry('storage', 'Storage'), entry('retention', 'Retention')] }),
  // Written in Markdown (components/docs/content/api.md), as the engine's page.
  guide({
    href: '/docs/in-depth',
    title: 'The API in depth',
    id: 'in-depth',
    toc: [
      entry('api-the-api', 'The API', [
        entry('api-renderrequest', 'RenderRequest'),
        entry('api-charging-limits-and-errors', 'Charging, limits and errors'),
        entry('api-queued-renders-money-fairness-bounds', 'Queued renders: money, fairness, bounds'),
        entry('api-buying-a-key', 'Buying a key'),
        entry('api-provenance', 'Provenance'),
        entry('api-batches', 'Batches'),
        entry('api-storage', 'Storage'),
        entry('api-retention', 'Retention'),
        entry('api-webhooks', 'Webhooks'),
      ]),
    ],
  }),
  // Written in Markdown (components/docs/content/engine.md); docs-site.test.ts holds this contents to its headings.
  guide({
    href: '/docs/engine',
    title: 'The poster engine',
    id: 'engine',
    toc: [
      entry('engine-the-poster-engine', 'The poster engine', [
        entry('engine-map-data-two-schemas-and-hosting-your-own', 'Map data: two schemas, and hosting your own'),
        entry('engine-speed', 'Speed'),
        entry('engine-load', 'Load'),
      ]),
    ],
  }),
  // Written in Markdown (components/docs/content/operating.md), as the engine's page.
  guide({
    href: '/docs/operating',
    title: 'Running the service',
    id: 'operating',
    toc: [
      entry('operating-mcp-server', 'MCP server'),
      entry('operating-the-developer-site', 'The developer site'),
      entry('operating-configuration', 'Configuration'),
      entry('operating-deploying', 'Deploying', [entry('operating-containers', 'Containers'), entry('operating-vercel', 'Vercel')]),
      entry('operating-operator-scripts', 'Operator scripts'),
      entry('operating-development', 'Development'),
    ],
  }),
];

/** Why the Markdown pages' code blocks are not run from the site: they run from their source files in the clone, after the README's. */
export const CONTENT_NOT_RUN =
  'run from its source (components/docs/content/*.md) in a clone of the repository by tests/e2e/examples.spec.ts, where the npm scripts and data/ it uses are';

/** Where a link of a Markdown page goes on the site: an anchor another page holds (#provenance) to that page; others as written. */
export function contentLink(href: string): string {
  if (href === '#try-it') return '/docs#quickstart';
  return href.startsWith('#') ? docsHref(href.slice(1)) : href;
}

const operations = documentedOperations();

/** Every operation's reference page, in the document's order. */
export const API_PAGES: DocsPage[] = operations.map((operation) => {
  const id = endpointId(operation.method, operation.path);
  return {
    href: `/docs/api/${operationSlug(operation.operationId)}`,
    title: `${operation.method.toUpperCase()} ${operation.path}`,
    section: 'API reference',
    id,
    toc: [entry('request', 'Request'), entry('responses-of', 'Responses'), entry('examples', 'Examples')],
    holds: [id],
    operation,
    name: OPERATION_NAMES[operation.operationId],
  };
});

const API_INDEX: DocsPage = {
  href: '/docs/api',
  title: 'API reference',
  section: 'API reference',
  id: 'endpoints',
  toc: [...new Set(operations.map((operation) => operation.tag))].map((tag) => entry(`tag-${tag.toLowerCase()}`, tag)),
  holds: ['endpoints'],
  name: 'API reference',
};

const SCHEMAS_PAGE: DocsPage = {
  href: '/docs/api/schemas',
  title: 'Response bodies',
  section: 'API reference',
  id: 'responses',
  toc: RESPONSE_SCHEMAS.map((name) => entry(schemaId(name), name)),
  holds: ['responses', ...RESPONSE_SCHEMAS.map(schemaId)],
  name: 'Response bodies',
};

/** Every docs page, in the order of the navigation. */
export const DOCS_PAGES: readonly DocsPage[] = [...GUIDES, API_INDEX, SCHEMAS_PAGE, ...API_PAGES];

/** The page at `href`; throws for a page the registry does not have (a typo in a page's own file). */
export function docsPage(href: string): DocsPage {
  const page = DOCS_PAGES.find((candidate) => candidate.href === href);
  if (!page) throw new Error(`no docs page ${href} in the registry`);
  return page;
}

/** Where an anchor of the docs lives now: "/docs/print#print-examples", "/docs/api/render-poster". */
const HOLDER = new Map<string, DocsPage>();
for (const page of DOCS_PAGES) {
  for (const anchor of page.holds) {
    const other = HOLDER.get(anchor);
    if (other) throw new Error(`the anchor #${anchor} is held by both ${other.href} and ${page.href}`);
    HOLDER.set(anchor, page);
  }
}

export function docsHref(anchor: string): string {
  const page = HOLDER.get(anchor);
  if (!page) throw new Error(`no docs page holds #${anchor}`);
  return page.id === anchor ? page.href : `${page.href}#${anchor}`;
}

/** The reference page of an operation, by method and path. */
export function apiHref(method: string, path: string): string {
  return docsHref(endpointId(method, path));
}

/** The section of a response body on the "Response bodies" page. */
export const schemaHref = (name: string) => docsHref(schemaId(name));

/** Every anchor held by a page other than /docs, and its new URL: what /docs redirects an old link's hash to. */
export function movedAnchors(): Record<string, string> {
  return Object.fromEntries([...HOLDER].filter(([, page]) => page.href !== '/docs').map(([anchor]) => [anchor, docsHref(anchor)]));
}
