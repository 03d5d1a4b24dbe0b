import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@/lib/config';
import { POST as decline } from '@/app/checkout/[id]/decline/route';
import { POST as pay } from '@/app/checkout/[id]/pay/route';
import { POST as checkout } from '@/app/v1/checkout/route';
import { GET as reveal } from '@/app/v1/key/route';
import { GET as me } from '@/app/v1/me/route';
import { POST as webhook } from '@/app/webhooks/stripe/route';
import {
  applySubscriptionEvent,
  CHECKOUT_RATE_LIMIT,
  KEY_ALREADY_REVEALED,
  LocalPaymentProvider,
  revealKey,
  startCheckout,
  StripePaymentProvider,
} from '@/lib/billing';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http';
import { apiKeys } from '@/lib/db';
import { hashKey } from '@/lib/keys';
import { eq } from 'drizzle-orm';
import { call, useServiceDatabase } from '@/tests/support/database';
import { renderCall, useRenderSettings } from '@/tests/support/render-api';

const WEBHOOK_SECRET = 'whsec_test_atlasprint';
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
useRenderSettings();
const database = useServiceDatabase();

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, any>, headers: response.headers };
}
// The PostgreSQL test database outlives a run: addresses are new each run, or an earlier run's count would apply.
const run = randomUUID().slice(0, 8);
let addresses = 0;
/** Each buyer its own address (as set by our server), unless a test says otherwise: checkouts are limited per address. */
const startLocal = async (body: unknown, address = `2001:db8:${run}::${++addresses}`) =>
  json(
    await call(checkout, {
      method: 'POST',
      path: '/v1/checkout',
      headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify(body),
    }),
  );
/** A client address of this run for the Stripe tests (a fixed one would reach the checkout limit over runs on the same PostgreSQL). */
const stripeBuyer = () => `2001:db8:${run}::5:${++addresses}`;
const getKey = async (id?: string) => json(await call(reveal, { path: id === undefined ? '/v1/key' : `/v1/key?session_id=${encodeURIComponent(id)}` }));
const press = (handler: typeof pay, id: string) =>
  handler(new Request(`http://localhost:3000/checkout/${id}/x`, { method: 'POST' }), { params: Promise.resolve({ id }) });

