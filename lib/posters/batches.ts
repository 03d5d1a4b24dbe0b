import { and, eq, sql } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { batches, renders, type ApiKeyRow, type BatchRow, type Database, type RenderRow, type RenderStatus } from '@/lib/db';
import { DomainError, shortened } from '@/lib/errors';
import { slicer } from '@/lib/event-loop';
import { looksLikeId, newId } from '@/lib/ids';
import { sha256Hex } from '@/lib/provenance';
import { log } from '@/lib/log';
import type { ObjectReader } from '@/lib/storage';
import type { ParsedBatchRequest } from './batch-request';
import { acceptOnce } from './idempotency';
import { getPosterEngine } from './process-engine';
import { checkQueueRoom, insertQueuedBatchRenders, renderQueue } from './render-jobs';
import { batchObject, type BatchAccepted, type BatchObject, type RenderResult } from './read-model';
import { checkQueueable, checkRenderable } from './admission';

/**
 * Batches (POST /v1/batches): up to 100 queued renders asked for at once. Each item is a render
 * of its own (a row of `renders` with the batch's id, a job), drawn and charged as POST /v1/renders'
 * are: an item that cannot be charged fails with the code a synchronous render would get, and the
 * others still render. The batch row holds only what the renders cannot say: its total and when its
 * last render ended.
 */

/** A batch's body may carry 100 renders, each as large as one POST /v1/render allows in practice. */
export const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

export const batchPath = (id: string) => `/v1/batches/${id}`;

/** An item's refusals that name the item (renders[3]: …) in the batch's 400: its own fields or its map. */
const ITEM_REFUSALS = new Set<string>(['invalid_request', 'partial_map_data', 'no_map_data', 'tile_style_unavailable']);

/**
 * The ids of a batch's renders are random like any render's; sorted before they are handed out, so
 * that item i has the i-th smallest, the batch's order is the order of its ids (byte order: COLLATE "C").
 */
function orderedRenderIds(count: number): string[] {
  return Array.from({ length: count }, () => newId('rnd')).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Accepts a batch: every item checked as a synchronous render is (nothing charged yet), then the batch
 * row and every item's row and job written in one transaction, so a batch is queued whole or not at all.
 */
export async function queueBatch(
  db: Database,
  key: ApiKeyRow,
  batch: ParsedBatchRequest,
  call: { idempotencyKey?: string } = {},
): Promise<{ accepted: BatchAccepted; replayed: boolean }> {
  const problems: DomainError[] = [];
  const maps = getPosterEngine();
  // Each item's text set and map found (~5 to 20 ms): a hundred of them in one go held the event loop a second.
  const pace = slicer();
  for (const [index, request] of batch.renders.entries()) {
    await pace();
    try {
      await checkRenderable(key, request, maps, { queued: true });
    } catch (error) {
      if (!(error instanceof DomainError) || !ITEM_REFUSALS.has(error.kind)) throw error;
      problems.push(new DomainError(error.kind, `renders[${index}]: ${error.message}`));
    }
  }
  if (problems.length > 0) {
    // One kind of problem keeps its code (every item outside the map data: no_map_data); several are invalid_request.
    const kinds = new Set(problems.map((problem) => problem.kind));
    throw new DomainError(kinds.size === 1 ? problems[0]!.kind : 'invalid_request', problems.map((problem) => problem.message).join('; '));
  }
  // Nothing left at all: said now, as for one render, rather than by every item failing.
  await checkQueueable(db, key, undefined);
  // Started outside the transaction, as queueRender does (PGlite's one connection).
  await renderQueue.start();
  const id = newId('bat');
  const answer: BatchAccepted = { id, status: 'queued', total: batch.renders.length };
  const ids = orderedRenderIds(batch.renders.length);
  return acceptOnce(db, key.id, call.idempotencyKey, batch, 'batches', answer, async (tx) => {
    await checkQueueRoom(tx, key, batch.renders.length);
    // The defaults once, on the batch; each item's row its own fields (lib/db renders.request).
    await tx.insert(batches).values({ id, keyId: key.id, total: batch.renders.length, defaults: batch.sent.defaults });
    await insertQueuedBatchRenders(
      tx,
      key,
      id,
      ids.map((renderId, index) => ({ id: renderId, item: batch.sent.items[index]! })),
    );
  });
}

/** The same answer for another key's batch as for none. */
const noSuchBatch = (id: string) => new DomainError('not_found', `no batch ${shortened(id)} for this key`);

async function batchAndRenders(db: Database, key: ApiKeyRow, id: string): Promise<{ batch: BatchRow; rows: RenderRow[] }> {
  if (!looksLikeId('bat', id)) throw noSuchBatch(id);
  const [batch] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.keyId, key.id)));
  if (!batch) throw noSuchBatch(id);
  const rows = await db.select().from(renders).where(eq(renders.batchId, id)).orderBy(sql`${renders.id} collate "C"`);
  return { batch, rows };
}

