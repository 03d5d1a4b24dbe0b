import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { idempotentRequests, type Database, inTransaction } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { yieldToEventLoop } from '@/lib/event-loop';
import type { ParsedRenderRequest } from './request';
import type { RenderResult } from './read-model';

/**
 * Idempotency-Key, as Stripe has it: the same key with the same request within 24 hours answers the
 * first request's result (same id, url, provenance) and is charged once; with another request it is
 * a 422; while the first is still running, a 409. A request that failed leaves nothing behind, so
 * its retry renders anew. Keys belong to one API key: two customers can use the same string.
 */
export const IDEMPOTENCY_WINDOW_HOURS = 24;
/** Retry-After of a repeat that arrives while the first request is still rendering. */
export const IDEMPOTENCY_RETRY_SECONDS = 5;
/** A claim older than this is from a process that died mid-render (a render's deadline is 90 s). */
const ABANDONED_AFTER_MINUTES = 5;
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** The header's value checked: 1 to 255 printable ASCII characters (a UUID is the usual choice). */
export function parseIdempotencyKey(value: string | null | undefined, field = 'Idempotency-Key'): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (!KEY_SHAPE.test(value)) throw new DomainError('invalid_request', `${field} must be 1 to 255 printable ASCII characters without spaces (a UUID, say)`);
  return value;
}

/** The stored result has no preview: it is the one thing a replay does not repeat. */
export type StoredResult = Omit<RenderResult, 'preview'>;

export type Claim<Result = StoredResult> = { kind: 'claimed' } | { kind: 'replay'; result: Result };

/**
 * Which operation a key is used on, when not POST /v1/render: the same key and body sent to another
 * operation is another request (a 422), never the other's answer.
 */
export type IdempotencyScope = 'renders' | 'batches';

/**
 * JSON with every object's keys sorted and undefined left out: the parsed request's meaning, not the
 * order its fields (or its colors, markers' fields…) happened to be written in. A value met again (the
 * track a batch's items share, one object) is written from `seen`, not walked again.
 */
