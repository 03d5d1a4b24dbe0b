import { and, eq, lt } from 'drizzle-orm';
import { eventually, inTransaction, renders, syncRendersInFlight, type ApiKeyRow, type Database } from '@/lib/db';
import { DATABASE_RETRY_SECONDS, DomainError, isDatabaseUnavailable } from '@/lib/errors';
import { newId } from '@/lib/ids';
import { requireActive } from '@/lib/keys';
import { log } from '@/lib/log';
import { embedInPng, embedInSvg, sha256Hex, signRecord, type SigningKey, type SignedRecord } from '@/lib/provenance';
import {
  dimensionCap,
  posterTextProblems,
  RENDER_DEADLINE_MS,
  RenderError,
  sheetPixels,
  SYNC_MAX_DIMENSION,
  type PosterEngine,
  type PosterSpec,
  type RenderProgress,
} from '@/lib/render';
import type { ObjectStore } from '@/lib/storage';
import { checkAllowance, refundRender, reserveRender, type Reservation } from '@/lib/usage';
import { claimIdempotencyKey, completeIdempotencyKey, hasIdempotentAnswer, releaseIdempotencyKey } from './idempotency';
import type { RenderResult } from './read-model';
import { storedRequest, type ParsedRenderRequest } from './request';
import { recognisedAcrossCopies } from '@/lib/singleton';

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

export interface RenderDependencies {
  db: Database;
  /** The engine; its checkMap, when it has one, refuses a poster its map would leave blank before it is charged. */
  engine: Pick<PosterEngine, 'render'> & Partial<MapCheck>;
  store: ObjectStore;
  /** The key to sign with, asked at each signature (a rotation on another instance counts at once). */
  signer: { current(): Promise<SigningKey> };
  now?: () => Date;
}

const EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp', pdf: 'pdf', svg: 'svg' } as const;
/** Retry-After of a render refused because the renderer was busy or out of time. */
export const BUSY_RETRY_SECONDS = 60;

