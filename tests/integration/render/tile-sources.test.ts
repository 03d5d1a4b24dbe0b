import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PdfPrinter, PosterEngine, RenderError } from '@/lib/render';
import { chooseTileSource, openTileSource, TileStore, type Bounds, type VectorTileSource } from '@/lib/render/tiles';
import { CHROMIUM, CITY, MONACO, PLACES } from '@/tests/support/engine';

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
    if (url === '/monaco-tiles.json') {
      return response.end(
        JSON.stringify({ tilejson: '3.0.0', tiles: [`${base}/t/{z}/{x}/{y}.pbf`], minzoom: 0, maxzoom: 14, bounds: [7.4092, 43.7234, 7.4486, 43.7517] }),
      );
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

/** Time limit of reads that are answered: generous, as a loopback answer can take seconds on a busy machine. */
const ANSWERED_WITHIN_MS = 30_000;

async function svgFrom(tilesUrl: string): Promise<string> {
  const engine = new PosterEngine({ tilesUrl, printer, tileStore: new TileStore(), tileTimeoutMs: ANSWERED_WITHIN_MS });
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

  it('a source that never answers fails with source_unreachable after its time limit', async () => {
    const engine = new PosterEngine({ tilesUrl: `${base}/hang/{z}/{x}/{y}.pbf`, printer, tileStore: new TileStore(), tileTimeoutMs: 200 });
    const error = await engine.render(spec).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).code).toBe('source_unreachable');
    expect((error as RenderError).message).toMatch(/^map data source 127\.0\.0\.1:\d+ cannot be reached: no answer within/);
  });

  it('a remote source nobody answers for (a closed port, a host that does not resolve) is named unreachable, with what the bundled data covers', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    for (const [remote, host, reason] of [
      [`http://127.0.0.1:${closedPort}/planet.pmtiles`, `127.0.0.1:${closedPort}`, 'it refused the connection'],
      ['https://tiles.atlasprint-test.invalid/planet', 'tiles.atlasprint-test.invalid', 'its host name could not be found'],
    ] as const) {
      const engine = new PosterEngine({ tilesUrl: `${CITY},${PLACES},${remote}`, printer, tileStore: new TileStore(), tileTimeoutMs: ANSWERED_WITHIN_MS });
      const paris = parsePosterSpec({ lat: 48.8566, lon: 2.3522, zoom: 12, format: 'svg', maxDimension: 512 });
      const error = (await engine.render(paris).catch((e: unknown) => e)) as RenderError;
      expect(error).toBeInstanceOf(RenderError);
      expect(error.code, error.message).toBe('source_unreachable');
      expect(error.message).toContain(`map data source ${host} cannot be reached: ${reason}, and retrying will not help until it can be reached again`);
      expect(error.message).toContain('city.pmtiles (lon/lat 12.5222, 55.6376 to 12.6240, 55.6972); places.pmtiles');
      expect(error.message).not.toMatch(/safe to retry/);
      // Checked before a charge, the same way.
      await expect(engine.checkMap(paris)).rejects.toMatchObject({ code: 'source_unreachable' });
    }
  });

  it('a reachable remote source after the bundled ones still draws what they do not cover', async () => {
    const engine = new PosterEngine({ tilesUrl: `${CITY},${base}/monaco.pmtiles`, printer, tileStore: new TileStore(), tileTimeoutMs: ANSWERED_WITHIN_MS });
    const svg = (await engine.render(spec)).bytes.toString();
    expect(svg).toMatch(/<path d="M/);
  });

  it('a TileJSON URL that is not found fails with tiles_unavailable', async () => {
    const engine = new PosterEngine({ tilesUrl: `${base}/missing.json`, printer, tileStore: new TileStore(), tileTimeoutMs: ANSWERED_WITHIN_MS });
    await expect(engine.render(spec)).rejects.toThrow(/^map data source 127\.0\.0\.1:\d+ could not be read: it answered HTTP 404$/);
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

describe('TILES_URL as a list: the first source that covers the view', () => {
  /** A view's box about a point, a few hundred metres each way. */
  const around = (lat: number, lon: number, zoom = 14): { bounds: Bounds; zoom: number; lat: number; lon: number } => ({
    bounds: [lon - 0.01, lat - 0.007, lon + 0.01, lat + 0.007],
    zoom,
    lat,
    lon,
  });
  const list = [CITY, PLACES];
  const chosen = async (locations: string[], view: ReturnType<typeof around>) => (await chooseTileSource(locations, view)).source.key;

  it('takes Copenhagen from the city archive and Monaco, Vaduz and Baltimore from the places archive', async () => {
    expect(await chosen(list, around(55.676, 12.576))).toBe(`pmtiles:${CITY}`);
    expect(await chosen(list, around(43.7375, 7.4289))).toBe(`pmtiles:${PLACES}`);
    expect(await chosen(list, around(47.141, 9.521, 13))).toBe(`pmtiles:${PLACES}`);
    expect(await chosen(list, around(39.279, -76.585))).toBe(`pmtiles:${PLACES}`);
  });

  it("passes over an archive whose bounds hold the view but whose tiles do not (Bern inside the places archive's box)", async () => {
    expect(await chosen([PLACES, `${base}/t/{z}/{x}/{y}.pbf`], around(46.948, 7.447))).toBe(`template:${base}/t/{z}/{x}/{y}.pbf`);
  });

  it("reads a TileJSON document's bounds", async () => {
    expect(await chosen([`${base}/monaco-tiles.json`, CITY], around(43.7375, 7.4289))).toBe(`template:${base}/t/{z}/{x}/{y}.pbf`);
    await expect(chooseTileSource([`${base}/monaco-tiles.json`], around(55.676, 12.576))).rejects.toThrow(/no map data source covers this view/);
  });

  it('keeps the order of the list', async () => {
    expect(await chosen([MONACO, PLACES], around(43.7375, 7.4289))).toBe(`pmtiles:${MONACO}`);
    expect(await chosen([PLACES, MONACO], around(43.7375, 7.4289))).toBe(`pmtiles:${PLACES}`);
  });

  it('fails with tiles_unavailable naming the view when nothing covers it, and counts sources it could not read', async () => {
    const error = await chooseTileSource([CITY, PLACES, '/nowhere/missing.pmtiles'], around(48.8566, 2.3522)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).code).toBe('tiles_unavailable');
    expect((error as RenderError).message).toBe(
      'no map data source covers this view (48.8566, 2.3522 at zoom 14); 1 of the 3 configured sources could not be read (map data source missing.pmtiles could not be read: there is no such file)',
    );
  });

  it('draws a poster from the list through the engine, offline', async () => {
    const svg = await svgFrom(`${CITY},${PLACES},https://tiles.atlasprint-test.invalid/planet`);
    expect(svg).toContain('<path');
    const paris = new PosterEngine({ tilesUrl: `${CITY},${PLACES}`, printer, tileStore: new TileStore() });
    // Every source read, none with data there: the request's to change (no_map_data), not a fault to retry.
    await expect(paris.render(parsePosterSpec({ lat: 48.8566, lon: 2.3522, zoom: 14, format: 'svg' }))).rejects.toMatchObject({ code: 'no_map_data' });
  });
});

describe('a view larger than the data', () => {
  const engine = new PosterEngine({ tilesUrl: CITY });
  const copenhagen = { lat: 55.676, lon: 12.576, city: 'Copenhagen', format: 'svg', maxDimension: 512 } as const;

  it('is drawn from the partial source, and the result says part of the poster is blank and what to do', async () => {
    // Far less than MIN_MAP_COVERAGE: drawn only because the request allows a partial map (else partial_map_data).
    const output = await engine.render(parsePosterSpec({ ...copenhagen, zoom: 11 }), { allowPartialMap: true });
    expect(output.warnings).toContainEqual(
      expect.stringMatching(
        /^the map data this server has for 55\.6760, 12\.5760 ends inside the poster at zoom 11 \(it covers \d+ % of it\), so part of it is blank: zoom in to stay inside the data$/,
      ),
    );
  });

  it('without allowPartialMap it is refused, naming the share and the zoom at which the data fills it', async () => {
    await expect(engine.render(parsePosterSpec({ ...copenhagen, zoom: 11 }))).rejects.toMatchObject({
      code: 'partial_map_data',
      message: expect.stringMatching(
        /^the map data covers \d+ % of this poster \(55\.6760, 12\.5760 at zoom 11\), so the rest would be blank: at zoom \d+(\.\d)? /,
      ),
    });
  });

  it('inside the data there is no such warning', async () => {
    const output = await engine.render(parsePosterSpec({ ...copenhagen, zoom: 15 }));
    expect(output.warnings.filter((warning) => warning.includes('map data'))).toEqual([]);
  });
});
