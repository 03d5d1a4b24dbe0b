import fs from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import pLimit from 'p-limit';
import { EtagMismatch, FetchSource, PMTiles, type RangeResponse, type Source } from 'pmtiles';
import path from 'node:path';
import { fetchFailureReason, isUnreachable, RenderError } from '../errors';
import type { DiskTileCache } from './disk-cache';
import { recognisedAcrossCopies } from '@/lib/singleton';
import { declaredSchema, schemaOf, UnknownSchema, vectorLayerIds, type SchemaId, type TileSchema } from '../schema';

/** A lon/lat box: west, south, east, north (west > east: across the antimeridian). */
export type Bounds = [west: number, south: number, east: number, north: number];

/** Points spread evenly over a poster's frame (lon/lat; lon may run past ±180 across the antimeridian). */
export type FramePoints = ReadonlyArray<readonly [lon: number, lat: number]>;

/** What a source's tiles are: vector map data (MVT), or images (PNG, WebP, JPEG: elevation tiles). */
export type TileKind = 'vector' | 'image';

/** Where vector tiles (MVT, in one of the schemas of ./schema) come from; with kind 'image', elevation tiles (../terrain). */
export interface VectorTileSource {
  /** Identifies the source in cache keys and messages. */
  readonly key: string;
  /** The schema its tiles are in: by the layers it says it holds, else as its TILES_URL entry declares (./schema schemaOf). */
  readonly schema: TileSchema;
  /** The source as a customer may read it: a file's name or a host (sourceName). */
  readonly name: string;
  /** Where it has map data at most (an extract's box; the world for a bare template). */
  readonly bounds: Bounds;
  readonly minZoom: number;
  readonly maxZoom: number;
  /** The raw MVT (or image) bytes (decompressed), or undefined where the source has no tile. */
  getTile(z: number, x: number, y: number): Promise<Uint8Array | undefined>;
  /**
   * The share (0 to 1) of a poster's frame the source has map data for at `zoom`: the fraction of
   * `points` (spread evenly over the frame, so of its area in Web Mercator) it covers. What TILES_URL's
   * list is chosen by, and what refuses a poster the data would leave partly blank (./index).
   */
  coverage(points: FramePoints, zoom: number): Promise<number>;
}

/** A longitude in [-180, 180). */
const normalLon = (lon: number): number => ((((lon + 180) % 360) + 360) % 360) - 180;

/** Whether a point lies in a box, give or take a hair of floating point; boxes across the antimeridian included. */
export function inBounds(lon: number, lat: number, box: Bounds): boolean {
  const e = 1e-9;
  const [west, south, east, north] = box;
  if (lat < south - e || lat > north + e) return false;
  const x = normalLon(lon);
  if (west > east) return x >= west - e || x <= east + e;
  // A box given up to 180 (or from -180) holds the antimeridian's points too, whichever way they were written.
  return [x, x + 360, x - 360].some((candidate) => candidate >= west - e && candidate <= east + e);
}

/** The share of `points` for which `covered` says yes. */
async function shareOf(points: FramePoints, covered: (lon: number, lat: number) => boolean | Promise<boolean>): Promise<number> {
  if (points.length === 0) return 0;
  let inside = 0;
  for (const [lon, lat] of points) if (await covered(lon, lat)) inside += 1;
  return inside / points.length;
}

