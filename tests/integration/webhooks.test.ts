import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as getBatch } from '@/app/v1/batches/[id]/route';
import { POST as queueBatch } from '@/app/v1/batches/route';
import { GET as getRender } from '@/app/v1/renders/[id]/route';
import { POST as queueRender } from '@/app/v1/renders/route';
import { GET as listDeliveries } from '@/app/v1/webhooks/[id]/deliveries/route';
import { DELETE as deleteWebhook } from '@/app/v1/webhooks/[id]/route';
import { GET as listWebhooks, POST as createWebhook } from '@/app/v1/webhooks/route';
import { getConfig } from '@/lib/config';
import { usagePeriods, webhookDeliveries } from '@/lib/db';
import { PLANS } from '@/lib/plans';
import { periodOf } from '@/lib/usage';
import { getJobEngine, type Job } from '@/lib/jobs';
import { createKey } from '@/lib/keys';
import { afterRenderFinished } from '@/lib/posters';
import {
  deliveryId,
  giveUpDelivery,
  MAX_WEBHOOK_ENDPOINTS,
  queueWebhookEvent,
  setWebhookResolver,
  webhookQueue,
  workOnDelivery,
  type ResolveHost,
  type WebhookJobData,
} from '@/lib/webhooks';
import { call, useServiceDatabase } from '@/tests/support/database';
import { useRenderSettings } from '@/tests/support/render-api';
import { receiver, webhookHeaders } from '@/tests/support/webhook-receiver';

useRenderSettings();
const database = useServiceDatabase();

type Json = Record<string, any>;

const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 256 };
/** A view no configured map source covers: the render fails in the engine. */

/** WEBHOOK_LOOPBACK_HTTP as a deployment or a developer's machine has it, read again by lib/config. */
function loopbackHttp(setting: 'allow' | 'refuse'): void {
  process.env.WEBHOOK_LOOPBACK_HTTP = setting;
  getConfig.reset();
}

/** A resolver answering from a table the test changes: DNS that moves between registration and delivery. */
const dns = new Map<string, string[]>();
const resolve: ResolveHost = async (hostname) => {
  const found = dns.get(hostname);
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return found;
};

beforeAll(async () => {
  // Both databases are developers' machines here (the local receiver listens on 127.0.0.1); the refusals below say otherwise where they test it.
  loopbackHttp('allow');
  setWebhookResolver(resolve);
  // Retries at once and one retry only, instead of minutes apart for a day: the queue's own options, as an operator would change them.
  await webhookQueue.start();
  await (await getJobEngine()).updateQueue(webhookQueue.name, { retryLimit: 1, retryDelay: 0, retryBackoff: false });
});

afterEach(() => {
  loopbackHttp('allow');
  dns.clear();
});

afterAll(() => {
  setWebhookResolver(undefined);
  delete process.env.WEBHOOK_LOOPBACK_HTTP;
  getConfig.reset();
});

