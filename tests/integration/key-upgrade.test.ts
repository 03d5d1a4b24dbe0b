import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as decline } from '@/app/checkout/[id]/decline/route';
import { POST as pay } from '@/app/checkout/[id]/pay/route';
import { GET as reveal } from '@/app/v1/key/route';
import { POST as rotateRoute } from '@/app/v1/keys/rotate/route';
import { POST as upgradeRoute, GET as upgradeGet } from '@/app/v1/keys/upgrade/route';
import { GET as me } from '@/app/v1/me/route';
import { POST as webhook } from '@/app/webhooks/stripe/route';
import { applySubscriptionEvent, getPaymentProvider, StripePaymentProvider } from '@/lib/billing';
import { apiKeys, checkoutSessions } from '@/lib/db';
import { hashKey } from '@/lib/keys';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http';
import { applyPaymentEvent, createKey, useKey } from '@/lib/keys';
import { reserveRender } from '@/lib/usage';
import { call, useServiceDatabase } from '@/tests/support/database';
import { renderCall, useRenderSettings } from '@/tests/support/render-api';

const WEBHOOK_SECRET = 'whsec_test_atlasprint';
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
useRenderSettings();
const database = useServiceDatabase();

// The PostgreSQL test database outlives a run: addresses, emails and subscription ids are new each run.
const run = randomUUID().slice(0, 8);
let counter = 0;
const unique = (name: string) => `${name}_${run}_${++counter}`;
const uniqueAddress = () => `2001:db8:${run}::${++counter}`;

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, any>, headers: response.headers };
}
const upgrade = (key: string | undefined, body: unknown) =>
  call(upgradeRoute, {
    method: 'POST',
    path: '/v1/keys/upgrade',
    key,
    headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: uniqueAddress() },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then(json);
const status = async (key: string) => json(await call(me, { path: '/v1/me', key }));
const getKey = async (id: string) => json(await call(reveal, { path: `/v1/key?session_id=${encodeURIComponent(id)}` }));
const press = (handler: typeof pay, id: string) =>
  handler(new Request(`http://localhost:3000/checkout/${id}/x`, { method: 'POST' }), { params: Promise.resolve({ id }) });
const keyRow = async (id: string) => (await database.db().select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;
/**
 * The key a checkout made (checkout_sessions.key_id): a plan change must make none, or name the key it
 * moved. Asked of the checkout, not by counting every key: other test files add keys to a shared
 * PostgreSQL database at the same time, and a count of them all was a race (off by one in one CI run).
 */
const keyMadeBy = async (checkoutId: string) =>
  (await database.db().select({ keyId: checkoutSessions.keyId }).from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId)))[0]?.keyId ?? null;

/** A subscription key with `used` renders counted this month. */
async function keyWithUsage(plan: 'starter' | 'pro' | 'business', used: number, options: { stripeSubscriptionId?: string; email?: string } = {}) {
  const issued = await createKey(database.db(), {
    plan,
    email: options.email ?? `${unique('buyer')}@example.com`,
    stripeSubscriptionId: options.stripeSubscriptionId ?? null,
    stripeCustomerId: options.stripeSubscriptionId ? 'cus_test' : null,
  });
  for (let i = 0; i < used; i++) expect((await reserveRender(database.db(), issued.record)).ok).toBe(true);
  return issued;
}

