import { and, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getConfig } from '@/lib/config';
import {
  apiKeys,
  batches,
  getDb,
  renders,
  syncRendersInFlight,
  type ApiKeyRow,
  type Database,
  type RenderRow,
  type RenderStatus,
  inTransaction,
} from '@/lib/db';
import type { PosterSpec } from '@/lib/render';
import { batchItemRequest } from './batch-request';
import { DomainError, shortened } from '@/lib/errors';
import { slicer } from '@/lib/event-loop';
import { looksLikeId, newId } from '@/lib/ids';
import { defineQueue, regroupWaitingJobs, type Job, type JobQueue } from '@/lib/jobs';
import { log } from '@/lib/log';
import { isPlanId, RENDER_CONCURRENCY } from '@/lib/plans';
import { getPosterEngine, renderDependencies } from './process-engine';
import { acceptOnce } from './idempotency';
import { storedRequest, type ParsedRenderRequest, type StoredRequest } from './request';
import { afterRenderFinished } from './render-events';
import { checkQueueable } from './admission';
import { AttemptLost, RetryableFailure } from './faults';
import type { RenderDependencies } from './poster-store';
import { renderQueued } from './queued-render';
import { refundAbandonedSyncRenders } from './sweep';
import { renderObject, type RenderObject } from './read-model';
import { renderProgressReporter } from './render-progress';

/**
 * Queued renders (POST /v1/renders): the request is checked and queued at once (202), and a
 * worker of the job engine draws it later through the same path as a synchronous render, charged on
 * success only. The row in `renders` is the render's state for its owner (GET /v1/renders/{id});
 * the job carries only its id.
 */

/** Attempts after the first, for failures that say nothing about the request (a busy renderer, a lost database, a stopped process). */
export const RENDER_RETRY_LIMIT = 2;
/** Jobs one process draws at once (its engine queues and bounds the rest). */
const RENDER_WORKERS = 2;

/** A failure worth another attempt: the renderer or the database was unavailable, or this process stopped mid-render (and any RetryableFailure: the object store failed). */
const RETRIED_FAILURES = new Set(['busy', 'timeout', 'database_unavailable', 'client_closed_request']);

export interface RenderJobData {
  renderId: string;
  /** How often this render found its key's renders in hand and was put off (takeRender): bounded by KEY_BUSY_MAX_DEFERRALS. */
  deferrals?: number;
}

/** The 202 of POST /v1/renders (and what a retry with its Idempotency-Key answers again). */
export interface RenderAccepted {
  id: string;
  status: 'queued';
  /** Where to ask for it: GET /v1/renders/{id}. */
  url: string;
}

export interface RenderList {
  data: RenderObject[];
  has_more: boolean;
}

/** Where a queued render's job goes when pg-boss gives up on it (retries spent, expired, its heartbeat lapsed on the last attempt). */
const renderGiveUps = defineQueue<RenderJobData>({
  name: 'render-given-up',
  // A dead letter: its render is failed and refunded a second or two later; no customer waits on it to start.
  pollSeconds: 2,
  options: () => ({ retryLimit: 5, retryDelay: 5, retryBackoff: true }),
  concurrency: 1,
  work: async (job) => giveUpRender(await getDb(), job.data.renderId),
});

const renderJobs = defineQueue<RenderJobData>({
  name: 'render',
  options: () => ({
    retryLimit: RENDER_RETRY_LIMIT,
    retryDelay: 5,
    retryBackoff: true,
    // A render's deadline is 90 s, up to 8 min for the biggest prints (lib/render renderDeadlineMs); a job still
    // active long after that is from a process that is gone.
    expireInSeconds: 600,
    // A killed instance stops beating: its jobs are retried elsewhere after this, not after the expiry.
    heartbeatSeconds: getConfig().jobsHeartbeatSeconds,
    deadLetter: renderGiveUps.name,
  }),
  concurrency: RENDER_WORKERS,
  // Enforced in the database across instances: one key's backlog holds at most its plan's share of the renderers.
  groupConcurrency: { default: 1, tiers: { ...RENDER_CONCURRENCY } },
  work: async (job) => workOnRender(job, renderDependencies(await getDb())),
});

