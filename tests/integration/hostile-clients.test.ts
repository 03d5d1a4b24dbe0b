/**
 * The second red-team pass (issue 27): each attack here worked on the code before it, and each test
 * asserts what the attacker sees now. Run on PGlite and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { GET as me } from '@/app/v1/me/route';
import { GET as places } from '@/app/v1/places/route';
import { POST as mcpPost } from '@/app/mcp/[[...key]]/route';
import { POST as stripeWebhook } from '@/app/webhooks/stripe/route';
import { POST as pay } from '@/app/checkout/[id]/pay/route';
import { GET as getRenderRoute } from '@/app/v1/renders/[id]/route';
import { GET as getBatchRoute } from '@/app/v1/batches/[id]/route';
import { DELETE as deleteWebhookRoute } from '@/app/v1/webhooks/[id]/route';
import { POST as createWebhook } from '@/app/v1/webhooks/route';
import { findCheckout, LocalPaymentProvider, startCheckout } from '@/lib/billing';
import { getConfig } from '@/lib/config';
import { CLIENT_ADDRESS_HEADER, MAX_JSON_DEPTH } from '@/lib/http';
import { createKey } from '@/lib/keys';
import { PLACES_RATE_LIMIT } from '@/lib/places';
import { hitRateLimit } from '@/lib/usage';
import { MAX_PROBLEMS_SAID, parseRenderRequest, renderDependencies, renderForKey } from '@/lib/posters';
import { call, useServiceDatabase } from '@/tests/support/database';
import { captureLogLines } from '@/tests/support/log-lines';
import { renderCall, useRenderSettings } from '@/tests/support/render-api';

// Log everything (the project runs silent) so that tests can look for keys in every line.
const logLines = captureLogLines();
useRenderSettings();
const database = useServiceDatabase();

const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', country: 'Monte Carlo', maxDimension: 512 };
/** Nearly 2 MiB (as JSON) of GPX whose tags never close: a parser's complaint about it once listed every tag. */
const unclosedGpx = `<gpx><trk><trkseg>${'<trkpt lat="43.7" lon="7.4">'.repeat(60_000)}`;

async function used(key: string): Promise<number> {
  return ((await (await call(me, { path: '/v1/me', key })).json()) as { used: number }).used;
}

/** A JSON-RPC POST to /mcp (or /mcp/<segment>), as the route receives it. */
function mcp(body: unknown, options: { key?: string; pathKey?: string; address?: string; signal?: AbortSignal; raw?: string } = {}): Promise<Response> {
  const path = options.pathKey === undefined ? '/mcp' : `/mcp/${options.pathKey}`;
  const request = new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...(options.key ? { Authorization: `Bearer ${options.key}` } : {}),
      ...(options.address ? { [CLIENT_ADDRESS_HEADER]: options.address } : {}),
    },
    body: options.raw ?? JSON.stringify(body),
    signal: options.signal,
  });
  const segments = options.pathKey === undefined ? [] : [decodeURIComponent(options.pathKey)];
  return mcpPost(request, { params: Promise.resolve(segments.length ? { key: segments } : {}) });
}

const toolCall = (name: string, args: Record<string, unknown>, id = 1) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

describe(`keyless work and message size (${database.kind})`, () => {
  it('a keyless render with 2 MiB of broken GPX is a short 401: the body is never read', async () => {
    const { status, json } = await renderCall({ ...monaco, routeTrack: unclosedGpx });
    expect(status).toBe(401);
    expect(JSON.stringify(json).length).toBeLessThan(300);
    expect(json.message).toMatch(/^missing API key/);
  });

  it('the same over MCP: a keyless render_poster is refused for its key, in a short answer', async () => {
    const response = await mcp(toolCall('render_poster', { ...monaco, routeTrack: unclosedGpx }));
    const text = await response.text();
    expect(text.length).toBeLessThan(1_000);
    expect(text).toContain('no API key');
  });

  it('with a key, 40 000 unknown fields get a 400 naming the first few and counting the rest', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const body: Record<string, unknown> = { ...monaco };
    for (let i = 0; i < 40_000; i++) body[`field${i}`] = i;
    const { status, json } = await renderCall(body, key);
    expect(status).toBe(400);
    expect(json.message.length).toBeLessThan(300);
    expect(json.message).toMatch(/^field0 is not a RenderRequest field; field1 is not a RenderRequest field; /);
    expect(json.message.split('; ')).toHaveLength(MAX_PROBLEMS_SAID + 1);
    expect(json.message).toMatch(/; and 39995 more problems$/);
    expect(await used(key)).toBe(0);
  });

  it('with a key, a broken GPX is a 400 of bounded length that still names routeTrack', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall({ ...monaco, routeTrack: unclosedGpx }, key);
    expect(status).toBe(400);
    expect(json.message).toMatch(/^routeTrack: GPX is not well-formed XML/);
    expect(json.message.length).toBeLessThanOrEqual(1_200);
  });
});

