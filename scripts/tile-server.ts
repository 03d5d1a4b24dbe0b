/**
 * A loopback map data server for the bench and the tile tests: a bundled .pmtiles archive served as a
 * remote source would be, over HTTP/1.1 with keep-alive, each answer held back by a fixed latency (a
 * remote planet's round trip). Counts what a client did: requests, requests in flight at once, TCP
 * connections.
 *
 * - `/archive.pmtiles`: the archive itself, with HTTP range requests and an ETag (a planet on object storage);
 * - `/tiles/{z}/{x}/{y}.pbf`: its tiles one by one (as served by OpenFreeMap, gzip-compressed), 404 where it has none;
 * - `/tiles.json`: a TileJSON document naming that template;
 * - `repeat`: every tile within `repeat.radiusM` of a centre is a tile of the archive's dense block
 *   (`repeat.block`, at z14; its parent tiles at lower zooms), chosen by position modulo the block: a
 *   full-coverage city of any size from the few km of real data the repository has.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';

export interface TileServerOptions {
  archive: string;
  /** Milliseconds every answer waits before it is sent. */
  latencyMs?: number;
  repeat?: {
    /** The archive's z14 tiles repeated: columns x0..x1, rows y0..y1. */
    block: { x0: number; x1: number; y0: number; y1: number };
    lat: number;
    lon: number;
    /** Half the side of the square filled with repeated tiles. */
    radiusM: number;
  };
}

export interface TileServer {
  origin: string;
  /** Counts since the start (or the last reset). */
  stats: { requests: number; inFlightMax: number; connections: number; tileRequests: number };
  reset(): void;
  close(): Promise<void>;
}

const BLOCK_ZOOM = 14;

function tileOf(lon: number, lat: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { x: Math.floor(((lon + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}

export async function startTileServer(options: TileServerOptions): Promise<TileServer> {
  const bytes = fs.readFileSync(options.archive);
  const local: Source = {
    getKey: () => options.archive,
    getBytes: async (offset, length): Promise<RangeResponse> => ({
      data: bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + length) as ArrayBuffer,
    }),
  };
  const archive = new PMTiles(local);
  const etag = `"${bytes.length.toString(16)}-${fs.statSync(options.archive).mtimeMs.toString(16)}"`;
  const stats = { requests: 0, inFlightMax: 0, connections: 0, tileRequests: 0 };
  let inFlight = 0;

  /** The archive's tile standing for (z, x, y): itself, or under `repeat` the block's tile at the same place modulo the block. */
  function sourceTile(z: number, x: number, y: number): [number, number, number] | undefined {
    const repeat = options.repeat;
    if (!repeat) return [z, x, y];
    const k = 2 ** Math.abs(BLOCK_ZOOM - z);
    const metresPerTile = (40_075_016.686 * Math.cos((repeat.lat * Math.PI) / 180)) / 2 ** z;
    const centre = tileOf(repeat.lon, repeat.lat, z);
    const reach = Math.ceil(repeat.radiusM / metresPerTile);
    if (Math.abs(x - centre.x) > reach || Math.abs(y - centre.y) > reach) return undefined;
    const { x0, x1, y0, y1 } = repeat.block;
    // The block at zoom z (whole tiles of it; at least one).
    const [bx0, bx1, by0, by1] =
      z >= BLOCK_ZOOM
        ? [x0 * k, (x1 + 1) * k - 1, y0 * k, (y1 + 1) * k - 1]
        : [
            Math.floor(x0 / k),
            Math.max(Math.floor(x0 / k), Math.floor((x1 + 1) / k) - 1),
            Math.floor(y0 / k),
            Math.max(Math.floor(y0 / k), Math.floor((y1 + 1) / k) - 1),
          ];
    const mod = (v: number, lo: number, hi: number) => lo + ((((v - lo) % (hi - lo + 1)) + (hi - lo + 1)) % (hi - lo + 1));
    return [z, mod(x, bx0, bx1), mod(y, by0, by1)];
  }

  const server = http.createServer(async (request, response) => {
    stats.requests++;
    inFlight++;
    stats.inFlightMax = Math.max(stats.inFlightMax, inFlight);
    const done = () => inFlight--;
    response.on('close', done);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const url = new URL(request.url ?? '/', 'http://localhost');
    const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(url.pathname);
    if (url.pathname === '/archive.pmtiles') {
      const range = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '');
      if (!range) {
        response.writeHead(200, { 'Content-Length': bytes.length, ETag: etag, 'Accept-Ranges': 'bytes' }).end(bytes);
        return;
      }
      const start = Number(range[1]);
      const end = Math.min(bytes.length - 1, Number(range[2]));
      const part = bytes.subarray(start, end + 1);
      response
        .writeHead(206, { 'Content-Length': part.length, 'Content-Range': `bytes ${start}-${end}/${bytes.length}`, ETag: etag, 'Accept-Ranges': 'bytes' })
        .end(part);
    } else if (url.pathname === '/tiles.json') {
      const header = await archive.getHeader();
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          tilejson: '3.0.0',
          tiles: ['/tiles/{z}/{x}/{y}.pbf'],
          minzoom: header.minZoom,
          maxzoom: header.maxZoom,
          ...(options.repeat ? {} : { bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat] }),
        }),
      );
    } else if (tile) {
      stats.tileRequests++;
      const at = sourceTile(Number(tile[1]), Number(tile[2]), Number(tile[3]));
      const found = at && (await archive.getZxy(...at));
      if (!found) response.writeHead(404).end();
      else response.writeHead(200, { 'Content-Type': 'application/x-protobuf' }).end(gzipSync(Buffer.from(found.data), { level: 1 }));
    } else response.writeHead(404).end();
  });
  server.on('connection', () => stats.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stats,
    reset: () => Object.assign(stats, { requests: 0, inFlightMax: 0, connections: 0, tileRequests: 0 }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