/** Every minute, on one instance: the charges of synchronous renders whose process died while drawing are given back. */
const syncRenderSweep = defineQueue<{ sweep: true }>({
  name: 'sync-render-sweep',
  // Sent once a minute by the schedule: found within seconds of it.
  pollSeconds: 10,
  options: { retryLimit: 1, expireInSeconds: 60 },
  concurrency: 1,
  work: async () => {
    await refundAbandonedSyncRenders(await getDb());
  },
  schedule: { cron: '* * * * *', data: { sweep: true } },
});

/** The render queue; starting it starts its dead-letter queue first (pg-boss refers to it by name), and the sweep. */
export const renderQueue: JobQueue<RenderJobData> = {
  name: renderJobs.name,
  start: async () => {
    await syncRenderSweep.start();
    await renderGiveUps.start();
    await renderJobs.start();
  },
  sendIn: (tx, data, options) => renderJobs.sendIn(tx, data, options),
  sendManyIn: (tx, jobs) => renderJobs.sendManyIn(tx, jobs),
};

export const renderPath = (id: string) => `/v1/renders/${id}`;

/**
 * Accepts a render for later: checked as a synchronous one is (nothing is reserved yet: it is charged
 * when drawn), its row and its job written in one transaction, so neither exists without the other.
 */
export async function queueRender(
  db: Database,
  key: ApiKeyRow,
  request: ParsedRenderRequest,
  call: { idempotencyKey?: string } = {},
): Promise<{ accepted: RenderAccepted; replayed: boolean }> {
  await checkQueueable(db, key, getPosterEngine(), request);
  // Started first, outside the transaction: on PGlite's one connection, starting inside it would wait on the transaction itself.
  await renderQueue.start();
  const id = newId('rnd');
  const answer: RenderAccepted = { id, status: 'queued', url: `${getConfig().publicBaseUrl}${renderPath(id)}` };
  return acceptOnce(db, key.id, call.idempotencyKey, request, 'renders', answer, async (tx) => {
    await checkQueueRoom(tx, key, 1);
    await insertQueuedRender(tx, key, id, request);
  });
}

/** Renders one key may have waiting (queued or rendering) at once: POST /v1/renders beyond it is a 429. */
export const MAX_QUEUED_RENDERS = 1000;
/** Retry-After of a render refused because the key's queue is full. */
const QUEUE_FULL_RETRY_SECONDS = 60;

const WAITING: RenderStatus[] = ['queued', 'rendering'];

async function waitingRenders(db: Database, keyId: string): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(renders)
    .where(and(eq(renders.keyId, keyId), inArray(renders.status, WAITING)));
  return Number(row?.waiting ?? 0);
}

/**
 * Refuses to queue `adding` more renders for a key that would then have more than MAX_QUEUED_RENDERS
 * waiting. Called in the transaction that queues them: it locks the key's row, so two requests of the
 * key (on any instances) count one after the other.
 */
export async function checkQueueRoom(db: Database, key: ApiKeyRow, adding: number): Promise<void> {
  await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, key.id)).for('update');
  const waiting = await waitingRenders(db, key.id);
  if (waiting + adding > MAX_QUEUED_RENDERS) {
    throw new DomainError(
      'too_many_queued',
      `this key has ${waiting} renders queued or rendering and may have at most ${MAX_QUEUED_RENDERS} waiting at once; ${adding === 1 ? 'this render' : `these ${adding} renders`} would pass it: wait for some to finish (GET /v1/renders) and send again`,
      QUEUE_FULL_RETRY_SECONDS,
    );
  }
}

/** The request a queued render is drawn from, from its row (and, for an item of a batch, its batch's defaults). */
async function requestOfRow(db: Database, row: RenderRow): Promise<ParsedRenderRequest> {
  const stored = row.request as StoredRequest | null;
  // Stored before the spec had a column of its own: the whole request.
  if (stored && 'spec' in stored) return stored;
  if (stored && 'item' in stored) {
    const [batch] = row.batchId ? await db.select({ defaults: batches.defaults }).from(batches).where(eq(batches.id, row.batchId)) : [];
    return batchItemRequest((batch?.defaults ?? {}) as Record<string, unknown>, stored.item);
  }
  return { spec: row.spec as PosterSpec, preview: stored?.preview === true, ...(stored?.allowPartialMap ? { allowPartialMap: true } : {}) };
}

/**
 * A queued render's row and its job, in the caller's transaction (renderQueue started before it). The
 * job is in the key's group (its plan's concurrency, RENDER_CONCURRENCY) with a priority that falls
 * with the key's renders already waiting: pg-boss takes the highest priority first, so keys are served
 * in turn and a big backlog waits behind another key's first render, not in front of it.
 */
