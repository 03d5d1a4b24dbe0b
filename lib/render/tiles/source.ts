import fs from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import pLimit from 'p-limit';
import { FetchSource, PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { RenderError } from '../errors';

/** Where vector tiles (OpenMapTiles schema, MVT) come from. */
export interface VectorTileSource {
  /** Identifies the source in cache keys and messages. */
  readonly key: string;
  readonly minZoom: number;
  readonly maxZoom: number;
  /** The raw MVT bytes (decompressed), or undefined where the source has no tile. */
  getTile(z: number, x: number, y: number): Promise<Uint8Array | undefined>;
}

export const REMOTE_TIMEOUT_MS = 10_000;
const REMOTE_CONCURRENCY = 8;

function unavailable(source: string, error: unknown): RenderError {
  const reason = error instanceof Error ? error.message : String(error);
  return new RenderError('tiles_unavailable', `map data source ${source} could not be read: ${reason}`, { cause: error });
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
  private constructor(
    private readonly archive: PMTiles,
    private readonly name: string,
    readonly minZoom: number,
    readonly maxZoom: number,
    private readonly read: Reader,
  ) {
    this.key = `pmtiles:${name}`;
  }

  static async open(location: string, timeoutMs: number): Promise<PMTilesSource> {
    const remote = /^https?:\/\//.test(location);
    if (!remote && !fs.existsSync(location)) {
      throw new RenderError('tiles_unavailable', `map data source ${location} does not exist`);
    }
    const read: Reader = remote ? remoteReader(timeoutMs) : (run) => run(AbortSignal.timeout(timeoutMs));
    const archive = new PMTiles(remote ? new TimedFetchSource(location, timeoutMs) : new LocalFileSource(location));
    try {
      const header = await read(() => archive.getHeader());
      if (header.tileType !== 1) throw new Error('the archive does not hold vector (MVT) tiles');
      return new PMTilesSource(archive, location, header.minZoom, header.maxZoom, read);
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
  ) {
    this.key = `template:${template}`;
    this.read = remoteReader(timeoutMs);
  }

  async getTile(z: number, x: number, y: number): Promise<Uint8Array | undefined> {
    const url = this.template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
    try {
      return await this.read(async (signal) => {
        const response = await fetch(url, { signal });
        if (response.status === 404 || response.status === 204) return undefined;
        if (!response.ok) throw new Error(`HTTP ${response.status} for tile ${z}/${x}/${y}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        // Servers may send gzipped MVT without saying so in Content-Encoding.
        return bytes[0] === 0x1f && bytes[1] === 0x8b ? new Uint8Array(gunzipSync(bytes)) : bytes;
      });
    } catch (error) {
      throw unavailable(new URL(this.template.replace(/[{}]/g, '')).host, error);
    }
  }
}

async function openTileJson(url: string, timeoutMs: number): Promise<VectorTileSource> {
  let document: { tiles?: string[]; minzoom?: number; maxzoom?: number };
  try {
    const response = await remoteReader(timeoutMs)((signal) => fetch(url, { signal }));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    document = (await response.json()) as typeof document;
  } catch (error) {
    throw unavailable(url, error);
  }
  const template = document.tiles?.[0];
  if (!template) throw unavailable(url, new Error('the TileJSON document lists no tiles'));
  // URL() would percent-encode the {z}/{x}/{y} placeholders of a relative template; put them back.
  const absolute = /^https?:\/\//.test(template) ? template : new URL(template, url).toString().replace(/%7B([xyz])%7D/gi, '{$1}');
  return new TemplateSource(absolute, document.minzoom ?? 0, document.maxzoom ?? 14, timeoutMs);
}

/**
 * Opens TILES_URL: a `.pmtiles` path or URL, a `{z}/{x}/{y}` template, or a TileJSON URL.
 * Throws RenderError('tiles_unavailable') when it cannot be read.
 */
export async function openTileSource(location: string, timeoutMs = REMOTE_TIMEOUT_MS): Promise<VectorTileSource> {
  if (location.includes('{z}')) return new TemplateSource(location, 0, 14, timeoutMs);
  if (/\.pmtiles(\?.*)?$/i.test(location) || !/^https?:\/\//.test(location)) return PMTilesSource.open(location, timeoutMs);
  return openTileJson(location, timeoutMs);
}
