import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PdfPrinter, PosterEngine, RenderError } from '@/lib/render';
import { openTileSource, TileStore, type VectorTileSource } from '@/lib/render/tiles';
import { CHROMIUM, MONACO } from '@/tests/support/engine';

/**
 * A tile server on loopback serving monaco.pmtiles three ways: the archive itself with HTTP range
 * requests, a TileJSON document, and gzipped {z}/{x}/{y} tiles that fail once before they work.
 */
let server: http.Server;
let base = '';
let local: VectorTileSource;
const archive = fs.readFileSync(MONACO);
const requests = { ranges: 0, tiles: 0, failedOnce: new Set<string>() };
const printer = new PdfPrinter({ executablePath: CHROMIUM });

beforeAll(async () => {
  local = await openTileSource(MONACO);
  server = http.createServer(async (request, response) => {
    const url = request.url ?? '';
    if (url === '/monaco.pmtiles') {
      const [, from, to] = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '') ?? [];
      requests.ranges += 1;
      const start = Number(from ?? 0);
      const end = Math.min(Number(to ?? archive.length - 1), archive.length - 1);
      response.writeHead(206, { 'Content-Range': `bytes ${start}-${end}/${archive.length}`, 'Content-Length': end - start + 1 });
      return response.end(archive.subarray(start, end + 1));
    }
    if (url === '/tiles.json') {
      return response.end(JSON.stringify({ tilejson: '3.0.0', tiles: [`${base}/t/{z}/{x}/{y}.pbf`], minzoom: 0, maxzoom: 14 }));
    }
    if (url.startsWith('/hang')) return; // never answers
    const match = /^\/t\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(url);
    if (match) {
      requests.tiles += 1;
      // Each tile fails the first time: the fetcher must retry.
      if (!requests.failedOnce.has(url)) {
        requests.failedOnce.add(url);
        response.writeHead(503);
        return response.end();
      }
      const bytes = await local.getTile(Number(match[1]), Number(match[2]), Number(match[3]));
      if (!bytes) {
        response.writeHead(404);
        return response.end();
      }
      response.writeHead(200, { 'Content-Type': 'application/x-protobuf' });
      return response.end(gzipSync(bytes));
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await printer.close();
});

const spec = parsePosterSpec({ lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 1024 });

async function svgFrom(tilesUrl: string): Promise<string> {
  const engine = new PosterEngine({ tilesUrl, printer, tileStore: new TileStore(), tileTimeoutMs: 2_000 });
  return (await engine.render(spec)).bytes.toString();
}

describe('map data sources named by TILES_URL', () => {
  it('a remote PMTiles archive (HTTP range requests), a TileJSON URL and a {z}/{x}/{y} template draw the same map as the local file', async () => {
    const fromFile = await svgFrom(MONACO);
    expect(fromFile).toMatch(/<path d="M/);
    const digest = (svg: string) => createHash('sha256').update(svg).digest('hex');
    const expected = digest(fromFile);
    expect(digest(await svgFrom(`${base}/monaco.pmtiles`)), 'remote PMTiles').toBe(expected);
    expect(requests.ranges).toBeGreaterThan(1);
    expect(digest(await svgFrom(`${base}/tiles.json`)), 'TileJSON').toBe(expected);
    // Every tile was refused once and fetched again.
    expect(requests.failedOnce.size).toBeGreaterThan(0);
    expect(requests.tiles).toBe(2 * requests.failedOnce.size);
    expect(digest(await svgFrom(`${base}/t/{z}/{x}/{y}.pbf`)), 'template').toBe(expected);
  });

  it('a source that never answers fails with tiles_unavailable after its time limit', async () => {
    const engine = new PosterEngine({ tilesUrl: `${base}/hang/{z}/{x}/{y}.pbf`, printer, tileStore: new TileStore(), tileTimeoutMs: 200 });
    const error = await engine.render(spec).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).code).toBe('tiles_unavailable');
    expect((error as RenderError).message).toContain('could not be read');
  });

  it('a TileJSON URL that is not found fails with tiles_unavailable', async () => {
    const engine = new PosterEngine({ tilesUrl: `${base}/missing.json`, printer, tileStore: new TileStore(), tileTimeoutMs: 500 });
    await expect(engine.render(spec)).rejects.toThrow(/map data source .*missing\.json could not be read: HTTP 404/);
  });
});

describe('the decoded tile cache', () => {
  it('serves repeated and concurrent requests for one tile from a single read', async () => {
    let reads = 0;
    const counting: VectorTileSource = { ...local, key: 'counting', minZoom: 0, maxZoom: 14, getTile: (z, x, y) => ((reads += 1), local.getTile(z, x, y)) };
    const store = new TileStore();
    const tile = { z: 14, x: 8530, y: 5974 };
    const [a, b] = await Promise.all([store.get(counting, tile), store.get(counting, tile)]);
    const c = await store.get(counting, tile);
    expect(reads).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(a.layers.length).toBeGreaterThan(3);
  });
});
