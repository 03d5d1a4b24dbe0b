import { DATABASE_RETRY_SECONDS, DomainError, isDatabaseUnavailable, type FailureKind } from '@/lib/errors';
import { recognisedAcrossCopies } from '@/lib/singleton';

/**
 * Every error code the API answers with, and its HTTP status: the one table (unkey's codeToStatus).
 * A client branches on the code, never on the message's words. First the code of each status for
 * the errors of HTTP itself, then the codes that refine a status with several meanings. The domain's
 * failures (lib/errors FailureKind) are coded by their kind, each of which is a code here.
 */
export const STATUS_OF_CODE = {
  invalid_request: 400,
  unauthorized: 401,
  no_credits: 402,
  key_inactive: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  gone: 410,
  body_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  quota_exceeded: 429,
  headers_too_large: 431,
  client_closed_request: 499,
  internal_error: 500,
  render_failed: 502,
  unavailable: 503,
  // Refinements: a 503 the render's deadline passed, a 429 of a per-address limit or a key's full queue, a 503 of a full queue or a lost database.
  timeout: 503,
  rate_limited: 429,
  too_many_queued: 429,
  busy: 503,
  database_unavailable: 503,
  // A 503 of a remote map data source nobody answers for (offline, its host down): unlike render_failed's 502, retrying at once does not help.
  map_source_unreachable: 503,
  // A 410 of a recovery link: used already, expired, or its key revoked since it was sent (a page tells a customer which).
  recovery_link_used: 410,
  recovery_link_expired: 410,
  key_revoked: 410,
  // A 502 of the payment provider (a checkout or a change of plan it could not make; nothing changed, retry), not of a render.
  payment_provider_unavailable: 502,
  // A 400 the map refines: the data covers too little of the poster, none of it, or a map-tile style has no tile server here.
  partial_map_data: 400,
  no_map_data: 400,
  tile_style_unavailable: 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof STATUS_OF_CODE;

// Every kind of domain failure is a code of the table (a kind without a status fails to compile here).
const failureKindsAreCodes: Record<FailureKind, number> = STATUS_OF_CODE;
void failureKindsAreCodes;

/** The HTTP status of an error code. */
export function statusOf(code: ErrorCode): number {
  return STATUS_OF_CODE[code];
}

/** Every code the API can answer with, for the OpenAPI document and the docs page. */
export const ALL_ERROR_CODES = Object.keys(STATUS_OF_CODE) as ErrorCode[];

/** The code an answer of `status` has when nothing refines it: the first of the table with that status. */
export function codeOfStatus(status: number): ErrorCode | undefined {
  return ALL_ERROR_CODES.find((code) => STATUS_OF_CODE[code] === status);
}

/**
 * The one error type of the API: a stable code, its status (from the code), a message a person can act
 * on, headers to send with it, and (rarely) more fields for the body, after the three every error has.
 */
export class ApiError extends Error {
  static {
    recognisedAcrossCopies(this, 'http.ApiError');
  }
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = STATUS_OF_CODE[code];
  }
}

export const badRequest = (message: string) => new ApiError('invalid_request', message);
export const notFound = (message: string) => new ApiError('not_found', message);

/** Said with every 401, as RFC 9110 asks. */
export const BEARER_CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="atlasprint"' };

/**
 * The HTTP face of any error the API knows: an ApiError as it is, a DomainError by its kind (its
 * code), a lost database as a 503. Undefined for anything else (a bug: the caller answers a logged 500).
 */
export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) {
    const headers: Record<string, string> = error.kind === 'unauthorized' ? { ...BEARER_CHALLENGE } : {};
    if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
    return new ApiError(error.kind, error.message, headers);
  }
  if (isDatabaseUnavailable(error)) {
    return new ApiError('database_unavailable', 'the database cannot be reached right now; nothing was charged, retry in a few seconds', {
      'Retry-After': String(DATABASE_RETRY_SECONDS),
    });
  }
  return undefined;
}

export function errorBody(error: ApiError): { error: true; code: ErrorCode; message: string } & Record<string, unknown> {
  return { error: true, code: error.code, message: error.message, ...error.details };
}

export function errorResponse(error: ApiError, extraHeaders: Record<string, string> = {}): Response {
  return Response.json(errorBody(error), {
    status: error.status,
    headers: { 'Cache-Control': 'no-store', ...error.headers, ...extraHeaders },
  });
}
