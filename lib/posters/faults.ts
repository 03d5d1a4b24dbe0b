import type { ApiKeyRow } from '@/lib/db';
import { DATABASE_RETRY_SECONDS, DomainError, isDatabaseUnavailable } from '@/lib/errors';
import { log } from '@/lib/log';
import { RenderError } from '@/lib/render';
import { recognisedAcrossCopies } from '@/lib/singleton';
import type { checkAllowance } from '@/lib/usage';

/**
 * How a render's failures are said: the engine's (RenderError), a part's that passes (the object store,
 * a map source that did not answer), an allowance refused, and whatever fails once a render is reserved.
 */

/** Retry-After of a render refused because the renderer was busy or out of time. */
export const BUSY_RETRY_SECONDS = 60;

/** The refusal of a key with nothing left (quota_exceeded, no_credits), or undefined. */
export function refused(reservationRefusal: Awaited<ReturnType<typeof checkAllowance>>): DomainError | undefined {
  if (reservationRefusal.ok) return undefined;
  const refusal = reservationRefusal.refusal;
  if (refusal.kind === 'no_credits') {
    return new DomainError('no_credits', 'no render credits left on this single-render key: buy another render or a subscription');
  }
  const resets = refusal.resetsAt.toISOString().replace('.000Z', 'Z');
  return new DomainError(
    'quota_exceeded',
    `monthly quota of ${refusal.quota} renders used up for ${refusal.period}; it resets at ${resets} (the 1st, UTC), or upgrade with POST /v1/keys/upgrade (the same key, a larger quota at once)`,
    (refusal.resetsAt.getTime() - Date.now()) / 1000,
  );
}

/**
 * The one mapping of the engine's failures (RenderError) to the API's: each engine code to the
 * failure a client is told, whose code decides the status (lib/http). A new engine code fails to
 * compile here until it is given one.
 */
export function renderFault(error: unknown): DomainError {
  if (error instanceof RenderError) {
    switch (error.code) {
      case 'aborted':
        // Nobody is there to read it; said for the log.
        return new DomainError('client_closed_request', 'the client closed the request before the poster was ready; it was not charged');
      case 'busy':
      case 'timeout':
        return new DomainError(error.code, `${error.message} (not charged)`, BUSY_RETRY_SECONDS);
      case 'tiles_unavailable':
        // A source that did not answer: a queued render tries again (lib/posters/render-jobs), as after a store's failure.
        return new RetryableFailure('render_failed', `render failed: ${error.message}; it was not charged and is safe to retry`);
      case 'source_unreachable':
        // Not "safe to retry": nothing changes until the source is reachable. A queued render still tries again later.
        return new RetryableFailure('map_source_unreachable', `${error.message} (not charged)`);
      case 'render_failed':
        return new DomainError('render_failed', `render failed: ${error.message}; it was not charged and is safe to retry`);
      case 'partial_map_data':
      case 'no_map_data':
      case 'tile_style_unavailable':
        // The request's to change: said as it is, with no word of retrying.
        return new DomainError(error.code, `${error.message} (not charged)`);
      default:
        return unmapped(error.code);
    }
  }
  // Not one of the engine's own failures (a bug: a stack overflow, a library's throw): the caller gets a
  // plain message, the log gets the cause, or nobody could find it.
  log.error('render failed in the engine', { error });
  return new DomainError('render_failed', 'render failed; it was not charged and is safe to retry');
}

function unmapped(code: never): never {
  throw new Error(`RenderError code ${String(code)} has no API failure`);
}

/** After the reservation, any failure is said as one of ours, each refunded. */
export function failureAfterReservation(error: unknown, key: ApiKeyRow): DomainError {
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error)) {
    return new DomainError(
      'database_unavailable',
      'the database cannot be reached, so the poster could not be recorded; it was not charged, nothing was kept, and it is safe to retry in a few seconds',
      DATABASE_RETRY_SECONDS,
    );
  }
  log.error('render failed after reservation', { keyPrefix: key.keyPrefix, error });
  return new DomainError('render_failed', 'render failed; it was not charged and is safe to retry');
}

/**
 * A failure of a part a render needs rather than of the request (the object store): said to a waiting
 * caller as render_failed like any, while a queued render tries again (lib/posters/render-jobs).
 */
export class RetryableFailure extends DomainError {
  static {
    recognisedAcrossCopies(this, 'posters.RetryableFailure');
  }
}
/** The attempt holding a queued render lost it (taken for lost, another attempt took the row): it records and charges nothing. */
export class AttemptLost extends Error {
  static {
    recognisedAcrossCopies(this, 'posters.AttemptLost');
  }
  constructor(readonly renderId: string) {
    super(`render ${renderId} is no longer held by this attempt; it was not charged`);
    this.name = 'AttemptLost';
  }
}
