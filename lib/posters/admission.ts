import type { ApiKeyRow, Database } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { requireActive } from '@/lib/keys';
import { dimensionCap, posterTextProblems, sheetPixels, SYNC_MAX_DIMENSION, type PosterEngine, type PosterSpec } from '@/lib/render';
import { checkAllowance } from '@/lib/usage';
import { RetryableFailure, refused, renderFault } from './faults';
import { hasIdempotentAnswer } from './idempotency';
import type { ParsedRenderRequest } from './request';

/**
 * Admission: what refuses a render, a queued one or a batch before anything is reserved, charged or
 * queued (the key, the allowance, the text, the map, the size a synchronous render may draw).
 */

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
    if (queued && fault instanceof RetryableFailure) return;
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
