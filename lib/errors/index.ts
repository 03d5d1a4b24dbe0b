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
  'recovery_link_used',
  'recovery_link_expired',
  'key_revoked',
  'conflict',
  'idempotency_key_reused',
  'rate_limited',
  'client_closed_request',
  'render_failed',
  'busy',
  'timeout',
  'unavailable',
  'database_unavailable',
  'map_source_unreachable',
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

/** A refusal names this many problems, and how many more there are. */
export const MAX_PROBLEMS_SAID = 5;
/** No problem is said in more characters than this (a GPX parser's complaint can list a whole file; the list of themes is ~900). */
export const MAX_PROBLEM_LENGTH = 1200;

/**
 * The problems as one message a person reads: the first few, each cut short, and a count of the rest
 * (a message never grows with the input). `total` when only the first few were described.
 */
export function describeProblems(problems: readonly string[], total = problems.length): string {
  const said = problems.slice(0, MAX_PROBLEMS_SAID).map((problem) => shortened(problem, MAX_PROBLEM_LENGTH));
  const rest = total - said.length;
  return said.join('; ') + (rest > 0 ? `; and ${rest} more problem${rest === 1 ? '' : 's'}` : '');
}

/** How much of a caller's own text (an id from a path, a name) a message repeats. */
export const MAX_ECHOED_LENGTH = 64;

/** `text` cut to at most `max` characters, an ellipsis saying where: what a message repeats of a caller's input stays short. */
export function shortened(text: string, max = MAX_ECHOED_LENGTH): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
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
  return causeChain(error).some((current) => {
    const code = sqlStateOf(current);
    if (code !== undefined && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
    return current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner));
  });
}

/** An error and the errors it wraps in `cause` (drizzle wraps the driver's), outermost first, at most five. */
export function causeChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

/** The driver's error code (a PostgreSQL SQLSTATE, or a Node system error's code) of one error, if it has one. */
function sqlStateOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether the database refused the statement with this SQLSTATE, on the driver's error or one wrapping it. */
export function hasSqlState(error: unknown, sqlState: string): boolean {
  return causeChain(error).some((current) => sqlStateOf(current) === sqlState);
}
