import type { BatchRow, RenderRow, RenderStatus } from '@/lib/db';
import type { PrintResult } from '@/lib/render';

/**
 * The renders domain as its owners read it: the objects the API answers with (a render's result, a
 * queued render, a batch) and how they are made from rows. A leaf: it knows the rows, nothing of how
 * a render is admitted, drawn, charged or finished.
 */

/**
 * RenderResult (components/docs/content/api.md: The API; /docs#responses). `provenance` also carries `v` and `plan`: with `signature` as `sig` it is a
 * whole record for POST /v1/verify. `kid` names the signing key (unsigned: results stored for an
 * Idempotency-Key before keys had ids lack it).
 */
export interface RenderResult {
  id: string;
  url: string;
  format: string;
  bytes: number;
  provenance: { v: number; id: string; plan: string; issued: string; sha256: string; kid: string; signature: string };
  usage: { used: number; quota: number; remaining: number } | { credits: number };
  /** What the poster leaves out of what was asked (a marker off the map…); empty when nothing. */
  warnings: string[];
  /** Present for a print (printSize): the sheet and the dpi the file really has. */
  print?: PrintResult;
  preview?: { mime: 'image/webp'; data: string };
}

/**
 * How far a `rendering` render has come (README: Queued renders). `composing`: reading the map data and
 * laying the poster out (an SVG or PDF, which is not drawn in strips, stays here until it is stored);
 * `drawing`: its strips being drawn and encoded, `fraction` = strips_done / strips; `finishing`: every strip
 * drawn, the file being finished (a JPEG or WebP encoded from the strips), signed and stored.
 */
export interface RenderProgressObject {
  stage: 'composing' | 'drawing' | 'finishing';
  /** 0 to 1: the share of the strips drawn (never 1 before the last one is). */
  fraction: number;
  strips_done?: number;
  strips?: number;
}

/** GET /v1/renders/{id}: a render as its owner sees it. */
export interface RenderObject {
  id: string;
  status: RenderStatus;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** While it is `rendering` only. */
  progress?: RenderProgressObject;
  result?: RenderResult;
  error?: { code: string; message: string };
  batch_id?: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A rendering row's progress columns (written by its attempt, lib/posters render-progress) as the API says them. */
export function renderProgress(row: Pick<RenderRow, 'progressStripsDone' | 'progressStrips'>): RenderProgressObject {
  const { progressStripsDone: done, progressStrips: strips } = row;
  if (done === null || strips === null || strips <= 0) return { stage: 'composing', fraction: 0 };
  const stripsDone = Math.min(done, strips);
  // Rounded down: a render says 1 only when its last strip is drawn.
  const fraction = Math.floor((stripsDone / strips) * 1000) / 1000;
  return { stage: stripsDone >= strips ? 'finishing' : 'drawing', fraction, strips_done: stripsDone, strips };
}

export function renderObject(row: RenderRow): RenderObject {
  return {
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt ?? (row.status === 'succeeded' ? row.issuedAt : null)),
    ...(row.status === 'rendering' ? { progress: renderProgress(row) } : {}),
    ...(row.result ? { result: row.result as RenderResult } : {}),
    ...(row.error ? { error: row.error } : {}),
    ...(row.batchId ? { batch_id: row.batchId } : {}),
  };
}

export type BatchStatus = 'queued' | 'running' | 'completed';

/** The 202 of POST /v1/batches (and what a retry with its Idempotency-Key answers again). */
export interface BatchAccepted {
  id: string;
  status: 'queued';
  total: number;
}

/** GET /v1/batches/{id}: a batch as its owner sees it, its counts from its renders' rows. */
export interface BatchObject {
  id: string;
  status: BatchStatus;
  total: number;
  succeeded: number;
  failed: number;
  created_at: string;
  completed_at: string | null;
  /** In the order of the request's `renders`. */
  renders: { id: string; status: RenderStatus }[];
}

export function batchObject(batch: BatchRow, rows: Pick<RenderRow, 'id' | 'status'>[]): BatchObject {
  const count = (status: RenderStatus) => rows.filter((row) => row.status === status).length;
  const started = rows.some((row) => row.status !== 'queued');
  return {
    id: batch.id,
    status: batch.completedAt ? 'completed' : started ? 'running' : 'queued',
    total: batch.total,
    succeeded: count('succeeded'),
    failed: count('failed'),
    created_at: batch.createdAt.toISOString(),
    completed_at: batch.completedAt ? batch.completedAt.toISOString() : null,
    renders: rows.map((row) => ({ id: row.id, status: row.status })),
  };
}
