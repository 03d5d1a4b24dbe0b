import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PLACES } from '@/tests/support/engine';
import { startServer, type RunningServer } from '@/tests/support/server';

const lines = (server: RunningServer, message: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"message":"${message}"`));

/** The place index (135 000 places, 373 000 names): `npm start` reads the one its build wrote (scripts/build-place-index.ts). */
test.describe('the place index of `npm start`', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(300_000); // starting may run `next build` first
    server = await startServer({ env: { TILES_URL: PLACES } });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test('is read from the file the build wrote, not built, and finds places in any script', async () => {
    const search = async (query: string) =>
      ((await (await fetch(`${server.url}/v1/places?q=${encodeURIComponent(query)}`)).json()) as { results: Array<{ name: string; country: string }> }).results;
    expect((await search('Paris'))[0]).toMatchObject({ name: 'Paris', country: 'FR' });
    expect((await search('København'))[0]).toMatchObject({ name: 'Copenhagen', country: 'DK' });
    expect((await search('東京'))[0]).toMatchObject({ country: 'JP' });
    const loaded = lines(server, 'place index loaded');
    expect(loaded).toHaveLength(1);
    expect(JSON.parse(loaded[0]!)).toMatchObject({ file: expect.stringMatching(/\.next\/place-index\/place-index\.bin$/), places: expect.any(Number) });
    expect(lines(server, 'building the place index')).toEqual([]);
  });
});

/**
 * Without the build's file (PLACE_INDEX_FILE set empty; `next dev`), the index is built once per process, at
 * start-up, in slices that leave the server answering: /health answers while it builds, and the first search
 * waits for the one build instead of building a copy of its own on the request path.
 */
test.describe("the place index of `npm start` without the build's file", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(300_000); // starting may run `next build` first
    server = await startServer({ env: { TILES_URL: PLACES, HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '120000', PLACE_INDEX_FILE: '' } });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test('is built once, while /health keeps answering, and the first search waits for it', async () => {
    const logged = (message: string) => lines(server, message);
    // startServer polled /health through start-up, each answer arriving; the build it began is still running.
    expect(logged('building the place index')).toHaveLength(1);
    expect(logged('place index built'), 'the index was built before the search could be sent (the test needs it mid-build)').toEqual([]);

    let searched = false;
    const search = fetch(`${server.url}/v1/places?q=Paris`).then(async (response) => {
      searched = true;
      return { status: response.status, body: (await response.json()) as { results: Array<{ name: string; country: string }> } };
    });
    // Health checks one after another while the search waits: each is answered, the first before the search is.
    const healthAnswers: number[] = [];
    while (!searched) {
      const response = await fetch(`${server.url}/health`);
      healthAnswers.push(response.status);
      if (healthAnswers.length === 1) expect(searched, '/health answered only after the first search').toBe(false);
    }
    expect(healthAnswers.length).toBeGreaterThan(0);
    expect(new Set(healthAnswers)).toEqual(new Set([200]));

    const { status, body } = await search;
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({ name: 'Paris', country: 'FR' });
    // The start-up step and the route share the one index: built once in this process.
    expect(logged('place index built')).toHaveLength(1);
    expect(logged('building the place index')).toHaveLength(1);
    expect((await fetch(`${server.url}/v1/places?q=K%C3%B8benhavn`).then((response) => response.json())).results[0]).toMatchObject({ name: 'Copenhagen' });
    expect(logged('building the place index')).toHaveLength(1);
  });
});
