import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { fetchFailureReason, RenderError } from '../errors';
import { templateHost, tileUrl } from './template';

/** Tile servers ask for a User-Agent that names the application (OSM's tile usage policy does). */
export const RASTER_USER_AGENT = 'Atlasprint/1.0 (map poster renderer; raster tiles for print)';
export const RASTER_TIMEOUT_MS = 10_000;
export const RASTER_CONCURRENCY = 6;

/** No tile there (404/204): the page color shows. */
const MISSING = Buffer.alloc(0);

/**
 * Fetched tile bytes by URL, kept in memory across renders (bounded by their size), so a poster
 * drawn again or a neighbour's overlapping tiles are not fetched twice. Concurrent requests for
 * one URL share a single fetch.
 */
export class RasterTileCache {
  private readonly bytes: LRUCache<string, Buffer>;
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(maxBytes = 128 * 1024 * 1024) {
    this.bytes = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (value) => Math.max(1, value.length) });
  }

  /** The tile's bytes, or undefined when the server has no such tile. */
  async get(url: string, load: () => Promise<Buffer | undefined>): Promise<Buffer | undefined> {
    const cached = this.bytes.get(url);
    if (cached) return cached.length > 0 ? cached : undefined;
    let loading = this.pending.get(url);
    if (!loading) {
      loading = load()
        .then((value) => {
          const stored = value ?? MISSING;
          this.bytes.set(url, stored);
          return stored;
        })
        .finally(() => this.pending.delete(url));
      this.pending.set(url, loading);
    }
    const value = await loading;
    return value.length > 0 ? value : undefined;
  }
}

export const SHARED_RASTER_CACHE = new RasterTileCache();

export interface FetchTilesOptions {
  timeoutMs?: number;
  concurrency?: number;
  cache?: RasterTileCache;
}

async function fetchOnce(url: string, timeoutMs: number): Promise<Buffer | undefined> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'User-Agent': RASTER_USER_AGENT, Accept: 'image/png,image/jpeg,image/webp,image/*;q=0.8' },
  });
  if (response.status === 404 || response.status === 204) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Fetches tiles (z/x/y) from a template: a time limit on each fetch, `concurrency` at once, one
 * retry. The first tile that cannot be read fails the whole lot with tiles_unavailable, and tiles
 * still waiting are not fetched. Returns the bytes by "z/x/y"; undefined where the server has none.
 */
export async function fetchRasterTiles(
  template: string,
  tiles: ReadonlyArray<{ z: number; x: number; y: number }>,
  options: FetchTilesOptions = {},
): Promise<Map<string, Buffer | undefined>> {
  const timeoutMs = options.timeoutMs ?? RASTER_TIMEOUT_MS;
  const cache = options.cache ?? SHARED_RASTER_CACHE;
  const limit = pLimit(Math.max(1, options.concurrency ?? RASTER_CONCURRENCY));
  const unique = new Map(tiles.map((t) => [`${t.z}/${t.x}/${t.y}`, t]));
  let failed: RenderError | undefined;

  const results = await Promise.allSettled(
    [...unique].map(([key, { z, x, y }]) =>
      limit(async () => {
        if (failed) throw failed;
        const url = tileUrl(template, z, x, y);
        try {
          const bytes = await cache.get(url, async () => {
            try {
              return await fetchOnce(url, timeoutMs);
            } catch {
              return await fetchOnce(url, timeoutMs);
            }
          });
          return [key, bytes] as const;
        } catch (error) {
          failed ??= new RenderError(
            'tiles_unavailable',
            `map tiles from ${templateHost(template)} could not be read: ${fetchFailureReason(error, timeoutMs)} (tile ${z}/${x}/${y})`,
            { cause: error },
          );
          throw failed;
        }
      }),
    ),
  );
  if (failed) throw failed;
  return new Map(results.map((result) => (result as PromiseFulfilledResult<readonly [string, Buffer | undefined]>).value));
}