function canonicalJson(value: unknown, seen = new WeakMap<object, string>()): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const known = seen.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value)) text = `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item, seen))).join(',')}]`;
  else {
    const entries = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    text = `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child, seen)}`).join(',')}}`;
  }
  seen.set(value, text);
  return text;
}

/** A render, or a batch's renders (POST /v1/batches), as parsed. */
type IdempotentRequest = ParsedRenderRequest | { renders: ParsedRenderRequest[] };

/**
 * The request as parsed (defaults filled in), so a default spelled out and one left out are the same
 * request. The whole of it, every field the parser keeps: a list of the fields that count would leave
 * out the next one added (allowPartialMap once was, and two requests differing in it shared an answer).
 * (allowPartialMap is kept only when true, so a request without it hashes as before.) A batch's is
 * hashed item by item, the same text as the whole would be, letting the event loop turn between items
 * (100 items of a 20 000-point track are 40 MB of text).
 */
async function requestHash(request: IdempotentRequest, scope?: IdempotencyScope): Promise<string> {
  const hash = createHash('sha256');
  const seen = new WeakMap<object, string>();
  if ('renders' in request) {
    // {"renders":[…],"scope":…}: keys in order, as canonicalJson writes an object.
    hash.update('{"renders":[');
    for (const [index, render] of request.renders.entries()) {
      if (index > 0) hash.update(',');
      hash.update(canonicalJson(render, seen));
      await yieldToEventLoop();
    }
    hash.update(`]${scope === undefined ? '' : `,"scope":${JSON.stringify(scope)}`}}`);
    return hash.digest('hex');
  }
  return hash.update(canonicalJson({ ...request, scope }, seen)).digest('hex');
}

/**
 * Claims `idempotencyKey` for this request in one statement (a new key, or one whose last use has
 * expired or was abandoned), else says what the earlier request left: its result, or why not.
 */
export async function claimIdempotencyKey<Result = StoredResult>(
  db: Database,
  keyId: string,
  idempotencyKey: string,
  request: IdempotentRequest,
  scope?: IdempotencyScope,
): Promise<Claim<Result>> {
  const hash = await requestHash(request, scope);
  const claimed = await db
    .insert(idempotentRequests)
    .values({ keyId, idempotencyKey, requestHash: hash, state: 'in_flight' })
    .onConflictDoUpdate({
      target: [idempotentRequests.keyId, idempotentRequests.idempotencyKey],
      set: { requestHash: hash, state: 'in_flight', response: null, createdAt: sql`now()` },
      setWhere: sql`${idempotentRequests.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})
        OR (${idempotentRequests.state} = 'in_flight' AND ${idempotentRequests.createdAt} < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES}))`,
    })
    .returning({ keyId: idempotentRequests.keyId });
  if (claimed.length > 0) return { kind: 'claimed' };

  const [earlier] = await db
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.keyId, keyId), eq(idempotentRequests.idempotencyKey, idempotencyKey)));
  // Gone between the two statements (its request failed): claim again.
  if (!earlier) return claimIdempotencyKey(db, keyId, idempotencyKey, request, scope);
  if (earlier.requestHash !== hash) {
    throw new DomainError(
      'idempotency_key_reused',
      'this Idempotency-Key was used with a different request in the last 24 hours: use a new key for a new request',
    );
  }
  if (earlier.state === 'in_flight') {
    throw new DomainError(
      'conflict',
      'a request with this Idempotency-Key is still being rendered: retry in a few seconds to get its result',
      IDEMPOTENCY_RETRY_SECONDS,
    );
  }
  return { kind: 'replay', result: earlier.response as Result };
}

/** Whether `idempotencyKey` holds a request of this key within the window (answered, or still running). */
export async function hasIdempotentAnswer(db: Database, keyId: string, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ keyId: idempotentRequests.keyId })
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.keyId, keyId),
        eq(idempotentRequests.idempotencyKey, idempotencyKey),
        sql`${idempotentRequests.createdAt} >= now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`,
      ),
    );
  return row !== undefined;
}

/** The request succeeded: later uses of the key answer this result. */
export async function completeIdempotencyKey(db: Database, keyId: string, idempotencyKey: string, result: object): Promise<void> {
  await db
    .update(idempotentRequests)
    .set({ state: 'done', response: result })
    .where(and(eq(idempotentRequests.keyId, keyId), eq(idempotentRequests.idempotencyKey, idempotencyKey)));
}

/** The request failed (and was refunded): the key is free for a retry. */
export async function releaseIdempotencyKey(db: Database, keyId: string, idempotencyKey: string): Promise<void> {
  await db
    .delete(idempotentRequests)
    .where(and(eq(idempotentRequests.keyId, keyId), eq(idempotentRequests.idempotencyKey, idempotencyKey), eq(idempotentRequests.state, 'in_flight')));
}

/**
 * Accepts a request for the background once per Idempotency-Key: a retry answers the first `answer`
 * again; otherwise `write` queues it in one transaction with the stored answer, so a crash after the
 * commit cannot leave the key claimed and the work queued, to be queued again. A failure frees the key.
 */
export async function acceptOnce<Answer extends object>(
  db: Database,
  keyId: string,
  idempotencyKey: string | undefined,
  request: IdempotentRequest,
  scope: IdempotencyScope,
  answer: Answer,
  write: (tx: Database) => Promise<void>,
): Promise<{ accepted: Answer; replayed: boolean }> {
  if (idempotencyKey !== undefined) {
    const claim = await claimIdempotencyKey<Answer>(db, keyId, idempotencyKey, request, scope);
    if (claim.kind === 'replay') return { accepted: claim.result, replayed: true };
  }
  try {
    await inTransaction(db, async (tx) => {
      await write(tx);
      if (idempotencyKey !== undefined) await completeIdempotencyKey(tx, keyId, idempotencyKey, answer);
    });
  } catch (error) {
    if (idempotencyKey !== undefined) await releaseIdempotencyKey(db, keyId, idempotencyKey).catch(() => undefined);
    throw error;
  }
  return { accepted: answer, replayed: false };
}
