import { recognisedAcrossCopies } from '@/lib/singleton';
/**
 * What can go wrong inside the engine, by kind, so a caller can tell its own fault from the map
 * source's and a full queue from a broken render (lib/posters says each to the API's clients):
 * - `tiles_unavailable`: the map data source could not be read (a retry may succeed)
 * - `source_unreachable`: a remote map data source cannot be reached at all (its host is not found,
 *   it refuses connections, it does not answer in time): no retry helps until it is reachable again
 * - `render_failed`: rasterising, encoding or printing failed (a retry may succeed)
 * - `busy`: the renderer's queue is full (retry in about a minute)
 * - `timeout`: the render's deadline passed
 * - `aborted`: the caller's AbortSignal fired (the client went away): nothing was delivered
 * - `partial_map_data`: the map data covers less than MIN_MAP_COVERAGE of the poster (./tiles), and
 *   the request did not allow a partial map; `no_map_data`: no source has data in the view at all;
 *   `tile_style_unavailable`: a map-tile style with no tile server configured (a deployment that left
 *   TILES_STANDARD_URL or TILES_SATELLITE_URL unset). The request's to change: a retry cannot succeed.
 * A spec that breaks a rule is not a RenderError: parsePosterSpec refuses it with a SpecError.
 */
export type RenderErrorCode =
  | 'tiles_unavailable'
  | 'source_unreachable'
  | 'render_failed'
  | 'busy'
  | 'timeout'
  | 'aborted'
  | 'partial_map_data'
  | 'no_map_data'
  | 'tile_style_unavailable';

export class RenderError extends Error {
  static {
    recognisedAcrossCopies(this, 'render.RenderError');
  }
  override name = 'RenderError';
  constructor(
    readonly code: RenderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The error of a render (or its print) whose caller's AbortSignal fired. */
export function abortedError(): RenderError {
  return new RenderError('aborted', 'the render was stopped: its caller went away before it finished');
}

/** Socket-level failures: the host is not there for us (no name, no route, no listener, no answer), as opposed to an answer we could not use. */
const UNREACHABLE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * Whether a fetch failed because its server could not be reached at all (a name that does not
 * resolve, a refused connection, no answer within the time limit), not because of what it answered.
 */
export function isUnreachable(error: unknown): boolean {
  const failure = error as { name?: string; code?: string; cause?: { code?: string; errors?: Array<{ code?: string }> } } | undefined;
  if (failure?.name === 'TimeoutError') return true;
  const codes = [failure?.code, failure?.cause?.code, ...(failure?.cause?.errors ?? []).map((inner) => inner.code)];
  return codes.some((code) => code !== undefined && UNREACHABLE_CODES.has(code));
}

/**
 * Why a fetch from a tile server failed, in our words: never a resolver's or a socket's own text
 * (`getaddrinfo ENOTFOUND …`), which says more about our network than a customer needs.
 */
export function fetchFailureReason(error: unknown, timeoutMs: number): string {
  const failure = error as { name?: string; code?: string; message?: string; cause?: { code?: string } } | undefined;
  if (failure?.name === 'TimeoutError' || failure?.name === 'AbortError') return `no answer within ${Math.round(timeoutMs / 100) / 10} s`;
  const status = /^HTTP (\d{3})$/.exec(failure?.message ?? '')?.[1];
  if (status) return `it answered HTTP ${status}`;
  const code = failure?.code ?? failure?.cause?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'its host name could not be found';
  if (code === 'ECONNREFUSED') return 'it refused the connection';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code.startsWith('UND_ERR')) return 'the connection broke off';
  if (code.startsWith('CERT_') || code.startsWith('ERR_TLS') || code.includes('CERT')) return 'its TLS certificate was not accepted';
  return 'it could not be reached';
}
