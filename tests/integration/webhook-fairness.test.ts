import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as enableWebhook } from '@/app/v1/webhooks/[id]/enable/route';
import { GET as listDeliveries } from '@/app/v1/webhooks/[id]/deliveries/route';
import { GET as listWebhooks, POST as createWebhook } from '@/app/v1/webhooks/route';
import { getConfig } from '@/lib/config';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/lib/db';
import { getJobEngine, type Job } from '@/lib/jobs';
import { createKey } from '@/lib/keys';
import {
  deliveryId,
  endpointBackoffSeconds,
  MAX_PENDING_WEBHOOK_DELIVERIES,
  MAX_WEBHOOK_ENDPOINTS,
  queueWebhookEvent,
  WEBHOOK_DELIVERIES_PER_KEY,
  WEBHOOK_DISABLE_AFTER_HOURS,
  WEBHOOK_TIMEOUT_MS,
  webhookQueue,
  workOnDelivery,
  type WebhookJobData,
} from '@/lib/webhooks';
import { call, useServiceDatabase } from '@/tests/support/database';
import { receiver } from '@/tests/support/webhook-receiver';

const database = useServiceDatabase();

type Json = Record<string, any>;

beforeAll(async () => {
  // The receivers listen on 127.0.0.1, as on a developer's machine.
  process.env.WEBHOOK_LOOPBACK_HTTP = 'allow';
  getConfig.reset();
  await webhookQueue.start();
});

afterAll(() => {
  delete process.env.WEBHOOK_LOOPBACK_HTTP;
  getConfig.reset();
});

