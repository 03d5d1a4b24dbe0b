import { CHECKOUT_RATE_LIMIT, checkoutRequestSchema, KEY_ALREADY_REVEALED, upgradeRequestSchema } from '@/lib/billing';
import { ApiError, DEFAULT_BODY_LIMIT, RENDER_BODY_LIMIT, type ErrorCode } from '@/lib/http';
import {
  KEY_PREFIX,
  RECOVERED_NOTE,
  RECOVERY_ACCEPTED_MESSAGE,
  RECOVERY_NOT_CONFIGURED,
  RECOVERY_RATE_LIMIT,
  RECOVERY_TOKEN_TTL_SECONDS,
  recoveryConfirmSchema,
  recoveryRequestSchema,
} from '@/lib/keys';
import { MAX_PLACE_RESULTS, PLACES_CREDIT, PLACES_RATE_LIMIT, placesQuerySchema, placesResultSchema } from '@/lib/places';
import { IDEMPOTENCY_WINDOW_HOURS } from '@/lib/posters';
import { verifyRequestSchema } from '@/lib/posters/verify';
import { PLAN_IDS, PLANS } from '@/lib/plans';
import { MAX_DIMENSION, MIN_DIMENSION, PREVIEW_DIMENSION } from '@/lib/render';
import { renderRequestJsonSchema, toJsonSchema, type JsonSchema } from './json-schema';
import {
  checkoutResultSchema,
  errorSchema,
  healthSchema,
  keyPendingSchema,
  keyRevealedSchema,
  keyRotatedSchema,
  keyStatusSchema,
  keyUpgradedSchema,
  recoveryAcceptedSchema,
  renderResultSchema,
  signingKeysSchema,
  upgradeCheckoutSchema,
  verifyResultSchema,
} from './responses';

export { FIELD_UNITS, fieldMeaning, LABELLED_THEMES, type RenderField } from './fields';
export { renderRequestJsonSchema, toJsonSchema, boundsOf, defaultOf, describeField, themeValues, COLOUR_PATTERN, type JsonSchema } from './json-schema';
export * from './responses';

/**
 * The OpenAPI 3.1 document of the API, generated from the zod schemas the handlers validate with
 * (RenderRequest, VerifyRequest, CheckoutRequest) and the zod schemas of the response bodies
 * (./responses). Served at /openapi.json; the docs page renders its tables from the same schemas.
 */

export const OPENAPI_VERSION = '3.1.0';
export const API_VERSION = '1.0.0';

type Header = 'X-Request-Id' | 'X-RateLimit-Limit' | 'X-RateLimit-Remaining' | 'Retry-After' | 'WWW-Authenticate' | 'Idempotent-Replayed' | 'Allow';

