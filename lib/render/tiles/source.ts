import fs from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import pLimit from 'p-limit';
import { EtagMismatch, FetchSource, PMTiles, type RangeResponse, type Source } from 'pmtiles';
import path from 'node:path';
import { fetchFailureReason, RenderError } from '../errors';
import type { DiskTileCache } from './disk-cache';

export type Coverage = 'full' | 'centre' | 'none';

/** A lon/lat box: west, south, east, north. */
export type Bounds = [west: number, south: number, east: number, north: number];

/** Where vector tiles (OpenMapTiles schema, MVT) come from. */
export interface VectorTileSource {
  /** Identifies the source in cache keys and messages. */
  readonly key: string;
  readonly minZoom: number;
  readonly maxZoom: number;
  /** The raw MVT bytes (decompressed), or undefined where the source has no tile. */
  getTile(z: number, x: number, y: number): Promise<Uint8Array | undefined>;
  /**
   * How much of a view the source has map data for (what TILES_URL's list is chosen by): `full`,
   * `centre` (the middle of the view but not every corner), or `none`.
   */
  coverage(bounds: Bounds, zoom: number): Promise<Coverage>;
}

/** `inner` lies within `outer`, give or take a hair of floating point. */
function within(inner: Bounds, outer: Bounds): boolean {
  const e = 1e-9;
  return inner[0] >= outer[0] - e && inner[1] >= outer[1] - e && inner[2] <= outer[2] + e && inner[3] <= outer[3] + e;
}

/** The tile of zoom `z` holding a point (Web Mercator). */
function tileAt(lon: number, lat: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const x = Math.floor(((lon + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan((clamped * Math.PI) / 180) + 1 / Math.cos((clamped * Math.PI) / 180)) / Math.PI) / 2) * n);
  return { x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}

export const REMOTE_TIMEOUT_MS = 10_000;
/**
 * Remote reads of one source in flight at once: a poster's tiles (about 50 at z14 and 3072 × 4096)
 * are asked for together, so at a round trip of 60 ms they arrive in ~4 rounds, not one by one,
 * without opening more connections to one host than a CDN expects of a client.
 */
const REMOTE_CONCURRENCY = 16;

/** A problem with a source's content, said in our words (not a network failure). */
class SourceProblem extends Error {}

/**
 * A source as a customer may read it: a remote one by its host, a file by its name (never a
 * server's directories).
 */
