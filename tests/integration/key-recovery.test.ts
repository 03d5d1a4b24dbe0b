import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as pay } from '@/app/checkout/[id]/pay/route';
import { POST as checkout } from '@/app/v1/checkout/route';
import { GET as reveal } from '@/app/v1/key/route';
import { POST as confirmRoute, GET as confirmGet } from '@/app/v1/keys/recover/confirm/route';
import { POST as recoverRoute, GET as recoverGet } from '@/app/v1/keys/recover/route';
import { GET as me } from '@/app/v1/me/route';
import { getConfig } from '@/lib/config';
import { apiKeys, keyRecoveryTokens } from '@/lib/db';
import { CLIENT_ADDRESS_HEADER, toApiError } from '@/lib/http';
import {
  applyPaymentEvent,
  confirmKeyRecovery,
  createKey,
  hashKey,
  RECOVERY_ACCEPTED_MESSAGE,
  RECOVERY_KEY_REVOKED,
  RECOVERY_NOT_CONFIGURED,
  RECOVERY_RATE_LIMIT,
  requestKeyRecovery,
  settleAfterResponseTasks,
} from '@/lib/keys';
import type { ApiKeyRow } from '@/lib/db';
import { OutboxTransport, SmtpTransport, type MailMessage, type MailTransport } from '@/lib/mail';
import { reserveRender } from '@/lib/usage';
import { call, useServiceDatabase } from '@/tests/support/database';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { applyStripeEvent, revealKey, startCheckout, StripePaymentProvider } from '@/lib/billing';

// A real PostgreSQL has no mail transport unless asked: these tests read the local outbox there too.
process.env.MAIL = 'outbox';
const database = useServiceDatabase();

/** Loads the configuration again from process.env (as a new process would). */
const reloadConfig = () => getConfig.reset();

