import { DATABASE_RETRY_SECONDS } from '@/lib/errors';
import { describeBodyLimit, type ErrorCode, type RouteDeclaration } from '@/lib/http';
import { PLAN_IDS, PLANS } from '@/lib/plans';
import type { JsonSchema } from './json-schema';

/**
 * What the operation modules (./<tag>/<operation>.ts) build their responses from: the response
 * headers, JSON and error responses, the answers shared by several operations (401, 413, 415,
 * 503 database_unavailable) and the two security requirements.
 */

export type Header =
  | 'X-Request-Id'
  | 'X-RateLimit-Limit'
  | 'X-RateLimit-Remaining'
  | 'Retry-After'
  | 'WWW-Authenticate'
  | 'Idempotent-Replayed'
  | 'Allow'
  | 'Location';

/** components/headers: every response header the operations name. */
export const HEADERS: Record<Header, JsonSchema> = {
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
  Location: { description: 'Where to ask for what was created: /v1/renders/{id} or /v1/batches/{id}.', schema: { type: 'string' } },
};

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** X-Request-Id, which every response has, then `extra`. */
export function headersOf(extra: Header[]): JsonSchema {
  return Object.fromEntries(['X-Request-Id', ...extra].map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

export function jsonResponse(description: string, schema: string, options: { headers?: Header[]; example?: unknown } = {}): JsonSchema {
  return {
    description,
    headers: headersOf(options.headers ?? []),
    content: { 'application/json': { schema: ref(schema), ...(options.example === undefined ? {} : { example: options.example }) } },
  };
}

/**
 * `code` only where the status has more than one meaning (429: quota or rate limit); else the
 * status's own, which ./path-statuses.ts withErrorCodes fills in.
 */
export function errorResponse(description: string, message: string, headers: Header[] = [], code?: ErrorCode): JsonSchema {
  return jsonResponse(description, 'Error', { headers, example: { error: true, ...(code ? { code } : {}), message } });
}

/** 413 for a body over the operation's declared limit of `bytes`, said as the body reader says it. */
export const tooLarge = (bytes: number) =>
  errorResponse(`The request body is larger than ${describeBodyLimit(bytes)}.`, `request body is larger than ${describeBodyLimit(bytes)}`);
/** "Body at most 4 KiB.": the declared limit, as an operation's description ends. */
export const bodyAtMost = (bytes: number) => `Body at most ${describeBodyLimit(bytes)}.`;
export const notJson = () => errorResponse('The Content-Type is not application/json.', 'Content-Type must be application/json (got text/plain)');

export const DATABASE_DOWN = {
  description: `the database could not be reached (code database_unavailable, Retry-After: ${DATABASE_RETRY_SECONDS}; nothing charged or kept)`,
  message: 'the database cannot be reached right now; nothing was charged, retry in a few seconds',
};
/** 503 database_unavailable: for every operation whose handler uses the database (lib/http toApiError). */
export const databaseDown = () =>
  errorResponse(
    `The service is unavailable: ${DATABASE_DOWN.description}. Retry after Retry-After.`,
    DATABASE_DOWN.message,
    ['Retry-After'],
    'database_unavailable',
  );

export const UNAUTHORIZED = errorResponse(
  'The API key is missing, malformed, unknown, or was rotated out (after POST /v1/keys/rotate only the new key works).',
  'invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)',
  ['WWW-Authenticate'],
);

/** The security requirement of an operation, from its declared auth: an API key, or none. */
export function securityOf(operation: RouteDeclaration): JsonSchema[] {
  return (operation.auth ?? 'none') === 'none' ? [] : [{ bearerAuth: [] }];
}

/** "Starter 100 renders per month, …, Single 1 render credit": every plan's allowance. */
export const quotas = PLAN_IDS.map((id) => {
  const plan = PLANS[id];
  return plan.kind === 'subscription' ? `${plan.name} ${plan.monthlyQuota} renders per month` : `${plan.name} ${plan.credits} render credit`;
}).join(', ');

/**
 * A checked query whose `limit` is read as a number written in decimal digits: Number() would also take
 * 0x10, 1e1 or " 16 ", so anything else becomes NaN, which the schema refuses in its own words.
 */
export function withDecimalLimit<Schema, Output>(checked: { schema: Schema; parse: (value: unknown) => Output }) {
  return {
    schema: checked.schema,
    parse: (parameters: Record<string, string>): Output => {
      const values: Record<string, unknown> = { ...parameters };
      if (typeof values.limit === 'string') values.limit = /^\d{1,6}$/.test(values.limit) ? Number(values.limit) : Number.NaN;
      return checked.parse(values);
    },
  };
}