const HEADERS: Record<Header, JsonSchema> = {
  'X-Request-Id': {
    description: 'Identifies this request; quote it when reporting a problem. Present on every response.',
    schema: { type: 'string', pattern: '^req_[0-9A-Za-z]+$' },
  },
  'X-RateLimit-Limit': {
    description: 'The monthly quota of the key (subscription plans only; absent for the single plan).',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': {
    description: 'Renders left this month after this one (subscription plans only; absent for the single plan).',
    schema: { type: 'integer' },
  },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  'WWW-Authenticate': { description: 'The authentication scheme: Bearer realm="atlasprint".', schema: { type: 'string' } },
  'Idempotent-Replayed': {
    description: 'true when this is the stored result of an earlier request with the same Idempotency-Key (not charged again).',
    schema: { type: 'string', enum: ['true'] },
  },
  Allow: { description: 'The methods this path serves, comma-separated (GET; POST).', schema: { type: 'string' } },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function headersOf(extra: Header[]): JsonSchema {
  return Object.fromEntries(['X-Request-Id', ...extra].map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

function jsonResponse(description: string, schema: string, options: { headers?: Header[]; example?: unknown } = {}): JsonSchema {
  return {
    description,
    headers: headersOf(options.headers ?? []),
    content: { 'application/json': { schema: ref(schema), ...(options.example === undefined ? {} : { example: options.example }) } },
  };
}

/** `code` only where the status has more than one meaning (429: quota or rate limit); else the status's own. */
function errorResponse(description: string, message: string, headers: Header[] = [], code?: ErrorCode): JsonSchema {
  return jsonResponse(description, 'Error', { headers, example: { error: true, ...(code ? { code } : {}), message } });
}

/** Every error example gets the code its status has (ApiError decides it), so the document never disagrees with the API. */
function withErrorCodes(paths: JsonSchema): JsonSchema {
  for (const operations of Object.values(paths) as JsonSchema[]) {
    for (const operation of Object.values(operations) as JsonSchema[]) {
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, JsonSchema>)) {
        const content = response.content as Record<string, { example?: { error?: boolean; code?: string; message?: string } }> | undefined;
        const example = content?.['application/json']?.example;
        if (example?.error !== true || !/^\d{3}$/.test(status)) continue;
        content!['application/json']!.example = { error: true, code: example.code ?? new ApiError(Number(status), example.message ?? '').code, message: example.message };
      }
    }
  }
  return paths;
}

const BODY_LIMIT_KIB = DEFAULT_BODY_LIMIT / 1024;
const RENDER_BODY_LIMIT_KIB = RENDER_BODY_LIMIT / 1024;
const tooLarge = (kib: number) => errorResponse(`The request body is larger than ${kib} KiB.`, `request body is larger than ${kib} KiB`);
const notJson = () =>
  errorResponse('The Content-Type is not application/json.', 'Content-Type must be application/json (got text/plain)');

/**
 * What scripts/server.mjs (the production server, in front of Next.js) refuses before any route
 * sees the request, for every path: headers over 16 KiB (431), a request not received in time
 * (408: headers within 10 s, the whole request within 30 s by default), and malformed HTTP or a
 * malformed percent-escape in the path (400). tests/integration/openapi.test.ts reads these numbers
 * and statuses out of server.mjs.
 */
export const SERVER_LIMITS = { headerKiB: 16, headersSeconds: 10, requestSeconds: 30 } as const;
const MALFORMED_HTTP = 'a request that is not well-formed HTTP, or whose path has a malformed percent-escape (refused before routing)';

function refusedBeforeRouting(): Record<string, JsonSchema> {
  return {
    '400': errorResponse(`Invalid request: ${MALFORMED_HTTP}.`, 'malformed HTTP request'),
    '408': errorResponse(
      `The request was not received in time: its headers within ${SERVER_LIMITS.headersSeconds} s, the whole request with its body within ${SERVER_LIMITS.requestSeconds} s (refused before routing).`,
      `the request was not received in time (headers within ${SERVER_LIMITS.headersSeconds} s, the whole request within ${SERVER_LIMITS.requestSeconds} s)`,
    ),
    '431': errorResponse(
      `The request headers are larger than ${SERVER_LIMITS.headerKiB} KiB (refused before routing).`,
      `request headers are larger than ${SERVER_LIMITS.headerKiB} KiB`,
    ),
  };
}

/**
 * 405: every route answers the methods it does not serve with a JSON 405 and Allow (lib/http
 * methodsOtherThan). OpenAPI has no place for the answer to a method a path lacks, so each
 * operation of the path documents it.
 */
function methodNotAllowed(allow: string): JsonSchema {
  const other = ['DELETE', 'PUT', 'PATCH', 'POST', 'GET'].find((method) => !allow.split(', ').includes(method))!;
  return errorResponse(
    `Another method than ${allow} on this path (${other}, say): refused, with the methods it serves in Allow (${allow}).`,
    `${other} is not supported here; use ${allow}`,
    ['Allow'],
  );
}

/** The statuses every operation can answer: 405 for the path's other methods, and what the server refuses before routing. */
function withEveryPathStatuses(paths: JsonSchema): JsonSchema {
  for (const operations of Object.values(paths) as Record<string, JsonSchema>[]) {
    const allow = Object.keys(operations)
      .map((method) => method.toUpperCase())
      .join(', ');
    for (const operation of Object.values(operations)) {
      const responses = operation.responses as Record<string, JsonSchema>;
      const { '400': malformed, ...beforeRouting } = refusedBeforeRouting();
      const own = responses['400'];
      if (own) own.description = `${String(own.description)} Also: ${MALFORMED_HTTP}.`;
      else responses['400'] = malformed!;
      Object.assign(responses, beforeRouting, { '405': methodNotAllowed(allow) });
    }
  }
  return paths;
}

const DATABASE_DOWN = {
  description: 'the database could not be reached (code database_unavailable, Retry-After: 5; nothing charged or kept)',
  message: 'the database cannot be reached right now; nothing was charged, retry in a few seconds',
};
/** 503 database_unavailable: for every operation whose handler uses the database (lib/http toApiError). */
const databaseDown = () =>
  errorResponse(`The service is unavailable: ${DATABASE_DOWN.description}. Retry after Retry-After.`, DATABASE_DOWN.message, ['Retry-After'], 'database_unavailable');

const UNAUTHORIZED = errorResponse(
  'The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works).',
  'invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)',
  ['WWW-Authenticate'],
);

const BEARER = [{ bearerAuth: [] }];
const NO_CREDENTIALS: never[] = [];

const EXAMPLE_KEY = `${KEY_PREFIX}${'X'.repeat(40)}`;
const EXAMPLE_RENDER_ID = 'rnd_4hT9qL2mV8xK1pZ6cR3nW7yB';
const EXAMPLE_ISSUED = '2026-11-22T07:28:52.366Z';
const EXAMPLE_SHA256 = '50d858e0985ecc7f60418aaf0cc5ab587f42c2570a884095a9e8ccacd0f6545c';
const EXAMPLE_SIGNATURE = 'eAhVm6NupQVIX27qt8ci889BdhHYxgSIltbqzqJrNsPzdr7I8CIa7XdnC-wY55oZCn4sV1sSnkNOhTCEm7BCDA';
/** The key of RFC 8037's examples, and its RFC 7638 thumbprint; then a retired key. */
const EXAMPLE_KID = 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k';
const EXAMPLE_SIGNING_KEYS = {
  keys: [
    { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo', kid: EXAMPLE_KID, alg: 'EdDSA', use: 'sig' },
    { kty: 'OKP', crv: 'Ed25519', x: 'RbpeVOQEVOzGr4_ryld3hlHZDugp3PBF--DfYdWqcxI', kid: 'mFarJRRJbqk5BZTstulMhp70nlSNXmanW0_dBxu2Blc', alg: 'EdDSA', use: 'sig' },
  ],
};

const PRO = PLANS.pro;
const PRO_QUOTA = PRO.kind === 'subscription' ? PRO.monthlyQuota : 0;

/** An example RenderRequest: the Copenhagen city centre. */
export const EXAMPLE_RENDER_REQUEST = {
  lat: 55.676,
  lon: 12.576,
  zoom: 14,
  theme: 'vintage_atlas',
  city: 'Copenhagen',
  country: 'Denmark',
  format: 'png',
} as const;

export function exampleRenderResult(baseUrl: string) {
  return {
    id: EXAMPLE_RENDER_ID,
    url: `${baseUrl}/files/renders/${EXAMPLE_RENDER_ID}.png`,
    format: 'png',
    bytes: 1834012,
    provenance: { v: 1, id: EXAMPLE_RENDER_ID, plan: 'pro', issued: EXAMPLE_ISSUED, sha256: EXAMPLE_SHA256, kid: EXAMPLE_KID, signature: EXAMPLE_SIGNATURE },
    usage: { used: 1, quota: PRO_QUOTA, remaining: PRO_QUOTA - 1 },
    warnings: [],
  };
}

export const EXAMPLE_KEY_STATUS = {
  plan: 'pro',
  status: 'active',
  key_prefix: EXAMPLE_KEY.slice(0, 12),
  period: '2026-11',
  quota: PRO_QUOTA,
  used: 1,
  remaining: PRO_QUOTA - 1,
  credits: null,
  created_at: '2026-11-02T09:14:03.120Z',
  last_used_at: EXAMPLE_ISSUED,
};

export const EXAMPLE_VERIFY_REQUEST = { v: 1, id: EXAMPLE_RENDER_ID, plan: 'pro', issued: EXAMPLE_ISSUED, sha256: EXAMPLE_SHA256, kid: EXAMPLE_KID, sig: EXAMPLE_SIGNATURE };

/** VerifyRequest: verifyRequestSchema, plus `signature`, which the handler takes in place of `sig`. */
function verifyRequestJsonSchema(): JsonSchema {
  const json = toJsonSchema(verifyRequestSchema);
  const properties = json.properties as Record<string, JsonSchema>;
  const descriptions: Record<string, string> = {
    v: 'Record version.',
    id: 'The render id.',
    plan: 'The plan, as in the record.',
    issued: 'The issued date-time, as in the record.',
    sha256: 'The hex SHA-256, as in the record.',
    kid: 'The id of the signing key, as in the record (not signed: it picks the key to check with). Without it every key is tried.',
    sig: 'The Ed25519 signature (base64url), as in the record.',
  };
  for (const [name, description] of Object.entries(descriptions)) properties[name]!.description = description;
  properties.signature = { ...properties.sig, description: 'Accepted in place of sig, as a RenderResult’s provenance names it.' };
  const required = (json.required as string[]).filter((name) => name !== 'sig');
  json.required = required;
  // sig or signature: an anyOf, wrapped in allOf. openapi-typescript makes a top-level anyOf a union
  // with the object itself (`{…} | unknown | unknown`, which is `unknown`: an untyped body), and an
  // allOf an intersection; each alternative names its field's type, so the body is typed
  // `{…} & ({ sig: string } | { signature: string })`. The same rule in JSON Schema either way.
  json.allOf = [{ anyOf: ['sig', 'signature'].map((name) => ({ required: [name], properties: { [name]: { type: 'string' } } })) }];
  json.description =
    'A provenance record: from a PNG tEXt chunk "atlasprint", an SVG <metadata id="atlasprint">, the stored object’s metadata, or a RenderResult’s provenance (its signature sent as sig). Fields are checked exactly as given.';
  return json;
}

/** The response bodies (and Error). Request bodies are in requestBodies(), which says why. */
function schemas(): Record<string, JsonSchema> {
  return {
    RenderResult: toJsonSchema(renderResultSchema),
    KeyStatus: toJsonSchema(keyStatusSchema),
    KeyRotated: toJsonSchema(keyRotatedSchema),
    KeyRevealed: toJsonSchema(keyRevealedSchema),
    KeyPending: toJsonSchema(keyPendingSchema),
    KeyUpgraded: toJsonSchema(keyUpgradedSchema),
    UpgradeCheckout: toJsonSchema(upgradeCheckoutSchema),
    RecoveryAccepted: toJsonSchema(recoveryAcceptedSchema),
    VerifyResult: toJsonSchema(verifyResultSchema),
    CheckoutResult: toJsonSchema(checkoutResultSchema),
    Health: toJsonSchema(healthSchema),
    Places: toJsonSchema(placesResultSchema),
    SigningKeys: toJsonSchema(signingKeysSchema),
    Error: toJsonSchema(errorSchema),
  };
}

const jsonBody = (schema: JsonSchema, example: unknown) => ({ required: true, content: { 'application/json': { schema, example } } });

/**
 * The request bodies, as components/requestBodies rather than components/schemas, so that a client
 * generated with openapi-typescript's default options needs only what the API needs (RenderRequest:
 * lat and lon). openapi-typescript 7 types a property that has a `default` as always present
 * (defaultNonNullable, on by default), which is true of a response and false of a request: the
 * server fills the default in. It tells the two apart by where the schema is, exempting only
 * schemas under parameters, requestBody and requestBodies (transform/schema-object: `hasDefault &&
 * defaultNonNullable && !path.includes("requestBody")…`). A request schema in components/schemas
 * would have every defaulted field required (35 in RenderRequest). Here each keeps its `default` (for Swagger
 * UI, Redoc, other generators and the docs page, which reads it with defaultOf) and is optional in
 * the generated type; the response schemas stay in components/schemas, where a default would mean
 * what it says. tests/integration/openapi-client.test.ts compiles a client against the generated
 * types to hold this.
 */
function requestBodies(): Record<string, JsonSchema> {
  return {
    RenderRequest: jsonBody(renderRequestJsonSchema(), EXAMPLE_RENDER_REQUEST),
    VerifyRequest: jsonBody(verifyRequestJsonSchema(), EXAMPLE_VERIFY_REQUEST),
    CheckoutRequest: jsonBody(toJsonSchema(checkoutRequestSchema), { plan: 'pro', email: 'ada@example.com' }),
    UpgradeRequest: jsonBody(toJsonSchema(upgradeRequestSchema), { plan: 'business' }),
    RecoveryRequest: jsonBody(toJsonSchema(recoveryRequestSchema), { email: 'ada@example.com' }),
    RecoveryConfirmRequest: jsonBody(toJsonSchema(recoveryConfirmSchema), { token: EXAMPLE_RECOVERY_TOKEN }),
  };
}

export type RequestBodyName = 'RenderRequest' | 'VerifyRequest' | 'CheckoutRequest' | 'UpgradeRequest' | 'RecoveryRequest' | 'RecoveryConfirmRequest';

/** A recovery token as a link carries it (32 random bytes, base64url). */
const EXAMPLE_RECOVERY_TOKEN = 'q3Vf1Zs9cN0pL7xT2mR8wK4yB6hJ5dG0aE1uI9oS3nQ';

/** The JSON Schema of a request body of `document` (a built OpenAPI document). */
export function requestBodySchema(document: unknown, name: RequestBodyName): JsonSchema {
  const bodies = (document as { components: { requestBodies: Record<string, { content: Record<string, { schema: JsonSchema }> }> } }).components.requestBodies;
  return bodies[name]!.content['application/json']!.schema;
}

const bodyRef = (name: RequestBodyName) => ({ $ref: `#/components/requestBodies/${name}` });

const quotas = PLAN_IDS.map((id) => {
  const plan = PLANS[id];
  return plan.kind === 'subscription' ? `${plan.name} ${plan.monthlyQuota} renders per month` : `${plan.name} ${plan.credits} render credit`;
}).join(', ');

function paths(baseUrl: string): JsonSchema {
  const placeParameters = placesQuerySchema.shape;
  return {
    '/v1/places': {
      get: {
        operationId: 'findPlaces',
        tags: ['Places'],
        summary: 'Find a place by name',
        description:
          'Coordinates and a poster zoom for a place name, from an offline world gazetteer (GeoNames: every place with 1 000 people or more, with its names in other languages and scripts). ' +
          `Case, accents and one or two typos do not matter; ", country" or ", US state" narrows it. No key; at most ${PLACES_RATE_LIMIT.limit} searches a minute per client address. ` +
          `${PLACES_CREDIT}.`,
        security: NO_CREDENTIALS,
        parameters: [
          { name: 'q', in: 'query', required: true, description: placeParameters.q.description, schema: { type: 'string', minLength: 1, maxLength: 100 }, example: 'Copenhagen' },
          { name: 'limit', in: 'query', required: false, description: placeParameters.limit.description, schema: { type: 'integer', minimum: 1, maximum: MAX_PLACE_RESULTS, default: 5 }, example: 3 },
        ],
        responses: {
          '200': jsonResponse('Places, best match first (an empty list when none matches).', 'Places', {
            example: {
              query: 'Copenhagen',
              results: [{ name: 'Copenhagen', country: 'DK', countryName: 'Denmark', lat: 55.67594, lon: 12.56553, population: 1153615, zoom: 12 }],
              credit: PLACES_CREDIT,
            },
          }),
          '400': errorResponse('q is missing or empty, limit is out of range, or a parameter is neither q nor limit.', 'q must be a place name, such as "Paris" or "Springfield, IL"'),
          '429': errorResponse(
            `More than ${PLACES_RATE_LIMIT.limit} searches in a minute from this address. Retry-After gives the seconds to wait.`,
            `too many place searches from this address: at most ${PLACES_RATE_LIMIT.limit} a minute; retry in 31 s`,
            ['Retry-After'],
            'rate_limited',
          ),
          '503': databaseDown(),
        },
      },
    },
    '/v1/render': {
      post: {
        operationId: 'renderPoster',
        tags: ['Render'],
        summary: 'Render a poster',
        description:
          `Renders a poster, stores it and returns a public link to it with its signed provenance record. A render takes well under a second at the usual sizes (0.3 to 0.7 s measured for a 3072×4096 PNG or PDF of a city centre), longer for the first poster of a new place or a routed walk; the deadline is 90 s. ` +
          `Counts one render against the key's monthly quota (${quotas}; resets at 00:00 UTC on the 1st) or its credits, on success only: ` +
          `a refused or failed render is never counted. maxDimension is at least ${MIN_DIMENSION} and capped to ${MAX_DIMENSION}; preview adds a ${PREVIEW_DIMENSION} px WebP. ` +
          `The request body is at most ${RENDER_BODY_LIMIT_KIB / 1024} MiB (room for a routeTrack of 20 000 points).`,
        security: BEARER,
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              `Makes retries safe: a request repeated with the same key and the same body within ${IDEMPOTENCY_WINDOW_HOURS} hours answers the first request's result ` +
              '(same id, url and provenance; without the preview) and is charged once, with Idempotent-Replayed: true. The same key with another body is a 422; ' +
              'while the first request is still rendering, a 409. A request that failed is forgotten, so its retry renders. Keys are per API key; use a new UUID per poster.',
            schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
            example: '5f1c7a52-3b9e-4d1a-9a63-0c8e2f7b9d41',
          },
        ],
        requestBody: bodyRef('RenderRequest'),
        responses: {
          '200': jsonResponse('The poster, stored and signed.', 'RenderResult', {
            headers: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'Idempotent-Replayed'],
            example: exampleRenderResult(baseUrl),
          }),
          '409': errorResponse(
            'A request with this Idempotency-Key is still being rendered: retry in a few seconds to get its result.',
            'a request with this Idempotency-Key is still being rendered: retry in a few seconds to get its result',
            ['Retry-After'],
          ),
          '422': errorResponse(
            'This Idempotency-Key was used with a different request in the last 24 hours.',
            'this Idempotency-Key was used with a different request in the last 24 hours: use a new key for a new request',
          ),
          '400': errorResponse(
            'Invalid request: a bad value (each named by its field and the rule, all at once), an unknown field, or a body that is not a JSON object. Nothing is charged.',
            'zoom must be between 0 and 22; format must be one of png, jpeg, webp, pdf, svg',
          ),
          '401': UNAUTHORIZED,
          '402': errorResponse(
            'No render credits left (single plan).',
            'no render credits left on this single-render key: buy another render or a subscription',
          ),
          '403': errorResponse(
            'The key is suspended (its last payment failed; it works again once paid) or revoked (the subscription ended).',
            'API key suspended: the last payment for this plan failed; it works again once the plan is paid',
          ),
          '413': tooLarge(RENDER_BODY_LIMIT_KIB),
          '415': notJson(),
          '429': errorResponse(
            'The monthly quota is used up: it resets at 00:00 UTC on the 1st (Retry-After gives the seconds until then), or move the same key to a larger plan with POST /v1/keys/upgrade.',
            'monthly quota of 100 renders used up for 2026-11; it resets at 2026-12-01T00:00:00Z (the 1st, UTC), or upgrade with POST /v1/keys/upgrade (the same key, a larger quota at once)',
            ['Retry-After'],
          ),
          '502': errorResponse('The render or its storage failed. Not charged; safe to retry.', 'render failed: map tiles could not be loaded; it was not charged and is safe to retry'),
          '503': errorResponse(
            'The renderer is busy (its queue is full; code busy), the render passed its 90 s deadline (code timeout), or the database could not be reached (code database_unavailable, Retry-After: 5). Not charged, nothing kept; retry after Retry-After.',
            'renderer busy: 16 posters are waiting; retry in about a minute (not charged)',
            ['Retry-After'],
          ),
        },
      },
    },
    '/v1/me': {
      get: {
        operationId: 'getKeyStatus',
        tags: ['Keys'],
        summary: 'The calling key: plan, status and usage',
        description: 'The plan, status and allowance of the calling key this month (UTC). Answers for suspended and revoked keys too.',
        security: BEARER,
        responses: {
          '200': jsonResponse('The key status.', 'KeyStatus', { example: EXAMPLE_KEY_STATUS }),
          '401': UNAUTHORIZED,
          '503': databaseDown(),
        },
      },
    },
    '/v1/keys/rotate': {
      post: {
        operationId: 'rotateKey',
        tags: ['Keys'],
        summary: 'Replace the calling key',
        description:
          'Replaces the calling key with a new secret. The old key stops working at once (401); the new key is in this response only, so store it before doing anything else. No request body.',
        security: BEARER,
        responses: {
          '200': jsonResponse('The new key, shown once.', 'KeyRotated', {
            example: {
              key: EXAMPLE_KEY,
              key_prefix: EXAMPLE_KEY.slice(0, 12),
              note: 'The previous key stopped working just now. Store this key securely: it is shown only this once.',
            },
          }),
          '401': UNAUTHORIZED,
          '503': databaseDown(),
        },
      },
    },
    '/v1/keys/upgrade': {
      post: {
        operationId: 'upgradeKey',
        tags: ['Keys'],
        summary: 'Move the calling key to another plan, keeping the key',
        description:
          `Moves a subscription key (starter, pro, business) to another subscription plan, up or down. The key stays the same, and so do its status and the renders it used this month; the new monthly quota applies at once, to this month (${quotas.split(', ').slice(0, 3).join(', ')}). ` +
          'With a Stripe subscription behind the key, that subscription moves to the new plan’s price (prorated: the difference is on the next invoice) and the plan changes now: 200 with the key’s new status. ' +
          'Otherwise the change is paid first: 202 with the url of a checkout (Stripe Checkout, or the site’s test payment page) and its id; paying it moves the plan, and GET /v1/key?session_id=<id> then answers upgraded: true (no new key). ' +
          'A single-render key has no plan to change (buy a subscription with POST /v1/checkout); a suspended or revoked key cannot change plan. Body at most 4 KiB.',
        security: BEARER,
        requestBody: bodyRef('UpgradeRequest'),
        responses: {
          '200': jsonResponse('The plan changed now (a Stripe subscription): the key’s status on its new plan.', 'KeyStatus', {
            example: { ...EXAMPLE_KEY_STATUS, plan: 'business', quota: 5000, remaining: 4999 },
          }),
          '202': jsonResponse('Pay first (not an error): open url; paying it moves the key to plan.', 'UpgradeCheckout', {
            example: {
              url: `${baseUrl}/checkout/cs_2QvN8kT4xZ1mW7bR9cL3sY6p`,
              id: 'cs_2QvN8kT4xZ1mW7bR9cL3sY6p',
              plan: 'business',
              message: `pay at url to move the key ${EXAMPLE_KEY.slice(0, 12)}… to the Business plan; the key itself stays the same`,
            },
          }),
          '400': errorResponse(
            'The plan is not a subscription plan or is the key’s own, the key is a single-render key (buy a plan instead), or the body is not a JSON object with plan alone.',
            'a single-render key has credits, not a monthly plan, so it cannot change plan: buy a plan (POST /v1/checkout, or the pricing page) for a subscription key',
          ),
          '401': UNAUTHORIZED,
          '403': errorResponse(
            'The key is revoked (its subscription ended: buy a plan for a new key) or suspended (its last payment failed: pay it first).',
            'API key revoked: the subscription has ended, so its plan cannot change; buy a plan for a new key',
          ),
          '409': errorResponse('The key was revoked while its plan was changing.', 'the key was revoked while its plan was changing; buy a plan for a new key'),
          '413': tooLarge(4),
          '415': notJson(),
          '429': errorResponse(
            `Too many checkouts started from this client address (a plan change that is paid first is a checkout: at most ${CHECKOUT_RATE_LIMIT.limit} every ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes).`,
            `too many checkouts started from this address: at most ${CHECKOUT_RATE_LIMIT.limit} every ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes; retry in 212 s`,
            ['Retry-After'],
            'rate_limited',
          ),
          '502': errorResponse('The payment provider could not change the plan (or start its checkout); nothing changed, retry.', 'the payment provider could not change the plan; nothing changed, please retry'),
          '503': errorResponse(
            `Payments are misconfigured on this deployment (code unavailable: no Stripe price for the plan), or ${DATABASE_DOWN.description}.`,
            'checkout is not available: no Stripe price is configured for the business plan (STRIPE_PRICE_BUSINESS)',
            ['Retry-After'],
          ),
        },
      },
    },
    '/v1/keys/recover': {
      post: {
        operationId: 'requestKeyRecovery',
        tags: ['Keys'],
        summary: 'Lost a key? Mail a link that replaces it',
        description:
          'For a key you no longer have (one you still have is replaced with POST /v1/keys/rotate). Send the email address the key was bought with (the checkout’s email, any case): ' +
          `for each active or suspended key bought with it, a message goes there with a link to ${baseUrl}/keys/recover?token=… that works once, within ${RECOVERY_TOKEN_TTL_SECONDS / 3600} hour. ` +
          'Opening the link changes nothing; pressing the button on that page (or POST /v1/keys/recover/confirm with the token) replaces the key. ' +
          'The answer is the same 202 whether or not the address has keys, so it tells nobody which addresses are customers. ' +
          `At most ${RECOVERY_RATE_LIMIT.limit} requests an hour per client address and per email address. No key needed. Body at most 4 KiB.`,
        security: NO_CREDENTIALS,
        requestBody: bodyRef('RecoveryRequest'),
        responses: {
          '202': jsonResponse('Taken (not an error): the same answer whether or not keys were bought with the address.', 'RecoveryAccepted', {
            example: { accepted: true, message: RECOVERY_ACCEPTED_MESSAGE },
          }),
          '400': errorResponse('email is missing or not an email address, or the body has another field.', 'email must be an email address'),
          '413': tooLarge(4),
          '415': notJson(),
          '429': errorResponse(
            `More than ${RECOVERY_RATE_LIMIT.limit} recovery requests in an hour from this client address, or for this email address. Retry-After gives the seconds to wait.`,
            `too many key recovery requests for this email address: at most ${RECOVERY_RATE_LIMIT.limit} an hour; retry in 1260 s`,
            ['Retry-After'],
            'rate_limited',
          ),
          '503': errorResponse(
            `This server sends no mail (code unavailable: a deployment on its own database without SMTP_URL), or ${DATABASE_DOWN.description}.`,
            RECOVERY_NOT_CONFIGURED,
            ['Retry-After'],
          ),
        },
      },
    },
    '/v1/keys/recover/confirm': {
      post: {
        operationId: 'confirmKeyRecovery',
        tags: ['Keys'],
        summary: 'Redeem a recovery link for a new key',
        description:
          'Replaces the key of a recovery link, exactly as rotation does: the old key is refused (401) from this moment, the new one is in this response only, and plan, usage and status stay. ' +
          'The token is the link’s token parameter; it works once (its key’s other links are spent with it) and within an hour. The site’s /keys/recover page makes this call when its button is pressed. No key needed. Body at most 4 KiB.',
        security: NO_CREDENTIALS,
        requestBody: bodyRef('RecoveryConfirmRequest'),
        responses: {
          '200': jsonResponse('The new key, shown once.', 'KeyRotated', {
            example: { key: EXAMPLE_KEY, key_prefix: EXAMPLE_KEY.slice(0, 12), note: RECOVERED_NOTE },
          }),
          '400': errorResponse('token is missing, or the body has another field.', 'token is required: the token of the recovery link (the part after ?token=)'),
          '404': errorResponse('No recovery link has this token (or it was not copied whole).', 'this recovery link is not known: check that it was copied whole, or ask for a new one (POST /v1/keys/recover)'),
          '410': errorResponse(
            'The link was used already, or it expired (after an hour): ask for a new one.',
            'this recovery link was used already: each link replaces the key once. Ask for a new link (POST /v1/keys/recover) if you did not keep the new key',
          ),
          '413': tooLarge(4),
          '415': notJson(),
          '503': databaseDown(),
        },
      },
    },
    '/v1/verify': {
      post: {
        operationId: 'verifyProvenance',
        tags: ['Provenance'],
        summary: 'Verify a provenance record',
        description:
          'Checks that a provenance record was signed by Atlasprint (valid: with the key its kid names, or with any of our keys, current or retired, for a record without one) and whether its render id is on record (logged). ' +
          'Re-encoding a file strips its metadata; the signature proves authenticity for intact files. No key needed. Body at most 8 KiB.',
        security: NO_CREDENTIALS,
        requestBody: bodyRef('VerifyRequest'),
        responses: {
          '200': jsonResponse('What the record proves.', 'VerifyResult', {
            example: { valid: true, id: EXAMPLE_RENDER_ID, issued: EXAMPLE_ISSUED, plan: 'pro', logged: true },
          }),
          '400': errorResponse(
            'No provenance record: id or sig is missing, or a field is of the wrong type.',
            'no provenance record: send its fields (v, id, plan, issued, sha256) and its signature as sig, as found in a PNG tEXt chunk "atlasprint", an SVG <metadata id="atlasprint">, or a render response',
          ),
          '413': tooLarge(8),
          '415': notJson(),
          '503': databaseDown(),
        },
      },
    },
    '/v1/checkout': {
      post: {
        operationId: 'startCheckout',
        tags: ['Purchase'],
        summary: 'Start the purchase of a plan',
        description:
          'Starts the purchase of a plan. A person opens url and pays there (Stripe Checkout, or the site’s own test payment page when Stripe is not configured: no money moves), ' +
          'then comes back to the purchase return page, which calls GET /v1/key with the id. A key cannot be created without a person’s payment. Body at most 4 KiB.',
        security: NO_CREDENTIALS,
        requestBody: bodyRef('CheckoutRequest'),
        responses: {
          '200': jsonResponse('The payment page and the checkout id.', 'CheckoutResult', {
            example: { url: `${baseUrl}/checkout/cs_8ZbQe2LmT4vY9wN1kR6sJ3pH`, id: 'cs_8ZbQe2LmT4vY9wN1kR6sJ3pH' },
          }),
          '400': errorResponse('The plan is unknown (or missing), or the email is not an email address.', `plan must be one of ${PLAN_IDS.join(', ')}`),
          '413': tooLarge(4),
          '415': notJson(),
          '502': errorResponse('The payment provider could not start a checkout; retry.', 'the payment provider could not start a checkout; please retry'),
          '429': errorResponse(
            `Too many checkouts started from this client address (at most ${CHECKOUT_RATE_LIMIT.limit} every ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes, counted across all instances). Retry-After gives the seconds until the window ends.`,
            `too many checkouts started from this address: at most ${CHECKOUT_RATE_LIMIT.limit} every ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes; retry in 212 s`,
            ['Retry-After'],
            'rate_limited',
          ),
          '503': errorResponse(
            `Checkout is not available: payments are misconfigured on this deployment (code unavailable), or ${DATABASE_DOWN.description}.`,
            'checkout is not available: no Stripe price is configured for the pro plan (STRIPE_PRICE_PRO)',
            ['Retry-After'],
          ),
        },
      },
    },
    '/v1/key': {
      get: {
        operationId: 'revealKey',
        tags: ['Purchase'],
        summary: 'Reveal the key bought in a checkout, once',
        description:
          'Returns the key bought in a checkout, exactly once. While the payment is not confirmed it answers 202: retry after a few seconds. ' +
          'The purchase return page of the site makes this call for the person who paid. A key you still have is replaced with POST /v1/keys/rotate; a lost one with POST /v1/keys/recover. ' +
          'A checkout started by POST /v1/keys/upgrade reveals no key: once paid it answers upgraded: true with the key prefix and its new plan (as often as asked).',
        security: NO_CREDENTIALS,
        parameters: [
          {
            name: 'session_id',
            in: 'query',
            required: true,
            description: 'The checkout id returned by POST /v1/checkout (cs_…).',
            schema: { type: 'string', maxLength: 300 },
            example: 'cs_8ZbQe2LmT4vY9wN1kR6sJ3pH',
          },
        ],
        responses: {
          '200': {
            description: 'The key, shown this once (KeyRevealed); or, for a paid plan change (POST /v1/keys/upgrade), upgraded: true and no key (KeyUpgraded).',
            headers: headersOf([]),
            content: {
              'application/json': {
                schema: { oneOf: [ref('KeyRevealed'), ref('KeyUpgraded')] },
                examples: {
                  purchase: { summary: 'A purchase: the key, once', value: { key: EXAMPLE_KEY, key_prefix: EXAMPLE_KEY.slice(0, 12), plan: 'pro' } },
                  planChange: {
                    summary: 'A plan change: the same key, on its new plan',
                    value: {
                      upgraded: true,
                      key_prefix: EXAMPLE_KEY.slice(0, 12),
                      plan: 'business',
                      message: `the key ${EXAMPLE_KEY.slice(0, 12)}… is on the Business plan now: keep using it as it is (a plan change makes no new key)`,
                    },
                  },
                },
              },
            },
          },
          '202': jsonResponse('Payment not confirmed yet (not an error): retry after Retry-After seconds.', 'KeyPending', {
            headers: ['Retry-After'],
            example: { pending: true, declined: false, message: 'payment not confirmed yet; retry in a few seconds' },
          }),
          '400': errorResponse('session_id is missing (or too long to be a checkout id).', 'session_id is required: the id returned by POST /v1/checkout'),
          '404': errorResponse('No checkout has this id.', 'no checkout with id cs_unknown'),
          '410': errorResponse('The key was revealed already: it is shown only once.', KEY_ALREADY_REVEALED),
          '503': databaseDown(),
        },
      },
    },
    '/health': {
      get: {
        operationId: 'health',
        tags: ['Service'],
        summary: 'Is the API up?',
        description: 'Unversioned. 200 when the API and its database answer.',
        security: NO_CREDENTIALS,
        responses: {
          '200': jsonResponse('The API is up.', 'Health', { example: { ok: true, service: 'atlasprint' } }),
          '503': jsonResponse('The database cannot be reached.', 'Health', {
            headers: ['Retry-After'],
            example: { ok: false, service: 'atlasprint', message: 'database unreachable' },
          }),
        },
      },
    },
    '/.well-known/atlasprint-signing-key.json': {
      get: {
        operationId: 'signingKey',
        tags: ['Provenance'],
        summary: 'The public keys that sign provenance records',
        description:
          'The Ed25519 public keys as a JWK Set (RFC 7517), to verify provenance records offline: the key signing now first, then every key retired by a rotation (what they signed still verifies). ' +
          'Pick a record’s key by its kid; a record from before kids were written is checked with each key. Cacheable for five minutes; CORS open.',
        security: NO_CREDENTIALS,
        responses: {
          '200': jsonResponse('The public keys.', 'SigningKeys', { example: EXAMPLE_SIGNING_KEYS }),
          '503': databaseDown(),
        },
      },
    },
    '/files/{key}': {
      get: {
        operationId: 'getFile',
        tags: ['Files'],
        summary: 'A stored poster',
        description:
          'A stored poster, public, no key (with the default local storage; with Vercel Blob or S3 the url of a RenderResult points there instead). ' +
          'Use the url of a RenderResult as it is. Immutable: cached for a year. Served with a Content-Security-Policy that lets nothing run, and the provenance record in X-Atlasprint-Provenance.',
        security: NO_CREDENTIALS,
        parameters: [
          {
            name: 'key',
            in: 'path',
            required: true,
            description: 'The storage key: renders/<render id>.<png|jpg|webp|pdf|svg>.',
            schema: { type: 'string' },
            example: `renders/${EXAMPLE_RENDER_ID}.png`,
          },
        ],
        responses: {
          '200': {
            description: 'The file.',
            headers: {
              ...headersOf([]),
              ETag: { description: 'The file name, quoted; send it as If-None-Match.', schema: { type: 'string' } },
              'Cache-Control': { description: 'public, max-age=31536000, immutable', schema: { type: 'string' } },
              'X-Atlasprint-Provenance': { description: 'The signed provenance record, as JSON.', schema: { type: 'string' } },
            },
            content: {
              'image/png': {},
              'image/jpeg': {},
              'image/webp': {},
              'application/pdf': {},
              'image/svg+xml': {},
            },
          },
          '304': { description: 'Not modified (If-None-Match matched the ETag).', headers: headersOf([]) },
          '404': errorResponse('No such file.', `no such file: /files/renders/${EXAMPLE_RENDER_ID}.png`),
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openapi',
        tags: ['Service'],
        summary: 'This document',
        security: NO_CREDENTIALS,
        responses: { '200': { description: 'The OpenAPI 3.1 document of the API.', headers: headersOf([]), content: { 'application/json': {} } } },
      },
    },
  };
}

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
    tags: [
      { name: 'Places', description: 'Find the coordinates of a place by name.' },
      { name: 'Render', description: 'Render posters.' },
      { name: 'Keys', description: 'The calling key: status, usage, rotation, a change of plan; a lost key recovered by email.' },
      { name: 'Provenance', description: 'Verify that a poster came from Atlasprint.' },
      { name: 'Purchase', description: 'Buy a plan and receive its key.' },
      { name: 'Files', description: 'Stored posters.' },
      { name: 'Service', description: 'Health and this document.' },
    ],
    paths: withErrorCodes(withEveryPathStatuses(paths(base))),
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