/** The tile zoom a source's presence is read at for a view at `zoom`: one deeper than the view, within the source's range; undefined below its range. */
function presenceZoom(zoom: number, minZoom: number, maxZoom: number): number | undefined {
  if (Math.floor(zoom) < minZoom) return undefined;
  return Math.max(minZoom, Math.min(maxZoom, Math.floor(zoom) + 1));
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
class SourceProblem extends Error {
  static {
    recognisedAcrossCopies(this, 'render.SourceProblem');
  }
}
/**
 * A source as a customer may read it: a remote one by its host, a file by its name (never a
 * server's directories).
 */
function sourceName(location: string): string {
  if (/^https?:\/\//.test(location)) return new URL(location.replace(/[{}]/g, '')).host;
  return path.basename(location);
}

function unavailable(location: string, error: unknown, timeoutMs = REMOTE_TIMEOUT_MS): RenderError {
  const problem = error instanceof SourceProblem || error instanceof UnknownSchema;
  const reason = problem ? error.message : fetchFailureReason(error, timeoutMs);
  // Nobody answered at all (offline, a wrong host, a server down): said apart, because retrying at once never helps.
  if (!problem && /^https?:\/\//.test(location) && isUnreachable(error)) {
    return new RenderError('source_unreachable', `map data source ${sourceName(location)} cannot be reached: ${reason}`, { cause: error });
  }
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
  readonly name: string;
  private readonly present = new Map<string, boolean>();
  private constructor(
    private readonly archive: PMTiles,
    private readonly location: string,
    readonly minZoom: number,
    readonly maxZoom: number,
    private readonly read: Reader,
    readonly bounds: Bounds,
    private readonly remote: boolean,
    readonly schema: TileSchema,
    declared: SchemaId | undefined,
  ) {
    this.key = `pmtiles:${location}${declared ? `#${declared}` : ''}`;
    this.name = sourceName(location);
  }

  /**
   * Within the header's bounds, and (for a local archive) where the archive has a tile: an extract's
   * bounds may span an ocean with data only around a few places. A remote archive is taken at its
   * bounds (reading its tiles to find out would cost a round trip each).
   */
  async coverage(points: FramePoints, zoom: number): Promise<number> {
    const z = presenceZoom(zoom, this.minZoom, this.maxZoom);
    if (z === undefined) return 0;
    return shareOf(points, async (lon, lat) => {
      if (!inBounds(lon, lat, this.bounds)) return false;
      if (this.remote) return true;
      const { x, y } = tileAt(normalLon(lon), lat, z);
      const key = `${z}/${x}/${y}`;
      let present = this.present.get(key);
      if (present === undefined) {
        present = (await this.getTile(z, x, y)) !== undefined;
        // An archive never changes while it is open: each tile's presence is read once.
        if (this.present.size >= 50_000) this.present.clear();
        this.present.set(key, present);
      }
      return present;
    });
  }

  static async open(location: string, timeoutMs: number, cache?: DiskTileCache, declared?: SchemaId, kind: TileKind = 'vector'): Promise<PMTilesSource> {
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
      if (kind === 'vector' && header.tileType !== 1) throw new SourceProblem('it does not hold vector (MVT) tiles');
      // PNG, JPEG, WebP.
      if (kind === 'image' && ![2, 3, 4].includes(header.tileType)) throw new SourceProblem('it does not hold image (PNG, JPEG or WebP) tiles');
      const bounds: Bounds = [header.minLon, header.minLat, header.maxLon, header.maxLat];
      // What the archive says it holds (planetiler, tilemaker and tippecanoe all write `vector_layers`); unreadable metadata says nothing.
      // Image tiles have no schema (their layers are pixels); the default is never consulted for them.
      if (kind === 'image') return new PMTilesSource(archive, location, header.minZoom, header.maxZoom, read, bounds, remote, schemaOf(undefined), declared);
      const metadata = await read(() => archive.getMetadata()).catch((error: unknown) => {
        if (error instanceof SyntaxError) return undefined;
        throw error;
      });
      const schema = schemaOf(vectorLayerIds(metadata), declared);
      return new PMTilesSource(archive, location, header.minZoom, header.maxZoom, read, bounds, remote, schema, declared);
    } catch (error) {
      throw unavailable(location, error);
    }
  }

  async getTile(z: number, x: number, y: number): Promise<Uint8Array | undefined> {
    try {
      const tile = await this.read((signal) => this.archive.getZxy(z, x, y, signal));
      return tile ? new Uint8Array(tile.data) : undefined;
    } catch (error) {
      throw unavailable(this.location, error);
    }
  }
}

/** Tiles from a `{z}/{x}/{y}` URL template (directly, or as named by a TileJSON document). */
class TemplateSource implements VectorTileSource {
  readonly key: string;
  readonly name: string;
  private readonly read: Reader;
  constructor(
    private readonly template: string,
    readonly minZoom: number,
    readonly maxZoom: number,
    timeoutMs: number,
    /** From TileJSON `bounds`; a bare template says nothing, so it covers the world. */
    readonly bounds: Bounds = [-180, -90, 180, 90],
    private readonly cache?: DiskTileCache,
    readonly schema: TileSchema = schemaOf(undefined),
  ) {
    this.key = `template:${template}${schema.id === 'openmaptiles' ? '' : `#${schema.id}`}`;
    this.name = sourceName(template);
    this.read = remoteReader(timeoutMs);
  }

  async coverage(points: FramePoints, zoom: number): Promise<number> {
    if (presenceZoom(zoom, this.minZoom, this.maxZoom) === undefined) return 0;
    return shareOf(points, (lon, lat) => inBounds(lon, lat, this.bounds));
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

async function openTileJson(url: string, timeoutMs: number, cache?: DiskTileCache, declared?: SchemaId): Promise<VectorTileSource> {
  let document: { tiles?: string[]; minzoom?: number; maxzoom?: number; bounds?: unknown; vector_layers?: unknown };
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
  let schema: TileSchema;
  try {
    schema = schemaOf(vectorLayerIds(document), declared);
  } catch (error) {
    throw unavailable(url, error);
  }
  return new TemplateSource(absolute, document.minzoom ?? 0, document.maxzoom ?? 14, timeoutMs, bounds, cache, schema);
}

/**
 * Opens an entry of TILES_URL: a `.pmtiles` path or URL, a `{z}/{x}/{y}` template, or a TileJSON URL,
 * with `#openmaptiles` or `#protomaps` after it for a source that does not say which schema it holds.
 * Throws RenderError('tiles_unavailable') when it cannot be read, or holds layers of neither schema.
 * A remote source's raw bytes are kept in `cache` when one is given (the TileJSON document is not: its
 * tile URLs may change).
 */
export async function openTileSource(
  entry: string,
  timeoutMs = REMOTE_TIMEOUT_MS,
  cache?: DiskTileCache,
  kind: TileKind = 'vector',
): Promise<VectorTileSource> {
  const { location, declared } = declaredSchema(entry);
  if (location.includes('{z}')) return new TemplateSource(location, 0, kind === 'image' ? 15 : 14, timeoutMs, undefined, cache, schemaOf(undefined, declared));
  if (/\.pmtiles(\?.*)?$/i.test(location) || !/^https?:\/\//.test(location)) return PMTilesSource.open(location, timeoutMs, cache, declared, kind);
  return openTileJson(location, timeoutMs, cache, declared);
}
