import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { CHROMIUM, CITY, PLACES } from '@/tests/support/engine';
import { lastLine, ROOT, runScript, startServer, type RunningServer } from '@/tests/support/server';

/** Sends raw bytes and returns the raw reply: for requests no HTTP client would make. */
function rawExchange(port: number, payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(payload));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

test.describe('the service as `npm start` runs it (embedded defaults)', () => {
  let server: RunningServer;
  let dataDir: string;
  let serviceDir: string;

  // Time limits no request of these tests comes near, even with the machine so busy that a process
  // stalls for seconds; the short ones are tested on a server of their own (a client too slow, below).
  const env = { TILES_URL: PLACES, HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '90000', ...(CHROMIUM ? { CHROMIUM_PATH: CHROMIUM } : {}) };

  test.beforeAll(async () => {
    test.setTimeout(300_000); // starting may run `next build` first
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-e2e-'));
    serviceDir = path.join(dataDir, 'data');
    // An empty DATA_DIR, as a first `npm start` finds it: the database made by initdb and the migrations.
    server = await startServer({ dataDir: serviceDir, env, freshDatabase: true });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('creates DATA_DIR on first start and answers /health', async () => {
    expect(fs.existsSync(path.join(serviceDir, 'pglite'))).toBe(true);
    const response = await fetch(`${server.url}/health`);
    expect(await response.json()).toEqual({ ok: true, service: 'atlasprint' });
  });

  test("keeps an idle connection open 65 s, past a load balancer's 60 s, and says so", async () => {
    const agent = new http.Agent({ keepAlive: true });
    const keepAlive = await new Promise<unknown>((resolve, reject) => {
      http
        .get(`${server.url}/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers['keep-alive']));
        })
        .on('error', reject);
    });
    agent.destroy();
    expect(keepAlive).toBe('timeout=65');
  });

  test('answers unknown paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await fetch(`${server.url}/v1/nothing-here`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        error: true,
        code: 'not_found',
        message: `no such endpoint: ${method} /v1/nothing-here (see /docs for the API)`,
      });
    }
  });

  test('answers a wrong method with a JSON 405 and Allow', async () => {
    const response = await fetch(`${server.url}/v1/me`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toEqual({ error: true, code: 'method_not_allowed', message: 'POST is not supported here; use GET' });
  });

  test('answers huge headers with a JSON 431 instead of dropping the connection', async () => {
    const reply = await rawExchange(server.port, `GET /v1/me HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 431 /);
    expect(reply).toContain('Content-Type: application/json');
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({
      error: true,
      code: 'headers_too_large',
      message: 'request headers are larger than 16 KiB',
    });
  });

  test('answers a malformed request line with a JSON 400', async () => {
    const reply = await rawExchange(server.port, 'THIS IS NOT HTTP\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({ error: true, code: 'invalid_request', message: 'malformed HTTP request' });
  });

  test('answers a malformed percent-escape in any path with a JSON 400 and a request id', async () => {
    for (const path of ['/files/%ff', '/v1/%ff', '/mcp/%ff', '/%E0%A4%A']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('x-request-id')).toMatch(/^req_[0-9A-Za-z]{24}$/);
      expect(await response.json()).toEqual({
        error: true,
        code: 'invalid_request',
        message: expect.stringMatching(/^the request path has a malformed percent-escape/),
      });
    }
  });

  test("limits checkouts by the connection's address: a forged address header or X-Forwarded-For changes nothing", async () => {
    const start = (n: number) =>
      fetch(`${server.url}/v1/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Atlasprint-Client-Address': `198.51.100.${n}`, 'X-Forwarded-For': `203.0.113.${n}` },
        body: JSON.stringify({ plan: 'starter' }),
      });
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++) statuses.push((await start(n)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await start(12);
    expect(refused.headers.get('x-request-id')).toMatch(/^req_/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: true, code: 'rate_limited' });
  });

  test('key:create works while the server holds the embedded database, printing the key last', async () => {
    const created = await runScript('key:create', ['--plan', 'business'], server.env);
    expect(created.code).toBe(0);
    const key = lastLine(created.stdout);
    expect(key).toMatch(/^atp_live_[0-9A-Za-z]{40}$/);
    const me = await fetch(`${server.url}/v1/me`, { headers: { Authorization: `Bearer ${key}` } });
    expect(await me.json()).toMatchObject({ plan: 'business', quota: 5000, used: 0, remaining: 5000 });
  });

  test('renders a poster over HTTP, serves it at its public url, and its record verifies', async () => {
    const key = lastLine((await runScript('key:create', ['--plan', 'starter'], server.env)).stdout);
    const response = await fetch(`${server.url}/v1/render`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'png', maxDimension: 512 }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-remaining')).toBe('99');
    const result = (await response.json()) as { url: string; bytes: number; provenance: Record<string, unknown> & { signature: string } };
    expect(result.url.startsWith(`http://localhost:${server.port}/files/renders/`)).toBe(true);
    const file = await fetch(result.url.replace('localhost', '127.0.0.1'));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await file.arrayBuffer()).byteLength).toBe(result.bytes);
    const { signature, ...record } = result.provenance;
    const verdict = await fetch(`${server.url}/v1/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...record, sig: signature }),
    });
    expect(await verdict.json()).toMatchObject({ valid: true, logged: true });
    const jwks = (await (await fetch(`${server.url}/.well-known/atlasprint-signing-key.json`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', kid: result.provenance.kid });
    // Made in a render worker running the build's bundle (scripts/server.mjs points the engine at it),
    // not on the server's thread after a worker failed to start.
    expect(server.output()).toContain('"rasterPosters":"worker threads"');
    expect(server.output()).toContain('.next/render-worker/render-worker.mjs');
    expect(server.output()).not.toContain('runs on the main thread');
  });

  test('does not charge a client that disconnects before its poster is ready', async () => {
    const key = lastLine((await runScript('key:create', ['--plan', 'pro'], server.env)).stdout);
    const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
    const body = JSON.stringify({ lat: 39.279, lon: -76.585, zoom: 14, city: 'Baltimore', format: 'pdf', maxDimension: 4096 });
    const used = async () => ((await (await fetch(`${server.url}/v1/me`, { headers })).json()) as { used: number }).used;
    for (let i = 0; i < 3; i++) {
      const controller = new AbortController();
      const pending = fetch(`${server.url}/v1/render`, { method: 'POST', headers, body, signal: controller.signal }).catch((error: unknown) => error);
      // The client leaves once the server has taken the render on (its reservation shows), long before
      // a 4096 px PDF can be ready.
      await expect.poll(used, { intervals: [50] }).toBe(1);
      controller.abort();
      expect(await pending).toBeInstanceOf(Error);
      // The server stops the render at its next stage and gives the reservation back.
      await expect.poll(used).toBe(0);
    }
    const served = await fetch(`${server.url}/v1/render`, {
      method: 'POST',
      headers,
      // Zoom 15: the bundled Monaco data fills the poster (at the default 13 it covers about half: partial_map_data).
      body: JSON.stringify({ lat: 43.7375, lon: 7.4289, zoom: 15, format: 'svg', maxDimension: 512 }),
    });
    expect(served.status).toBe(200);
    expect(((await (await fetch(`${server.url}/v1/me`, { headers })).json()) as { used: number }).used).toBe(1);
  });

  test('key:create names the problem and exits non-zero on a bad plan', async () => {
    const result = await runScript('key:create', ['--plan', 'platinum'], server.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('plan must be one of starter, pro, business, single');
    expect(result.stdout).toBe('');
  });

  test('the second start reuses DATA_DIR: keys survive a restart; key:create also works with no server', async () => {
    const created = await runScript('key:create', ['--plan', 'single', '--credits', '5'], server.env);
    const key = lastLine(created.stdout);
    expect(await server.stop()).toBe(0);
    expect(fs.existsSync(path.join(serviceDir, 'operator.json'))).toBe(false);

    const offline = await runScript('key:create', ['--plan', 'starter'], server.env);
    expect(offline.code).toBe(0);
    const offlineKey = lastLine(offline.stdout);

    server = await startServer({ dataDir: serviceDir, env });
    for (const [candidate, expected] of [
      [key, { plan: 'single', credits: 5 }],
      [offlineKey, { plan: 'starter', quota: 100 }],
    ] as const) {
      const me = await fetch(`${server.url}/v1/me`, { headers: { Authorization: `Bearer ${candidate}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject(expected);
    }
  });
});

/**
 * Next.js loads lib/ once per bundle: instrumentation (which starts the job worker at boot) and each
 * route. Whichever copy first makes a process singleton (the object store, the poster engine) makes
 * it with its own classes, and the others must still recognise what it makes and throws. In-process
 * tests have one copy and cannot see this; a fresh built server, used first one way and then the
 * other, can: a poster link that answered 404 though the file was on disk (and charged), and the
 * engine's refusals turned into a generic 502.
 */
test.describe('first use in either order on a fresh server: queued, then synchronous, and the reverse', () => {
  const env = { TILES_URL: `${CITY},${PLACES}`, HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '90000', ...(CHROMIUM ? { CHROMIUM_PATH: CHROMIUM } : {}) };
  const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'png', maxDimension: 256 };
  // The bundled Copenhagen archive covers about half of this view: refused before any charge.
  const halfCovered = { lat: 55.676, lon: 12.576, zoom: 12, city: 'Copenhagen', format: 'png', maxDimension: 256 };

  for (const order of ['queued first', 'synchronous first'] as const) {
    test(`${order}: every poster's link serves its file, and a half-covered view is partial_map_data both ways`, async () => {
      test.setTimeout(300_000);
      const server = await startServer({ env });
      try {
        const key = lastLine((await runScript('key:create', ['--plan', 'pro'], server.env)).stdout);
        const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
        const post = async (route: string, body: object) => {
          const response = await fetch(`${server.url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
          return { status: response.status, json: (await response.json()) as Record<string, any> };
        };
        const synchronous = async () => {
          const { status, json } = await post('/v1/render', monaco);
          expect(status, JSON.stringify(json)).toBe(200);
          return json as { url: string; bytes: number };
        };
        const queued = async () => {
          const { status, json } = await post('/v1/renders', monaco);
          expect(status, JSON.stringify(json)).toBe(202);
          let render: Record<string, any> = {};
          await expect
            .poll(
              async () => {
                render = (await (await fetch(`${server.url}/v1/renders/${json.id}`, { headers })).json()) as Record<string, any>;
                return render.status;
              },
              { timeout: 120_000, intervals: [250] },
            )
            .toMatch(/^(succeeded|failed)$/);
          expect(render.status, JSON.stringify(render)).toBe('succeeded');
          return render.result as { url: string; bytes: number };
        };
        const served = async (poster: { url: string; bytes: number }) => {
          const file = await fetch(poster.url.replace('localhost', '127.0.0.1'));
          const bytes = Buffer.from(await file.arrayBuffer());
          return { status: file.status, type: file.headers.get('content-type'), bytes: bytes.length, png: bytes.subarray(1, 4).toString() };
        };
        const posters =
          order === 'queued first' ? [await queued(), await synchronous(), await queued()] : [await synchronous(), await queued(), await synchronous()];
        for (const poster of posters) expect(await served(poster)).toEqual({ status: 200, type: 'image/png', bytes: poster.bytes, png: 'PNG' });

        for (const route of order === 'queued first' ? ['/v1/render', '/v1/renders'] : ['/v1/renders', '/v1/render']) {
          const refused = await post(route, halfCovered);
          expect([route, refused.status, refused.json.code], JSON.stringify(refused.json)).toEqual([route, 400, 'partial_map_data']);
          expect(refused.json.message).toMatch(/at zoom \d+(\.\d)? \(the same centre and size\) the data fills it/);
        }
        // Charged for the three posters it can fetch, nothing for the refusals.
        expect(((await (await fetch(`${server.url}/v1/me`, { headers })).json()) as { used: number }).used).toBe(3);
      } finally {
        await server.stop();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }
    });
  }
});

test.describe('a client too slow to send its request (short time limits)', () => {
  // A server of its own: only these tests meet limits this short, which a busy machine's stall could trip.
  let slow: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(300_000); // starting may run `next build` first
    slow = await startServer({ env: { TILES_URL: PLACES, HEADERS_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '3000' } });
  });
  test.afterAll(async () => {
    await slow?.stop();
    if (slow) fs.rmSync(slow.dataDir, { recursive: true, force: true });
  });

  test('answers headers that never finish with a JSON 408, not a 400', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(slow.port, '127.0.0.1', () => socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply).toMatch(/X-Request-Id: req_/);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)).message).toMatch(/^the request was not received in time/);
  });

  test('abandons a body that stops arriving with a JSON 408', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(slow.port, '127.0.0.1', () =>
        // An operation that reads its body with no key (POST /v1/render checks the key first: a keyless one is a 401 unread).
        socket.write('POST /v1/verify HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"record":'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
  });
});

test.describe('start-up with a bad setting', () => {
  test('stops with a message naming the variable and the rule', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-e2e-'));
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: 'mysql://db.example/app', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Atlasprint cannot start. Invalid configuration:');
    expect(output).toContain('DATABASE_URL: must be a URL starting with postgres:// or postgresql://');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

test.describe('the embedded default map data, with no network', () => {
  test("renders the README's example (Copenhagen) with no TILES_URL, from the archives in the repo", async () => {
    // A server of its own, a key, and its first poster: on a loaded 2-core machine over two minutes (measured 2.0 m).
    test.slow();
    // TILES_URL empty means unset: the default list, bundled archives first. This machine has no internet.
    const server = await startServer({ env: { TILES_URL: '', ...(CHROMIUM ? { CHROMIUM_PATH: CHROMIUM } : {}) } });
    try {
      const key = lastLine((await runScript('key:create', ['--plan', 'pro'], server.env)).stdout);
      const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
      const body = { lat: 55.676, lon: 12.576, zoom: 14, theme: 'vintage_atlas', city: 'Copenhagen', country: 'Denmark', format: 'png', maxDimension: 1024 };
      const response = await fetch(`${server.url}/v1/render`, { method: 'POST', headers, body: JSON.stringify(body) });
      expect(response.status, await response.clone().text()).toBe(200);
      const result = (await response.json()) as { url: string; bytes: number };
      const file = await fetch(result.url.replace('localhost', '127.0.0.1'));
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBe(result.bytes);
      // Elsewhere the default list reaches for OpenFreeMap, out of reach here: a 503 that names it as unreachable
      // (retrying will not help while it stays so), not charged.
      const paris = await fetch(`${server.url}/v1/render`, { method: 'POST', headers, body: JSON.stringify({ ...body, lat: 48.8566, lon: 2.3522 }) });
      const refusal = (await paris.json()) as { code: string; message: string };
      expect([paris.status, refusal.code]).toEqual([503, 'map_source_unreachable']);
      expect(refusal.message).toMatch(/^no map data source this server can reach covers this view \(48\.8566, 2\.3522 at zoom 14\): .*tiles\.openfreemap\.org/);
      expect(refusal.message).toMatch(/retrying will not help until it can be reached again/);
      expect(refusal.message).not.toMatch(/safe to retry/);
      expect(((await (await fetch(`${server.url}/v1/me`, { headers })).json()) as { used: number }).used).toBe(1);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
