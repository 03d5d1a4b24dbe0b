import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTileServer, type TileServer } from '@/scripts/tile-server';
import { DiskTileCache } from './disk-cache';
import { openTileSource } from './source';

const CITY = path.resolve('data/tiles/city.pmtiles');
/** Dense tiles of city.pmtiles (its README): the core's z14 block. */
const CORE_TILES = [8762, 8763, 8764, 8765].flatMap((x) => [5127, 5128, 5129].map((y) => ({ z: 14, x, y })));

let server: TileServer;
const folders: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-tile-cache-'));
  folders.push(dir);
  return dir;
};
const cacheFiles = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.tile'));

beforeAll(async () => {
  server = await startTileServer({ archive: CITY });
});
afterAll(async () => {
  await server.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => server.reset());

describe('the disk tile cache', () => {
  it.each([
    ['a .pmtiles URL (range requests)', () => `${server.origin}/archive.pmtiles`],
    ['a {z}/{x}/{y} template', () => `${server.origin}/tiles/{z}/{x}/{y}.pbf`],
  ])('serves a second source on %s, as a new engine or worker opens it, without any HTTP request', async (_, location) => {
    const dir = folder();
    const first = await openTileSource(location(), 5_000, new DiskTileCache({ dir, maxBytes: 64 * 1024 * 1024 }));
    const tiles = await Promise.all(CORE_TILES.map(({ z, x, y }) => first.getTile(z, x, y)));
    expect(server.stats.requests).toBeGreaterThan(0);
    server.reset();
    const second = await openTileSource(location(), 5_000, new DiskTileCache({ dir, maxBytes: 64 * 1024 * 1024 }));
    const again = await Promise.all(CORE_TILES.map(({ z, x, y }) => second.getTile(z, x, y)));
    expect(server.stats.requests).toBe(0);
    expect(again.map((tile) => tile?.byteLength)).toEqual(tiles.map((tile) => tile?.byteLength));
    expect(again.every((tile, i) => tile !== undefined && Buffer.from(tile).equals(Buffer.from(tiles[i]!)))).toBe(true);
  });

  it('stays within its bound, dropping the least recently used entries first', async () => {
    const dir = folder();
    const cache = new DiskTileCache({ dir, maxBytes: 100_000 });
    const entry = new Uint8Array(9_000).fill(7);
    await cache.set('kept', entry);
    for (let i = 0; i < 30; i++) {
      await cache.set(`entry ${i}`, entry);
      // Read back after every write: the most recently used entry, never the one evicted.
      expect(await cache.get('kept')).toBeDefined();
      expect(await cache.size()).toBeLessThanOrEqual(100_000);
    }
    expect(await cache.get('entry 0')).toBeUndefined();
    expect(await cache.get('entry 29')).toEqual(entry);
  });

  it('reads a damaged or cut-short entry as a miss, removes it, and stores the tile again', async () => {
    const dir = folder();
    const location = `${server.origin}/tiles/{z}/{x}/{y}.pbf`;
    const cache = new DiskTileCache({ dir, maxBytes: 64 * 1024 * 1024 });
    const { z, x, y } = CORE_TILES[0]!;
    const tile = await (await openTileSource(location, 5_000, cache)).getTile(z, x, y);
    const [file] = cacheFiles(dir);
    expect(file).toBeDefined();
    const stored = fs.readFileSync(path.join(dir, file!));
    for (const damaged of [
      stored.subarray(0, stored.length >> 1),
      Buffer.concat([stored.subarray(0, 40), Buffer.alloc(1), stored.subarray(41)]),
      Buffer.alloc(0),
    ]) {
      fs.writeFileSync(path.join(dir, file!), damaged);
      server.reset();
      const read = await (await openTileSource(location, 5_000, new DiskTileCache({ dir, maxBytes: 64 * 1024 * 1024 }))).getTile(z, x, y);
      expect(Buffer.from(read!).equals(Buffer.from(tile!))).toBe(true);
      expect(server.stats.tileRequests).toBe(1);
      expect(fs.readFileSync(path.join(dir, file!)).equals(stored)).toBe(true);
    }
  });

  it('is shared safely by threads writing and reading the same tiles at once', async () => {
    const dir = folder();
    const location = `${server.origin}/archive.pmtiles`;
    // Two workers and this thread read the same tiles through one folder, each with a source and cache of its own.
    const script = `
      const { parentPort, workerData } = require('node:worker_threads');
      parentPort.once('message', async () => {
        // The modules as TypeScript, compiled by tsx in this thread (vitest's transform does not reach workers).
        const { tsImport } = await import('tsx/esm/api');
        const { openTileSource } = await tsImport(workerData.source, workerData.parent);
        const { DiskTileCache } = await tsImport(workerData.cache, workerData.parent);
        const source = await openTileSource(workerData.location, 5000, new DiskTileCache({ dir: workerData.dir, maxBytes: 64 * 1024 * 1024 }));
        const tiles = await Promise.all(workerData.tiles.map(({ z, x, y }) => source.getTile(z, x, y)));
        parentPort.postMessage(tiles.map((tile) => Buffer.from(tile).toString('base64')));
      });`;
    const workerData = {
      source: path.resolve('lib/render/tiles/source.ts'),
      cache: path.resolve('lib/render/tiles/disk-cache.ts'),
      parent: pathToFileURL(path.resolve('package.json')).href,
      location,
      dir,
      tiles: CORE_TILES,
    };
    const workers = [0, 1].map(() => new Worker(script, { eval: true, workerData }));
    try {
      const answers = workers.map((worker) => new Promise<string[]>((resolve, reject) => worker.once('message', resolve).once('error', reject)));
      for (const worker of workers) worker.postMessage('go');
      const here = await openTileSource(location, 5_000, new DiskTileCache({ dir, maxBytes: 64 * 1024 * 1024 }));
      const mine = (await Promise.all(CORE_TILES.map(({ z, x, y }) => here.getTile(z, x, y)))).map((tile) => Buffer.from(tile!).toString('base64'));
      for (const theirs of await Promise.all(answers)) expect(theirs).toEqual(mine);
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
    expect(fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.part'))).toEqual([]);
    server.reset();
    const later = await openTileSource(location, 5_000, new DiskTileCache({ dir, maxBytes: 64 * 1024 * 1024 }));
    await Promise.all(CORE_TILES.map(({ z, x, y }) => later.getTile(z, x, y)));
    expect(server.stats.requests).toBe(0);
  });
});

describe('remote reads', () => {
  it.each([
    ['a .pmtiles URL', () => `${server.origin}/archive.pmtiles`],
    ['a TileJSON URL', () => `${server.origin}/tiles.json`],
  ])("issue a poster's tile requests together, and reuse their connections (%s)", async (_, location) => {
    const slow = await startTileServer({ archive: CITY, latencyMs: 50 });
    try {
      const url = location().replace(server.origin, slow.origin);
      const source = await openTileSource(url, 5_000);
      slow.reset();
      await Promise.all(CORE_TILES.map(({ z, x, y }) => source.getTile(z, x, y)));
      // Every answer waits 50 ms: read one after another, at most one would be in flight.
      expect(slow.stats.inFlightMax).toBeGreaterThan(4);
      expect(slow.stats.requests).toBeGreaterThanOrEqual(CORE_TILES.length);
      // Keep-alive: a second round of reads opens no connection beyond those of the first.
      const connections = slow.stats.connections;
      expect(connections).toBeLessThanOrEqual(slow.stats.inFlightMax);
      const again = await openTileSource(`${url}?again`, 5_000);
      await again.getTile(14, 8763, 5128);
      expect(slow.stats.connections).toBe(connections);
    } finally {
      await slow.close();
    }
  });
});
