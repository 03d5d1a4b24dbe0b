import type { ApiKeyRow, Database } from '@/lib/db';
import { embedInPng, embedInSvg, sha256Hex, signRecord, type SigningKey, type SignedRecord } from '@/lib/provenance';
import { log } from '@/lib/log';
import { RenderError, type PosterEngine, type RenderProgress } from '@/lib/render';
import type { ObjectStore } from '@/lib/storage';
import type { Reservation } from '@/lib/usage';
import type { MapCheck } from './admission';
import { RetryableFailure, renderFault } from './faults';
import type { RenderResult } from './read-model';
import type { ParsedRenderRequest } from './request';

/** What both charge paths (./sync-render, ./queued-render) share: a poster drawn, signed, stored, and its record. */

export interface RenderDependencies {
  db: Database;
  /** The engine; its checkMap, when it has one, refuses a poster its map would leave blank before it is charged. */
  engine: Pick<PosterEngine, 'render'> & Partial<MapCheck>;
  store: ObjectStore;
  /** The key to sign with, asked at each signature (a rotation on another instance counts at once). */
  signer: { current(): Promise<SigningKey> };
  now?: () => Date;
}

export const EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp', pdf: 'pdf', svg: 'svg' } as const;
/** The embedded copy of the record: in the PNG's tEXt chunk or the SVG's <metadata>; other formats carry none. */
function stamp(format: string, bytes: Buffer, record: SignedRecord): Buffer {
  if (format === 'png') return embedInPng(bytes, record);
  if (format === 'svg') return Buffer.from(embedInSvg(bytes.toString('utf8'), record), 'utf8');
  return bytes;
}

/** A poster drawn, signed and stored, not yet recorded: what its row and its RenderResult are made of. */
export interface StoredPoster {
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
export async function drawAndStore(
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
      throw new RetryableFailure('render_failed', 'storing the poster failed; it was not charged and is safe to retry');
    });
  return { id, url, storageKey, stored, issued, sha256, record, output, started };
}

/** The RenderResult of a stored poster, and the columns of its row once it succeeded. */
export function recorded(key: ApiKeyRow, request: ParsedRenderRequest, poster: StoredPoster, reservation: Reservation, finishedAt: Date) {
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
