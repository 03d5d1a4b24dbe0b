import { recognisedAcrossCopies } from '@/lib/singleton';
/**
 * What went wrong, in the domain's words. Domain modules (posters, keys, usage, billing) throw
 * DomainError and know nothing of HTTP. The kind is the stable `code` clients see: lib/http's one
 * table of error codes holds every kind (and the codes of HTTP itself), each with its status, used
 * by the REST routes and the MCP tools alike.
 */
export const FAILURE_KINDS = [
  'invalid_request',
  'unauthorized',
  'key_inactive',
  'no_credits',
  'quota_exceeded',
  'too_many_queued',
  'not_found',
  'gone',
  'conflict',
  'idempotency_key_reused',
  'rate_limited',
  'client_closed_request',
  'render_failed',
  'busy',
  'timeout',
  'unavailable',
  'database_unavailable',
  'partial_map_data',
  'no_map_data',
  'tile_style_unavailable',
] as const;

export type FailureKind = (typeof FAILURE_KINDS)[number];

export class DomainError extends Error {
  static {
    recognisedAcrossCopies(this, 'errors.DomainError');
  }
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** When the same request may succeed again (busy, quota, in flight): said as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** How long a client should wait before retrying after the database could not be reached: said as Retry-After. */
export const DATABASE_RETRY_SECONDS = 5;

/** Connection-level failures: the database is down or unreachable, not a query that is wrong. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, cannot connect now), 53300 (too many connections).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const CONNECTION_MESSAGES =
  /connection terminated|connection (?:error|refused|timeout)|timeout exceeded when trying to connect|query read timeout|server closed the connection|client has encountered a connection error|pglite is closed|cannot use a pool after calling end/i;

/**
 * Whether an error (or any error it wraps: drizzle wraps the driver's in `cause`) says the database
 * cannot be reached. Such a failure is the service's, temporary, and worth a 503 and a retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