describe(`buying a key with the built-in test payment page (${database.kind})`, () => {
  it('checkout → 202 while unpaid → pay → 200 with a working key, once → 410 after', async () => {
    const started = await startLocal({ plan: 'pro', email: 'ada@example.com' });
    expect(started.status).toBe(200);
    expect(started.body.id).toMatch(/^cs_[0-9A-Za-z]{24}$/);
    expect(started.body.url).toBe(`http://localhost:3000/checkout/${started.body.id}`);

    const pending = await getKey(started.body.id);
    expect(pending.status).toBe(202);
    expect(pending.body).toEqual({ pending: true, declined: false, message: 'payment not confirmed yet; retry in a few seconds' });

    const paid = await press(pay, started.body.id);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/purchase/return?session_id=${started.body.id}`);

    const revealed = await getKey(started.body.id);
    expect(revealed.status).toBe(200);
    expect(revealed.body.key).toMatch(/^atp_live_[0-9A-Za-z]{40}$/);
    expect(revealed.body).toMatchObject({ plan: 'pro', key_prefix: revealed.body.key.slice(0, 12) });
    const status = await json(await call(me, { path: '/v1/me', key: revealed.body.key }));
    expect(status.body).toMatchObject({ plan: 'pro', status: 'active', quota: 1000 });
    const render = await renderCall({ lat: 43.7375, lon: 7.4289, zoom: 15, format: 'svg', maxDimension: 256 }, revealed.body.key);
    expect(render.status).toBe(200);

    const again = await getKey(started.body.id);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(KEY_ALREADY_REVEALED);
    expect(again.body.message).toContain('a lost one with POST /v1/keys/recover');
  });

  it('50 simultaneous reveals after payment give exactly one key', async () => {
    const { body } = await startLocal({ plan: 'starter' });
    await press(pay, body.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => getKey(body.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 410)).toHaveLength(49);
  });

  it('a single-render purchase gives a key with 1 credit', async () => {
    const { body } = await startLocal({ plan: 'single' });
    await press(pay, body.id);
    const { body: key } = await getKey(body.id);
    expect((await json(await call(me, { path: '/v1/me', key: key.key }))).body).toMatchObject({ plan: 'single', credits: 1, quota: null });
  });

  it('declining leaves the checkout unpaid, and paying later still works', async () => {
    const { body } = await startLocal({ plan: 'business' });
    const declined = await press(decline, body.id);
    expect(declined.headers.get('location')).toBe(`http://localhost:3000/checkout/${body.id}?declined=1`);
    const after = await getKey(body.id);
    expect(after.status).toBe(202);
    expect(after.body).toEqual({ pending: true, declined: true, message: 'the payment was declined; pay on the checkout page to get your key' });
    await press(pay, body.id);
    expect((await getKey(body.id)).status).toBe(200);
  });

  it("sends the payer to the checkout's return_url with the session id, so a script owns the reveal", async () => {
    const { body } = await startLocal({ plan: 'starter', return_url: 'https://shop.example/thanks?order=42#done' });
    const paid = await press(pay, body.id);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://shop.example/thanks?order=42&session_id=${body.id}#done`);
    // Nothing of ours revealed it on the way: the script gets the key, once.
    const revealed = await getKey(body.id);
    expect(revealed.status).toBe(200);
    expect(revealed.body.key).toMatch(/^atp_live_/);
    expect((await getKey(body.id)).status).toBe(410);
  });

  it('refuses a return_url that is not an absolute http(s) URL, naming the field', async () => {
    for (const return_url of ['/purchase/return', 'javascript:alert(1)', 'ftp://files.example/x', `https://example.com/${'a'.repeat(2000)}`]) {
      const refused = await startLocal({ plan: 'pro', return_url });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^return_url must be (an absolute http or https URL|at most 2000 characters)$/);
    }
  });

  it('sends payers only to https pages with no user:password@, and only to RETURN_URL_HOSTS when the operator lists them', async () => {
    const refusal = async (return_url: string) => {
      const { status, body } = await startLocal({ plan: 'pro', return_url });
      return status === 400 ? body.message : status;
    };
    expect(await refusal('http://shop.example/thanks')).toMatch(/^return_url must be an https URL/);
    expect(await refusal('https://user:pass@shop.example/thanks')).toBe('return_url must not carry a user name or password (user:pass@host)');
    // A developer's own script on this machine, in embedded mode only.
    expect(await refusal('http://localhost:8080/done')).toBe(database.kind === 'pglite' ? 200 : 'return_url must be an https URL');
    process.env.RETURN_URL_HOSTS = 'shop.example, app.example.org';
    getConfig.reset();
    try {
      expect(await refusal('https://shop.example/thanks')).toBe(200);
      expect(await refusal('https://evil.example/collect')).toBe(
        'return_url must be on a host this service sends payers to (shop.example, app.example.org); ask its operator to add evil.example to RETURN_URL_HOSTS',
      );
    } finally {
      delete process.env.RETURN_URL_HOSTS;
      getConfig.reset();
    }
  });

  it(`limits checkouts to ${CHECKOUT_RATE_LIMIT.limit} per client address per window, counted in the database`, async () => {
    const address = `2001:db8:${run}::limited`;
    const allowed = await Promise.all(Array.from({ length: CHECKOUT_RATE_LIMIT.limit }, () => startLocal({ plan: 'pro' }, address)));
    expect(allowed.map((r) => r.status)).toEqual(Array(CHECKOUT_RATE_LIMIT.limit).fill(200));
    const refused = await startLocal({ plan: 'pro' }, address);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.body.message).toMatch(/^too many checkouts started from this address: at most 10 every 10 minutes; retry in \d+ s$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CHECKOUT_RATE_LIMIT.windowSeconds);
    // No checkout was started for the refused request; another address is not affected.
    expect((await startLocal({ plan: 'pro' }, `2001:db8:${run}::other`)).status).toBe(200);
    // The next window starts afresh (counted by the same statement, with a later clock).
    const later = new Date(Date.now() + CHECKOUT_RATE_LIMIT.windowSeconds * 1000);
    await expect(startCheckout(database.db(), new LocalPaymentProvider('http://localhost:3000'), { plan: 'pro' }, address, later)).resolves.toMatchObject({
      id: expect.stringMatching(/^cs_/),
    });
  });

  it('refuses bad checkouts and bad reveals with clear errors', async () => {
    expect(await startLocal({ plan: 'gold' })).toMatchObject({ status: 400, body: { message: 'plan must be one of starter, pro, business, single' } });
    expect(await startLocal({ plan: 'pro', email: 'not-an-email' })).toMatchObject({ status: 400, body: { message: 'email must be an email address' } });
    expect(await startLocal({})).toMatchObject({ status: 400, body: { message: 'plan must be one of starter, pro, business, single' } });
    expect(await startLocal({ plan: 'pro', coupon: 'FREE' })).toMatchObject({ status: 400, body: { message: 'coupon is not a checkout field' } });
    expect(await getKey()).toMatchObject({ status: 400, body: { message: 'session_id is required: the id returned by POST /v1/checkout' } });
    expect(await getKey('cs_nope')).toMatchObject({ status: 404, body: { error: true, code: 'not_found', message: 'no checkout with id cs_nope' } });
  });

  it('payment events from the operator script move the key through its states, render 403 while not active', async () => {
    const { body } = await startLocal({ plan: 'pro' });
    await press(pay, body.id);
    const { body: issued } = await getKey(body.id);
    // By the key's hash: a display prefix has three random characters and repeats among the many keys
    // a long-lived test database holds (run 13 of .ci/run found a stranger's key by this one's prefix).
    const [key] = await database
      .db()
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashKey(issued.key)));
    const renderStatus = async () => (await renderCall({ lat: 43.7375, lon: 7.4289, zoom: 15, format: 'svg', maxDimension: 256 }, issued.key)).status;

    expect((await applySubscriptionEvent(database.db(), key!.id, 'payment_failed')).to).toBe('suspended');
    expect(await renderStatus()).toBe(403);
    expect((await json(await call(me, { path: '/v1/me', key: issued.key }))).body.status).toBe('suspended');
    expect((await applySubscriptionEvent(database.db(), key!.id, 'payment_succeeded')).to).toBe('active');
    expect(await renderStatus()).toBe(200);
    expect((await applySubscriptionEvent(database.db(), key!.id, 'subscription_ended')).to).toBe('revoked');
    expect(await renderStatus()).toBe(403);
  });
});