export async function insertQueuedRender(tx: Database, key: ApiKeyRow, id: string, request: ParsedRenderRequest): Promise<void> {
  const waiting = await waitingRenders(tx, key.id);
  await tx.insert(renders).values({ id, keyId: key.id, plan: key.plan, status: 'queued', ...storedRequest(request), batchId: null });
  await renderQueue.sendIn(tx, { renderId: id }, { group: { id: key.id, tier: key.plan }, priority: -waiting });
}

/**
 * A batch's items' rows and jobs, in the caller's transaction, as insertQueuedRender makes each (the
 * n-th with the priority of the key's renders waiting before it), in one statement each. Each item's
 * row keeps its own fields as sent instead of its request: the batch's defaults are stored once, on its
 * row. Written one by one, a batch's hundred rows and jobs were 300 statements, which on PGlite (whose
 * queries answer through promises alone) held the event loop for a second.
 */
export async function insertQueuedBatchRenders(
  tx: Database,
  key: ApiKeyRow,
  batchId: string,
  items: readonly { id: string; item: Record<string, unknown> }[],
): Promise<void> {
  if (items.length === 0) return;
  const waiting = await waitingRenders(tx, key.id);
  await tx
    .insert(renders)
    .values(items.map(({ id, item }) => ({ id, keyId: key.id, plan: key.plan, status: 'queued' as const, request: { item }, spec: null, batchId })));
  await renderQueue.sendManyIn(
    tx,
    items.map(({ id }, index) => ({ data: { renderId: id }, options: { group: { id: key.id, tier: key.plan }, priority: -(waiting + index) } })),
  );
}

/** The progress columns of a render no attempt is drawing (./render-progress). */
const NO_PROGRESS = { progressStripsDone: null, progressStrips: null } as const;

/** Finishes a render as failed, if `attempt` still holds it (or, without one, if it is still waiting at all). */
async function finishFailed(db: Database, id: string, error: DomainError, attempt?: string): Promise<void> {
  await db
    .update(renders)
    .set({ status: 'failed', error: { code: error.kind, message: error.message }, finishedAt: new Date(), attempt: null, ...NO_PROGRESS })
    .where(
      and(eq(renders.id, id), attempt === undefined ? inArray(renders.status, WAITING) : and(eq(renders.status, 'rendering'), eq(renders.attempt, attempt))),
    );
}

/**
 * A render pg-boss gave up on (its dead-letter queue): retries spent, expired, or its last attempt's
 * instance gone. Finished as failed, never charged (only a recorded success charges).
 */
export async function giveUpRender(db: Database, id: string): Promise<void> {
  await finishFailed(
    db,
    id,
    new DomainError('render_failed', `render failed: no attempt finished it in ${RENDER_RETRY_LIMIT + 1} tries; it was not charged and is safe to send again`),
  );
  await afterRenderFinished(db, id);
}

/** How long a render whose key has its renders in hand waits before it is fetched again. */
const KEY_BUSY_DELAY_SECONDS = 2;
/**
 * How often a render is put off for its key's renders in hand before it fails (code `timeout`, not
 * charged): 300 × 2 s, ten minutes of finding the key's concurrency taken (its synchronous renders, or
 * renders that do not end). A key's long backlog does not count: pg-boss does not fetch it past the
 * key's concurrency, so its renders are not put off, they wait.
 */
export const KEY_BUSY_MAX_DEFERRALS = 300;

/**
 * Marks the render `rendering` for this attempt, unless its key already has its plan's concurrency in
 * hand. pg-boss's group concurrency counts a group's active jobs without a lock, so two workers fetching
 * at the same instant can both take a key's last slot; here the key's row is locked and its renders in
 * hand counted, so the limit holds. The plan is the key's now, not when the render was queued: a key
 * upgraded meanwhile gets its new concurrency, and its waiting jobs are moved to the new plan's tier of
 * pg-boss's group concurrency. A render over the limit is queued again for a moment later (a new job;
 * this one ends; its row stays `queued`), at most KEY_BUSY_MAX_DEFERRALS times, then fails uncharged.
 * Undefined: the render is finished already (a duplicate delivery).
 */