function sourceName(location: string): string {
  if (/^https?:\/\//.test(location)) return new URL(location.replace(/[{}]/g, '')).host;
  return path.basename(location);
}

function unavailable(location: string, error: unknown, timeoutMs = REMOTE_TIMEOUT_MS): RenderError {
  const reason = error instanceof SourceProblem ? error.message : fetchFailureReason(error, timeoutMs);
  return new RenderError('tiles_unavailable', `map data source ${sourceName(location)} could not be read: ${reason}`, { cause: error });
}

/** A local PMTiles archive read with positional reads on one shared file handle. */
class LocalFileSource implements Source {
  private handle: Promise<FileHandle> | undefined;
  constructor(private readonly path: string) {}
  getKey(): string {
    return this.path;
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    this.handle ??= open(this.path, 'r');
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await (await this.handle).read(buffer, 0, length, offset);
    return { data: buffer.buffer.slice(0, bytesRead) as ArrayBuffer };
  }
}

/** A remote archive whose every range read, the header's included, has a time limit. */
class TimedFetchSource implements Source {
  private readonly inner: FetchSource;
  constructor(
    url: string,
    private readonly timeoutMs: number,
  ) {
    this.inner = new FetchSource(url);
  }
  getKey(): string {
    return this.inner.getKey();
  }
  getBytes(offset: number, length: number, signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    const limit = AbortSignal.timeout(this.timeoutMs);
    return this.inner.getBytes(offset, length, signal ? AbortSignal.any([signal, limit]) : limit, etag);
  }
}

/**
 * A remote archive's range reads kept in the disk cache: the header (with its root directory), leaf
 * directories and tiles, so a warm cache opens the archive and draws a poster with no request. An
 * entry is keyed by the archive's ETag (the header's entry holds the ETag it came with): when the
 * archive changes, a range read says so (EtagMismatch), the header's entry is dropped, and PMTiles
 * reads the new header, under whose ETag no old entry is found.
 */
class DiskCachedSource implements Source {
  constructor(
    private readonly inner: Source,
    private readonly cache: DiskTileCache,
  ) {}
  getKey(): string {
    return this.inner.getKey();
  }
  private key(offset: number, length: number, etag: string | undefined): string {
    return offset === 0 && etag === undefined ? `pmtiles-header|${this.getKey()}` : `pmtiles|${this.getKey()}|${etag ?? ''}|${offset}|${length}`;
  }
  async getBytes(offset: number, length: number, signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    const key = this.key(offset, length, etag);
    const header = offset === 0 && etag === undefined;
    const cached = await this.cache.get(key);
    if (cached) {
      if (!header) return { data: toArrayBuffer(cached), etag };
      // The header's entry: the ETag's length (2 bytes), the ETag, the bytes.
      const tagLength = (cached[0]! << 8) | cached[1]!;
      const tag = Buffer.from(cached.subarray(2, 2 + tagLength)).toString('utf8');
      return { data: toArrayBuffer(cached.subarray(2 + tagLength)), etag: tag || undefined };
    }
    let response: RangeResponse;
    try {
      response = await this.inner.getBytes(offset, length, signal, etag);
    } catch (error) {
      if (error instanceof EtagMismatch) await this.cache.delete(this.key(0, 0, undefined));
      throw error;
    }
    const bytes = new Uint8Array(response.data);
    if (header) {
      const tag = Buffer.from(response.etag ?? '', 'utf8');
      await this.cache.set(key, Buffer.concat([Buffer.from([tag.length >> 8, tag.length & 0xff]), tag, bytes]));
    } else await this.cache.set(key, bytes);
    return response;
  }
}

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

type Reader = <T>(read: (signal: AbortSignal) => Promise<T>) => Promise<T>;

/** Runs a remote read with a time limit, bounded concurrency, and one retry. */
function remoteReader(timeoutMs: number, concurrency = REMOTE_CONCURRENCY): Reader {
  const limit = pLimit(concurrency);
  return (read) =>
    limit(async () => {
      try {
        return await read(AbortSignal.timeout(timeoutMs));
      } catch {
        return read(AbortSignal.timeout(timeoutMs));
      }
    });
}

class PMTilesSource implements VectorTileSource {
  readonly key: string;
  private readonly present = new Map<string, boolean>();
  private constructor(
    private readonly archive: PMTiles,
    private readonly name: string,
    readonly minZoom: number,
    readonly maxZoom: number,
    private readonly read: Reader,
    private readonly bounds: Bounds,
    private readonly remote: boolean,
  ) {
    this.key = `pmtiles:${name}`;
  }

  /**
   * Within the header's bounds, and (for a local archive) with a tile at the view's centre and
   * corners: an extract's bounds may span an ocean with data only around a few places.
   */
  async coverage(bounds: Bounds, zoom: number): Promise<Coverage> {
    const [w, s, e, n] = bounds;
    const centre: [number, number] = [(w + e) / 2, (s + n) / 2];
    if (!within([centre[0], centre[1], centre[0], centre[1]], this.bounds)) return 'none';
    const has = async ([lon, lat]: [number, number]) => {
      if (this.remote) return true;
      const z = Math.max(this.minZoom, Math.min(this.maxZoom, Math.floor(zoom)));
      const { x, y } = tileAt(lon, lat, z);
      const key = `${z}/${x}/${y}`;
      let present = this.present.get(key);
      if (present === undefined) {
        present = (await this.getTile(z, x, y)) !== undefined;
        // An archive never changes while it is open: each tile's presence is read once.
        if (this.present.size >= 50_000) this.present.clear();
        this.present.set(key, present);
      }
      return present;
    };
    if (!(await has(centre))) return 'none';
    if (!within(bounds, this.bounds)) return 'centre';
    for (const corner of [
      [w, s],
      [w, n],
      [e, s],
      [e, n],
    ] as Array<[number, number]>)
      if (!(await has(corner))) return 'centre';
    return 'full';
  }

  static async open(location: string, timeoutMs: number, cache?: DiskTileCache): Promise<PMTilesSource> {
    const remote = /^https?:\/\//.test(location);
    if (!remote && !fs.existsSync(location)) {
      throw new RenderError('tiles_unavailable', `map data source ${sourceName(location)} could not be read: there is no such file`);
    }
    const read: Reader = remote ? remoteReader(timeoutMs) : (run) => run(AbortSignal.timeout(timeoutMs));
    const fetched = remote ? new TimedFetchSource(location, timeoutMs) : undefined;
    // A local archive is on disk already. Its directories stay in PMTiles's own memory cache (100 entries).
    const archive = new PMTiles(fetched ? (cache ? new DiskCachedSource(fetched, cache) : fetched) : new LocalFileSource(location));
    try {
      const header = await read(() => archive.getHeader());
      if (header.tileType !== 1) throw new SourceProblem('it does not hold vector (MVT) tiles');
      const bounds: Bounds = [header.minLon, header.minLat, header.maxLon, header.maxLat];
      return new PMTilesSource(archive, location, header.minZoom, header.maxZoom, read, bounds, remote);
    } catch (error) {
      throw unavailable(location, error);
    }
  }

  async getTile(z: number, x: number, y: number): Promise<Uint8Array | undefined> {
    try {
      const tile = await this.read((signal) => this.archive.getZxy(z, x, y, signal));
      return tile ? new Uint8Array(tile.data) : undefined;
    } catch (error) {
      throw unavailable(this.name, error);
    }
  }
}

/** Tiles from a `{z}/{x}/{y}` URL template (directly, or as named by a TileJSON document). */
class TemplateSource implements VectorTileSource {
  readonly key: string;
  private readonly read: Reader;
  constructor(
    private readonly template: string,
    readonly minZoom: number,
    readonly maxZoom: number,
    timeoutMs: number,
    /** From TileJSON `bounds`; a bare template says nothing, so it covers the world. */
    private readonly bounds: Bounds = [-180, -90, 180, 90],
    private readonly cache?: DiskTileCache,
  ) {
    this.key = `template:${template}`;
    this.read = remoteReader(timeoutMs);
  }

  async coverage(bounds: Bounds): Promise<Coverage> {
    if (within(bounds, this.bounds)) return 'full';
    const [w, s, e, n] = bounds;
    return within([(w + e) / 2, (s + n) / 2, (w + e) / 2, (s + n) / 2], this.bounds) ? 'centre' : 'none';
  }

  async getTile(z: number, x: number, y: number): Promise<Uint8Array | undefined> {
    const url = this.template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
    // Servers may send gzipped MVT without saying so in Content-Encoding.
    const plain = (bytes: Uint8Array) => (bytes[0] === 0x1f && bytes[1] === 0x8b ? new Uint8Array(gunzipSync(bytes)) : bytes);
    // Kept as served (smaller on disk); a tile the source does not have is kept as no bytes.
    const cached = await this.cache?.get(`template|${url}`);
    if (cached) return cached.byteLength === 0 ? undefined : plain(cached);
    try {
      return await this.read(async (signal) => {
        const response = await fetch(url, { signal });
        if (response.status === 404 || response.status === 204) {
          await response.body?.cancel();
          await this.cache?.set(`template|${url}`, new Uint8Array(0));
          return undefined;
        }
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        await this.cache?.set(`template|${url}`, bytes);
        return plain(bytes);
      });
    } catch (error) {
      throw unavailable(this.template, error);
    }
  }
}

async function openTileJson(url: string, timeoutMs: number, cache?: DiskTileCache): Promise<VectorTileSource> {
  let document: { tiles?: string[]; minzoom?: number; maxzoom?: number; bounds?: unknown };
  try {
    const response = await remoteReader(timeoutMs)((signal) => fetch(url, { signal }));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    document = (await response.json()) as typeof document;
  } catch (error) {
    throw unavailable(url, error);
  }
  const template = document.tiles?.[0];
  if (!template) throw unavailable(url, new SourceProblem('its TileJSON document lists no tiles'));
  // URL() would percent-encode the {z}/{x}/{y} placeholders of a relative template; put them back.
  const absolute = /^https?:\/\//.test(template) ? template : new URL(template, url).toString().replace(/%7B([xyz])%7D/gi, '{$1}');
  const bounds =
    Array.isArray(document.bounds) && document.bounds.length === 4 && document.bounds.every((v) => typeof v === 'number')
      ? (document.bounds as Bounds)
      : undefined;
  return new TemplateSource(absolute, document.minzoom ?? 0, document.maxzoom ?? 14, timeoutMs, bounds, cache);
}

/**
 * Opens TILES_URL: a `.pmtiles` path or URL, a `{z}/{x}/{y}` template, or a TileJSON URL.
 * Throws RenderError('tiles_unavailable') when it cannot be read. A remote source's raw bytes are kept
 * in `cache` when one is given (the TileJSON document is not: its tile URLs may change).
 */
export async function openTileSource(location: string, timeoutMs = REMOTE_TIMEOUT_MS, cache?: DiskTileCache): Promise<VectorTileSource> {
  if (location.includes('{z}')) return new TemplateSource(location, 0, 14, timeoutMs, undefined, cache);
  if (/\.pmtiles(\?.*)?$/i.test(location) || !/^https?:\/\//.test(location)) return PMTilesSource.open(location, timeoutMs, cache);
  return openTileJson(location, timeoutMs, cache);
}