function refused(reservationRefusal: Awaited<ReturnType<typeof checkAllowance>>): DomainError | undefined {
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

/** How long a synchronous render is counted at most: its deadline and the time to store it (one a crash left then stops counting). */
const SYNC_RENDER_COUNTED_MS = RENDER_DEADLINE_MS + 30_000;

/**
 * The one mapping of the engine's failures (RenderError) to the API's: each engine code to the
 * failure a client is told, whose code decides the status (lib/http). A new engine code fails to
 * compile here until it is given one.
 */
function renderFault(error: unknown): DomainError {
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
        return new PassingFailure('render_failed', `render failed: ${error.message}; it was not charged and is safe to retry`);
      case 'source_unreachable':
        // Not "safe to retry": nothing changes until the source is reachable. A queued render still tries again later.
        return new PassingFailure('map_source_unreachable', `${error.message} (not charged)`);
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
function failureAfterReservation(error: unknown, key: ApiKeyRow): DomainError {
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

/** The embedded copy of the record: in the PNG's tEXt chunk or the SVG's <metadata>; other formats carry none. */
function stamp(format: string, bytes: Buffer, record: SignedRecord): Buffer {
  if (format === 'png') return embedInPng(bytes, record);
  if (format === 'svg') return Buffer.from(embedInSvg(bytes.toString('utf8'), record), 'utf8');
  return bytes;
}

/**
 * What refuses a render before anything is reserved, claimed or queued: a key that may not render,
 * text that would print as boxes, and (given the engine) a map its data would leave blank or a
 * map-tile style with no tile server (the caller's to fix).
 */
export async function checkRenderable(key: ApiKeyRow, request: ParsedRenderRequest, maps?: MapCheck, { queued = false } = {}): Promise<void> {
  requireActive(key);
  if (!queued) refuseTooBigToWait(request.spec);
  const textProblems = await posterTextProblems(request.spec);
  if (textProblems.length > 0) throw new DomainError('invalid_request', textProblems.join('; '));
  // A map its data leaves blank, or a tile style with no server here: the engine's refusal, said as ours.
  await maps?.checkMap(request.spec, { allowPartialMap: request.allowPartialMap === true }).catch((error: unknown) => {
    const fault = renderFault(error);
    // A source that did not answer now may answer the worker: a queued render is accepted and its
    // worker retries (lib/posters/render-jobs); only the caller's own mistakes refuse it here.
    if (queued && fault instanceof PassingFailure) return;
    throw fault;
  });
}

/**
 * A synchronous render (POST /v1/render, MCP render_poster) draws at most SYNC_MAX_DIMENSION px on the sheet's
 * longest side, so it answers within the request; a bigger raster is queued work, said with where to send it.
 */
function refuseTooBigToWait(spec: PosterSpec): void {
  const longest = sheetPixels(spec);
  if (longest <= SYNC_MAX_DIMENSION) return;
  const field = spec.print ? `printSize (${spec.print.size.widthMm} × ${spec.print.size.heightMm} mm at ${spec.print.dpi} dpi)` : 'maxDimension';
  throw new DomainError(
    'invalid_request',
    `${field} makes a ${spec.format} of ${longest} px on its longest side; a synchronous render draws at most ${SYNC_MAX_DIMENSION} px: ` +
      `queue it with POST /v1/renders (or POST /v1/batches, or the MCP tool render_batch), which draws up to ${dimensionCap(spec.format)} px and tells you when it is ready`,
  );
}

/** What checks a poster's map before it is charged: the engine (a stand-in engine in tests may lack it). */
export type MapCheck = Pick<PosterEngine, 'checkMap'>;

/**
 * What refuses a queued render or a batch at once: what refuses a synchronous one before it is drawn,
 * and a key with nothing left (the same quota_exceeded / no_credits). A batch asking for more than is
 * left is accepted: its items that cannot be charged fail one by one.
 */
export async function checkQueueable(db: Database, key: ApiKeyRow, maps: MapCheck | undefined, ...requests: ParsedRenderRequest[]): Promise<void> {
  for (const request of requests) await checkRenderable(key, request, maps, { queued: true });
  const refusal = refused(await checkAllowance(db, key));
  if (refusal) throw refusal;
}

/**
 * Refuses a key that may not render, or has nothing left, before its request's body is read (POST /v1/render, /v1/renders,
 * /v1/batches declare it): the refusal it would get after reading and checking up to 8 MiB, for the
 * price of a lookup. A request whose Idempotency-Key has a stored answer is let through: it may be the
 * retry of the render that used the last credit, and is answered from what is stored.
 */
export async function refuseSpentKey({ request, db, key }: { request: Request; db: Database; key: ApiKeyRow }): Promise<void> {
  // A suspended or revoked key is refused as it would be after the body (403), not for its allowance.
  requireActive(key);
  const refusal = refused(await checkAllowance(db, key));
  if (!refusal) return;
  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && (await hasIdempotentAnswer(db, key.id, idempotencyKey))) return;
  throw refusal;
}

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

/** A poster drawn, signed and stored, not yet recorded: what its row and its RenderResult are made of. */
interface StoredPoster {
  id: string;
  url: string;
  storageKey: string;
  stored: Buffer;
  issued: string;
  sha256: string;
  record: SignedRecord;
  output: Awaited<ReturnType<PosterEngine['render']>>;
  started: number;
}

/** Draws, signs and stores a poster under `storageKey`: every failure said as one of ours (nothing of it charged). */
async function drawAndStore(
  key: ApiKeyRow,
  request: ParsedRenderRequest,
  deps: RenderDependencies,
  id: string,
  storageKey: string,
  signal?: AbortSignal,
  onProgress?: (progress: RenderProgress) => void,
): Promise<StoredPoster> {
  const now = deps.now ?? (() => new Date());
  const started = performance.now();
  const output = await deps.engine
    .render(request.spec, { preview: request.preview, allowPartialMap: request.allowPartialMap === true, signal, onProgress })
    .catch((error: unknown) => {
      throw renderFault(error);
    });
  if (signal?.aborted) throw renderFault(new RenderError('aborted', 'the caller went away'));
  const issued = now().toISOString();
  const sha256 = sha256Hex(output.bytes);
  const record = signRecord({ v: 1, id, plan: key.plan, issued, sha256 }, await deps.signer.current());
  const stored = stamp(request.spec.format, output.bytes, record);
  const { url } = await deps.store
    .put(storageKey, stored, { contentType: output.mime, metadata: { 'atlasprint-provenance': JSON.stringify(record) } })
    .catch((error: unknown) => {
      log.error('storing a poster failed', { id, error });
      throw new PassingFailure('render_failed', 'storing the poster failed; it was not charged and is safe to retry');
    });
  return { id, url, storageKey, stored, issued, sha256, record, output, started };
}

/** The RenderResult of a stored poster, and the columns of its row once it succeeded. */
function recorded(key: ApiKeyRow, request: ParsedRenderRequest, poster: StoredPoster, reservation: Reservation, finishedAt: Date) {
  const { id, url, stored, issued, sha256, record, output } = poster;
  const usage =
    reservation.kind === 'quota' ? { used: reservation.used, quota: reservation.quota, remaining: reservation.remaining } : { credits: reservation.credits };
  const result: RenderResult = {
    id,
    url,
    format: request.spec.format,
    bytes: stored.length,
    provenance: { v: 1, id, plan: key.plan, issued, sha256, kid: record.kid!, signature: record.sig },
    usage,
    warnings: output.warnings,
    ...(output.print ? { print: output.print } : {}),
    ...(output.preview ? { preview: { mime: output.preview.mime, data: output.preview.bytes.toString('base64') } } : {}),
  };
  const row = {
    status: 'succeeded' as const,
    format: request.spec.format,
    bytes: stored.length,
    sha256,
    url,
    storageKey: poster.storageKey,
    issuedAt: new Date(issued),
    durationMs: Math.round(performance.now() - poster.started),
    specHash: sha256Hex(Buffer.from(JSON.stringify(request.spec))),
    finishedAt,
  };
  return { result, row };
}

/**
 * Synchronous renders whose process died while drawing (their row in sync_renders_in_flight outlived
 * its expiry): each is refunded once, unless its render was recorded. Run every minute by the job
 * workers (lib/posters/render-jobs). Answers how many were refunded.
 */
export async function refundAbandonedSyncRenders(db: Database, now = new Date()): Promise<number> {
  const expired = await db.select({ id: syncRendersInFlight.id }).from(syncRendersInFlight).where(lt(syncRendersInFlight.expiresAt, now));
  let refunded = 0;
  for (const { id } of expired) {
    await inTransaction(db, async (tx) => {
      const [taken] = await tx.delete(syncRendersInFlight).where(eq(syncRendersInFlight.id, id)).returning();
      if (!taken?.reservation) return;
      const [recorded] = await tx.select({ id: renders.id }).from(renders).where(eq(renders.id, id));
      if (recorded) return;
      await refundRender(tx, taken.reservation as Reservation);
      refunded += 1;
    });
  }
  if (refunded > 0) log.warn('refunded synchronous renders whose process stopped while drawing', { refunded });
  return refunded;
}

/**
 * A failure of a part a render needs rather than of the request (the object store): said to a waiting
 * caller as render_failed like any, while a queued render tries again (lib/posters/render-jobs).
 */
export class PassingFailure extends DomainError {
  static {
    recognisedAcrossCopies(this, 'posters.PassingFailure');
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

/**
 * An asynchronous render's attempt (lib/posters/render-jobs), on its row marked `rendering` with the
 * attempt's token. Drawn and stored first, under a name of the attempt's own (two attempts never write
 * one file); then ONE transaction charges it and records it, only while the row is still this
 * attempt's. A refusal (quota, credits) or a lost row rolls both back and removes this attempt's file:
 * whatever retries, crashes or duplicate deliveries happen, a render is charged once, when recorded, and
 * its file is there. Nothing is charged before, so nothing is refunded.
 */
export async function renderQueued(
  key: ApiKeyRow,
  request: ParsedRenderRequest,
  deps: RenderDependencies,
  renderId: string,
  attempt: string,
  signal?: AbortSignal,
  onProgress?: (progress: RenderProgress) => void,
): Promise<RenderResult> {
  requireActive(key);
  const now = deps.now ?? (() => new Date());
  // A key with nothing left is not drawn for (the transaction below decides; this only saves the work).
  const early = refused(await checkAllowance(deps.db, key, now()));
  if (early) throw early;
  const storageKey = `renders/${renderId}-${attempt}.${EXTENSIONS[request.spec.format]}`;
  const poster = await drawAndStore(key, request, deps, renderId, storageKey, signal, onProgress);
  let result: RenderResult | undefined;
  try {
    await inTransaction(deps.db, async (tx) => {
      const outcome = await reserveRender(tx, key, now());
      const refusal = refused(outcome);
      if (refusal || !outcome.ok) throw refusal;
      const made = recorded(key, request, poster, outcome.reservation, now());
      // No preview: it is for a caller waiting on the answer, and would weigh on every listing and webhook of the render.
      const { preview: _preview, ...kept } = made.result;
      const finished = await tx
        .update(renders)
        .set({ ...made.row, result: kept, progressStripsDone: null, progressStrips: null })
        .where(and(eq(renders.id, renderId), eq(renders.status, 'rendering'), eq(renders.attempt, attempt)))
        .returning({ id: renders.id });
      if (finished.length === 0) throw new AttemptLost(renderId);
      result = kept;
    });
  } catch (error) {
    // Rolled back for certain: this attempt's file is nobody's. Any other failure (the database lost at
    // commit) may have committed, so the file stays: an unrecorded file costs disk, a recorded one without its file a customer.
    if (error instanceof DomainError || error instanceof AttemptLost) {
      await deps.store
        .delete(storageKey)
        .catch((cleanup: unknown) => log.error('removing an unrecorded poster failed', { id: renderId, storageKey, error: cleanup }));
      throw error;
    }
    throw failureAfterReservation(error, key);
  }
  return result!;
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

/** Whether a render id is on record (for POST /v1/verify's `logged`). */
export async function isLogged(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: renders.id })
    .from(renders)
    .where(and(eq(renders.id, id), eq(renders.status, 'succeeded')))
    .limit(1);
  return Boolean(row);
}