describe(`a render that fails for an unforeseen reason (${database.kind})`, () => {
  it('is a 502 to the caller, refunded, and its cause is in the log', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const deps = { ...renderDependencies(database.db()), engine: { render: () => Promise.reject(new RangeError('Maximum call stack size exceeded')) } };
    await expect(renderForKey(record, parseRenderRequest({ ...monaco, format: 'svg' }), deps)).rejects.toMatchObject({
      kind: 'render_failed',
      message: 'render failed; it was not charged and is safe to retry',
    });
    expect(await used(key)).toBe(0);
    expect(logLines.some((line) => line.includes('render failed in the engine') && line.includes('Maximum call stack size exceeded'))).toBe(true);
  });
});

describe(`a valid 20 000-point track (${database.kind})`, () => {
  it('renders as SVG: every point a corner (a zigzag) no longer overflows the stack', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const coordinates = Array.from({ length: 20_000 }, (_, i) => [7.42 + i * 1e-6, i % 2 === 0 ? 43.735 : 43.74]);
    const { status, json } = await renderCall({ ...monaco, format: 'svg', showRoute: true, routeTrack: { type: 'LineString', coordinates } }, key);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(await used(key)).toBe(1);
  });
});

describe(`routes half a world apart (${database.kind})`, () => {
  it.each([
    ['longitude -100 to 170', { routeStartLat: 40, routeStartLon: -100, routeEndLat: 45, routeEndLon: 170 }],
    ['latitude -80 to 84', { routeStartLat: -80, routeStartLon: 7.42, routeEndLat: 84, routeEndLon: 7.43 }],
  ])('%s: a poster with the route drawn straight and a warning, never a 5xx', async (_name, ends) => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall({ ...monaco, format: 'svg', showRoute: true, routeProfile: 'walk', ...ends }, key);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.warnings.join('\n')).toMatch(/drawn straight/);
    expect(await used(key)).toBe(1);
  });
});

describe(`JSON nesting and prototype names (${database.kind})`, () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('a deeply nested JSON-RPC body with no key is a 400 naming the limit, not a 500', async () => {
    const response = await mcp(undefined, { raw: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"arguments":{"x":${nested(100_000)}}}}` });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(`more than ${MAX_JSON_DEPTH} levels deep`);
  });

  it('a deeply nested render body is a 400 naming the limit', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall(undefined, key, `{"lat":1,"lon":2,"markers":${nested(5_000)}}`);
    expect([status, json.message]).toEqual([400, `request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`]);
  });

  it('rawParams named like Object.prototype members are ignored as unknown short names, not a 500 (REST and MCP)', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const rest = await renderCall({ ...monaco, format: 'svg', rawParams: { toString: '13', constructor: 'true', hasOwnProperty: '1' } }, key);
    expect(rest.status, JSON.stringify(rest.json)).toBe(200);
    const response = await mcp(toolCall('render_poster', { ...monaco, format: 'svg', rawParams: { toString: '13', valueOf: 'x' } }), { key });
    const answer = (await response.json()) as { result: { isError?: boolean; content: Array<{ text: string }> } };
    expect(answer.result.isError, answer.result.content[0]?.text).toBeFalsy();
  });

  it('a color slot named __proto__ is a 400 naming it, not silently ignored', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall(undefined, key, JSON.stringify(monaco).replace(/}$/, ',"colors":{"__proto__":"#ff0000"}}'));
    expect([status, json.message]).toEqual([400, 'colors.__proto__ is not a color slot']);
    expect(await used(key)).toBe(0);
  });
});

describe(`MCP limits, hang-ups and logs (${database.kind})`, () => {
  it('find_place over MCP shares /v1/places’ limit of 120 searches a minute per address', async () => {
    const address = `203.0.113.7-${Date.now()}`;
    const search = async () => {
      const response = await mcp(toolCall('find_place', { q: 'Monaco', limit: 1 }), { address });
      const body = (await response.json()) as { result: { isError?: boolean; content: Array<{ text: string }> } };
      return body.result.isError ? body.result.content[0]!.text : 'ok';
    };
    const now = new Date();
    expect(await search()).toBe('ok');
    // 119 more searches from that address over REST, in this minute and the next (the windows are whole minutes).
    for (const at of [now, new Date(now.getTime() + 60_000)]) {
      for (let i = 0; i < (at === now ? 119 : 120); i++) await hitRateLimit(database.db(), `places:${address}`, PLACES_RATE_LIMIT, at);
    }
    expect(await search()).toMatch(/^too many place searches from this address: at most 120 a minute/);
    const rest = await places(new Request('http://localhost:3000/v1/places?q=Monaco', { headers: { [CLIENT_ADDRESS_HEADER]: address } }), {});
    expect(rest.status).toBe(429);
  });

  it('an MCP client that hangs up mid-render is not charged', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const controller = new AbortController();
    const answer = mcp(toolCall('render_poster', { ...monaco, format: 'png', maxDimension: 4096 }), { key, signal: controller.signal }).then(
      (response) => response.text(),
      (error: Error) => error.message,
    );
    await expect.poll(() => used(key)).toBe(1);
    controller.abort();
    await answer;
    await expect.poll(() => used(key)).toBe(0);
  });

  it('a percent-encoded key in the MCP path never reaches the log, at debug level or on a 5xx', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const encoded = [...key].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    const response = await mcp(toolCall('get_render_usage', {}), { pathKey: encoded });
    expect(response.status).toBe(200);
    const secret = key.slice(12);
    const encodedSecret = encoded.slice(12 * 3);
    expect(logLines.some((line) => line.includes('"path"'))).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain(encodedSecret);
    }
  });
});

describe(`bodies read within their limit (${database.kind})`, () => {
  /** A body streamed in 64 KiB chunks with no Content-Length, counting how many chunks were pulled. */
  function streamed(totalBytes: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= totalBytes) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    return { body, pulled: () => sent };
  }

  it('the Stripe webhook refuses a body past 512 KiB without reading the rest', async () => {
    const previous = process.env.STRIPE_WEBHOOK_SECRET;
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';
    getConfig.reset();
    try {
      const { body, pulled } = streamed(64 * 1024 * 1024);
      const request = new Request('http://localhost:3000/webhooks/stripe', {
        method: 'POST',
        headers: { 'stripe-signature': 't=1,v1=00' },
        body,
        duplex: 'half',
      } as RequestInit);
      const response = await stripeWebhook(request, {});
      expect(response.status).toBe(413);
      expect(pulled()).toBeLessThan(2 * 1024 * 1024);
    } finally {
      if (previous === undefined) delete process.env.STRIPE_WEBHOOK_SECRET;
      else process.env.STRIPE_WEBHOOK_SECRET = previous;
      getConfig.reset();
    }
  });

  it('the test payment page refuses a form past its limit, unread, and the checkout stays unpaid', async () => {
    const checkout = await startCheckout(database.db(), new LocalPaymentProvider('http://localhost:3000'), { plan: 'single' }, `pay-${Date.now()}`);
    const { body, pulled } = streamed(256 * 1024 * 1024);
    const request = new Request(`http://localhost:3000/checkout/${checkout.id}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await pay(request, { params: Promise.resolve({ id: checkout.id }) });
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(1024 * 1024);
    expect((await findCheckout(database.db(), checkout.id))?.status).not.toBe('paid');
  });
});