async function takeRender(tx: Database, job: Job<RenderJobData>, attempt: string): Promise<RenderRow | 'later' | undefined> {
  const id = job.data.renderId;
  const [current] = await tx.select({ keyId: renders.keyId, status: renders.status }).from(renders).where(eq(renders.id, id));
  if (!current || !WAITING.includes(current.status)) return undefined;
  const [key] = await tx.select({ id: apiKeys.id, plan: apiKeys.plan }).from(apiKeys).where(eq(apiKeys.id, current.keyId)).for('update');
  if (!key) return undefined;
  if (job.groupTier !== undefined && job.groupTier !== null && job.groupTier !== key.plan) {
    await regroupWaitingJobs(tx, renderJobs.name, key.id, key.plan);
  }
  const [inHand] = await tx
    .select({ renders: count() })
    .from(renders)
    .where(and(eq(renders.keyId, current.keyId), eq(renders.status, 'rendering'), ne(renders.id, id)));
  // The key's synchronous renders being drawn count against the same allowance.
  const [drawing] = await tx
    .select({ renders: count() })
    .from(syncRendersInFlight)
    .where(and(eq(syncRendersInFlight.keyId, current.keyId), gt(syncRendersInFlight.expiresAt, sql`now()`)));
  const busy = Number(inHand?.renders ?? 0) + Number(drawing?.renders ?? 0);
  if (busy >= (isPlanId(key.plan) ? RENDER_CONCURRENCY[key.plan] : 1)) {
    const deferrals = (job.data.deferrals ?? 0) + 1;
    if (deferrals > KEY_BUSY_MAX_DEFERRALS) {
      await finishFailed(
        tx,
        id,
        new DomainError(
          'timeout',
          `render failed: it waited ${(KEY_BUSY_MAX_DEFERRALS * KEY_BUSY_DELAY_SECONDS) / 60} minutes for one of this key's ${isPlanId(key.plan) ? RENDER_CONCURRENCY[key.plan] : 1} render slots, all taken by its other renders; it was not charged and is safe to send again`,
        ),
      );
      return undefined;
    }
    await renderQueue.sendIn(
      tx,
      { renderId: id, deferrals },
      { group: { id: current.keyId, tier: key.plan }, priority: 0, startAfter: KEY_BUSY_DELAY_SECONDS },
    );
    return 'later';
  }
  const [row] = await tx
    .update(renders)
    // An attempt starts from no progress (an attempt before it may have drawn some).
    .set({ status: 'rendering', startedAt: new Date(), attempt, ...NO_PROGRESS })
    .where(and(eq(renders.id, id), inArray(renders.status, WAITING)))
    .returning();
  return row;
}

/**
 * One attempt at a queued render. It takes the row (`rendering`) with a token of its own, from
 * `queued` or from an attempt pg-boss gave up on (whose retry this is); one that finds it finished (a
 * duplicate delivery) does nothing. A failure that says something about the request or the key
 * (quota, credits, a bad place) finishes it as failed; an unavailable renderer or database is retried
 * by the job engine, until the last attempt, which finishes it as failed too. renderQueued keeps the money exact.
 */
export async function workOnRender(job: Job<RenderJobData>, deps: RenderDependencies): Promise<void> {
  const { db } = deps;
  const id = job.data.renderId;
  const attempt = newId('att');
  const row = await inTransaction(db, (tx) => takeRender(tx, job, attempt));
  if (row === 'later') return;
  const [key] = row ? await db.select().from(apiKeys).where(eq(apiKeys.id, row.keyId)) : [];
  if (row && key) {
    const progress = renderProgressReporter(db, id, attempt);
    try {
      await renderQueued(key, await requestOfRow(db, row), deps, id, attempt, job.signal, progress.report);
    } catch (error) {
      // Another attempt holds the row now: it finishes it.
      if (error instanceof AttemptLost) return;
      const failure = error instanceof DomainError ? error : undefined;
      if (job.retryCount < RENDER_RETRY_LIMIT && (!failure || failure instanceof RetryableFailure || RETRIED_FAILURES.has(failure.kind))) throw error;
      if (!failure) log.error('a queued render failed', { id, error });
      await finishFailed(db, id, failure ?? new DomainError('render_failed', 'render failed; it was not charged'), attempt);
      if (failure && row.batchId && OUT_OF_ALLOWANCE.has(failure.kind)) await refuseWaitingBatchItems(db, row.batchId, failure);
    } finally {
      await progress.close();
    }
  }
  await afterRenderFinished(db, id);
}

/** Refusals that say the key has nothing left now, whatever the render. */
const OUT_OF_ALLOWANCE = new Set(['no_credits', 'quota_exceeded']);