/**
 * Stripe, faked at its SDK boundary: the real SDK with an HTTP client that answers as Stripe's
 * servers would (they cannot be reached from here). Webhooks are signed with the SDK's own helper.
 */
function fakeStripe(sessions: Map<string, Record<string, unknown>>) {
  const httpClient = Stripe.createFetchHttpClient(async (input: unknown, init?: RequestInit) => {
    const url = new URL(String(input));
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (init?.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(String(init.body));
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
        success_url: form.get('success_url'),
      };
      sessions.set(id, session);
      return new Response(JSON.stringify(session), { headers: { 'Content-Type': 'application/json' } });
    }
    if (retrieve && sessions.has(retrieve[1]!))
      return new Response(JSON.stringify(sessions.get(retrieve[1]!)), { headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify({ error: { message: 'No such resource', type: 'invalid_request_error' } }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
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
  return { provider, client };
}

let eventCounter = 0;
function signedEvent(type: string, object: Record<string, unknown>, id = `evt_${++eventCounter}_${Date.now()}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 0,
    request: null,
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, signature };
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

describe(`Stripe checkout and webhooks (${database.kind})`, () => {
  it('creates a subscription checkout whose success url returns to our page with the session id', async () => {
    const sessions = new Map<string, Record<string, unknown>>();
    const { provider } = fakeStripe(sessions);
    const created = await startCheckout(database.db(), provider, { plan: 'business', email: 'b@example.com' }, stripeBuyer());
    expect(created.id).toMatch(/^cs_test_/);
    expect(created.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(sessions.get(created.id)).toMatchObject({
      mode: 'subscription',
      success_url: 'http://localhost:3000/purchase/return?session_id={CHECKOUT_SESSION_ID}',
    });
    expect((await revealKey(database.db(), provider, created.id)).kind).toBe('pending');
  });

  it("sends the payer to return_url after Stripe Checkout, with Stripe's own session id template", async () => {
    const sessions = new Map<string, Record<string, unknown>>();
    const { provider } = fakeStripe(sessions);
    const created = await startCheckout(database.db(), provider, { plan: 'pro', return_url: 'https://shop.example/thanks?order=42' }, stripeBuyer());
    expect(sessions.get(created.id)).toMatchObject({ success_url: 'https://shop.example/thanks?order=42&session_id={CHECKOUT_SESSION_ID}' });
  });

  it('reveals a key by asking Stripe when the webhook has not arrived yet', async () => {
    const sessions = new Map<string, Record<string, unknown>>();
    const { provider } = fakeStripe(sessions);
    const created = await startCheckout(database.db(), provider, { plan: 'pro' }, stripeBuyer());
    Object.assign(sessions.get(created.id)!, { status: 'complete', payment_status: 'paid', customer: 'cus_1', subscription: 'sub_early' });
    const outcome = await revealKey(database.db(), provider, created.id);
    expect(outcome.kind).toBe('revealed');
  });

  it('applies a signed event once, ignores a replay, refuses a bad signature; lifecycle events move the key', async () => {
    const sessions = new Map<string, Record<string, unknown>>();
    const { provider } = fakeStripe(sessions);
    const created = await startCheckout(database.db(), provider, { plan: 'starter' }, stripeBuyer());
    // Unique per run: a real PostgreSQL keeps the keys of earlier runs.
    const subscription = `sub_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const completed = signedEvent('checkout.session.completed', {
      id: created.id,
      object: 'checkout.session',
      payment_status: 'paid',
      customer: 'cus_9',
      subscription,
    });
    expect(await deliver(completed)).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } });
    expect((await deliver(completed)).body.outcome).toBe('duplicate');

    const revealed = await revealKey(database.db(), provider, created.id);
    expect(revealed.kind).toBe('revealed');
    const key = (revealed as { key: string }).key;
    const statusOf = async () => (await json(await call(me, { path: '/v1/me', key }))).body.status;
    const renderStatus = async () => (await renderCall({ lat: 43.7375, lon: 7.4289, zoom: 15, format: 'svg', maxDimension: 256 }, key)).status;

    const failed = signedEvent('invoice.payment_failed', { id: 'in_1', object: 'invoice', subscription });
    expect((await deliver(failed)).body.outcome).toBe('applied');
    expect(await statusOf()).toBe('suspended');
    expect(await renderStatus()).toBe(403);

    const forged = signedEvent('invoice.paid', { id: 'in_2', object: 'invoice', subscription });
    const bad = await deliver({ payload: forged.payload, signature: forged.signature.replace(/v1=[0-9a-f]{6}/, 'v1=000000') });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^invalid Stripe signature/);
    expect(await statusOf()).toBe('suspended');
    expect((await deliver({ payload: forged.payload, signature: '' })).body.message).toBe('missing Stripe-Signature header');

    // The newer invoice API names the subscription under parent.subscription_details.
    const paid = signedEvent('invoice.paid', { id: 'in_3', object: 'invoice', parent: { subscription_details: { subscription } } });
    expect((await deliver(paid)).body.outcome).toBe('applied');
    expect(await statusOf()).toBe('active');
    expect(await renderStatus()).toBe(200);

    const ended = signedEvent('customer.subscription.deleted', { id: subscription, object: 'subscription' });
    expect((await deliver(ended)).body.outcome).toBe('applied');
    expect(await statusOf()).toBe('revoked');
    expect(await renderStatus()).toBe(403);
    expect((await deliver(ended)).body.outcome).toBe('duplicate');
  });

  it('ignores events for subscriptions it does not know', async () => {
    expect((await deliver(signedEvent('invoice.payment_failed', { id: 'in_x', object: 'invoice', subscription: 'sub_unknown' }))).body.outcome).toBe('ignored');
    expect((await deliver(signedEvent('customer.created', { id: 'cus_x', object: 'customer' }))).body.outcome).toBe('ignored');
  });
});