describe(`answers that do not repeat the caller’s input at length (issue 38; ${database.kind})`, () => {
  const longId = (prefix: string) => `${prefix}${'x'.repeat(10_000)}`;
  const withId = async (
    handler: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>,
    method: string,
    path: string,
    id: string,
    key: string,
  ) => {
    const request = new Request(`http://localhost:3000${path}/${id}`, { method, headers: { Authorization: `Bearer ${key}` } });
    const response = await handler(request, { params: Promise.resolve({ id }) });
    return { status: response.status, json: (await response.json()) as { code: string; message: string } };
  };

  it('a 404 for a 10 000-character id names the start of it and an ellipsis, not the whole id', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    for (const [handler, method, path, prefix] of [
      [getRenderRoute, 'GET', '/v1/renders', 'rnd_'],
      [getBatchRoute, 'GET', '/v1/batches', 'bat_'],
      [deleteWebhookRoute, 'DELETE', '/v1/webhooks', 'whk_'],
    ] as const) {
      const { status, json } = await withId(handler as never, method, path, longId(prefix), key);
      expect([status, json.code], path).toEqual([404, 'not_found']);
      expect(json.message.length, path).toBeLessThan(200);
      expect(json.message, path).toContain(`${prefix}xxxx`);
      expect(json.message, path).toContain('…');
    }
  });

  it('a webhook’s events with 1 000 bad entries: the first few named, and how many more', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    // Within the 4 KiB body: 1 000 entries of one character each.
    const events = Array.from({ length: 1_000 }, (_, i) => i % 10);
    const response = await call(createWebhook, {
      method: 'POST',
      path: '/v1/webhooks',
      key,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: 'https://8.8.8.8/hook', events }),
    });
    const json = (await response.json()) as { code: string; message: string };
    expect([response.status, json.code]).toEqual([400, 'invalid_request']);
    expect(json.message).toMatch(/^events: 0 is not an event \(use [^)]*\); events: 1 is not an event/);
    expect(json.message).toMatch(/; and 995 more problems$/);
    expect(json.message.length).toBeLessThan(1_000);
  });

  it('a webhook body with 300 unknown names: a few named, and how many more', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const body: Record<string, unknown> = { url: 'https://8.8.8.8/hook' };
    for (let i = 0; i < 300; i++) body[`ur${i}`] = i;
    const response = await call(createWebhook, {
      method: 'POST',
      path: '/v1/webhooks',
      key,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: string; message: string };
    expect([response.status, json.code]).toEqual([400, 'invalid_request']);
    expect(json.message).toMatch(/^ur0, ur1, ur2, ur3, ur4 and 295 more is not a webhook field/);
    expect(json.message.length).toBeLessThan(400);
  });
});