async function register(key: string, body: unknown): Promise<{ status: number; json: Json }> {
  const response = await call(createWebhook, {
    method: 'POST',
    path: '/v1/webhooks',
    key,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

async function listed(key: string): Promise<{ status: number; json: Json }> {
  const response = await call(listWebhooks, { path: '/v1/webhooks', key });
  return { status: response.status, json: (await response.json()) as Json };
}

function withId<Handler extends (request: Request, context: any) => Promise<Response>>(handler: Handler, id: string, request: Request) {
  return handler(request, { params: Promise.resolve({ id }) });
}

async function remove(id: string, key: string): Promise<{ status: number; json: Json }> {
  const request = new Request(`http://localhost:3000/v1/webhooks/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${key}` } });
  const response = await withId(deleteWebhook, id, request);
  return { status: response.status, json: (await response.json()) as Json };
}

async function deliveries(id: string, key: string, query = ''): Promise<{ status: number; json: Json }> {
  const request = new Request(`http://localhost:3000/v1/webhooks/${id}/deliveries${query}`, { headers: { Authorization: `Bearer ${key}` } });
  const response = await withId(listDeliveries, id, request);
  return { status: response.status, json: (await response.json()) as Json };
}

async function queue(body: unknown, key: string): Promise<string> {
  const response = await call(queueRender, {
    method: 'POST',
    path: '/v1/renders',
    key,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Json;
  expect(response.status, JSON.stringify(json)).toBe(202);
  return json.id;
}

async function render(id: string, key: string): Promise<Json> {
  const request = new Request(`http://localhost:3000/v1/renders/${id}`, { headers: { Authorization: `Bearer ${key}` } });
  return (await (await getRender(request, { params: Promise.resolve({ id }) })).json()) as Json;
}

/** Waits (bounded) until the endpoint's deliveries are all settled and `count` of them exist; answers the listing. */
async function settled(id: string, key: string, count: number): Promise<Json[]> {
  await expect
    .poll(
      async () => {
        const { json } = await deliveries(id, key);
        return json.data.length === count && json.data.every((delivery: Json) => delivery.status !== 'pending');
      },
      { timeout: 45_000, interval: 100 },
    )
    .toBe(true);
  return (await deliveries(id, key)).json.data;
}

describe(`webhook endpoints: POST, GET, DELETE /v1/webhooks (${database.kind})`, () => {
  it('registers an endpoint (201, the secret once), lists it without the secret, and deletes it; another key gets 404', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const other = await createKey(database.db(), { plan: 'pro' });
    const created = await register(key, { url: 'http://127.0.0.1:8787/hooks', events: ['render.failed'] });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toEqual({
      id: expect.stringMatching(/^whk_[0-9A-Za-z]{24}$/),
      url: 'http://127.0.0.1:8787/hooks',
      events: ['render.failed'],
      created_at: expect.any(String),
      failing_since: null,
      disabled_at: null,
      disabled_reason: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const all = await register(key, { url: 'http://127.0.0.1:8787/all' });
    expect(all.json.events).toEqual(['render.succeeded', 'render.failed', 'batch.completed']);

    const list = await listed(key);
    expect(list.status).toBe(200);
    expect(list.json.data.map((endpoint: Json) => endpoint.id)).toEqual([all.json.id, created.json.id]);
    expect(JSON.stringify(list.json)).not.toContain('whsec_');
    expect((await listed(other.key)).json).toEqual({ data: [] });

    const theirs = await remove(created.json.id, other.key);
    expect([theirs.status, theirs.json.code, theirs.json.message]).toEqual([404, 'not_found', `no webhook endpoint ${created.json.id} for this key`]);
    expect((await deliveries(created.json.id, other.key)).status).toBe(404);
    const removed = await remove(created.json.id, key);
    expect([removed.status, removed.json]).toEqual([200, { id: created.json.id, deleted: true }]);
    expect((await remove(created.json.id, key)).status).toBe(404);
    expect((await listed(key)).json.data.map((endpoint: Json) => endpoint.id)).toEqual([all.json.id]);
  });

  it.each([
    [{ url: 'http://127.0.0.1:1/x', events: ['render.done'] }, 'events: "render.done" is not an event (use render.succeeded, render.failed, batch.completed)'],
    [
      { url: 'http://127.0.0.1:1/x', events: [] },
      'events must name at least one of render.succeeded, render.failed, batch.completed (leave it out for all of them)',
    ],
    [{ events: ['render.failed'] }, 'url must be a string: the https URL to send events to'],
    [{ url: 'http://127.0.0.1:1/x', secret: 'mine' }, 'secret is not a webhook field (use url and events)'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const answer = await register(key, body);
    expect([answer.status, answer.json.code, answer.json.message]).toEqual([400, 'invalid_request', message]);
  });

  it(`allows ${MAX_WEBHOOK_ENDPOINTS} endpoints per key, and says so with a 409 beyond`, async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    for (let index = 0; index < MAX_WEBHOOK_ENDPOINTS; index++) expect((await register(key, { url: `http://127.0.0.1:8787/${index}` })).status).toBe(201);
    const beyond = await register(key, { url: 'http://127.0.0.1:8787/one-more' });
    expect([beyond.status, beyond.json.code, beyond.json.message]).toEqual([
      409,
      'conflict',
      `this key has ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints, the most it may have (${MAX_WEBHOOK_ENDPOINTS}): delete one with DELETE /v1/webhooks/{id} first`,
    ]);
  });

  it('refuses URLs that reach the service’s own network (SSRF), after DNS, naming the address', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    dns.set('hooks.customer.test', ['10.20.30.40']);
    dns.set('public.customer.test', ['93.184.216.34']);
    loopbackHttp('refuse');
    const rule = 'a webhook url must be https to a public address';
    const refusals: Array<[string, string]> = [
      ['http://127.0.0.1:8787/hooks', `url refused: webhook url must use https; ${rule}`],
      ['https://127.0.0.1/hooks', `url refused: webhook url points to a loopback address (127.0.0.1); ${rule}`],
      ['https://10.0.0.8/hooks', `url refused: webhook url points to a private address (10.0.0.8); ${rule}`],
      ['https://169.254.169.254/latest/meta-data/', `url refused: webhook url points to a link-local address (169.254.169.254); ${rule}`],
      [
        'https://hooks.customer.test/atlasprint',
        `url refused: webhook url host hooks.customer.test must be a public address reachable from the internet; ${rule}`,
      ],
      // A name that does not resolve is refused in the same words: the answer does not tell which internal names exist.
      [
        'https://nowhere.customer.test/atlasprint',
        `url refused: webhook url host nowhere.customer.test must be a public address reachable from the internet; ${rule}`,
      ],
      ['http://public.customer.test/atlasprint', `url refused: webhook url must use https; ${rule}`],
    ];
    for (const [url, message] of refusals) {
      const answer = await register(key, { url });
      expect([answer.status, answer.json.code, answer.json.message], url).toEqual([400, 'invalid_request', message]);
    }
    // What is refused in a deployment: http to a public address, even where loopback http is allowed.
    loopbackHttp('allow');
    expect((await register(key, { url: 'http://public.customer.test/atlasprint' })).json.message).toBe(
      'url refused: webhook url must use https (http is allowed only to a loopback address); a webhook url must be https to a public address, or http to a loopback address on this embedded server',
    );
    expect((await register(key, { url: 'https://public.customer.test/atlasprint' })).status).toBe(201);
    expect((await listed(key)).json.data.map((endpoint: Json) => endpoint.url)).toEqual(['https://public.customer.test/atlasprint']);
  });
});

/** A starter key (its renders drawn one at a time, in order) with `left` renders left in this month's quota. */
async function keyWithRendersLeft(left: number): Promise<string> {
  const { key, record } = await createKey(database.db(), { plan: 'starter' });
  const quota = (PLANS.starter as { monthlyQuota: number }).monthlyQuota;
  await database
    .db()
    .insert(usagePeriods)
    .values({ keyId: record.id, period: periodOf(new Date()), used: quota - left });
  return key;
}

describe(`webhook deliveries (${database.kind})`, () => {
  it('sends render.succeeded and render.failed for queued renders, signed so that the standardwebhooks library verifies them', async () => {
    // One render left for two: whichever is drawn first is charged, the other fails quota_exceeded. (A view without
    // map data, as this used, is refused at POST now: no_map_data.)
    const key = await keyWithRendersLeft(1);
    const hook = await receiver((_request, response) => response.writeHead(204).end());
    const endpoint = (await register(key, { url: hook.url, events: ['render.succeeded', 'render.failed'] })).json;
    const queued = [await queue(monaco, key), await queue(monaco, key)];

    const settledDeliveries = await settled(endpoint.id, key, 2);
    expect(settledDeliveries.map((delivery) => [delivery.status, delivery.attempts.length, delivery.attempts[0].status_code])).toEqual([
      ['delivered', 1, 204],
      ['delivered', 1, 204],
    ]);
    expect(hook.received).toHaveLength(2);
    const events = hook.received.map((request) => {
      expect(request.headers['content-type']).toBe('application/json');
      return { id: request.headers['webhook-id'], event: new Webhook(endpoint.secret).verify(request.body, webhookHeaders(request.headers)) as Json };
    });
    const byType = Object.fromEntries(events.map(({ id, event }) => [event.type, { id, event }]));
    const succeeded = byType['render.succeeded']!.event.data.id as string;
    const failed = byType['render.failed']!.event.data.id as string;
    expect([succeeded, failed].sort()).toEqual([...queued].sort());
    expect(byType['render.succeeded']!.event.data).toEqual(await render(succeeded, key));
    expect(byType['render.succeeded']!.event.data).toMatchObject({ id: succeeded, status: 'succeeded', result: { id: succeeded } });
    expect(byType['render.failed']!.event.data).toEqual(await render(failed, key));
    expect(byType['render.failed']!.event.data).toMatchObject({ id: failed, status: 'failed', error: { code: 'quota_exceeded' } });
    expect(Date.parse(byType['render.failed']!.event.timestamp)).not.toBeNaN();
    // The webhook-id is the delivery's id, as GET …/deliveries lists it.
    expect(new Set(events.map(({ id }) => id))).toEqual(new Set(settledDeliveries.map((delivery) => delivery.id)));
  });

  it('sends batch.completed once, when the last render of a batch ends, with the batch as GET /v1/batches/{id} answers it', async () => {
    // Two renders left for three items: one fails (quota_exceeded), as a view without map data once did in the worker.
    const key = await keyWithRendersLeft(2);
    const hook = await receiver((_request, response) => response.writeHead(200).end());
    const endpoint = (await register(key, { url: hook.url, events: ['batch.completed'] })).json;
    const response = await call(queueBatch, {
      method: 'POST',
      path: '/v1/batches',
      key,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ defaults: monaco, renders: [{}, { theme: 'vintage_atlas' }, { city: 'Monte-Carlo' }] }),
    });
    const accepted = (await response.json()) as Json;
    expect(response.status, JSON.stringify(accepted)).toBe(202);

    const [delivery] = await settled(endpoint.id, key, 1);
    expect(delivery).toMatchObject({ type: 'batch.completed', status: 'delivered' });
    expect(hook.received).toHaveLength(1);
    const event = new Webhook(endpoint.secret).verify(hook.received[0]!.body, webhookHeaders(hook.received[0]!.headers)) as Json;
    const request = new Request(`http://localhost:3000/v1/batches/${accepted.id}`, { headers: { Authorization: `Bearer ${key}` } });
    const batch = (await (await getBatch(request, { params: Promise.resolve({ id: accepted.id }) })).json()) as Json;
    expect(event).toMatchObject({ type: 'batch.completed', data: batch });
    expect(batch).toMatchObject({ id: accepted.id, status: 'completed', total: 3, succeeded: 2, failed: 1 });
    // Each render's end runs the hook again (duplicates, retries): still the one delivery.
    for (const { id } of batch.renders as Json[]) await afterRenderFinished(database.db(), id);
    expect((await database.db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).length).toBe(1);
  });

  it('a delivery job pg-boss gives up on (expired, its process gone) ends the delivery failed, and leaves a settled one alone', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const hook = await receiver((_request, response) => response.writeHead(200).end());
    const endpoint = (await register(key, { url: hook.url })).json;
    const boss = await getJobEngine();
    // A delivery row whose job is never worked (it starts next year) and is then failed for good, as an expiry would.
    const subject = { id: 'rnd_000000000000000000000002', status: 'failed' };
    const id = deliveryId(endpoint.id, 'render.failed', subject.id);
    await database
      .db()
      .insert(webhookDeliveries)
      .values({ id, endpointId: endpoint.id, type: 'render.failed', body: JSON.stringify({ type: 'render.failed', data: subject }) });
    const jobId = await boss.send(
      webhookQueue.name,
      { deliveryId: id },
      { retryLimit: 0, startAfter: new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)) },
    );
    await boss.fail(webhookQueue.name, jobId!, { message: 'expired' });
    const [failed] = await settled(endpoint.id, key, 1);
    expect(failed).toMatchObject({ id, status: 'failed', attempts: [] });
    expect(hook.received).toHaveLength(0);

    // A delivered one stays delivered, whatever arrives at the dead-letter queue after.
    const succeeded = { id: 'rnd_000000000000000000000003', status: 'succeeded' };
    const [delivered] = await queueWebhookEvent(database.db(), record.id, 'render.succeeded', succeeded);
    await settled(endpoint.id, key, 2);
    await giveUpDelivery(database.db(), delivered!);
    const listing = (await deliveries(endpoint.id, key)).json.data as Json[];
    expect(listing.find((delivery) => delivery.id === delivered)).toMatchObject({ status: 'delivered' });
  });

  it('retries a delivery the receiver answers with 500, with the same id and body: two attempts recorded, then delivered', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    let answered = 0;
    const hook = await receiver((_request, response) => response.writeHead(answered++ === 0 ? 500 : 200).end());
    const endpoint = (await register(key, { url: hook.url })).json;
    const subject = { id: 'rnd_000000000000000000000001', status: 'succeeded' };
    const [queued] = await queueWebhookEvent(database.db(), record.id, 'render.succeeded', subject);
    // The same event again (a render's end seen twice) is the same delivery: nothing more is queued.
    expect(await queueWebhookEvent(database.db(), record.id, 'render.succeeded', subject)).toEqual([]);

    const [delivery] = await settled(endpoint.id, key, 1);
    expect(delivery).toMatchObject({ id: queued, type: 'render.succeeded', status: 'delivered', delivered_at: expect.any(String) });
    expect(delivery!.attempts.map((attempt: Json) => [attempt.status_code, attempt.error])).toEqual([
      [500, 'the receiver answered 500'],
      [200, null],
    ]);
    expect(delivery!.attempts.every((attempt: Json) => Number.isInteger(attempt.duration_ms) && Date.parse(attempt.attempted_at) > 0)).toBe(true);
    expect(hook.received).toHaveLength(2);
    expect(hook.received.map((request) => request.headers['webhook-id'])).toEqual([queued, queued]);
    expect(hook.received[1]!.body).toBe(hook.received[0]!.body);
    for (const request of hook.received)
      expect(new Webhook(endpoint.secret).verify(request.body, webhookHeaders(request.headers))).toMatchObject({ data: subject });
  });

  it('checks the URL again at delivery: a host whose DNS moved to a private address gets nothing, each attempt recorded with the reason, then failed', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const hook = await receiver((_request, response) => response.writeHead(200).end());
    dns.set('hooks.customer.test', ['127.0.0.1']);
    const endpoint = (await register(key, { url: `http://hooks.customer.test:${hook.port}/atlasprint` })).json;
    expect(endpoint.id).toMatch(/^whk_/);
    dns.set('hooks.customer.test', ['10.0.0.5']);
    await queueWebhookEvent(database.db(), record.id, 'render.failed', { id: 'rnd_000000000000000000000002' });

    const [delivery] = await settled(endpoint.id, key, 1);
    expect(delivery!.status).toBe('failed');
    expect(delivery!.delivered_at).toBeNull();
    expect(delivery!.attempts.map((attempt: Json) => [attempt.status_code, attempt.error])).toEqual([
      [null, 'refused: webhook url host hooks.customer.test must be a public address reachable from the internet'],
      [null, 'refused: webhook url host hooks.customer.test must be a public address reachable from the internet'],
    ]);
    expect(hook.received).toEqual([]);
  });

  it('lists deliveries newest first, a limit at a time, and sends nothing to an endpoint deleted meanwhile', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const hook = await receiver((_request, response) => response.writeHead(200).end());
    const endpoint = (await register(key, { url: hook.url, events: ['batch.completed'] })).json;
    // Not subscribed: no delivery.
    expect(await queueWebhookEvent(database.db(), record.id, 'render.succeeded', { id: 'rnd_000000000000000000000003' })).toEqual([]);
    const ids: string[] = [];
    for (const batch of ['bat_000000000000000000000001', 'bat_000000000000000000000002', 'bat_000000000000000000000003']) {
      ids.push(...(await queueWebhookEvent(database.db(), record.id, 'batch.completed', { id: batch })));
    }
    expect(ids).toHaveLength(3);
    await settled(endpoint.id, key, 3);
    const page = await deliveries(endpoint.id, key, '?limit=2');
    expect(page.status).toBe(200);
    expect(page.json.has_more).toBe(true);
    expect(page.json.data.map((delivery: Json) => delivery.id)).toEqual([ids[2], ids[1]]);
    expect((await deliveries(endpoint.id, key, '?limit=0')).json.message).toBe('limit must be a whole number between 1 and 100');
    expect((await deliveries(endpoint.id, key, '?page=2')).json.message).toBe('page is not a parameter of /v1/webhooks/{id}/deliveries (use limit)');

    // Deleted with a delivery queued: it goes with its endpoint, and its job, whenever it runs, ends quietly.
    const gone = await register(key, { url: hook.url });
    const [pending] = await queueWebhookEvent(database.db(), record.id, 'render.failed', { id: 'rnd_000000000000000000000004' });
    expect((await remove(gone.json.id, key)).status).toBe(200);
    expect(await database.db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, pending!))).toEqual([]);
    const job = { id: 'job', name: webhookQueue.name, data: { deliveryId: pending! }, retryCount: 0 } as Job<WebhookJobData>;
    await expect(workOnDelivery(job, database.db())).resolves.toBeUndefined();
  });
});
