import { newWebhookSecret, signedDelivery } from '@/lib/webhooks';
import { Atlasprint, AtlasprintError, type RenderRequest, verifyWebhook } from '@/packages/sdk/src';
import { expect, test } from '@/tests/support/e2e';
import { lastLine, runScript } from '@/tests/support/server';

/** The SDK (packages/sdk) against the started service: what its methods answer, how its errors and retries behave. */
test.describe('the SDK against the real server', () => {
  let client: Atlasprint;

  test.beforeAll(async ({ service }) => {
    const created = await runScript('key:create', ['--plan', 'pro'], service.env);
    client = new Atlasprint({ baseUrl: service.url, apiKey: lastLine(created.stdout) });
  });

  test('renders a poster, charged once however often the SDK retries it with its Idempotency-Key', async () => {
    test.setTimeout(180_000);
    const before = await client.keys.status();
    const request = { lat: 55.676, lon: 12.576, zoom: 14, theme: 'vintage_atlas', city: 'Copenhagen' } as const;
    const first = await client.renders.create(request, { idempotencyKey: 'sdk-test-render-1' });
    expect(first.url).toMatch(/\/files\/renders\/rnd_\w+\.png$/);
    const again = await client.renders.create(request, { idempotencyKey: 'sdk-test-render-1' });
    expect(again.id).toBe(first.id);
    const after = await client.keys.status();
    expect(after.used).toBe((before.used ?? 0) + 1);
    // The render is there by its id, with the same result.
    const render = await client.renders.get(first.id);
    expect(render.status).toBe('succeeded');
    expect(render.result?.url).toBe(first.url);
  });

  test('queues a render and waits for its result; lists it', async () => {
    test.setTimeout(180_000);
    const accepted = await client.renders.queue({ lat: 55.676, lon: 12.576, zoom: 14, format: 'svg' });
    expect(accepted.status).toBe('queued');
    const result = await client.renders.wait(accepted.id, { timeoutMs: 150_000 });
    expect(result.format).toBe('svg');
    const list = await client.renders.list({ limit: 5 });
    expect(list.data.map((render) => render.id)).toContain(accepted.id);
  });

  test('answers an error as an AtlasprintError with its code, message and request id', async ({ service }) => {
    // A field out of range (a program the type checker did not see): the API's 400, as a typed value.
    const error = await client.renders.create({ lat: 55.676, lon: 12.576, zoom: 40 } as RenderRequest).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AtlasprintError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect((error as AtlasprintError).message).toMatch(/zoom/);
    expect((error as AtlasprintError).requestId).toBeTruthy();
    const stranger = new Atlasprint({ baseUrl: service.url, apiKey: `atp_live_${'0'.repeat(40)}` });
    await expect(stranger.keys.status()).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    await expect(client.renders.get('rnd_doesnotexist0000000000000')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  test('manages webhook endpoints and verifies a delivery the service’s signer made', async () => {
    const endpoint = await client.webhooks.create({ url: 'http://localhost:4000/atlasprint-hooks', events: ['render.succeeded'] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await client.webhooks.list()).data.map((item) => item.id)).toContain(endpoint.id);
    expect((await client.webhooks.enable(endpoint.id)).id).toBe(endpoint.id);
    expect((await client.webhooks.deliveries(endpoint.id)).data).toEqual([]);
    expect(await client.webhooks.delete(endpoint.id)).toEqual({ id: endpoint.id, deleted: true });

    const secret = newWebhookSecret();
    const delivery = signedDelivery(secret, {
      id: 'msg_SdkTest000000000000000001',
      type: 'render.succeeded',
      timestamp: new Date(),
      data: { id: 'rnd_SdkTest0000000000000001', status: 'succeeded' },
    });
    expect(verifyWebhook(delivery.body, delivery.headers, secret)).toMatchObject({ type: 'render.succeeded', data: { id: 'rnd_SdkTest0000000000000001' } });
    expect(() => verifyWebhook(delivery.body.replace('succeeded', 'failed'), delivery.headers, secret)).toThrow(/no signature matches/);
    expect(() => verifyWebhook(delivery.body, delivery.headers, newWebhookSecret())).toThrow(AtlasprintError);
    expect(() => verifyWebhook(delivery.body, delivery.headers, secret, Date.now() + 600_000)).toThrow(/more than 300 s/);
  });
});