/**
 * An item of a batch refused because its key has nothing left: the batch's items still waiting their
 * turn are refused with it, at once and with the same answer, rather than each waiting for a worker to
 * find the same (99 items once took 135 s to be refused one by one). None is charged; their jobs, when
 * they come, find them finished and do nothing. An item already being drawn ends on its own.
 */
async function refuseWaitingBatchItems(db: Database, batchId: string, refusal: DomainError): Promise<void> {
  const refused = await db
    .update(renders)
    .set({ status: 'failed', error: { code: refusal.kind, message: refusal.message }, finishedAt: new Date(), attempt: null })
    .where(and(eq(renders.batchId, batchId), eq(renders.status, 'queued')))
    .returning({ id: renders.id });
  // Each one's events and the batch's end, a few statements each: on PGlite, a hundred in one go held the event loop.
  const pace = slicer();
  for (const { id } of refused) {
    await pace();
    await afterRenderFinished(db, id);
  }
}

/** The same answer for another key's render as for none: ids are not a way to learn what others render. */
const noSuchRender = (id: string) => new DomainError('not_found', `no render ${shortened(id)} for this key`);

export async function getRender(db: Database, key: ApiKeyRow, id: string): Promise<RenderObject> {
  if (!looksLikeId('rnd', id)) throw noSuchRender(id);
  const [row] = await db
    .select()
    .from(renders)
    .where(and(eq(renders.id, id), eq(renders.keyId, key.id)));
  if (!row) throw noSuchRender(id);
  return renderObject(row);
}

export const RENDER_LIST_LIMIT = { min: 1, max: 100, default: 10 } as const;
const RENDER_ID = /^rnd_[0-9A-Za-z]{1,64}$/;
/** A render id as a caller gives it (MCP's get_render; REST reads it from the path); the message follows the field's name. */
export const renderIdSchema = z.string().regex(RENDER_ID, 'must be a render id (rnd_…)');

export const renderListQuerySchema = z
  .object({
    limit: z
      .number({ error: `limit must be a whole number between ${RENDER_LIST_LIMIT.min} and ${RENDER_LIST_LIMIT.max}` })
      .int(`limit must be a whole number between ${RENDER_LIST_LIMIT.min} and ${RENDER_LIST_LIMIT.max}`)
      .min(RENDER_LIST_LIMIT.min, `limit must be a whole number between ${RENDER_LIST_LIMIT.min} and ${RENDER_LIST_LIMIT.max}`)
      .max(RENDER_LIST_LIMIT.max, `limit must be a whole number between ${RENDER_LIST_LIMIT.min} and ${RENDER_LIST_LIMIT.max}`)
      .default(RENDER_LIST_LIMIT.default)
      .describe(`How many renders to list, ${RENDER_LIST_LIMIT.min} to ${RENDER_LIST_LIMIT.max} (default ${RENDER_LIST_LIMIT.default}).`),
    starting_after: z
      .string()
      .regex(RENDER_ID, 'starting_after must be a render id (rnd_…)')
      .optional()
      .describe('A render id from the previous page (its last): lists the renders made before it.'),
  })
  .strict();

export type RenderListQuery = z.output<typeof renderListQuerySchema>;

/** The key's renders, newest first, a page at a time (Stripe's cursor: `starting_after` the last id of the page before). */
export async function listRenders(db: Database, key: ApiKeyRow, query: RenderListQuery): Promise<RenderList> {
  const { limit, starting_after: after } = query;
  if (after !== undefined) {
    const [cursor] = await db
      .select({ id: renders.id })
      .from(renders)
      .where(and(eq(renders.id, after), eq(renders.keyId, key.id)));
    if (!cursor) throw new DomainError('invalid_request', `starting_after must be the id of one of this key's renders; ${after} is not`);
  }
  const rows = await db
    .select()
    .from(renders)
    .where(
      and(
        eq(renders.keyId, key.id),
        // Compared in the database, at its own (microsecond) precision; the id orders renders made in the same instant.
        after === undefined ? undefined : sql`(${renders.createdAt}, ${renders.id}) < (select r.created_at, r.id from renders r where r.id = ${after})`,
      ),
    )
    .orderBy(desc(renders.createdAt), desc(renders.id))
    .limit(limit + 1);
  return { data: rows.slice(0, limit).map(renderObject), has_more: rows.length > limit };
}
