import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DELETE, GET, POST } from '@/app/mcp/[[...key]]/route';
import { applyPaymentEvent, createKey, rotateKey } from '@/lib/keys';
import { themeKeys, TOOL_NAMES } from '@/lib/mcp';
import { extractFromPng, sha256Hex } from '@/lib/provenance';
import { renderRequestSchema } from '@/lib/posters';
import { COLOR_SLOTS } from '@/lib/render';
import { reserveRender } from '@/lib/usage';
import { useServiceDatabase } from '@/tests/support/database';
import { captureLogLines } from '@/tests/support/log-lines';
import { fetchStored, useRenderSettings, verifyCall } from '@/tests/support/render-api';

// Log everything (the project runs silent) so that tests can look for keys in every line.
const logLines = captureLogLines();
useRenderSettings();
const database = useServiceDatabase();

/** Every key this file hands out: none may appear in a log line. */
const keysUsed: string[] = [];

const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', country: 'Monte Carlo', maxDimension: 512 };
const ORIGIN = 'http://localhost:3000';

/** fetch for the SDK's transport that hands each request to the route's handlers, as Next.js would. */
async function routeFetch(url: string | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(url, init);
  const segments = new URL(request.url).pathname
    .replace(/^\/mcp\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const context = { params: Promise.resolve(segments.length > 0 ? { key: segments } : {}) };
  const handlers: Record<string, (request: Request, context: { params: Promise<{ key?: string[] }> }) => Promise<Response>> = { POST, GET, DELETE };
  const handler = handlers[request.method];
  if (!handler) throw new Error(`unexpected ${request.method}`);
  return handler(request, context);
}

async function connect(auth: { path?: string; header?: string } = {}): Promise<Client> {
  const url = new URL(`${ORIGIN}/mcp${auth.path ? `/${auth.path}` : ''}`);
  const transport = new StreamableHTTPClientTransport(url, {
    fetch: routeFetch,
    requestInit: auth.header ? { headers: { Authorization: `Bearer ${auth.header}` } } : undefined,
  });
  const client = new Client({ name: 'atlasprint-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function text(result: CallToolResult): string {
  return result.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n');
}

async function newKey(plan: 'starter' | 'pro' | 'business' | 'single') {
  const issued = await createKey(database.db(), { plan });
  keysUsed.push(issued.key);
  return issued;
}

async function used(client: Client): Promise<number> {
  const result = await call(client, 'get_render_usage');
  expect(result.isError, text(result)).toBeFalsy();
  return (result.structuredContent as { used: number }).used;
}

describe(`find_place over MCP (${database.kind})`, () => {
  it('finds a place by name with no key, ready for render_poster', async () => {
    const client = await connect();
    const result = await call(client, 'find_place', { q: 'København', limit: 2 });
    expect(result.isError, text(result)).toBeFalsy();
    const { results } = result.structuredContent as { results: Array<{ name: string; country: string; lat: number; lon: number; zoom: number }> };
    expect(results[0]).toMatchObject({ name: 'Copenhagen', country: 'DK', zoom: 12 });
    expect(text(result)).toMatch(/^1\. Copenhagen, Denmark: lat 55\.67594, lon 12\.56553, zoom 12/);
    const refused = await call(client, 'find_place', { q: '', limit: 50 });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toBe('q must be a place name, such as "Paris" or "Springfield, IL"; limit must be between 1 and 20');
    await client.close();
  });
});

describe(`MCP server at /mcp (${database.kind})`, () => {
  it('answers initialize and tools/list without a key, with the REST schema of RenderRequest', async () => {
    const client = await connect();
    expect(client.getServerVersion()).toMatchObject({ name: 'atlasprint' });
    expect(client.getInstructions()).toContain('/pricing');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['find_place', 'render_poster', 'render_batch', 'get_render', 'get_render_usage']);
    // The list the site, the docs and README name the tools by (each checked against it) is what tools/list answers.
    expect(tools.map((tool) => tool.name)).toEqual([...TOOL_NAMES]);

    const render = tools.find((tool) => tool.name === 'render_poster')!;
    const properties = render.inputSchema.properties as Record<string, Record<string, any>>;
    // The REST body's fields, and the tool's stand-in for the Idempotency-Key header.
    expect(Object.keys(properties).sort()).toEqual([...Object.keys(renderRequestSchema.shape), 'idempotencyKey'].sort());
    expect(properties.idempotencyKey).toMatchObject({ type: 'string', maxLength: 255 });
    expect(render.inputSchema.required).toEqual(['lat', 'lon']);
    expect(render.inputSchema.additionalProperties).toBe(false);
    expect(properties.zoom).toMatchObject({ type: 'number', minimum: 0, maximum: 22, default: 13 });
    expect(properties.zoom!.description).toMatch(/11 .*metro area.*13 a city.*15 a neighbourhood.*16-17 a few streets/);
    expect(properties.lat).toMatchObject({ minimum: -90, maximum: 90 });
    expect(properties.maxDimension).toMatchObject({ minimum: 256 });
    expect(properties.markers).toMatchObject({ maxItems: 100 });
    expect(properties.city).toMatchObject({ maxLength: 100 });
    expect(properties.colors).toMatchObject({ type: 'object', additionalProperties: false });
    expect(Object.keys(properties.colors!.properties)).toEqual([...COLOR_SLOTS]);
    for (const slot of COLOR_SLOTS) expect(properties.colors!.properties[slot]).toMatchObject({ type: 'string', pattern: '^#[0-9a-fA-F]{6}$' });
    expect(properties.theme!.enum).toEqual(themeKeys());
    expect(properties.theme!.enum).toEqual(expect.arrayContaining(['midnight_dark', 'vintage_atlas', 'dark', 'minimal', 'voyager', 'standard', 'satellite']));
    expect(properties.theme!.description).toContain('vintage_atlas: ');
    for (const [field, property] of Object.entries(properties)) expect(property.description, field).toBeTruthy();
    expect(render.outputSchema?.required).toEqual(['id', 'url', 'format', 'bytes', 'provenance', 'usage', 'warnings']);

    const usage = tools.find((tool) => tool.name === 'get_render_usage')!;
    expect(usage.inputSchema.properties).toEqual({});
    expect(usage.outputSchema?.required).toContain('remaining');
    await client.close();
  });

  it('a tool call without a key is a tool error that says where to get one', async () => {
    const client = await connect();
    for (const result of [await call(client, 'get_render_usage'), await call(client, 'render_poster', monaco)]) {
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(/^no API key: .*Get an API key at http:\/\/localhost:\d+\/pricing/);
      expect(text(result)).toContain('/mcp/<API key>');
    }
    await client.close();
  });

  it('renders with the key in the path: a real poster, stored, signed, with a preview; usage rises by one', async () => {
    const { key } = await newKey('pro');
    const client = await connect({ path: key });
    const before = await used(client);
    const result = await call(client, 'render_poster', { ...monaco, format: 'png', theme: 'vintage_atlas', preview: true });
    expect(result.isError, text(result)).toBeFalsy();
    const rendered = result.structuredContent as Record<string, any>;
    expect(rendered).toMatchObject({ format: 'png', usage: { quota: 1000, used: before + 1, remaining: 999 - before } });
    expect(rendered.id).toMatch(/^rnd_[0-9A-Za-z]{24}$/);
    expect(rendered).not.toHaveProperty('preview');
    expect(text(result)).toContain(rendered.url);
    expect(JSON.parse((result.content[1] as { text: string }).text)).toEqual(rendered);

    const stored = await fetchStored(rendered.url);
    expect(stored.status).toBe(200);
    expect(stored.bytes.length).toBe(rendered.bytes);
    expect((await sharp(stored.bytes).metadata()).format).toBe('png');
    const embedded = extractFromPng(stored.bytes)!;
    expect(sha256Hex(embedded.original)).toBe(rendered.provenance.sha256);
    expect((await verifyCall(JSON.parse(embedded.text))).json).toMatchObject({ valid: true, id: rendered.id, logged: true });
    const { signature, ...fields } = rendered.provenance;
    expect((await verifyCall({ ...fields, sig: signature })).json).toMatchObject({ valid: true, logged: true });

    const image = result.content.find((block) => block.type === 'image') as { data: string; mimeType: string };
    expect(image.mimeType).toBe('image/webp');
    const preview = await sharp(Buffer.from(image.data, 'base64')).metadata();
    expect([preview.format, Math.max(preview.width!, preview.height!)]).toEqual(['webp', 640]);

    expect(await used(client)).toBe(before + 1);
    await client.close();
  });

  it('get_render answers a render of the key by id, as GET /v1/renders/{id}; another key, or a bad id, is told so', async () => {
    const { key } = await newKey('pro');
    const client = await connect({ path: key });
    const rendered = (await call(client, 'render_poster', { ...monaco, format: 'svg' })).structuredContent as { id: string; url: string };
    const found = await call(client, 'get_render', { id: rendered.id });
    expect(found.isError, text(found)).toBeFalsy();
    expect(found.structuredContent).toMatchObject({ id: rendered.id, status: 'succeeded', result: { id: rendered.id, url: rendered.url, format: 'svg' } });
    expect(text(found)).toContain(`Render ${rendered.id} succeeded: SVG`);

    const other = await connect({ path: (await newKey('pro')).key });
    const hidden = await call(other, 'get_render', { id: rendered.id });
    expect([hidden.isError, text(hidden)]).toEqual([true, `no render ${rendered.id} for this key`]);
    const bad = await call(client, 'get_render', { id: 'poster-1' });
    expect([bad.isError, text(bad)]).toEqual([true, 'id must be a render id (rnd_…)']);
    const extra = await call(client, 'get_render', { id: rendered.id, format: 'png' });
    expect([extra.isError, text(extra)]).toEqual([true, 'format is not an argument of get_render (use id)']);
    await client.close();
    await other.close();
  });

  it('render_batch queues posters over defaults and answers their render ids; each is followed with get_render and charged once', async () => {
    const { key } = await newKey('pro');
    const client = await connect({ path: key });
    const refused = await call(client, 'render_batch', { defaults: monaco, renders: [{ theme: 'vintage_atlas' }, { zoom: 40 }] });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toContain('renders[1].zoom must be between 0 and 22');
    const misspelt = await call(client, 'render_batch', { defaults: monaco, renders: [{}, {}, {}, { zom: 14 }] });
    expect([misspelt.isError, text(misspelt)]).toEqual([true, 'renders[3].zom is not a RenderRequest field: did you mean zoom?']);
    expect(await used(client)).toBe(0);

    const queued = await call(client, 'render_batch', {
      defaults: { ...monaco, format: 'svg' },
      renders: [{ theme: 'vintage_atlas' }, { theme: 'midnight_dark', city: 'Fontvieille' }],
    });
    expect(queued.isError, text(queued)).toBeFalsy();
    const batch = queued.structuredContent as { id: string; total: number; renders: Array<{ id: string; status: string }> };
    expect(batch).toMatchObject({ total: 2, status: 'queued' });
    expect(batch.id).toMatch(/^bat_/);
    expect(batch.renders).toHaveLength(2);
    expect(text(queued)).toContain(batch.renders.map((render) => render.id).join(', '));
    for (const { id } of batch.renders) {
      await expect
        .poll(async () => ((await call(client, 'get_render', { id })).structuredContent as { status: string }).status, { timeout: 45_000, interval: 100 })
        .toBe('succeeded');
      const render = (await call(client, 'get_render', { id })).structuredContent as { batch_id: string; result: { url: string; format: string } };
      expect(render).toMatchObject({ batch_id: batch.id, result: { format: 'svg' } });
      expect((await fetchStored(render.result.url)).bytes.subarray(0, 4).toString()).toBe('<svg');
    }
    expect(await used(client)).toBe(2);
    await client.close();
  });

  it('renders with the key in the Authorization header, and with a legacy theme key', async () => {
    const { key } = await newKey('starter');
    const client = await connect({ header: key });
    const result = await call(client, 'render_poster', { ...monaco, format: 'svg', theme: 'dark' });
    expect(result.isError, text(result)).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ format: 'svg', usage: { used: 1, quota: 100, remaining: 99 } });
    expect(result.content.some((block) => block.type === 'image')).toBe(false);
    const stored = await fetchStored((result.structuredContent as { url: string }).url);
    expect(stored.bytes.subarray(0, 4).toString()).toBe('<svg');
    const usage = await call(client, 'get_render_usage');
    expect(usage.structuredContent).toMatchObject({ plan: 'starter', status: 'active', quota: 100, used: 1, remaining: 99, credits: null });
    expect(text(usage)).toMatch(/^Plan starter, key atp_live_.{3}… \(active\): 1 of 100 renders used in \d{4}-\d{2}, 99 left\./);
    await client.close();
  });

  it('a rotated-out key fails with the REST message and the hint; the new key works', async () => {
    const { key } = await newKey('pro');
    const rotated = (await rotateKey(database.db(), key))!;
    keysUsed.push(rotated.key);
    for (const client of [await connect({ path: key }), await connect({ header: key })]) {
      for (const result of [await call(client, 'get_render_usage'), await call(client, 'render_poster', monaco)]) {
        expect(result.isError).toBe(true);
        expect(text(result)).toMatch(/^invalid API key: it is unknown or was rotated out .*Get an API key at .*\/pricing/);
      }
      await client.close();
    }
    const fresh = await connect({ path: rotated.key });
    expect(await used(fresh)).toBe(0);
    await fresh.close();
  });

  it('an invalid argument is a tool error naming the field, as the REST API says it, and charges nothing', async () => {
    const { key } = await newKey('pro');
    const client = await connect({ path: key });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...monaco, zoom: 99 }, 'zoom must be between 0 and 22'],
      [{ ...monaco, zom: 15 }, 'zom is not a RenderRequest field: did you mean zoom?'],
      [{ ...monaco, theme: 'neon_pink' }, 'theme must be one of '],
      [{ ...monaco, theme: 'vintage_atlass' }, 'map-tile styles: did you mean vintage_atlas?'],
      [{ ...monaco, format: 'pgn' }, 'format must be one of png, jpeg, webp, pdf, svg: did you mean png?'],
      [{ ...monaco, colors: { watr: '#1d4e89' } }, 'colors.watr is not a color slot: did you mean water?'],
      [{ ...monaco, markers: [{ lat: 95, lon: 0 }] }, 'markers[0].lat must be between -90 and 90'],
      [{ ...monaco, params: { bearing: 400 } }, 'params.bearing must be between -360 and 360'],
      [{ ...monaco, colors: { sky: '#87ceeb' } }, 'colors.sky is not a color slot; slots: background, text, water, parks, roads, buildings, route, accent'],
      [
        { ...monaco, colors: { text: '#777777', background: '#888888' } },
        'colors.text #777777 has 1.2:1 contrast on colors.background #888888; at least 3:1 is needed',
      ],
      [{ lon: 7.4 }, 'lat is required'],
    ];
    for (const [args, message] of cases) {
      const result = await call(client, 'render_poster', args);
      expect(result.isError, message).toBe(true);
      expect(text(result)).toContain(message);
    }
    // Without a key nothing is validated (no work for a caller who cannot render), as in REST.
    const anonymous = await connect();
    expect(text(await call(anonymous, 'render_poster', { ...monaco, zoom: 99 }))).toMatch(/^no API key: this tool renders with your API key/);
    await anonymous.close();
    expect(await used(client)).toBe(0);
    await client.close();
  });

  it('a used-up quota gives the 429 message; no credits 402; a suspended key 403', async () => {
    const starter = await newKey('starter');
    await Promise.all(Array.from({ length: 100 }, () => reserveRender(database.db(), starter.record)));
    const full = await connect({ path: starter.key });
    const refused = await call(full, 'render_poster', { ...monaco, format: 'svg' });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/^monthly quota of 100 renders used up for \d{4}-\d{2}; it resets at \d{4}-\d{2}-01T00:00:00Z/);
    expect((await call(full, 'get_render_usage')).structuredContent).toMatchObject({ used: 100, remaining: 0 });
    await full.close();

    const single = await newKey('single');
    const spender = await connect({ header: single.key });
    expect((await call(spender, 'render_poster', { ...monaco, format: 'svg', maxDimension: 256 })).structuredContent).toMatchObject({ usage: { credits: 0 } });
    expect(text(await call(spender, 'render_poster', { ...monaco, format: 'svg' }))).toMatch(/^no render credits left/);
    expect(text(await call(spender, 'get_render_usage'))).toContain('0 render credits left');
    await spender.close();

    const pro = await newKey('pro');
    await applyPaymentEvent(database.db(), pro.record.id, 'payment_failed');
    const suspended = await connect({ path: pro.key });
    expect(text(await call(suspended, 'render_poster', { ...monaco, format: 'svg' }))).toMatch(/^API key suspended/);
    expect((await call(suspended, 'get_render_usage')).structuredContent).toMatchObject({ status: 'suspended', used: 0 });
    await suspended.close();
  });

  it('refuses two different keys at once, and a path that is not /mcp or /mcp/<key>', async () => {
    const a = await newKey('pro');
    const b = await newKey('pro');
    const both = await connect({ path: a.key, header: b.key });
    expect(text(await call(both, 'get_render_usage'))).toMatch(/^two different API keys were given/);
    await both.close();
    const same = await connect({ path: a.key, header: a.key });
    expect(await used(same)).toBe(0);
    await same.close();

    const nested = await routeFetch(`${ORIGIN}/mcp/${a.key}/extra`, { method: 'POST', body: '{}' });
    expect(nested.status).toBe(404);
    expect(await nested.text()).not.toContain(a.key);
  });

  it('GET and DELETE answer 405 with the JSON error (no sessions, no stream); a bad JSON-RPC body 400', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await routeFetch(`${ORIGIN}/mcp`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ error: true, code: 'method_not_allowed', message: `${method} is not supported here; use POST` });
    }
    const garbage = await routeFetch(`${ORIGIN}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc": ',
    });
    expect(garbage.status).toBe(400);
  });

  describe('batches and cancellations', () => {
    const post = (key: string, body: unknown) =>
      routeFetch(`${ORIGIN}/mcp/${key}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify(body),
      });
    const render = (id: number, args: unknown = { ...monaco, format: 'svg', maxDimension: 256 }) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'render_poster', arguments: args },
    });
    const cancel = (id: number) => ({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id } });
    async function usedBy(key: string): Promise<number> {
      const client = await connect({ path: key });
      try {
        return await used(client);
      } finally {
        await client.close();
      }
    }

    it('answers a batch whose request is cancelled in it, at once, and charges nothing', async () => {
      const { key } = await newKey('pro');
      const listed = await post(key, [{ jsonrpc: '2.0', id: 11, method: 'tools/list' }, cancel(11)]);
      expect(await listed.json()).toEqual([
        { jsonrpc: '2.0', id: 11, error: { code: -32800, message: 'request cancelled by the client before it ran; nothing was charged' } },
      ]);
      const rendered = await post(key, [render(12), cancel(12), { jsonrpc: '2.0', id: 13, method: 'tools/list' }]);
      const answers = (await rendered.json()) as Array<{ id: number; error?: { code: number }; result?: unknown }>;
      expect(answers.map((answer) => [answer.id, answer.error?.code ?? 'result'])).toEqual([
        [13, 'result'],
        [12, -32800],
      ]);
      expect(await usedBy(key)).toBe(0);
    });

    it('refuses a batch that repeats an id before any tool runs', async () => {
      const { key } = await newKey('pro');
      const twice = await post(key, [render(7), render(7)]);
      expect(twice.status).toBe(400);
      expect(await twice.json()).toMatchObject({
        id: null,
        error: { code: -32600, message: 'each request in a batch needs its own id; 7 appears more than once' },
      });
      const mixed = await post(key, [render(8, { zoom: 'x' }), render(8)]);
      expect(mixed.status).toBe(400);
      expect(await usedBy(key)).toBe(0);
    });

    it('caps a batch at 16 messages', async () => {
      const { key } = await newKey('pro');
      const response = await post(
        key,
        Array.from({ length: 17 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'tools/list' })),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe('a batch may hold at most 16 messages; this one has 17');
    });

    it('answers arguments that are not an object with a clean invalid-params error', async () => {
      const { key } = await newKey('pro');
      for (const args of ['Paris', 42, [1, 2], null]) {
        const answer = (await (await post(key, render(5, args))).json()) as { id: number; error: { code: number; message: string } };
        expect(answer, JSON.stringify(args)).toEqual({
          jsonrpc: '2.0',
          id: 5,
          error: { code: -32602, message: 'arguments must be an object of RenderRequest fields' },
        });
      }
    });

    it('answers a repeated call with the same idempotencyKey with the first result, charged once', async () => {
      const { key } = await newKey('pro');
      const args = { ...monaco, format: 'svg', maxDimension: 256, idempotencyKey: 'agent-run-7' };
      const first = (await (await post(key, render(1, args))).json()) as { result: { structuredContent: { id: string } } };
      const second = (await (await post(key, render(2, args))).json()) as { result: { structuredContent: { id: string } } };
      expect(second.result.structuredContent.id).toBe(first.result.structuredContent.id);
      expect(await usedBy(key)).toBe(1);
    });

    it('renders each request of a clean batch once', async () => {
      const { key } = await newKey('pro');
      const answers = (await (await post(key, [render(1), render(2)])).json()) as Array<{ id: number; result: { isError?: boolean } }>;
      expect(answers.map((answer) => [answer.id, Boolean(answer.result.isError)]).sort()).toEqual([
        [1, false],
        [2, false],
      ]);
      expect(await usedBy(key)).toBe(2);
    });
  });

  it('no log line written during these calls contains a key', async () => {
    // Its own calls, so that it means something alone too: the key in the path and in the header,
    // a render, a refusal, a rotated-out key and a path that is not served.
    const { key } = await newKey('pro');
    const inPath = await connect({ path: key });
    expect((await call(inPath, 'render_poster', { ...monaco, format: 'svg', maxDimension: 256 })).isError).toBeFalsy();
    expect((await call(inPath, 'render_poster', { ...monaco, zoom: -1 })).isError).toBe(true);
    await inPath.close();
    const inHeader = await connect({ header: key });
    expect(await used(inHeader)).toBe(1);
    await inHeader.close();
    keysUsed.push((await rotateKey(database.db(), key))!.key);
    const rotated = await connect({ path: key });
    expect((await call(rotated, 'get_render_usage')).isError).toBe(true);
    await rotated.close();
    expect((await routeFetch(`${ORIGIN}/mcp/${key}/extra`, { method: 'POST', body: '{}' })).status).toBe(404);

    expect(keysUsed.length).toBeGreaterThan(1);
    // Paths are logged, but never what follows /mcp/ (where a client puts its key).
    expect(logLines.some((line) => line.includes('"path":"/mcp/[key]"'))).toBe(true);
    for (const line of logLines) {
      for (const key of keysUsed) expect(line.includes(key), line).toBe(false);
      expect(line).not.toMatch(/atp_live_[0-9A-Za-z]{13,}/);
    }
  });
});