describe(`changing a key's plan, keeping the key: the built-in test payment page (${database.kind})`, () => {
  it('starter → business: a checkout to pay, then the same key has the new quota with the renders already used counted', async () => {
    const { key, record } = await keyWithUsage('starter', 3);

    const started = await upgrade(key, { plan: 'business' });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({
      url: `http://localhost:3000/checkout/${started.body.id}`,
      id: expect.stringMatching(/^cs_[0-9A-Za-z]{24}$/),
      plan: 'business',
      message: `pay at url to move the key ${record.keyPrefix}… to the Business plan; the key itself stays the same`,
    });
    expect(started.headers.get('cache-control')).toBe('no-store');
    // Nothing moves before the payment.
    expect((await status(key)).body).toMatchObject({ plan: 'starter', quota: 100, used: 3 });
    expect(await getKey(started.body.id)).toMatchObject({ status: 202, body: { pending: true, declined: false } });

    const paid = await press(pay, started.body.id);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/purchase/return?session_id=${started.body.id}`);

    const after = await status(key);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ plan: 'business', status: 'active', key_prefix: record.keyPrefix, quota: 5000, used: 3, remaining: 4997 });

    // The return page's call: no new key, the same one on its new plan; asked again, the same answer.
    const revealed = await getKey(started.body.id);
    expect(revealed).toMatchObject({
      status: 200,
      body: {
        upgraded: true,
        plan: 'business',
        key_prefix: record.keyPrefix,
        message: `the key ${record.keyPrefix}… is on the Business plan now: keep using it as it is (a plan change makes no new key)`,
      },
    });
    expect(revealed.body).not.toHaveProperty('key');
    expect((await getKey(started.body.id)).status).toBe(200);
    expect([null, record.id]).toContain(await keyMadeBy(started.body.id));

    // Paying twice applies once (nothing charged twice, the plan moves once).
    const changedAt = (await keyRow(record.id)).planChangedAt;
    expect(changedAt).toBeInstanceOf(Date);
    await press(pay, started.body.id);
    expect((await keyRow(record.id)).planChangedAt).toEqual(changedAt);
    const [session] = await database.db().select().from(checkoutSessions).where(eq(checkoutSessions.id, started.body.id));
    expect(session).toMatchObject({ status: 'paid', upgradeKeyId: record.id, keyId: null, plan: 'business' });
  });

  it('50 simultaneous reveals of a paid upgrade checkout make no key at all', async () => {
    const { key, record } = await keyWithUsage('starter', 0);
    const started = await upgrade(key, { plan: 'pro' });
    await press(pay, started.body.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => getKey(started.body.id)));
    expect(results.every((result) => result.status === 200 && result.body.upgraded === true && !('key' in result.body))).toBe(true);
    expect([null, record.id]).toContain(await keyMadeBy(started.body.id));
    expect((await status(key)).body.plan).toBe('pro');
  });

  it('down (pro → starter) is scheduled for the 1st of next month: nothing to pay, the key keeps its plan and quota until then, /v1/me shows it', async () => {
    const { key, record } = await keyWithUsage('starter', 0);
    // Up, paid now; the larger month used well past the smaller quota; then down.
    const up = await upgrade(key, { plan: 'pro' });
    await press(pay, up.body.id);
    for (let i = 0; i < 101; i++) expect((await reserveRender(database.db(), await keyRow(record.id))).ok).toBe(true);

    const down = await upgrade(key, { plan: 'starter' });
    const now = new Date();
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ plan: 'pro', quota: 1000, used: 101, remaining: 899, scheduled_change: { plan: 'starter', at: monthEnd } });
    expect(down.headers.get('cache-control')).toBe('no-store');
    // No checkout: a downgrade costs nothing now and gives nothing back.
    expect(await database.db().select().from(checkoutSessions).where(eq(checkoutSessions.upgradeKeyId, record.id))).toHaveLength(1);
    expect((await status(key)).body).toMatchObject({ plan: 'pro', quota: 1000, remaining: 899, scheduled_change: { plan: 'starter', at: monthEnd } });
    // Renders go on at the Pro quota for the rest of the month.
    const rendered = await renderCall({ lat: 43.7375, lon: 7.4289, zoom: 15, format: 'svg', maxDimension: 256 }, key);
    expect(rendered.status).toBe(200);

    // At the month's end (the clock injected) the first use of the key moves it, once.
    const moved = await useKey(database.db(), key, new Date(monthEnd));
    expect(moved).toMatchObject({ plan: 'starter', scheduledPlan: null, scheduledPlanAt: null, planChangedAt: new Date(monthEnd) });
    expect(await useKey(database.db(), key, new Date(Date.parse(monthEnd) + 60_000))).toMatchObject({ plan: 'starter', planChangedAt: new Date(monthEnd) });
    expect((await status(key)).body).toMatchObject({ plan: 'starter', quota: 100, scheduled_change: null });
  });

  it('a scheduled downgrade is cancelled by asking for the key’s own plan, and replaced by an upgrade', async () => {
    const { key } = await keyWithUsage('pro', 3);
    expect((await upgrade(key, { plan: 'starter' })).body.scheduled_change).toMatchObject({ plan: 'starter' });
    const kept = await upgrade(key, { plan: 'pro' });
    expect(kept).toMatchObject({ status: 200, body: { plan: 'pro', used: 3, scheduled_change: null } });
    expect(await upgrade(key, { plan: 'pro' })).toMatchObject({
      status: 400,
      body: { message: 'this key is on the pro plan already: choose starter or business' },
    });

    expect((await upgrade(key, { plan: 'starter' })).status).toBe(200);
    const up = await upgrade(key, { plan: 'business' });
    expect(up.status).toBe(202);
    await press(pay, up.body.id);
    expect((await status(key)).body).toMatchObject({ plan: 'business', quota: 5000, used: 3, scheduled_change: null });
  });

  it('a change paid after the subscription ended moves nothing: GET /v1/key answers 409, not applied, refunded (no money moved on the test page)', async () => {
    const { key, record } = await keyWithUsage('starter', 2);
    const started = await upgrade(key, { plan: 'pro' });
    expect(started.status).toBe(202);
    // npm run billing:event -- --event subscription_ended: the same lib/billing call.
    await applySubscriptionEvent(database.db(), record.id, 'subscription_ended');
    expect((await press(pay, started.body.id)).status).toBe(303);

    expect(await keyRow(record.id)).toMatchObject({ plan: 'starter', status: 'revoked', planChangedAt: null });
    const told = await getKey(started.body.id);
    expect(told.status).toBe(409);
    expect(told.headers.get('cache-control')).toBe('no-store');
    expect(told.body).toEqual({
      error: true,
      code: 'conflict',
      message: `the plan change was paid but not applied: the key ${record.keyPrefix}… was revoked (its subscription ended) before this payment arrived, so it cannot move to the Pro plan; buy a plan for a new key; nothing changed, and the test payment is recorded as refunded (no money moved on the test payment page)`,
      upgraded: false,
      refunded: true,
      key_prefix: record.keyPrefix,
      plan: 'pro',
    });
    // Asked again, the same; paying again changes nothing.
    expect((await getKey(started.body.id)).body).toEqual(told.body);
    await press(pay, started.body.id);
    const [session] = await database.db().select().from(checkoutSessions).where(eq(checkoutSessions.id, started.body.id));
    expect(session).toMatchObject({ status: 'not_applied', refundedAt: expect.any(Date), keyId: null });
    expect((await keyRow(record.id)).plan).toBe('starter');
  });

  it('of two changes paid for one key, the second is not applied and refunded when the key is on that plan or above already', async () => {
    const { key, record } = await keyWithUsage('starter', 0);
    const toPro = await upgrade(key, { plan: 'pro' });
    const toBusiness = await upgrade(key, { plan: 'business' });
    const toProAgain = await upgrade(key, { plan: 'pro' });
    await press(pay, toPro.body.id);
    await press(pay, toProAgain.body.id);
    expect(await getKey(toProAgain.body.id)).toMatchObject({
      status: 409,
      body: {
        upgraded: false,
        refunded: true,
        message: `the plan change was paid but not applied: the key ${record.keyPrefix}… is on the Pro plan already (another change was paid first); nothing changed, and the test payment is recorded as refunded (no money moved on the test payment page)`,
      },
    });
    // Business is above Pro: that one applies.
    await press(pay, toBusiness.body.id);
    expect(await getKey(toBusiness.body.id)).toMatchObject({ status: 200, body: { upgraded: true, plan: 'business' } });
    // A Pro change paid now would move the key down: refused and refunded, the key stays on Business.
    const late = await database
      .db()
      .insert(checkoutSessions)
      .values({ id: `cs_${unique('late')}`, plan: 'pro', provider: 'local', upgradeKeyId: record.id })
      .returning();
    await press(pay, late[0]!.id);
    expect(await getKey(late[0]!.id)).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining(`is on the Business plan already, above Pro (another change was paid first)`) },
    });
    expect((await status(key)).body.plan).toBe('business');
  });

  it('a key rotated between the checkout and the payment moves all the same (the change belongs to the key, not its secret)', async () => {
    const { key, record } = await keyWithUsage('starter', 1);
    const started = await upgrade(key, { plan: 'pro' });
    const rotated = await json(await call(rotateRoute, { method: 'POST', path: '/v1/keys/rotate', key }));
    expect(rotated.status).toBe(200);
    await press(pay, started.body.id);
    expect((await status(rotated.body.key)).body).toMatchObject({ plan: 'pro', used: 1 });
    expect(await getKey(started.body.id)).toMatchObject({ status: 200, body: { upgraded: true, plan: 'pro', key_prefix: rotated.body.key_prefix } });
    expect((await keyRow(record.id)).keyHash).toBe(hashKey(rotated.body.key));
  });

  it('a declined upgrade checkout changes nothing', async () => {
    const { key } = await keyWithUsage('starter', 1);
    const started = await upgrade(key, { plan: 'business' });
    await press(decline, started.body.id);
    expect(await getKey(started.body.id)).toMatchObject({ status: 202, body: { pending: true, declined: true } });
    expect((await status(key)).body.plan).toBe('starter');
  });

  it('refuses a single-render key (400: buy a plan), a revoked or suspended key (403), and the plan it has already (400)', async () => {
    const single = await createKey(database.db(), { plan: 'single' });
    expect(await upgrade(single.key, { plan: 'pro' })).toMatchObject({
      status: 400,
      body: {
        error: true,
        code: 'invalid_request',
        message:
          'a single-render key has credits, not a monthly plan, so it cannot change plan: buy a plan (POST /v1/checkout, or the pricing page) for a subscription key',
      },
    });

    const revoked = await keyWithUsage('pro', 0);
    await applyPaymentEvent(database.db(), revoked.record.id, 'subscription_ended');
    expect(await upgrade(revoked.key, { plan: 'business' })).toMatchObject({
      status: 403,
      body: { code: 'key_inactive', message: 'API key revoked: the subscription has ended, so its plan cannot change; buy a plan for a new key' },
    });

    const suspended = await keyWithUsage('pro', 0);
    await applyPaymentEvent(database.db(), suspended.record.id, 'payment_failed');
    expect(await upgrade(suspended.key, { plan: 'business' })).toMatchObject({
      status: 403,
      body: { code: 'key_inactive', message: 'API key suspended: the last payment for this plan failed; its plan can change once that payment is made' },
    });

    const pro = await keyWithUsage('pro', 0);
    expect(await upgrade(pro.key, { plan: 'pro' })).toMatchObject({
      status: 400,
      body: { message: 'this key is on the pro plan already: choose starter or business' },
    });
    // No checkout was started by any refusal.
    for (const key of [single, revoked, suspended, pro]) {
      expect(await database.db().select().from(checkoutSessions).where(eq(checkoutSessions.upgradeKeyId, key.record.id))).toHaveLength(0);
    }
  });

  it('refuses bad bodies naming the field, a missing or rotated-out key (401), and GET (405)', async () => {
    const { key } = await keyWithUsage('starter', 0);
    const planRule = 'plan must be one of starter, pro, business (a subscription plan; the single plan is bought with POST /v1/checkout)';
    expect(await upgrade(key, { plan: 'single' })).toMatchObject({ status: 400, body: { message: planRule } });
    expect(await upgrade(key, { plan: 'gold' })).toMatchObject({ status: 400, body: { message: planRule } });
    expect(await upgrade(key, {})).toMatchObject({ status: 400, body: { message: planRule } });
    expect(await upgrade(key, { plan: 'pro', coupon: 'FREE' })).toMatchObject({ status: 400, body: { message: 'coupon is not an upgrade field (send plan)' } });
    expect(await upgrade(key, 'not json')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^request body is not valid JSON/) } });
    expect(await upgrade(undefined, { plan: 'pro' })).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect(await upgrade(`atp_live_${'x'.repeat(40)}`, { plan: 'pro' })).toMatchObject({ status: 401 });
    const refused = await json(await call(upgradeGet, { path: '/v1/keys/upgrade' }));
    expect([refused.status, refused.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await status(key)).body.plan).toBe('starter');
  });
});

interface SeenRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

/**
 * Stripe, faked at its SDK boundary (as in billing.test.ts): the real SDK with an HTTP client that
 * answers as Stripe's servers would. It keeps subscriptions (one item each) and checkout sessions,
 * and every request it was sent.
 */
function fakeStripe() {
  const seen: SeenRequest[] = [];
  const subscriptions = new Map<
    string,
    { id: string; object: 'subscription'; status: string; items: { object: 'list'; data: { id: string; price: { id: string } }[] } }
  >();
  const sessions = new Map<string, Record<string, unknown>>();
  let failUpdates = false;
  let failRefunds = false;
  const refunds: { payment_intent: string; idempotencyKey: string | null }[] = [];
  const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const httpClient = Stripe.createFetchHttpClient(async (input: unknown, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    seen.push({ method, path: url.pathname, form });
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscription) {
      const found = subscriptions.get(subscription[1]!);
      if (!found) return reply({ error: { message: `No such subscription: '${subscription[1]}'`, type: 'invalid_request_error' } }, 404);
      if (method === 'DELETE') {
        found.status = 'canceled';
        return reply(found);
      }
      if (method === 'POST') {
        if (failUpdates) return reply({ error: { message: 'Your card was declined.', type: 'card_error' } }, 402);
        const item = found.items.data.find((entry) => entry.id === form.get('items[0][id]'));
        if (!item) return reply({ error: { message: 'No such subscription item', type: 'invalid_request_error' } }, 400);
        item.price = { id: form.get('items[0][price]')! };
      }
      return reply(found);
    }
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${Math.random().toString(36).slice(2, 14)}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        mode: form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        customer: null,
        subscription: null,
      };
      sessions.set(id, session);
      return reply(session);
    }
    if (method === 'GET' && url.pathname === '/v1/invoice_payments') {
      const invoice = url.searchParams.get('invoice');
      return reply({
        object: 'list',
        has_more: false,
        url: '/v1/invoice_payments',
        data: [{ id: `inpay_${invoice}`, object: 'invoice_payment', invoice, payment: { type: 'payment_intent', payment_intent: `pi_${invoice}` } }],
      });
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      if (failRefunds) return reply({ error: { message: 'An error occurred while processing your request.', type: 'api_error' } }, 500);
      const headers = new Headers(init?.headers);
      refunds.push({ payment_intent: form.get('payment_intent')!, idempotencyKey: headers.get('idempotency-key') });
      return reply({ id: unique('re'), object: 'refund', status: 'succeeded', payment_intent: form.get('payment_intent') });
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (retrieve && sessions.has(retrieve[1]!)) return reply(sessions.get(retrieve[1]!));
    return reply({ error: { message: 'No such resource', type: 'invalid_request_error' } }, 404);
  });
  const client = new Stripe('sk_test_fake', { httpClient, maxNetworkRetries: 0 });
  const provider = new StripePaymentProvider(
    {
      secretKey: 'sk_test_fake',
      prices: { starter: 'price_s', pro: 'price_p', business: 'price_b', single: 'price_1' },
      publicBaseUrl: 'http://localhost:3000',
    },
    client,
  );
  const addSubscription = (price: string) => {
    const id = unique('sub');
    subscriptions.set(id, { id, object: 'subscription', status: 'active', items: { object: 'list', data: [{ id: unique('si'), price: { id: price } }] } });
    return id;
  };
  return {
    provider,
    seen,
    sessions,
    subscriptions,
    addSubscription,
    refunds,
    failNextUpdates: (fail: boolean) => (failUpdates = fail),
    failRefunds: (fail: boolean) => (failRefunds = fail),
  };
}

let eventCounter = 0;
function signedEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000), id = `evt_${run}_${++eventCounter}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2024-06-20',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 0,
    request: null,
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}
const deliver = async ({ payload, signature }: { payload: string; signature: string }) =>
  json(
    await webhook(
      new Request('http://localhost:3000/webhooks/stripe', {
        method: 'POST',
        headers: { 'Stripe-Signature': signature, 'Content-Type': 'application/json' },
        body: payload,
      }),
      {},
    ),
  );
const subscriptionObject = (id: string, price: string) => ({
  id,
  object: 'subscription',
  status: 'active',
  items: { object: 'list', data: [{ id: 'si_x', price: { id: price } }] },
});

describe(`changing a key's plan with Stripe (the SDK with a fake HTTP client) (${database.kind})`, () => {
  const stripe = fakeStripe();
  beforeAll(() => {
    getPaymentProvider.set(stripe.provider);
  });
  afterAll(() => {
    getPaymentProvider.reset();
  });

  it("updates the key's subscription to the new price, prorated, and changes the plan at once (200 with the new status)", async () => {
    const subscription = stripe.addSubscription('price_s');
    const { key, record } = await keyWithUsage('starter', 7, { stripeSubscriptionId: subscription });
    const before = stripe.seen.length;

    const changed = await upgrade(key, { plan: 'business' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      plan: 'business',
      status: 'active',
      key_prefix: record.keyPrefix,
      quota: 5000,
      used: 7,
      remaining: 4993,
      credits: null,
    });
    expect((await status(key)).body).toMatchObject({ plan: 'business', used: 7 });

    const requests = stripe.seen.slice(before);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/subscriptions/${subscription}`,
      `POST /v1/subscriptions/${subscription}`,
    ]);
    const update = requests[1]!.form;
    const item = stripe.subscriptions.get(subscription)!.items.data[0]!;
    expect(Object.fromEntries(update)).toEqual({
      'items[0][id]': item.id,
      'items[0][price]': 'price_b',
      proration_behavior: 'create_prorations',
      'metadata[plan]': 'business',
    });
    // One subscription, moved: no checkout, no second subscription (nothing charged twice).
    expect(requests.some((request) => request.path.startsWith('/v1/checkout'))).toBe(false);
    expect((await keyRow(record.id)).stripeSubscriptionId).toBe(subscription);

    // Stripe then reports the same change: nothing more moves.
    const echo = signedEvent('customer.subscription.updated', subscriptionObject(subscription, 'price_b'));
    expect((await deliver(echo)).body.outcome).toBe('ignored');
    expect((await status(key)).body.plan).toBe('business');
  });

  it("customer.subscription.updated moves the plan when the price changed on Stripe's side, once; an older event does not move it back", async () => {
    const subscription = stripe.addSubscription('price_p');
    const { key } = await keyWithUsage('pro', 2, { stripeSubscriptionId: subscription });
    const later = Math.floor(Date.now() / 1000) + 5;

    const moved = signedEvent('customer.subscription.updated', subscriptionObject(subscription, 'price_b'), later);
    expect(await deliver(moved)).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } });
    expect((await status(key)).body).toMatchObject({ plan: 'business', quota: 5000, used: 2 });
    expect((await deliver(moved)).body.outcome).toBe('duplicate');

    // Events may arrive out of order: one from before the change that was applied is stale.
    const stale = signedEvent('customer.subscription.updated', subscriptionObject(subscription, 'price_s'), later - 60);
    expect((await deliver(stale)).body.outcome).toBe('ignored');
    expect((await status(key)).body.plan).toBe('business');

    // A price that is no plan's (or the single plan's), or a subscription we do not know: ignored.
    expect((await deliver(signedEvent('customer.subscription.updated', subscriptionObject(subscription, 'price_other'), later + 1))).body.outcome).toBe(
      'ignored',
    );
    expect((await deliver(signedEvent('customer.subscription.updated', subscriptionObject(subscription, 'price_1'), later + 1))).body.outcome).toBe('ignored');
    expect((await deliver(signedEvent('customer.subscription.updated', subscriptionObject(unique('sub_unknown'), 'price_s'), later + 1))).body.outcome).toBe(
      'ignored',
    );
    expect((await status(key)).body.plan).toBe('business');

    // A revoked key's plan does not move.
    const ended = signedEvent('customer.subscription.deleted', { id: subscription, object: 'subscription' }, later + 2);
    expect((await deliver(ended)).body.outcome).toBe('applied');
    expect((await deliver(signedEvent('customer.subscription.updated', subscriptionObject(subscription, 'price_s'), later + 3))).body.outcome).toBe('ignored');
    expect((await status(key)).body).toMatchObject({ plan: 'business', status: 'revoked' });
  });

  it('a key with no Stripe subscription pays in a Stripe Checkout Session; its completion moves the plan and gives the key that subscription', async () => {
    const { key, record } = await keyWithUsage('starter', 4, { email: `${unique('checkout')}@example.com` });
    const started = await upgrade(key, { plan: 'pro' });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      id: expect.stringMatching(/^cs_test_/),
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
      plan: 'pro',
    });
    const create = stripe.seen.find(
      (request) => request.method === 'POST' && request.path === '/v1/checkout/sessions' && request.form.get('metadata[upgrade_key_id]') === record.id,
    )!;
    expect(Object.fromEntries(create.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_p',
      'metadata[plan]': 'pro',
      customer_email: record.email,
      success_url: 'http://localhost:3000/purchase/return?session_id={CHECKOUT_SESSION_ID}',
    });
    expect((await status(key)).body.plan).toBe('starter');

    const subscription = unique('sub_new');
    const completed = signedEvent('checkout.session.completed', {
      id: started.body.id,
      object: 'checkout.session',
      payment_status: 'paid',
      customer: 'cus_new',
      subscription,
    });
    expect((await deliver(completed)).body.outcome).toBe('applied');
    expect((await status(key)).body).toMatchObject({ plan: 'pro', quota: 1000, used: 4 });
    expect(await keyRow(record.id)).toMatchObject({ stripeSubscriptionId: subscription, stripeCustomerId: 'cus_new' });
    expect((await deliver(completed)).body.outcome).toBe('duplicate');
    expect(await getKey(started.body.id)).toMatchObject({ status: 200, body: { upgraded: true, plan: 'pro', key_prefix: record.keyPrefix } });
    expect([null, record.id]).toContain(await keyMadeBy(started.body.id));

    // The new subscription's payments now drive the key.
    expect(await deliver(signedEvent('invoice.payment_failed', { id: unique('in'), object: 'invoice', subscription }))).toMatchObject({
      body: { outcome: 'applied' },
    });
    expect((await status(key)).body.status).toBe('suspended');
  });

  it('a Stripe Checkout plan change paid after the key was revoked: the new subscription is cancelled and its payment refunded, once; GET /v1/key says so (409)', async () => {
    const { key, record } = await keyWithUsage('starter', 0, { email: `${unique('late')}@example.com` });
    const started = await upgrade(key, { plan: 'pro' });
    expect(started.status).toBe(202);
    await applyPaymentEvent(database.db(), record.id, 'subscription_ended');

    const subscription = stripe.addSubscription('price_p');
    const invoice = unique('in');
    Object.assign(stripe.sessions.get(started.body.id)!, { status: 'complete', payment_status: 'paid', subscription, invoice, customer: 'cus_late' });
    const before = stripe.seen.length;
    stripe.failRefunds(true);
    const completed = signedEvent('checkout.session.completed', {
      id: started.body.id,
      object: 'checkout.session',
      payment_status: 'paid',
      customer: 'cus_late',
      subscription,
    });
    expect((await deliver(completed)).body.outcome).toBe('applied');
    expect(await keyRow(record.id)).toMatchObject({ plan: 'starter', status: 'revoked' });
    // Stripe refused the refund: it is due, and said to be.
    const due = await getKey(started.body.id);
    expect(due).toMatchObject({ status: 409, body: { error: true, code: 'conflict', upgraded: false, refunded: false } });
    expect(due.body.message).toMatch(/the payment is being refunded in full \(the refund did not go through yet; it is retried, ask again later\)$/);

    // Asked again, with Stripe answering: cancelled and refunded, and said so.
    stripe.failRefunds(false);
    const told = await getKey(started.body.id);
    expect(told).toMatchObject({ status: 409, body: { upgraded: false, refunded: true, key_prefix: record.keyPrefix, plan: 'pro' } });
    expect(told.body.message).toBe(
      `the plan change was paid but not applied: the key ${record.keyPrefix}… was revoked (its subscription ended) before this payment arrived, so it cannot move to the Pro plan; buy a plan for a new key; nothing changed, and the payment was refunded in full and the subscription it started cancelled`,
    );
    expect(stripe.subscriptions.get(subscription)!.status).toBe('canceled');
    expect(stripe.refunds.filter((refund) => refund.payment_intent === `pi_${invoice}`)).toEqual([
      { payment_intent: `pi_${invoice}`, idempotencyKey: `atlasprint-refund-${started.body.id}` },
    ]);
    const calls = stripe.seen.slice(before).map((request) => `${request.method} ${request.path}`);
    expect(calls).toContain(`DELETE /v1/subscriptions/${subscription}`);
    // Refunded once: neither another GET nor the event again calls Stripe.
    const seenBefore = stripe.seen.length;
    expect((await getKey(started.body.id)).body.refunded).toBe(true);
    expect((await deliver(completed)).body.outcome).toBe('duplicate');
    expect(stripe.seen.length).toBe(seenBefore);
    expect(await keyRow(record.id)).toMatchObject({ plan: 'starter', status: 'revoked' });
  });

  it('down with Stripe: the subscription moves to the lower price unprorated, the key keeps its plan until the month ends; the echo moves nothing', async () => {
    const subscription = stripe.addSubscription('price_p');
    const { key, record } = await keyWithUsage('pro', 5, { stripeSubscriptionId: subscription });
    const before = stripe.seen.length;
    const down = await upgrade(key, { plan: 'starter' });
    expect(down).toMatchObject({ status: 200, body: { plan: 'pro', quota: 1000, used: 5, scheduled_change: { plan: 'starter' } } });
    const update = stripe.seen.slice(before).find((request) => request.method === 'POST')!;
    expect(Object.fromEntries(update.form)).toMatchObject({ 'items[0][price]': 'price_s', proration_behavior: 'none', 'metadata[plan]': 'starter' });

    // Stripe reports the price change: the key is not moved before the month ends.
    const echo = signedEvent('customer.subscription.updated', subscriptionObject(subscription, 'price_s'), Math.floor(Date.now() / 1000) + 5);
    expect((await deliver(echo)).body.outcome).toBe('ignored');
    expect((await status(key)).body).toMatchObject({ plan: 'pro', scheduled_change: { plan: 'starter' } });

    // Staying on Pro after all puts the price back, unprorated, and cancels the change.
    const kept = await upgrade(key, { plan: 'pro' });
    expect(kept).toMatchObject({ status: 200, body: { plan: 'pro', scheduled_change: null } });
    expect(stripe.subscriptions.get(subscription)!.items.data[0]!.price.id).toBe('price_p');
    expect(Object.fromEntries(stripe.seen.at(-1)!.form)).toMatchObject({ 'items[0][price]': 'price_p', proration_behavior: 'none' });
    expect((await keyRow(record.id)).plan).toBe('pro');
  });

  it("a downgrade made on Stripe's side (customer.subscription.updated to a lower price) is scheduled for the month's end too", async () => {
    const subscription = stripe.addSubscription('price_b');
    const { key } = await keyWithUsage('business', 1, { stripeSubscriptionId: subscription });
    const event = signedEvent('customer.subscription.updated', subscriptionObject(subscription, 'price_p'), Math.floor(Date.now() / 1000) + 5);
    expect((await deliver(event)).body.outcome).toBe('applied');
    expect((await status(key)).body).toMatchObject({ plan: 'business', quota: 5000, scheduled_change: { plan: 'pro' } });
  });

  it('answers 502 and changes nothing when Stripe refuses the update', async () => {
    const subscription = stripe.addSubscription('price_s');
    const { key } = await keyWithUsage('starter', 0, { stripeSubscriptionId: subscription });
    stripe.failNextUpdates(true);
    try {
      expect(await upgrade(key, { plan: 'pro' })).toMatchObject({
        status: 502,
        body: { error: true, code: 'payment_provider_unavailable', message: 'the payment provider could not change the plan; nothing changed, please retry' },
      });
    } finally {
      stripe.failNextUpdates(false);
    }
    expect((await status(key)).body.plan).toBe('starter');
    expect(stripe.subscriptions.get(subscription)!.items.data[0]!.price.id).toBe('price_s');
  });
});
