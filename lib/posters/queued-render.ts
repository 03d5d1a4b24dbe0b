import { and, eq } from 'drizzle-orm';
import { inTransaction, renders, type ApiKeyRow } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { requireActive } from '@/lib/keys';
import { log } from '@/lib/log';
import type { RenderProgress } from '@/lib/render';
import { checkAllowance, reserveRender } from '@/lib/usage';
import { AttemptLost, failureAfterReservation, refused } from './faults';
import { drawAndStore, EXTENSIONS, recorded, type RenderDependencies } from './poster-store';
import type { RenderResult } from './read-model';
import type { ParsedRenderRequest } from './request';

/** The queued charge path (POST /v1/renders, batches): drawn and stored first, charged when recorded. */

/**
 * A queued render's attempt (lib/posters/render-jobs), on its row marked `rendering` with the
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