// The PostgreSQL test database outlives a run: addresses and emails are new each run.
const run = randomUUID().slice(0, 8);
let counter = 0;
const uniqueEmail = (name = 'ada') => `${name}-${run}-${++counter}@example.com`;
const uniqueAddress = () => `2001:db8:${run}::${++counter}`;

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, any>, headers: response.headers };
}
const post = (handler: typeof recoverRoute, pathName: string, body: unknown, address = uniqueAddress()) =>
  call(handler, {
    method: 'POST',
    path: pathName,
    headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then(json);
/** The answer as the client gets it, without waiting for the links, which are made and mailed after it. */
const recoverAnswer = (body: unknown, address?: string) => post(recoverRoute, '/v1/keys/recover', body, address);
/** The answer, then the links made and mailed after it (the work POST /v1/keys/recover does not wait for). */
const recover = async (body: unknown, address?: string) => {
  const answer = await recoverAnswer(body, address);
  await settleAfterResponseTasks();
  return answer;
};
/** A promise settled from outside, to hold a step (a lookup, an SMTP exchange) until the test lets it go. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
const confirm = (token: unknown) => post(confirmRoute, '/v1/keys/recover/confirm', token === undefined ? {} : { token });
const status = async (key: string) => json(await call(me, { path: '/v1/me', key }));

/** A parsed .eml of the outbox: its headers, and its text with quoted-printable undone. */
interface Mail {
  file: string;
  raw: string;
  headers: Record<string, string>;
  text: string;
}
/** Quoted-printable (RFC 2045) undone: soft line breaks joined, =XX back to its byte. */
function decodeQuotedPrintable(text: string): string {
  const body = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const hex = body.slice(i + 1, i + 3);
    if (body[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(body[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
/** Encoded words (RFC 2047) of a header undone. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
function parseEml(file: string): Mail {
  const raw = fs.readFileSync(file, 'utf8');
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head!.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  let text = rest.join('\r\n\r\n');
  if (headers['content-transfer-encoding'] === 'quoted-printable') text = decodeQuotedPrintable(text);
  return { file, raw, headers, text: text.replace(/\r\n/g, '\n') };
}
const outboxDir = () => path.join(getConfig().dataDir, 'outbox');
function outbox(): Mail[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(path.join(dir, name)));
}
const mailTo = (email: string) => outbox().filter((mail) => mail.headers.to === email);
/** The token of a recovery message's link, as the person's browser would read it from the address. */
function tokenOf(mail: Mail): string {
  const link = /^(https?:\/\/\S+\/keys\/recover\?token=\S+)$/m.exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();
  const url = new URL(link!);
  expect(url.origin + url.pathname).toBe(`${getConfig().publicBaseUrl}/keys/recover`);
  return url.searchParams.get('token')!;
}

/** A key as bought in a checkout with `email` (the test payment page), revealed: what a customer has. */
async function buyKey(email: string, plan = 'pro') {
  const started = await json(
    await call(checkout, {
      method: 'POST',
      path: '/v1/checkout',
      headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: uniqueAddress() },
      body: JSON.stringify({ plan, email }),
    }),
  );
  expect(started.status).toBe(200);
  await pay(new Request(`http://localhost:3000/checkout/${started.body.id}/pay`, { method: 'POST' }), { params: Promise.resolve({ id: started.body.id }) });
  const revealed = await json(await call(reveal, { path: `/v1/key?session_id=${started.body.id}` }));
  expect(revealed.status).toBe(200);
  return revealed.body as { key: string; key_prefix: string; plan: string };
}

describe(`recovering a lost key by email (${database.kind})`, () => {
  it('mails a single-use link; confirming it gives a new key with the same plan, usage and status; the old key is refused (401)', async () => {
    const email = uniqueEmail();
    const bought = await buyKey(email);
    // By the key's hash: a display prefix has three random characters and repeats among the many keys
    // a long-lived test database holds.
    const [row] = await database
      .db()
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashKey(bought.key)));
    await reserveRender(database.db(), row!);
    await reserveRender(database.db(), row!);

    // The address as the person types it: any case.
    const asked = await recover({ email: email.toUpperCase() });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ accepted: true, message: RECOVERY_ACCEPTED_MESSAGE });
    expect(asked.headers.get('cache-control')).toBe('no-store');

    const mails = mailTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.headers.subject).toBe(`Replace your Atlasprint API key ${bought.key_prefix}…`);
    expect(mail.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(mail.headers.from).toMatch(/^Atlasprint <no-reply@localhost>$/);
    expect(mail.headers['message-id']).toMatch(/^<.+@.+>$/);
    expect(mail.headers.date).toMatch(/^\w{3}, \d{1,2} \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}$/);
    expect(mail.raw).toMatch(/\r\n\r\n/); // RFC 5322: CRLF lines, a blank line between the header and the body
    expect(mail.text).toContain(`${bought.key_prefix}… (Pro plan, active)`);
    const token = tokenOf(mail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code is on its own line too, for a mail program that breaks links; and no key is in the message.
    expect(mail.text.split('\n')).toContain(token);
    expect(mail.raw).not.toContain(bought.key);
    // Only the token's hash is kept.
    const stored = await database.db().select().from(keyRecoveryTokens).where(eq(keyRecoveryTokens.keyId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBe(3600_000);

    // Opening the link changes nothing (mail scanners open links): the key still works.
    expect((await status(bought.key)).status).toBe(200);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(Object.keys(confirmed.body).sort()).toEqual(['key', 'key_prefix', 'note']);
    expect(confirmed.body.key).toMatch(/^atp_live_[0-9A-Za-z]{40}$/);
    expect(confirmed.body.key).not.toBe(bought.key);
    expect(confirmed.body.key_prefix).toBe(confirmed.body.key.slice(0, 12));
    expect(confirmed.body.note).toBe('Your key was replaced: the previous key stopped working just now. Store this key securely: it is shown only this once.');
    expect(confirmed.headers.get('cache-control')).toBe('no-store');

    const old = await status(bought.key);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('unauthorized');
    const fresh = await status(confirmed.body.key);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ plan: 'pro', status: 'active', used: 2, quota: 1000, key_prefix: confirmed.body.key_prefix });

    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({
      error: true,
      code: 'recovery_link_used',
      message:
        'this recovery link was used already: each link replaces the key once. Ask for a new link (POST /v1/keys/recover) if you did not keep the new key',
    });
    // The new key is untouched by the refused second use.
    expect((await status(confirmed.body.key)).status).toBe(200);
  });

  it('answers an address with no keys exactly as one with keys, and sends nothing', async () => {
    const before = outbox().length;
    const nobody = await recover({ email: uniqueEmail('nobody') });
    const somebody = uniqueEmail('somebody');
    await buyKey(somebody, 'starter');
    const known = await recover({ email: somebody });
    expect([nobody.status, known.status]).toEqual([202, 202]);
    expect(nobody.body).toEqual(known.body);
    expect(outbox().length).toBe(before + 1);
  });

  it('sends one link per active or suspended key bought with the address (any case, single keys too), none for a revoked key', async () => {
    const email = uniqueEmail('many');
    const active = await createKey(database.db(), { plan: 'starter', email });
    const suspended = await createKey(database.db(), { plan: 'business', email: email.toUpperCase() });
    await applyPaymentEvent(database.db(), suspended.record.id, 'payment_failed');
    const revoked = await createKey(database.db(), { plan: 'pro', email });
    await applyPaymentEvent(database.db(), revoked.record.id, 'subscription_ended');
    const single = await createKey(database.db(), { plan: 'single', email });

    expect((await recover({ email })).status).toBe(202);
    const mails = outbox().filter((mail) => mail.headers.to?.toLowerCase() === email);
    const prefixes = mails.map((mail) => /API key (atp_live_\w{3})/.exec(mail.text)?.[1]).sort();
    expect(prefixes).toEqual([active.record.keyPrefix, suspended.record.keyPrefix, single.record.keyPrefix].sort());
    expect(mails.find((mail) => mail.text.includes(suspended.record.keyPrefix))!.text).toContain('(Business plan, suspended)');
    // Each mail goes to the address as the key has it (the domain, which has no case, written small).
    expect(mails.find((mail) => mail.text.includes(suspended.record.keyPrefix))!.headers.to).toBe(email.toUpperCase().replace('@EXAMPLE.COM', '@example.com'));

    // A suspended key recovered stays suspended (rotation keeps the status).
    const recovered = await confirm(tokenOf(mails.find((mail) => mail.text.includes(suspended.record.keyPrefix))!));
    expect(recovered.status).toBe(200);
    expect((await status(recovered.body.key)).body).toMatchObject({ plan: 'business', status: 'suspended' });
    expect((await status(suspended.key)).status).toBe(401);
  });

  it('a key bought on the test payment page with no email at checkout takes the email typed on that page (a bad one is ignored)', async () => {
    const typed = uniqueEmail('typed');
    const paidWith = async (email: string) => {
      const started = await json(
        await call(checkout, {
          method: 'POST',
          path: '/v1/checkout',
          headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: uniqueAddress() },
          body: JSON.stringify({ plan: 'pro' }),
        }),
      );
      const form = new URLSearchParams({ email });
      const paid = await pay(
        new Request(`http://localhost:3000/checkout/${started.body.id}/pay`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        }),
        {
          params: Promise.resolve({ id: started.body.id }),
        },
      );
      expect(paid.status).toBe(303);
      const revealed = await json(await call(reveal, { path: `/v1/key?session_id=${started.body.id}` }));
      const [row] = await database
        .db()
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.keyHash, hashKey(revealed.body.key)));
      return row!;
    };
    expect((await paidWith(`  ${typed} `)).email).toBe(typed);
    expect((await paidWith('not an email')).email).toBeNull();
    expect((await recover({ email: typed })).status).toBe(202);
    expect(mailTo(typed)).toHaveLength(1);
  });

  it('a key bought on Stripe Checkout without an email is recovered at the address the payer gave Stripe (asked of Stripe, or from its webhook)', async () => {
    const sessions = new Map<string, Record<string, unknown>>();
    const httpClient = Stripe.createFetchHttpClient(async (input: unknown, init?: RequestInit) => {
      const url = new URL(String(input));
      const reply = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (init?.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
        sessions.set(id, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          customer: null,
          subscription: null,
          customer_details: null,
        });
        return reply(sessions.get(id));
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (retrieve && sessions.has(retrieve[1]!)) return reply(sessions.get(retrieve[1]!));
      return new Response(JSON.stringify({ error: { message: 'No such resource', type: 'invalid_request_error' } }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const provider = new StripePaymentProvider(
      {
        secretKey: 'sk_test_fake',
        prices: { starter: 'price_s', pro: 'price_p', business: 'price_b', single: 'price_1' },
        publicBaseUrl: 'http://localhost:3000',
      },
      new Stripe('sk_test_fake', { httpClient, maxNetworkRetries: 0 }),
    );

    // Asked of Stripe when the return page reveals the key before the webhook came.
    const asked = uniqueEmail('stripe-asked');
    const first = await startCheckout(database.db(), provider, { plan: 'pro' }, uniqueAddress());
    Object.assign(sessions.get(first.id)!, {
      status: 'complete',
      payment_status: 'paid',
      customer: 'cus_1',
      subscription: `sub_${run}_a`,
      customer_details: { email: asked },
    });
    const revealed = await revealKey(database.db(), provider, first.id);
    expect(revealed.kind).toBe('revealed');

    // From checkout.session.completed.
    const hooked = uniqueEmail('stripe-hook');
    const second = await startCheckout(database.db(), provider, { plan: 'starter' }, uniqueAddress());
    const event = {
      id: `evt_${run}_recovery`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: second.id,
          object: 'checkout.session',
          payment_status: 'paid',
          customer: 'cus_2',
          subscription: `sub_${run}_b`,
          customer_details: { email: hooked },
        },
      },
    };
    expect(await applyStripeEvent(database.db(), event as unknown as Stripe.Event)).toBe('applied');
    expect((await revealKey(database.db(), provider, second.id)).kind).toBe('revealed');

    // An email given at checkout wins over the one given to Stripe.
    const given = uniqueEmail('given');
    const third = await startCheckout(database.db(), provider, { plan: 'pro', email: given }, uniqueAddress());
    Object.assign(sessions.get(third.id)!, {
      status: 'complete',
      payment_status: 'paid',
      customer: 'cus_3',
      subscription: `sub_${run}_c`,
      customer_details: { email: uniqueEmail('other') },
    });
    expect((await revealKey(database.db(), provider, third.id)).kind).toBe('revealed');

    for (const email of [asked, hooked, given]) {
      expect((await recover({ email })).status).toBe(202);
      expect(mailTo(email), email).toHaveLength(1);
    }
  });

  it("spends the key's other open links when one is used: each would replace the key again", async () => {
    const email = uniqueEmail('twice');
    const { key } = await createKey(database.db(), { plan: 'pro', email });
    await recover({ email });
    await recover({ email });
    const [first, second] = mailTo(email).map(tokenOf);
    expect(first).not.toBe(second);
    const used = await confirm(second);
    expect(used.status).toBe(200);
    const stale = await confirm(first);
    expect([stale.status, stale.body.code]).toEqual([410, 'recovery_link_used']);
    expect((await status(used.body.key)).status).toBe(200);
    expect((await status(key)).status).toBe(401);
  });

  it('refuses an expired link with 410 (a link is valid for 1 hour), and the key keeps working', async () => {
    const email = uniqueEmail('late');
    const { key } = await createKey(database.db(), { plan: 'starter', email });
    // Asked for 61 minutes ago (the clock is injected), so its link expired a minute ago.
    const asked = new Date(Date.now() - 61 * 60_000);
    await requestKeyRecovery(
      database.db(),
      email,
      uniqueAddress(),
      { mail: new OutboxTransport(outboxDir(), 'Atlasprint <no-reply@localhost>'), publicBaseUrl: getConfig().publicBaseUrl },
      asked,
    );
    await settleAfterResponseTasks();
    const token = tokenOf(mailTo(email)[0]!);
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('recovery_link_expired');
    expect(expired.body.message).toMatch(
      /^this recovery link expired at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z \(links are valid for 1 hour\): ask for a new one \(POST \/v1\/keys\/recover\)$/,
    );
    expect((await status(key)).status).toBe(200);

    // With the clock 59 minutes after the request the same kind of link still works; at 60 it does not.
    const fresh = uniqueEmail('edge');
    await createKey(database.db(), { plan: 'starter', email: fresh });
    const now = new Date();
    await requestKeyRecovery(
      database.db(),
      fresh,
      uniqueAddress(),
      { mail: new OutboxTransport(outboxDir(), 'x@localhost'), publicBaseUrl: getConfig().publicBaseUrl },
      now,
    );
    await settleAfterResponseTasks();
    const edgeToken = tokenOf(mailTo(fresh)[0]!);
    const atExpiry = await confirmKeyRecovery(database.db(), edgeToken, new Date(now.getTime() + 3600_000)).catch((error: unknown) => toApiError(error));
    expect(atExpiry).toMatchObject({ status: 410, code: 'recovery_link_expired' });
    await expect(confirmKeyRecovery(database.db(), edgeToken, new Date(now.getTime() + 59 * 60_000))).resolves.toMatchObject({
      key: expect.stringMatching(/^atp_live_/),
    });
  });

  it('gives exactly one key to 50 simultaneous confirms of one link', async () => {
    const email = uniqueEmail('race');
    const { key } = await createKey(database.db(), { plan: 'business', email });
    await recover({ email });
    const token = tokenOf(mailTo(email)[0]!);
    const results = await Promise.all(Array.from({ length: 50 }, () => confirm(token)));
    const winners = results.filter((result) => result.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => result.status === 410)).toHaveLength(49);
    expect((await status(winners[0]!.body.key)).status).toBe(200);
    expect((await status(key)).status).toBe(401);
  });

  it('refuses unknown, malformed and missing tokens, and bad bodies, naming the field', async () => {
    expect(await confirm('A'.repeat(43))).toMatchObject({
      status: 404,
      body: {
        error: true,
        code: 'not_found',
        message: 'this recovery link is not known: check that it was copied whole, or ask for a new one (POST /v1/keys/recover)',
      },
    });
    expect((await confirm('short')).status).toBe(404);
    expect((await confirm("x' OR 1=1 --")).status).toBe(404);
    expect(await confirm(undefined)).toMatchObject({
      status: 400,
      body: { code: 'invalid_request', message: 'token is required: the token of the recovery link (the part after ?token=)' },
    });
    expect(await confirm(42)).toMatchObject({ status: 400, body: { message: 'token is required: the token of the recovery link (the part after ?token=)' } });
    expect((await confirm('x'.repeat(201))).body.message).toBe('token is too long to be a recovery token');
    expect((await post(confirmRoute, '/v1/keys/recover/confirm', { token: 'A'.repeat(43), key: 'x' })).body.message).toBe(
      'key is not a recovery field (send token)',
    );

    expect(await recover({ email: 'not-an-email' })).toMatchObject({
      status: 400,
      body: { error: true, code: 'invalid_request', message: 'email must be an email address' },
    });
    expect(await recover({})).toMatchObject({ status: 400, body: { message: 'email is required: the address the key was bought with' } });
    expect(await recover({ email: `${'a'.repeat(250)}@example.com` })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^email must be/) },
    });
    expect(await recover({ email: uniqueEmail(), plan: 'pro' })).toMatchObject({ status: 400, body: { message: 'plan is not a recovery field (send email)' } });
    expect(await recover('[1]')).toMatchObject({ status: 400, body: { message: 'request body must be a JSON object (got an array)' } });
    const wrongType = await call(recoverRoute, { method: 'POST', path: '/v1/keys/recover', headers: { 'Content-Type': 'text/plain' }, body: 'a@b.c' });
    expect(wrongType.status).toBe(415);
    // Links are opened with GET by mail scanners: the API takes POST only.
    for (const handler of [recoverGet, confirmGet]) {
      const refused = await json(await call(handler, { path: '/v1/keys/recover' }));
      expect([refused.status, refused.body.message, refused.headers.get('allow')]).toEqual([405, 'GET is not supported here; use POST', 'POST']);
    }
  });

  it(`limits requests to ${RECOVERY_RATE_LIMIT.limit} an hour per client address and per email, counted before anything is sent`, async () => {
    const address = uniqueAddress();
    const allowed = await Promise.all(Array.from({ length: RECOVERY_RATE_LIMIT.limit }, () => recover({ email: uniqueEmail('flood') }, address)));
    expect(allowed.map((result) => result.status)).toEqual(Array(RECOVERY_RATE_LIMIT.limit).fill(202));
    const refused = await recover({ email: uniqueEmail('flood') }, address);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.body.message).toMatch(/^too many key recovery requests for this client address: at most 5 an hour; retry in \d+ s$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // One email from many addresses: the sixth is refused too, and sends nothing.
    const email = uniqueEmail('target');
    await createKey(database.db(), { plan: 'pro', email });
    for (let i = 0; i < RECOVERY_RATE_LIMIT.limit; i++) expect((await recover({ email })).status).toBe(202);
    const sixth = await recover({ email });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^too many key recovery requests for this email address: at most 5 an hour; retry in \d+ s$/);
    expect(mailTo(email)).toHaveLength(RECOVERY_RATE_LIMIT.limit);
    // The address limit is not a way to tell known addresses from unknown ones: the same for both.
    const unknown = uniqueEmail('target-unknown');
    for (let i = 0; i < RECOVERY_RATE_LIMIT.limit; i++) expect((await recover({ email: unknown })).status).toBe(202);
    const sixthUnknown = await recover({ email: unknown });
    expect([sixthUnknown.status, sixthUnknown.body.message.replace(/\d+ s$/, 'N s')]).toEqual([429, sixth.body.message.replace(/\d+ s$/, 'N s')]);
  });

  it('answers 202 and logs when a message cannot be sent (it never tells whether the address has keys)', async () => {
    const email = uniqueEmail('bounce');
    await createKey(database.db(), { plan: 'pro', email });
    const sent: MailMessage[] = [];
    const failing: MailTransport = {
      kind: 'smtp',
      send: async (message) => {
        sent.push(message);
        throw new Error('421 try again later');
      },
    };
    await expect(
      requestKeyRecovery(database.db(), email, uniqueAddress(), { mail: failing, publicBaseUrl: 'https://atlasprint.example' }),
    ).resolves.toBeUndefined();
    await settleAfterResponseTasks();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('https://atlasprint.example/keys/recover?token=');
  });

  it('answers a known and an unknown address alike (status, body, headers), before the lookup has answered; the mail follows', async () => {
    const email = uniqueEmail('timing');
    const { record } = await createKey(database.db(), { plan: 'pro', email });
    const unknown = uniqueEmail('timing-nobody');

    // Through the route: the same answer, header for header.
    const known = await recoverAnswer({ email });
    const nobody = await recoverAnswer({ email: unknown });
    await settleAfterResponseTasks();
    // Every header but the request's own id, which is new for each request.
    const seen = (answer: typeof known) => ({
      status: answer.status,
      body: answer.body,
      headers: [...answer.headers.entries()].filter(([name]) => name !== 'x-request-id').sort(),
    });
    expect(known.headers.get('x-request-id')).not.toBe(nobody.headers.get('x-request-id'));
    expect(seen(known)).toEqual(seen(nobody));
    expect(seen(known)).toMatchObject({ status: 202, body: { accepted: true, message: RECOVERY_ACCEPTED_MESSAGE } });
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(unknown)).toHaveLength(0);

    // The lookup held unanswered: the request is answered all the same, for either address; nothing is
    // looked up or mailed before the answer, so neither its content nor its timing can depend on them.
    const sent: MailMessage[] = [];
    const mail: MailTransport = { kind: 'smtp', send: async (message) => void sent.push(message) };
    // Each lookup answers only when the test lets it: until then no key of either address is known.
    const answers = new Map([email, unknown].map((address) => [address, deferred<ApiKeyRow[]>()]));
    const looked: string[] = [];
    const context = {
      mail,
      publicBaseUrl: 'https://atlasprint.example',
      findKeys: (_db: unknown, address: string) => {
        looked.push(address);
        return answers.get(address)!.promise;
      },
    };
    // Answered while the lookups are pending (awaiting them here would never resolve).
    await expect(requestKeyRecovery(database.db(), email, uniqueAddress(), context)).resolves.toBeUndefined();
    await expect(requestKeyRecovery(database.db(), unknown, uniqueAddress(), context)).resolves.toBeUndefined();
    expect(sent).toHaveLength(0);
    answers.get(email)!.resolve([record]);
    answers.get(unknown)!.resolve([]);
    await settleAfterResponseTasks();
    expect(looked).toEqual([email, unknown]);
    expect(sent.map((message) => message.to)).toEqual([email]);
    expect(sent[0]!.text).toContain('https://atlasprint.example/keys/recover?token=');
  });

  it('a failing lookup after the answer is logged, never thrown: the answer was 202 already', async () => {
    const context = {
      mail: { kind: 'smtp', send: async () => undefined } as MailTransport,
      publicBaseUrl: 'https://atlasprint.example',
      findKeys: async () => {
        throw new Error('the database went away');
      },
    };
    await expect(requestKeyRecovery(database.db(), uniqueEmail('lost'), uniqueAddress(), context)).resolves.toBeUndefined();
    await expect(settleAfterResponseTasks()).resolves.toBeUndefined();
  });

  it('refuses a link whose key was revoked after it was sent (410), and the key is not replaced', async () => {
    const email = uniqueEmail('revoked-later');
    const { key, record } = await createKey(database.db(), { plan: 'pro', email });
    await recover({ email });
    const token = tokenOf(mailTo(email)[0]!);
    await applyPaymentEvent(database.db(), record.id, 'subscription_ended');

    const refused = await confirm(token);
    expect(refused).toMatchObject({ status: 410, body: { error: true, code: 'key_revoked', message: RECOVERY_KEY_REVOKED } });
    expect(RECOVERY_KEY_REVOKED).toBe(
      'the key this recovery link would replace was revoked after the link was sent (its subscription ended), and a revoked key is not replaced: buy a plan for a new key',
    );
    // Asked again, the same answer; the revoked key keeps its secret (nothing was rotated) and stays revoked.
    expect((await confirm(token)).status).toBe(410);
    const [row] = await database.db().select().from(apiKeys).where(eq(apiKeys.id, record.id));
    expect(row).toMatchObject({ keyHash: hashKey(key), status: 'revoked', rotatedAt: null });
  });

  it('answers 503 unavailable when this server sends no mail (a real database without SMTP_URL)', async () => {
    await expect(
      requestKeyRecovery(database.db(), uniqueEmail(), uniqueAddress(), { mail: null, publicBaseUrl: 'http://localhost:3000' }),
    ).rejects.toMatchObject({ kind: 'unavailable', message: RECOVERY_NOT_CONFIGURED });
    const saved = {
      DATABASE_URL: process.env.DATABASE_URL,
      PAYMENTS: process.env.PAYMENTS,
      MAIL: process.env.MAIL,
      PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL,
    };
    try {
      // The configuration of a deployment on PostgreSQL with no mail set (the open database is not reopened).
      Object.assign(process.env, { DATABASE_URL: 'postgres://db.invalid/atlasprint', PAYMENTS: 'test', PUBLIC_BASE_URL: 'http://localhost:3000' });
      delete process.env.MAIL;
      reloadConfig();
      expect(getConfig().mail).toBeUndefined();
      const refused = await recover({ email: uniqueEmail() });
      expect(refused).toMatchObject({
        status: 503,
        body: { error: true, code: 'unavailable', message: 'key recovery by email is not configured on this server' },
      });
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      reloadConfig();
    }
  });
});