async function register(key: string, url: string): Promise<Json> {
  const response = await call(createWebhook, {
    method: 'POST',
    path: '/v1/webhooks',
    key,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  const json = (await response.json()) as Json;
  expect(response.status, JSON.stringify(json)).toBe(201);
  return json;
}

async function endpointsOf(key: string): Promise<Json[]> {
  return ((await (await call(listWebhooks, { path: '/v1/webhooks', key })).json()) as Json).data;
}

function withId(handler: (request: Request, context: any) => Promise<Response>, id: string, request: Request) {
  return handler(request, { params: Promise.resolve({ id }) });
}

/** A job of the webhook queue as pg-boss hands it to the worker (for attempts the test makes itself, one at a time). */
const jobFor = (id: string): Job<WebhookJobData> =>
  ({ id: crypto.randomUUID(), name: webhookQueue.name, data: { deliveryId: id }, retryCount: 0 }) as Job<WebhookJobData>;

/** A delivery row with no job: only the test's own workOnDelivery calls attempt it. */
async function pendingDelivery(endpointId: string, subject: string): Promise<string> {
  const id = deliveryId(endpointId, 'render.succeeded', subject);
  await database
    .db()
    .insert(webhookDeliveries)
    .values({ id, endpointId, type: 'render.succeeded', body: JSON.stringify({ type: 'render.succeeded', data: { id: subject } }) });
  return id;
}

describe(`webhook delivery one customer cannot hold up (${database.kind})`, () => {
  it('delivers a third key’s event while two keys’ ten silent endpoints each still hold their first attempts', async () => {
    // Accepts the connection and the request, and never answers: each attempt lasts its whole timeout.
    const silent = await receiver(() => {});
    const live = await receiver((_request, response) => response.writeHead(204).end());
    const silentKeys = await Promise.all([1, 2].map(async () => createKey(database.db(), { plan: 'pro' })));
    for (const [k, { key }] of silentKeys.entries()) {
      for (let n = 0; n < MAX_WEBHOOK_ENDPOINTS; n++) await register(key, `http://127.0.0.1:${silent.port}/silent/${k}/${n}`);
    }
    // Each key's 5-item batch: five render.succeeded and a batch.completed, to each of its ten endpoints (60 deliveries a key).
    for (const [k, { record }] of silentKeys.entries()) {
      for (let n = 0; n < 5; n++) await queueWebhookEvent(database.db(), record.id, 'render.succeeded', { id: `rnd_silent${k}item${n}` });
      await queueWebhookEvent(database.db(), record.id, 'batch.completed', { id: `bat_silent${k}` });
    }
    // The silent receivers hold attempts now: every worker the old design had (4, at 2 a key) would be taken.
    await expect.poll(() => silent.received.length, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(4);

    const third = await createKey(database.db(), { plan: 'pro' });
    const endpoint = await register(third.key, live.url);
    const [queued] = await queueWebhookEvent(database.db(), third.record.id, 'render.succeeded', { id: 'rnd_livereceiver' });
    await expect
      .poll(async () => (await database.db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued!)))[0]?.status, {
        timeout: 4 * WEBHOOK_TIMEOUT_MS,
        interval: 50,
      })
      .toBe('delivered');
    const [delivered] = await database.db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued!));
    expect(live.received.map((request) => request.headers['webhook-id'])).toEqual([queued]);

    // Before any silent attempt ended (an attempt is recorded when it ends, at its timeout): the third key
    // waited for none of them, where the old pool served it after ten minutes of silent attempts.
    const silentEndpoints = await database
      .db()
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        inArray(
          webhookEndpoints.keyId,
          silentKeys.map(({ record }) => record.id),
        ),
      );
    const silentDeliveries = database
      .db()
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.endpointId,
          silentEndpoints.map(({ id }) => id),
        ),
      );
    const endedFirst = await database
      .db()
      .select({ id: webhookAttempts.id })
      .from(webhookAttempts)
      .where(and(inArray(webhookAttempts.deliveryId, silentDeliveries), lte(webhookAttempts.attemptedAt, delivered!.deliveredAt!)));
    expect(endedFirst).toEqual([]);
    // Each silent key held at most its share of the attempts meanwhile.
    const perKey = [0, 1].map((k) => silent.received.filter((request) => request.url.startsWith(`/silent/${k}/`)).length);
    expect(perKey.every((held) => held <= WEBHOOK_DELIVERIES_PER_KEY)).toBe(true);
    const delayMs = delivered!.deliveredAt!.getTime() - delivered!.createdAt.getTime();
    console.log(
      `webhook fairness (${database.kind}): the live key's delivery took ${delayMs} ms while ${silent.received.length} silent attempts were open (attempt timeout ${WEBHOOK_TIMEOUT_MS} ms)`,
    );
    expect(
      (
        await withId(
          listDeliveries,
          endpoint.id,
          new Request(`http://localhost:3000/v1/webhooks/${endpoint.id}/deliveries`, { headers: { Authorization: `Bearer ${third.key}` } }),
        )
      ).status,
    ).toBe(200);
  }, 120_000);

  it('backs a failing endpoint off (its other deliveries wait, unattempted), disables it after the failure period with a reason, and enables it again', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    let answer = 500;
    const hook = await receiver((_request, response) => response.writeHead(answer).end());
    const endpoint = await register(key, hook.url);
    const [first, second] = [await pendingDelivery(endpoint.id, 'rnd_backoff1'), await pendingDelivery(endpoint.id, 'rnd_backoff2')];

    // One failure: no backoff yet, but the endpoint is failing (one probe at a time), and says since when.
    await expect(workOnDelivery(jobFor(first), database.db())).rejects.toThrow(/not delivered: the receiver answered 500/);
    const [once] = await database.db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(once).toMatchObject({ consecutiveFailures: 1, failingSince: expect.any(Date), nextAttemptAfter: null, disabledAt: null });
    expect((await endpointsOf(key))[0]).toMatchObject({ failing_since: once!.failingSince!.toISOString(), disabled_at: null, disabled_reason: null });
    // Two in a row: backed off.
    const before = Date.now();
    await expect(workOnDelivery(jobFor(first), database.db())).rejects.toThrow(/not delivered: the receiver answered 500/);
    const [failing] = await database.db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(failing).toMatchObject({ consecutiveFailures: 2, failingSince: once!.failingSince, disabledAt: null });
    expect(endpointBackoffSeconds(2)).toBeGreaterThan(0);
    expect(failing!.nextAttemptAfter!.getTime()).toBeGreaterThanOrEqual(before + endpointBackoffSeconds(2) * 1000);

    // While it backs off, another delivery is not attempted: it goes on in a job that starts when the backoff ends.
    await expect(workOnDelivery(jobFor(second), database.db())).resolves.toBeUndefined();
    expect(hook.received).toHaveLength(2);
    expect(await database.db().select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, second))).toEqual([]);
    const later = await (await getJobEngine()).findJobs<WebhookJobData>(webhookQueue.name, { data: { deliveryId: second } });
    expect(later.map((job) => job.startAfter.getTime())).toEqual([failing!.nextAttemptAfter!.getTime()]);

    // Failing since longer than the failure period: the next failed attempt disables it.
    const since = new Date(Date.now() - (WEBHOOK_DISABLE_AFTER_HOURS * 3600 + 60) * 1000);
    await database.db().update(webhookEndpoints).set({ failingSince: since, nextAttemptAfter: null }).where(eq(webhookEndpoints.id, endpoint.id));
    await expect(workOnDelivery(jobFor(second), database.db())).resolves.toBeUndefined();
    const [shown] = await endpointsOf(key);
    expect(shown!.disabled_at).toEqual(expect.any(String));
    expect(shown!.disabled_reason).toBe(
      `every attempt failed from ${since.toISOString()} to ${shown!.disabled_at} (3 in a row; the last: the receiver answered 500): fix the receiver, then POST /v1/webhooks/${endpoint.id}/enable`,
    );
    const [settled] = await database.db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, second));
    expect(settled).toMatchObject({ status: 'failed', error: `not sent again: the endpoint was disabled at ${shown!.disabled_at}` });
    // Disabled: a new event is not queued for it, and a delivery left pending ends failed without a request.
    expect(await queueWebhookEvent(database.db(), record.id, 'render.succeeded', { id: 'rnd_whiledisabled' })).toEqual([]);
    const stranded = await pendingDelivery(endpoint.id, 'rnd_stranded');
    await workOnDelivery(jobFor(stranded), database.db());
    expect((await database.db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, stranded)))[0]).toMatchObject({ status: 'failed' });
    expect(hook.received).toHaveLength(3);

    // Enabled again (the owner fixed the receiver): failures forgotten, the next event delivered.
    answer = 200;
    const enabled = await withId(
      enableWebhook,
      endpoint.id,
      new Request(`http://localhost:3000/v1/webhooks/${endpoint.id}/enable`, { method: 'POST', headers: { Authorization: `Bearer ${key}` } }),
    );
    expect(enabled.status).toBe(200);
    expect(await enabled.json()).toMatchObject({ id: endpoint.id, failing_since: null, disabled_at: null, disabled_reason: null });
    const [again] = await queueWebhookEvent(database.db(), record.id, 'render.succeeded', { id: 'rnd_afterenable' });
    await expect
      .poll(async () => (await database.db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, again!)))[0]?.status, {
        timeout: 30_000,
        interval: 50,
      })
      .toBe('delivered');
    // Another key cannot enable it.
    const other = await createKey(database.db(), { plan: 'pro' });
    const refused = await withId(
      enableWebhook,
      endpoint.id,
      new Request(`http://localhost:3000/v1/webhooks/${endpoint.id}/enable`, { method: 'POST', headers: { Authorization: `Bearer ${other.key}` } }),
    );
    expect(refused.status).toBe(404);
  }, 60_000);

  it(`queues at most ${MAX_PENDING_WEBHOOK_DELIVERIES} deliveries a key; an event past it is a failed delivery that says why, and nothing is sent`, async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const hook = await receiver((_request, response) => response.writeHead(200).end());
    const endpoint = await register(key, hook.url);
    await database
      .db()
      .insert(webhookDeliveries)
      .values(
        Array.from({ length: MAX_PENDING_WEBHOOK_DELIVERIES }, (_, n) => ({
          id: deliveryId(endpoint.id, 'render.failed', `rnd_backlog${n}`),
          endpointId: endpoint.id,
          type: 'render.failed' as const,
          body: '{}',
        })),
      );
    expect(await queueWebhookEvent(database.db(), record.id, 'render.failed', { id: 'rnd_overthelimit' })).toEqual([]);
    const [refused] = await database
      .db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId(endpoint.id, 'render.failed', 'rnd_overthelimit')));
    expect(refused).toMatchObject({
      status: 'failed',
      error: `not sent: this key had ${MAX_PENDING_WEBHOOK_DELIVERIES} deliveries pending, the most it may have (${MAX_PENDING_WEBHOOK_DELIVERIES}); GET /v1/renders and GET /v1/batches/{id} have what happened`,
    });
    const listed = (await (
      await withId(
        listDeliveries,
        endpoint.id,
        new Request(`http://localhost:3000/v1/webhooks/${endpoint.id}/deliveries?limit=1`, { headers: { Authorization: `Bearer ${key}` } }),
      )
    ).json()) as Json;
    expect(listed.data[0]).toMatchObject({ id: refused!.id, status: 'failed', error: refused!.error, attempts: [] });
    // One settles: room for one more.
    await database
      .db()
      .update(webhookDeliveries)
      .set({ status: 'delivered' })
      .where(eq(webhookDeliveries.id, deliveryId(endpoint.id, 'render.failed', 'rnd_backlog0')));
    expect(await queueWebhookEvent(database.db(), record.id, 'render.failed', { id: 'rnd_roomagain' })).toHaveLength(1);
    expect(
      await database
        .db()
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpoint.id), isNotNull(webhookDeliveries.error))),
    ).toHaveLength(1);
  }, 60_000);
});