export async function getBatch(db: Database, key: ApiKeyRow, id: string): Promise<BatchObject> {
  const { batch, rows } = await batchAndRenders(db, key, id);
  return batchObject(batch, rows);
}

/** One item of an archive's manifest.json. */
export interface ArchiveItem {
  index: number;
  id: string;
  status: RenderStatus;
  /** The entry's name in the archive; null for a render not (or no longer) there. */
  file: string | null;
  /** Of the file as it is in the archive (the provenance record's sha256 is of the poster without the record embedded in it, as POST /v1/verify checks). */
  sha256: string | null;
  provenance: RenderResult['provenance'] | null;
  error: { code: string; message: string } | null;
}

/** `000-rnd_….png`: the item's place in the request (from 0, as renders[i] in an error), its id, its stored file's extension. */
const entryName = (index: number, row: RenderRow & { storageKey: string }) =>
  `${String(index).padStart(3, '0')}-${row.id}.${row.storageKey.slice(row.storageKey.lastIndexOf('.') + 1)}`;

/**
 * GET /v1/batches/{id}/archive: a ZIP of the batch's posters that have succeeded so far, one read from
 * the store at a time as the client takes the stream, then manifest.json telling every item (the
 * unfinished and failed ones too). Already-compressed formats are stored; SVG and the manifest deflated.
 */
export async function batchArchive(
  db: Database,
  key: ApiKeyRow,
  id: string,
  store: ObjectReader,
): Promise<{ stream: ReadableStream<Uint8Array>; batch: BatchObject }> {
  const { batch, rows } = await batchAndRenders(db, key, id);
  const items: ArchiveItem[] = rows.map((row, index) => {
    const result = row.result as RenderResult | null;
    return {
      index,
      id: row.id,
      status: row.status,
      file: row.status === 'succeeded' && row.storageKey ? entryName(index, { ...row, storageKey: row.storageKey }) : null,
      sha256: null,
      provenance: row.status === 'succeeded' && result ? result.provenance : null,
      error: row.error ?? null,
    };
  });
  const pending = items.filter((item) => item.file !== null);
  let next = 0;
  let zip: Zip;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    // One file per pull: the stream's consumer sets the pace, and a poster is in memory one at a time.
    // A pull must give the stream something (else it waits for a pull that never comes): past a missing file, the next.
    async pull() {
      for (let item = pending[next++]; item; item = pending[next++]) {
        const row = rows[item.index]!;
        const bytes = await store.get(row.storageKey!);
        if (!bytes) {
          log.warn('a batch archive found a poster missing from storage', { batch: id, render: row.id });
          item.file = null;
          item.error = { code: 'gone', message: 'the poster is no longer stored' };
          continue;
        }
        item.sha256 = sha256Hex(bytes);
        const entry = row.format === 'svg' ? new ZipDeflate(item.file!, { level: 6 }) : new ZipPassThrough(item.file!);
        zip.add(entry);
        entry.push(bytes, true);
        return;
      }
      const manifest = new ZipDeflate('manifest.json', { level: 6 });
      zip.add(manifest);
      manifest.push(Buffer.from(`${JSON.stringify({ batch: batchObject(batch, rows), items }, null, 2)}\n`), true);
      zip.end();
    },
  });
  return { stream, batch: batchObject(batch, rows) };
}
