/**
 * Stable, machine-readable error codes: a client branches on these, never on the message's words.
 * One per status, refined where one status has several meanings.
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

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | 'busy' | 'database_unavailable' | 'rate_limited';

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

export function errorBody(error: ApiError): { error: true; code: ErrorCode; message: string } {
  return { error: true, code: error.code, message: error.message };
}

export function errorResponse(error: ApiError, extraHeaders: Record<string, string> = {}): Response {
  return Response.json(errorBody(error), {
    status: error.status,
    headers: { 'Cache-Control': 'no-store', ...error.headers, ...extraHeaders },
  });
}
