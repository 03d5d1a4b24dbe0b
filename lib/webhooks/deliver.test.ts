import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliver, newWebhookSecret, type ResolveHost, signedDelivery, WEBHOOK_USER_AGENT } from '@/lib/webhooks';
import { closeAfterTest, receiver, webhookHeaders } from '@/tests/support/webhook-receiver';

const event = (data: unknown = { id: 'rnd_abc', status: 'succeeded' }) => ({
  id: 'evt_delivery0000000000000001',
  type: 'render.succeeded' as const,
  timestamp: new Date('2026-11-26T04:00:00Z'),
  data,
});

const local = { allowLoopbackHttp: true, timeoutMs: 10_000 };

describe('deliver', () => {
  it('POSTs the signed body, which the standardwebhooks library verifies on the receiving side', async () => {
    const hook = await receiver((_request, response) => response.writeHead(204).end());
    const secret = newWebhookSecret();
    const delivery = signedDelivery(secret, event());

    const attempt = await deliver(hook.url, delivery, local);

    expect(attempt).toMatchObject({ status: 204, ok: true });
    expect(attempt.error).toBeUndefined();
    expect(Number.isInteger(attempt.durationMs)).toBe(true);
    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/hooks/atlasprint');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['user-agent']).toBe(WEBHOOK_USER_AGENT);
    expect(request!.headers['user-agent']).toMatch(/Atlasprint/);
    expect(request!.body).toBe(delivery.body);
    expect(new Webhook(secret).verify(request!.body, webhookHeaders(request!.headers))).toEqual({
      type: 'render.succeeded',
      timestamp: '2026-11-26T04:00:00.000Z',
      data: { id: 'rnd_abc', status: 'succeeded' },
    });
  });

  it('sends a body the library refuses once it is changed (the receiver sees the signed bytes only)', async () => {
    const hook = await receiver((_request, response) => response.writeHead(200).end('ok'));
    const secret = newWebhookSecret();
    expect(await deliver(hook.url, signedDelivery(secret, event({ id: 'rnd_abc', credits: 1 })), local)).toMatchObject({ status: 200, ok: true });
    const [request] = hook.received;
    const tampered = request!.body.replace('"credits":1', '"credits":100');
    expect(tampered).not.toBe(request!.body);
    expect(() => new Webhook(secret).verify(tampered, webhookHeaders(request!.headers))).toThrow(WebhookVerificationError);
  });

  it('reports a 500 answer as not ok, with its status', async () => {
    const hook = await receiver((_request, response) => response.writeHead(500).end('boom'));
    const attempt = await deliver(hook.url, signedDelivery(newWebhookSecret(), event()), local);
    expect(attempt).toMatchObject({ status: 500, ok: false });
    expect(attempt.error).toBeUndefined();
  });

  it('gives up on a receiver that never answers: a timeout, no status', async () => {
    const hook = await receiver(() => {
      // Holds the request open: the attempt's own deadline must end it.
    });
    const attempt = await deliver(hook.url, signedDelivery(newWebhookSecret(), event()), { ...local, timeoutMs: 200 });
    expect(attempt).toMatchObject({ status: null, ok: false, error: { kind: 'timeout', message: 'no answer within 200 ms' } });
  });

  it('does not follow a redirect: the 3xx is the answer, and only one request arrives', async () => {
    const hook = await receiver((request, response) => {
      if (request.url === '/hooks/atlasprint') response.writeHead(307, { location: '/elsewhere' }).end();
      else response.writeHead(200).end();
    });
    const attempt = await deliver(hook.url, signedDelivery(newWebhookSecret(), event()), local);
    expect(attempt).toMatchObject({ status: 307, ok: false });
    expect(hook.received.map((request) => request.url)).toEqual(['/hooks/atlasprint']);
  });

  it('connects to the address the check resolved, asking DNS once, and keeps the name in the Host header', async () => {
    const hook = await receiver((_request, response) => response.writeHead(200).end());
    const lookups: string[] = [];
    // The first answer is what is checked; a rebinding DNS server would answer differently the next time.
    const resolve: ResolveHost = async (hostname) => {
      lookups.push(hostname);
      return lookups.length === 1 ? ['127.0.0.1'] : ['10.0.0.5'];
    };
    const attempt = await deliver(`http://hooks.customer.test:${hook.port}/pinned`, signedDelivery(newWebhookSecret(), event()), { ...local, resolve });
    expect(attempt).toMatchObject({ status: 200, ok: true });
    expect(lookups).toEqual(['hooks.customer.test']);
    expect(hook.received.map((request) => [request.url, request.headers.host])).toEqual([['/pinned', `hooks.customer.test:${hook.port}`]]);
  });

  it('checks the URL again at delivery: a refused URL is an attempt with the reason, and nothing is sent', async () => {
    const hook = await receiver((_request, response) => response.writeHead(200).end());
    const delivery = signedDelivery(newWebhookSecret(), event());
    expect(await deliver(hook.url, delivery, { timeoutMs: 10_000 })).toMatchObject({
      status: null,
      ok: false,
      error: { kind: 'refused', message: 'webhook url must use https' },
    });
    const resolve: ResolveHost = async () => ['10.0.0.5'];
    expect(await deliver('https://hooks.customer.test/x', delivery, { timeoutMs: 10_000, resolve })).toMatchObject({
      status: null,
      ok: false,
      error: { kind: 'refused', message: 'webhook url host hooks.customer.test must be a public address reachable from the internet' },
    });
    expect(hook.received).toEqual([]);
  });

  it('reports a connection that fails as a network error instead of throwing', async () => {
    const hook = await receiver((_request, response) => response.writeHead(200).end());
    await hook.close();
    const attempt = await deliver(hook.url, signedDelivery(newWebhookSecret(), event()), local);
    expect(attempt).toMatchObject({ status: null, ok: false, error: { kind: 'network' } });
    expect(attempt.error!.message).toMatch(/ECONNREFUSED/);
  });

  it('times out a DNS lookup that never answers', async () => {
    const resolve: ResolveHost = () => new Promise<string[]>(() => {});
    const attempt = await deliver('https://hooks.customer.test/x', signedDelivery(newWebhookSecret(), event()), { timeoutMs: 50, resolve });
    expect(attempt).toMatchObject({ status: null, ok: false, error: { kind: 'timeout' } });
  });
});

describe('deliver over https', () => {
  let tls: { key: string; cert: string };
  beforeAll(() => {
    // A throwaway self-signed certificate for the names the test uses; no CA on this machine trusts it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-webhook-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=hooks.customer.test',
        '-addext',
        'subjectAltName=DNS:hooks.customer.test,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    tls = { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("verifies the receiver's certificate: a self-signed one is a network error and no body is sent", async () => {
    let requests = 0;
    const server = https.createServer(tls, (_request, response) => {
      requests += 1;
      response.writeHead(200).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    closeAfterTest(server);
    const { port } = server.address() as AddressInfo;
    const resolve: ResolveHost = async () => ['127.0.0.1'];

    const attempt = await deliver(`https://hooks.customer.test:${port}/x`, signedDelivery(newWebhookSecret(), event()), { ...local, resolve });

    expect(attempt).toMatchObject({ status: null, ok: false, error: { kind: 'network' } });
    expect(attempt.error!.message).toMatch(/self[- ]signed certificate/);
    expect(requests).toBe(0);
  });
});
