import { eq } from 'drizzle-orm';
import { eventually, inTransaction, renders, syncRendersInFlight, type ApiKeyRow } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { newId } from '@/lib/ids';
import { log } from '@/lib/log';
import { RENDER_DEADLINE_MS } from '@/lib/render';
import { refundRender, reserveRender, type Reservation } from '@/lib/usage';
import { checkRenderable, type MapCheck } from './admission';
import { BUSY_RETRY_SECONDS, failureAfterReservation, refused } from './faults';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from './idempotency';
import { drawAndStore, EXTENSIONS, recorded, type RenderDependencies } from './poster-store';
import type { RenderResult } from './read-model';
import { storedRequest, type ParsedRenderRequest } from './request';

/**
 * The synchronous charge path (POST /v1/render, MCP render_poster): reserved first, drawn while the
 * caller waits, refunded on any failure after; a sweep (./sweep) refunds a render whose process died.
 */

export interface RenderOutcome {
  result: RenderResult;
  /** X-RateLimit-* values, for subscriptions. */
  rateLimit?: { limit: number; remaining: number };
  /** The result of an earlier request with the same Idempotency-Key, answered again and not charged. */
  replayed?: boolean;
}

export interface RenderCall {
  /**
   * The caller went away (the HTTP client disconnected, the MCP call was cancelled). Before the poster
   * is stored that stops the render and refunds it; once stored and recorded, it was delivered (and a
   * retry with the same Idempotency-Key gets it).
   */
  signal?: AbortSignal;
  /** Idempotency-Key (see ./idempotency): retries answer the first result and are charged once. */
  idempotencyKey?: string;
}

/** How long a synchronous render is counted at most: its deadline and the time to store it (one a crash left then stops counting). */
export const SYNC_RENDER_COUNTED_MS = RENDER_DEADLINE_MS + 30_000;

/**
 * A paid render: reserve one render, draw, sign, store, record. Any failure after the reservation
 * gives it back, so only delivered posters are counted.
 */
export async function renderForKey(key: ApiKeyRow, request: ParsedRenderRequest, deps: RenderDependencies, call: RenderCall = {}): Promise<RenderOutcome> {
  await checkRenderable(key, request, deps.engine.checkMap ? (deps.engine as MapCheck) : undefined);
  const { idempotencyKey } = call;
  if (idempotencyKey === undefined) return renderOnce(key, request, deps, call.signal);

  const claim = await claimIdempotencyKey(deps.db, key.id, idempotencyKey, request);
  if (claim.kind === 'replay') {
    // The first poster may have been taken down since (an operator deleted it): say so, not a dead link, and
    // do not draw it again behind the operator's back.
    const stored = `renders/${claim.result.id}.${EXTENSIONS[claim.result.format as keyof typeof EXTENSIONS]}`;
    if (!(await deps.store.exists(stored))) {
      throw new DomainError(
        'gone',
        `the poster this Idempotency-Key made (${claim.result.id}) is no longer stored; send the request with a new Idempotency-Key to render it again`,
      );
    }
    return { result: claim.result, replayed: true };
  }
  let outcome: RenderOutcome;
  try {
    outcome = await renderOnce(key, request, deps, call.signal);
  } catch (error) {
    await eventually('releasing an idempotency key', () => releaseIdempotencyKey(deps.db, key.id, idempotencyKey)).catch((release: unknown) =>
      log.error('releasing an idempotency key failed', { error: release }),
    );
    throw error;
  }
  const { preview: _preview, ...stored } = outcome.result;
  await completeIdempotencyKey(deps.db, key.id, idempotencyKey, stored).catch((complete: unknown) =>
    log.error('recording an idempotent result failed', { error: complete }),
  );
  return outcome;
}

/** One synchronous render, charged on success: reserved first, given back on any failure after. */
async function renderOnce(key: ApiKeyRow, request: ParsedRenderRequest, deps: RenderDependencies, signal?: AbortSignal): Promise<RenderOutcome> {
  const now = deps.now ?? (() => new Date());
  const startedAt = now();
  const outcome = await reserveRender(deps.db, key, now());
  const refusal = refused(outcome);
  if (refusal || !outcome.ok) throw refusal;
  const reservation: Reservation = outcome.reservation;

  const id = newId('rnd');
  let counted = false;
  try {
    // Counted with the key's queued renders in hand (lib/posters/render-jobs takeRender) while it is drawn,
    // and refunded by the sweep (refundAbandonedSyncRenders) if this process dies before it ends.
    await deps.db.insert(syncRendersInFlight).values({ id, keyId: key.id, expiresAt: new Date(Date.now() + SYNC_RENDER_COUNTED_MS), reservation });
    counted = true;
    const poster = await drawAndStore(key, request, deps, id, `renders/${id}.${EXTENSIONS[request.spec.format]}`, signal);
    const { result, row } = recorded(key, request, poster, reservation, now());
    // Recorded, or not public: a poster stored for a render that cannot be written down is removed again
    // (it would be served and verify as signed while the caller was told it failed and was refunded).
    const { preview: _preview, ...kept } = result;
    await inTransaction(deps.db, async (tx) => {
      // Recorded only while still counted, in one transaction with taking its row in sync_renders_in_flight:
      // a render alive past its counting window may have been refunded by the sweep, which takes that row
      // first. Whichever takes the row decides: recorded and charged, or refunded and not kept; never both.
      const [slot] = await tx.delete(syncRendersInFlight).where(eq(syncRendersInFlight.id, id)).returning({ id: syncRendersInFlight.id });
      if (!slot) {
        throw new DomainError(
          'timeout',
          `the render took longer than ${SYNC_RENDER_COUNTED_MS / 1000} s, so it was given back to the key and the poster is not kept (not charged); send it again`,
          BUSY_RETRY_SECONDS,
        );
      }
      await tx.insert(renders).values({ id, keyId: key.id, plan: key.plan, result: kept, startedAt, ...row, ...storedRequest(request) });
    }).catch(async (error: unknown) => {
      await deps.store
        .delete(poster.storageKey)
        .catch((cleanup: unknown) => log.error('removing an unrecorded poster failed', { id, storageKey: poster.storageKey, error: cleanup }));
      throw error;
    });
    return {
      result,
      rateLimit: reservation.kind === 'quota' ? { limit: reservation.quota, remaining: reservation.remaining } : undefined,
    };
  } catch (error) {
    // A database that is down cannot take the refund now: it is retried until the database is back. The
    // render's row in sync_renders_in_flight is taken with it: a sweep that took it first has refunded it.
    await eventually('refunding a render', () =>
      inTransaction(deps.db, async (tx) => {
        const [slot] = await tx.delete(syncRendersInFlight).where(eq(syncRendersInFlight.id, id)).returning({ id: syncRendersInFlight.id });
        if (slot || !counted) await refundRender(tx, reservation);
      }),
    ).catch((refund: unknown) => log.error('refunding a render failed', { keyPrefix: key.keyPrefix, reservation, error: refund }));
    throw failureAfterReservation(error, key);
  } finally {
    await deps.db
      .delete(syncRendersInFlight)
      .where(eq(syncRendersInFlight.id, id))
      .catch((error: unknown) => log.warn('a synchronous render stays counted until it expires', { id, error }));
  }
}
