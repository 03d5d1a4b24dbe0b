import fs from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { CHROMIUM, PLACES } from '@/tests/support/engine';
import { dataFolderUsers, lastLine, loggedLines, runScript, startServer, type RunningServer } from '@/tests/support/server';

/**
 * What a deploy does to `npm start`: SIGTERM (a scale-down, a container restart; Ctrl-C is SIGINT).
 * The server drains: no new connections, /health answers 503, the renders in flight finish and are
 * answered within SHUTDOWN_GRACE_SECONDS, the rest are abandoned and refunded; then it closes the
 * engine and the database and exits 0, all within SHUTDOWN_TIMEOUT_SECONDS. A second signal exits at once.
 */

// A poster that takes a while to print: a 4096 px PDF of a city (the render is in flight for seconds).
const SLOW_RENDER = { lat: 39.279, lon: -76.585, zoom: 14, city: 'Baltimore', format: 'pdf', maxDimension: 4096 };
const baseEnv = { TILES_URL: PLACES, HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '300000', ...(CHROMIUM ? { CHROMIUM_PATH: CHROMIUM } : {}) };

type Outcome = { status: number; body: Record<string, unknown> } | { dropped: string };

/** The render's answer, or how its connection was lost. */
async function render(server: RunningServer, key: string, fields: Record<string, unknown> = SLOW_RENDER): Promise<Outcome> {
  try {
    const response = await fetch(`${server.url}/v1/render`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch (error) {
    return { dropped: String((error as Error).cause ?? error) };
  }
}

async function createKey(server: RunningServer): Promise<string> {
  const created = await runScript('key:create', ['--plan', 'pro'], server.env);
  expect(created.code, created.stderr).toBe(0);
  return lastLine(created.stdout);
}

const used = async (server: RunningServer, key: string) =>
  ((await (await fetch(`${server.url}/v1/me`, { headers: { Authorization: `Bearer ${key}` } })).json()) as { used: number }).used;

/** GET /health on `agent`'s connection (one kept-alive socket, opened before the signal). */
function health(server: RunningServer, agent: http.Agent): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}/health`, { agent }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      })
      .on('error', reject);
  });
}

const logged = loggedLines;

const servers: RunningServer[] = [];
async function start(options: { dataDir?: string; env?: Record<string, string> }): Promise<RunningServer> {
  const server = await startServer(options);
  servers.push(server);
  return server;
}

/**
 * Once a server's process has exited, nothing writes its data folder any more (issue 38: a teardown once failed
 * with ENOTEMPTY removing the PGlite folder of a server reported stopped): no process holds a file in it, none
 * the server started is left, and it can be removed.
 */
function expectQuiescent(dataDir: string) {
  expect(dataFolderUsers(dataDir) ?? []).toEqual([]);
  fs.rmSync(dataDir, { recursive: true });
}

test.describe('stopping `npm start` with SIGTERM while it renders', () => {
  test.describe.configure({ timeout: 480_000 });
  test.afterAll(async () => {
    // Every server stopped before any folder goes: a restarted server shares the first one's folder (removing it
    // under the running one was that ENOTEMPTY).
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test('finishes the render in flight and answers it, says draining on /health, charges that one render, and exits 0', async () => {
    const server = await start({ env: { ...baseEnv, SHUTDOWN_GRACE_SECONDS: '240', SHUTDOWN_TIMEOUT_SECONDS: '300' } });
    const key = await createKey(server);
    // A load balancer's connection, open before the signal.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await health(server, agent)).toEqual({ status: 200, body: { ok: true, service: 'atlasprint' } });

    const answer = render(server, key);
    // The server has taken the render on (its reservation shows): then the deploy's SIGTERM.
    await expect.poll(() => used(server, key), { intervals: [50] }).toBe(1);
    // Twice at once, as a stop sent to the process group delivers it (npm forwards its own): one drain.
    server.signal('SIGTERM');
    server.signal('SIGTERM');

    // While the render finishes, a health check on the open connection hears that this instance is going.
    await expect.poll(async () => (await health(server, agent)).status, { intervals: [100] }).toBe(503);
    agent.destroy();
    // One drain for the two signals, with the render in flight. The GET /v1/me that saw its reservation can still
    // count too (CI saw 2): its after-response work (the key's last use) may not have settled yet, and the drain
    // rightly waits for it.
    const stopping = logged(server, 'shutdown: stopped accepting connections');
    expect(stopping).toEqual([expect.objectContaining({ signal: 'SIGTERM', graceSeconds: 240 })]);
    expect(Number(stopping[0]!.inFlight)).toBeGreaterThanOrEqual(1);
    expect(Number(stopping[0]!.inFlight)).toBeLessThanOrEqual(2);

    const outcome = await answer;
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 200 });
    const result = (outcome as { body: unknown }).body as { url: string; bytes: number; usage: { used: number } };
    expect(result.usage.used).toBe(1);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Each step once, in order.
    const steps = [
      'shutdown: stopped accepting connections',
      'shutdown: every request in flight was answered',
      'shutdown: closed the PDF browser and the worker pools',
      'shutdown: closed the database',
      'shutdown: done',
    ];
    for (const step of steps) expect(logged(server, step), step).toHaveLength(1);
    const order = steps.map((step) => server.output().indexOf(step));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(logged(server, 'shutdown: grace period over')).toEqual([]);
    expect(logged(server, 'shutdown: second signal')).toEqual([]);

    // After the restart: the poster is there to download, and the one render is counted once.
    const again = await start({ dataDir: server.dataDir, env: { ...baseEnv } });
    const file = await fetch(result.url.replace(`localhost:${server.port}`, `127.0.0.1:${again.port}`));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.arrayBuffer()).byteLength).toBe(result.bytes);
    expect(await used(again, key)).toBe(1);
    await again.stop();
    expectQuiescent(server.dataDir);
  });

  test('refunds a render that cannot finish within the grace period, then exits 0', async () => {
    const server = await start({ env: { ...baseEnv, SHUTDOWN_GRACE_SECONDS: '0' } });
    const key = await createKey(server);
    const answer = render(server, key);
    await expect.poll(() => used(server, key), { intervals: [50] }).toBe(1);
    server.signal('SIGTERM');

    // No poster: an error answer or a dropped connection, never a 200.
    const outcome = await answer;
    expect(outcome).not.toMatchObject({ status: 200 });
    expect(await server.exited).toEqual({ code: 0, signal: null });

    // Restarted: the render was given back.
    const again = await start({ dataDir: server.dataDir, env: { ...baseEnv } });
    expect(await used(again, key)).toBe(0);
    expect(logged(server, 'shutdown: grace period over')).toEqual([expect.objectContaining({ abandoned: 1, graceSeconds: 0 })]);
    expect(logged(server, 'shutdown: requests still running when the database closes')).toEqual([]);
    expect(logged(server, 'shutdown: done')).toHaveLength(1);
  });

  test('a second SIGTERM exits at once, without waiting for the render', async () => {
    const server = await start({ env: { ...baseEnv, SHUTDOWN_GRACE_SECONDS: '240', SHUTDOWN_TIMEOUT_SECONDS: '300' } });
    const key = await createKey(server);
    const answer = render(server, key);
    await expect.poll(() => used(server, key), { intervals: [50] }).toBe(1);
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    void server.exited.then((how) => (exit = how));
    server.signal('SIGTERM');
    await expect.poll(() => logged(server, 'shutdown: stopped accepting connections').length).toBe(1);
    // SIGTERM again, as an operator who will not wait would, until the process is gone (the same signal
    // right after the first is taken for its echo: npm and the process both got one).
    await expect
      .poll(
        () => {
          if (!exit) server.signal('SIGTERM');
          return exit;
        },
        { intervals: [250] },
      )
      .toBeDefined();

    // Exited as SIGTERM would have (128 + 15), the render unfinished: its connection is dropped.
    expect(exit).toEqual({ code: 143, signal: null });
    expect(await answer).toEqual({ dropped: expect.any(String) });
    expect(logged(server, 'shutdown: second signal; exiting at once')).toHaveLength(1);
    expect(logged(server, 'shutdown: done')).toEqual([]);
    // The PDF render's browser, the render threads, PGlite: nothing of the process goes on in its folder.
    expectQuiescent(server.dataDir);
  });
});