describe(`recovery mail over SMTP, to a real SMTP server in this process (${database.kind})`, () => {
  const received: { from: string; to: string[]; user?: string; data: string }[] = [];
  /** While set, the server takes a message's DATA but answers it only when this settles: an SMTP exchange in progress. */
  let holdData: Promise<void> | null = null;
  let dataArrived: (() => void) | null = null;
  let server: SMTPServer;
  let port = 0;
  const saved = { MAIL: process.env.MAIL, SMTP_URL: process.env.SMTP_URL };

  beforeAll(async () => {
    server = new SMTPServer({
      // AUTH over a plain connection is fine on loopback; STARTTLS is tested with its own transport below.
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'atlas' && auth.password === 'p@ss word') callback(null, { user: auth.username });
        else callback(new Error('535 invalid credentials'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: session.user as string | undefined,
            data: Buffer.concat(chunks).toString('utf8'),
          });
          dataArrived?.();
          if (holdData) void holdData.then(() => callback());
          else callback();
        });
      },
      logger: false,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as { port: number }).port;
  });

  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    reloadConfig();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the recovery message through SMTP_URL (with its user and password), and the link in it works', async () => {
    delete process.env.MAIL;
    process.env.SMTP_URL = `smtp://atlas:${encodeURIComponent('p@ss word')}@127.0.0.1:${port}?ignoreTLS=true`;
    process.env.MAIL_FROM = 'Atlasprint Keys <keys@atlasprint.example>';
    reloadConfig();
    try {
      expect(getConfig().mail).toMatchObject({ kind: 'smtp', from: 'Atlasprint Keys <keys@atlasprint.example>' });
      const email = uniqueEmail('smtp');
      const { key } = await createKey(database.db(), { plan: 'pro', email });
      const before = outbox().length;
      expect((await recover({ email })).status).toBe(202);
      expect(outbox().length).toBe(before);
      const delivered = received.filter((message) => message.to.includes(email));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({ from: 'keys@atlasprint.example', user: 'atlas' });
      const file = path.join(getConfig().dataDir, `smtp-${run}.eml`);
      fs.writeFileSync(file, delivered[0]!.data);
      const mail = parseEml(file);
      expect(mail.headers.to).toBe(email);
      const confirmed = await confirm(tokenOf(mail));
      expect(confirmed.status).toBe(200);
      expect((await status(key)).status).toBe(401);
      expect((await status(confirmed.body.key)).status).toBe(200);
    } finally {
      delete process.env.MAIL_FROM;
      process.env.MAIL = saved.MAIL ?? '';
      if (saved.MAIL === undefined) delete process.env.MAIL;
      delete process.env.SMTP_URL;
      reloadConfig();
    }
  });

  it('answers before the SMTP exchange (known address or not), which completes after the answer', async () => {
    delete process.env.MAIL;
    process.env.SMTP_URL = `smtp://atlas:${encodeURIComponent('p@ss word')}@127.0.0.1:${port}?ignoreTLS=true`;
    reloadConfig();
    const release = deferred();
    const arrived = deferred();
    holdData = release.promise;
    dataArrived = () => arrived.resolve();
    try {
      const email = uniqueEmail('smtp-slow');
      await createKey(database.db(), { plan: 'starter', email });
      const known = await recoverAnswer({ email });
      expect(known).toMatchObject({ status: 202, body: { accepted: true, message: RECOVERY_ACCEPTED_MESSAGE } });
      // The message reaches the server after the answer, and the server has not acknowledged it yet.
      await arrived.promise;
      expect(received.filter((message) => message.to.includes(email))).toHaveLength(1);
      const unknown = await recoverAnswer({ email: uniqueEmail('smtp-nobody') });
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
      release.resolve();
      await settleAfterResponseTasks();
    } finally {
      holdData = null;
      dataArrived = null;
      release.resolve();
      delete process.env.SMTP_URL;
      process.env.MAIL = saved.MAIL ?? '';
      if (saved.MAIL === undefined) delete process.env.MAIL;
      reloadConfig();
    }
  });

  it('a refused login fails the send (the recovery answer is 202 all the same, and the failure is logged)', async () => {
    const transport = new SmtpTransport(`smtp://atlas:wrong@127.0.0.1:${port}?ignoreTLS=true`, 'keys@atlasprint.example');
    try {
      await expect(transport.send({ to: 'x@example.com', subject: 'x', text: 'x' })).rejects.toThrow(/535|Invalid login|credentials/i);
    } finally {
      transport.close();
    }
  });

  it('upgrades the connection with STARTTLS when the server offers it', async () => {
    const tlsServer = new SMTPServer({
      authOptional: true,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push({ from: '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: `secure=${String(session.secure)}` });
          callback();
        });
      },
      logger: false,
    });
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', () => resolve()));
    const tlsPort = (tlsServer.server.address() as { port: number }).port;
    // smtp-server's own certificate is self-signed: trusted here for the test only.
    const transport = new SmtpTransport(`smtp://127.0.0.1:${tlsPort}`, 'keys@atlasprint.example', { tls: { rejectUnauthorized: false }, requireTLS: true });
    try {
      const to = uniqueEmail('tls');
      await transport.send({ to, subject: 'over TLS', text: 'hello' });
      expect(received.find((message) => message.to.includes(to))?.data).toBe('secure=true');
    } finally {
      transport.close();
      await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
    }
  });
});
