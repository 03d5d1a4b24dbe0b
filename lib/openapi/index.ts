import { KEY_PREFIX } from '@/lib/keys';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TIMEOUT_MS } from '@/lib/webhooks';
import { requestBodies, schemas } from './components';
import type { JsonSchema } from './json-schema';
import { TAGS, type ApiOperation, type HttpMethod, type Tag } from './operation';
import { exampleWebhookEvent } from './examples';
import { OPERATIONS, type EndpointOperationId, type OperationId } from './operations';
import { withErrorCodes, withEveryPathStatuses } from './path-statuses';
import { HEADERS, securityOf } from './operation-parts';

export { FIELD_UNITS, fieldMeaning, LABELLED_THEMES, type RenderField } from './fields';
export { renderRequestJsonSchema, toJsonSchema, boundsOf, defaultOf, describeField, themeValues, COLOR_PATTERN, type JsonSchema } from './json-schema';
export * from './responses';
export { EXAMPLE_RENDER_REQUEST, exampleRenderResult, EXAMPLE_KEY_STATUS, EXAMPLE_VERIFY_REQUEST } from './examples';
export { requestBodySchema, type RequestBodyName } from './components';
export { SERVER_LIMITS } from './path-statuses';
export type { EndpointOperationId, OperationId } from './operations';
export { operations } from './operations';
export type { ApiOperation } from './operation';

/**
 * The OpenAPI 3.1 document of the API, generated from the zod schemas the handlers validate with
 * (RenderRequest, VerifyRequest, CheckoutRequest) and the zod schemas of the response bodies
 * (./responses), and assembled from one module per operation (./<tag>/<operation-id>.ts, listed in
 * order in ./operations.ts). Served at /openapi.json; the docs page renders its endpoint list and
 * tables from the same document (documentedOperations()).
 */

export const OPENAPI_VERSION = '3.1.0';
export const API_VERSION = '1.0.0';

/** An operation as the docs page lists it. */
export interface DocumentedOperation<Id extends OperationId = OperationId> {
  method: HttpMethod;
  path: string;
  operationId: Id;
  tag: Tag;
  summary: string;
  /** Set when the docs page presents it in a section of its own (this id) rather than among its endpoints. */
  docsSection?: string;
}

/** Every operation of the document, in its order (OPERATIONS: the order of the docs page too). */
export function documentedOperations(): DocumentedOperation[] {
  return OPERATIONS.map((operation) => {
    const { method, path, operationId, tag, summary, docsSection } = operation as ApiOperation<OperationId>;
    return { method, path, operationId, tag, summary, ...(docsSection === undefined ? {} : { docsSection }) };
  });
}

/** The endpoints of the docs page: the operations without a section of their own, in order. */
export function docsEndpoints(): DocumentedOperation<EndpointOperationId>[] {
  return documentedOperations().filter((operation): operation is DocumentedOperation<EndpointOperationId> => operation.docsSection === undefined);
}

/** The paths object: each operation's module, in the order of OPERATIONS. */
function paths(baseUrl: string): JsonSchema {
  const result: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of OPERATIONS as readonly ApiOperation[]) {
    const { method, path, operationId, tag, summary, build } = operation;
    const operations = (result[path] ??= {});
    if (operations[method]) throw new Error(`${method.toUpperCase()} ${path} has two operations: ${String(operations[method].operationId)} and ${operationId}`);
    const { description, ...rest } = build(baseUrl);
    operations[method] = { operationId, tags: [tag], summary, ...(description === undefined ? {} : { description }), security: securityOf(operation), ...rest };
  }
  return result;
}

/** The webhooks object (OpenAPI 3.1): what Atlasprint POSTs to a registered endpoint, one entry per event. */
function webhookEvents(base: string): JsonSchema {
  const subject = {
    'render.succeeded': 'a queued render succeeded',
    'render.failed': 'a queued render failed',
    'batch.completed': 'a batch completed',
  } as const;
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `${type.replace(/\.(\w)/, (_match, letter: string) => letter.toUpperCase())}Event`,
          tags: ['Webhooks'],
          summary: `Sent when ${subject[type]}`,
          description: `POSTed to each endpoint of the key subscribed to this event (POST /v1/webhooks). Verify the Standard Webhooks headers before trusting the body; answer with any 2xx within ${WEBHOOK_TIMEOUT_MS / 1000} s, or it is retried with backoff for about a day. webhook-id is the same on every attempt: ignore one you have seen.`,
          security: [],
          parameters: ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => ({
            name,
            in: 'header',
            required: true,
            description: WEBHOOK_HEADERS[name as keyof typeof WEBHOOK_HEADERS],
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookEvent' }, example: exampleWebhookEvent(base, type) } },
          },
          responses: { '200': { description: 'Received (any 2xx counts; anything else, a redirect included, is retried).' } },
        },
      },
    ]),
  );
}

const WEBHOOK_HEADERS = {
  'webhook-id': 'The delivery id (msg_…): the same on every attempt of one event.',
  'webhook-timestamp': 'When this attempt was signed, in unix seconds: refuse one more than 5 minutes off your clock.',
  'webhook-signature': 'v1, and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`, keyed by the base64-decoded part of the secret after whsec_.',
} as const;

const built = new Map<string, JsonSchema>();

/** The OpenAPI 3.1.0 document of the API at `baseUrl` (built once per base URL). */
export function buildOpenApiDocument(baseUrl: string): JsonSchema {
  const base = baseUrl.replace(/\/+$/, '');
  const cached = built.get(base);
  if (cached) return structuredClone(cached);
  const document: JsonSchema = {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Atlasprint Render API',
      version: API_VERSION,
      summary: 'Print-ready map posters by API.',
      // Proprietary: the API is used under a plan bought on the pricing page, whose Licence section
      // also says what the posters may be used for. OpenAPI 3.1 wants a name and a url (or an SPDX id).
      license: { name: 'Proprietary: use under an Atlasprint plan', url: `${base}/pricing` },
      description:
        'Renders print-ready map posters (any place, artistic vector themes or map-tile styles, text, markers, routes) as SVG, PDF, PNG, JPEG or WebP, ' +
        'stores them and returns a public link, each signed with a verifiable provenance record. Every error is {"error": true, "message": "…"} with a message that names what is wrong. ' +
        `Human-readable reference: ${base}/docs.`,
    },
    servers: [{ url: base }],
    externalDocs: { description: 'API reference', url: `${base}/docs` },
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths: withErrorCodes(withEveryPathStatuses(paths(base))),
    webhooks: webhookEvents(base),
    components: {
      schemas: schemas(),
      requestBodies: requestBodies(),
      headers: HEADERS,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `An Atlasprint API key (${KEY_PREFIX}…), bought at ${base}/pricing: Authorization: Bearer <API key>. Keep it server-side; replace a leaked key with POST /v1/keys/rotate, a lost one with POST /v1/keys/recover.`,
        },
      },
    },
  };
  built.set(base, document);
  return structuredClone(document);
}
