import { DomainError, isDatabaseUnavailable, type FailureKind } from '@/lib/errors';

/**
 * Stable, machine-readable error codes: a client branches on these, never on the message's words.
 * One per status for the errors of HTTP itself; the domain's failures are coded by their kind.
 */
export const ERROR_CODES = {
  400: 'invalid_request',
  401: 'unauthorized',
  402: 'no_credits',
  403: 'key_inactive',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  422: 'idempotency_key_reused',
  429: 'quota_exceeded',
  431: 'headers_too_large',
  499: 'client_closed_request',
  500: 'internal_error',
  502: 'render_failed',
  503: 'unavailable',
  504: 'timeout',
} as const;

/** The one table from a domain failure to its HTTP status. */
export const STATUS_OF_FAILURE: Readonly<Record<FailureKind, number>> = {
  invalid_request: 400,
  unauthorized: 401,
  no_credits: 402,
  key_inactive: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  idempotency_key_reused: 422,
  quota_exceeded: 429,
  rate_limited: 429,
  client_closed_request: 499,
  render_failed: 502,
  busy: 503,
  timeout: 503,
  unavailable: 503,
  database_unavailable: 503,
};

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | FailureKind;

/** Every code the API can answer with, for the OpenAPI document and the docs page. */
export const ALL_ERROR_CODES = [...new Set<ErrorCode>([...Object.values(ERROR_CODES), ...(Object.keys(STATUS_OF_FAILURE) as FailureKind[])])];

/** The one error type of the API: a status, a stable code, and a message a person can act on. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? ERROR_CODES[status as keyof typeof ERROR_CODES] ?? (status >= 500 ? 'internal_error' : 'invalid_request');
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message: string) => new ApiError(404, message);

/** Said with every 401, as RFC 9110 asks. */
export const BEARER_CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="atlasprint"' };
const DATABASE_RETRY_SECONDS = 5;

/**
 * The HTTP face of any error the API knows: an ApiError as it is, a DomainError by its kind, a lost
 * database as a 503. Undefined for anything else (a bug: the caller answers a logged 500).
 */
export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) {
    const headers: Record<string, string> = error.kind === 'unauthorized' ? { ...BEARER_CHALLENGE } : {};
    if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
    return new ApiError(STATUS_OF_FAILURE[error.kind], error.message, headers, error.kind);
  }
  if (isDatabaseUnavailable(error)) {
    return new ApiError(
      503,
      'the database cannot be reached right now; nothing was charged, retry in a few seconds',
      { 'Retry-After': String(DATABASE_RETRY_SECONDS) },
      'database_unavailable',
    );
  }
  return undefined;
}

export function errorBody(error: ApiError): { error: true; code: ErrorCode; message: string } {
  return { error: true, code: error.code, message: error.message };
}

export function errorResponse(error: ApiError, extraHeaders: Record<string, string> = {}): Response {
  return Response.json(errorBody(error), {
    status: error.status,
    headers: { 'Cache-Control': 'no-store', ...error.headers, ...extraHeaders },
  });
}