describe(`render_poster refuses a poster its map data would leave blank, before charging (${database.kind})`, () => {
  it('partial_map_data for Monaco at zoom 13 (its data covers about half), no_map_data mid-Pacific; allowPartialMap draws it, charged once', async () => {
    const { key } = await newKey('pro');
    const client = await connect({ header: key });
    const partial = await call(client, 'render_poster', { ...monaco, zoom: 13, format: 'svg', maxDimension: 256 });
    expect(partial.isError).toBe(true);
    expect(text(partial)).toMatch(/the map data covers \d+ % of this poster \(43\.7375, 7\.4289 at zoom 13\), so the rest would be blank: at zoom 1\d(\.\d)? /);
    const none = await call(client, 'render_poster', { lat: 0, lon: -150, zoom: 12, format: 'svg', maxDimension: 256 });
    expect(none.isError).toBe(true);
    expect(text(none)).toMatch(/no map data source covers this view \(0\.0000, -150\.0000 at zoom 12\)/);
    expect(text(none)).not.toMatch(/retry/i);
    expect(await used(client)).toBe(0);
    const allowed = await call(client, 'render_poster', { ...monaco, zoom: 13, format: 'svg', maxDimension: 256, allowPartialMap: true });
    expect(allowed.isError, text(allowed)).toBeFalsy();
    expect(await used(client)).toBe(1);
    await client.close();
  });
});
