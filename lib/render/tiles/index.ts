import { LRUCache } from 'lru-cache';
import type { TileAddress } from '../geo';
import { decodeTile, type DecodedTile } from './decode';
import { RenderError } from '../errors';
import { diskTileCache, type DiskTileCacheOptions } from './disk-cache';
import { openTileSource, REMOTE_TIMEOUT_MS, type Bounds, type VectorTileSource } from './source';

export { openTileSource, REMOTE_TIMEOUT_MS, type Bounds, type Coverage, type VectorTileSource } from './source';
export { decodeTile, type DecodedTile, type PackedGeometry, type LabelFeature, type RoutingWay } from './decode';
export { classify, type DrawKind } from './classify';
export { DiskTileCache, diskTileCache, type DiskTileCacheOptions } from './disk-cache';

const EMPTY: DecodedTile = { extent: 4096, layers: [], labels: [], ways: [], bytes: 0 };

/**
 * Decoded tiles kept in memory across renders (bounded by an estimate of their size), and
 * concurrent requests for one tile share a single read and decode.
 */
export class TileStore {
  private readonly decoded: LRUCache<string, DecodedTile>;
  private readonly pending = new Map<string, Promise<DecodedTile>>();

  constructor(maxBytes = 256 * 1024 * 1024) {
    this.decoded = new LRUCache<string, DecodedTile>({ maxSize: maxBytes, sizeCalculation: (tile) => Math.max(1, tile.bytes) });
  }

  async get(source: VectorTileSource, tile: TileAddress): Promise<DecodedTile> {
    const key = `${source.key}/${tile.z}/${tile.x}/${tile.y}`;
    const cached = this.decoded.get(key);
    if (cached) return cached;
    let loading = this.pending.get(key);
    if (!loading) {
      loading = source
        .getTile(tile.z, tile.x, tile.y)
        .then((bytes) => (bytes ? decodeTile(bytes, tile) : EMPTY))
        .then((decoded) => {
          this.decoded.set(key, decoded);
          return decoded;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, loading);
    }
    return loading;
  }

  async getAll(source: VectorTileSource, tiles: readonly TileAddress[]): Promise<Array<{ address: TileAddress; tile: DecodedTile }>> {
    return Promise.all(tiles.map(async (address) => ({ address, tile: await this.get(source, address) })));
  }
}

const SOURCES = new Map<string, Promise<VectorTileSource>>();

/**
 * One open source per location per thread; a failed open is forgotten so the next call retries. A
 * remote source keeps its raw bytes in the disk cache `cache`, when one is given.
 */
export function tileSourceFor(location: string, timeoutMs = REMOTE_TIMEOUT_MS, cache?: DiskTileCacheOptions): Promise<VectorTileSource> {
  const key = `${timeoutMs}|${cache ? `${cache.maxBytes}|${cache.dir}` : ''}|${location}`;
  let opening = SOURCES.get(key);
  if (!opening) {
    opening = openTileSource(location, timeoutMs, cache && diskTileCache(cache));
    SOURCES.set(key, opening);
    opening.catch(() => SOURCES.delete(key));
  }
  return opening;
}

/** TILES_URL's entries: comma-separated, blanks ignored. */
export function tileLocations(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The first source of the list with map data for the whole view: the bundled archives answer for
 * their cities offline, a planet-wide source for the rest of the world. Failing that, the first with
 * data at the view's centre (a view at the edge of an extract). A source that cannot be opened (a
 * remote one while offline) is passed over; when none covers the view, tiles_unavailable says so,
 * naming the view.
 */
/** The source a poster is drawn from; `partial`: it has the view's centre but not all of it (nothing better was found). */
export interface ChosenSource {
  source: VectorTileSource;
  partial: boolean;
}

export async function chooseTileSource(
  locations: readonly string[],
  view: { bounds: Bounds; zoom: number; lat: number; lon: number },
  timeoutMs = REMOTE_TIMEOUT_MS,
  cache?: DiskTileCacheOptions,
): Promise<ChosenSource> {
  const unreadable: RenderError[] = [];
  let partial: ChosenSource | undefined;
  for (const location of locations) {
    try {
      const source = await tileSourceFor(location, timeoutMs, cache);
      const coverage = await source.coverage(view.bounds, view.zoom);
      if (coverage === 'full') return { source, partial: false };
      // A view at the edge of an extract: drawn from it if no later source has the whole view.
      if (coverage === 'centre') partial ??= { source, partial: true };
    } catch (error) {
      if (!(error instanceof RenderError)) throw error;
      unreadable.push(error);
    }
  }
  if (partial) return partial;
  // One source, and it could not be read: its own reason says it all.
  if (locations.length === 1 && unreadable.length === 1) throw unreadable[0]!;
  const place = `${view.lat.toFixed(4)}, ${view.lon.toFixed(4)} at zoom ${Math.round(view.zoom * 10) / 10}`;
  const why = unreadable.length > 0 ? `; ${unreadable.length} of the ${locations.length} configured sources could not be read (${unreadable[0]!.message})` : '';
  throw new RenderError('tiles_unavailable', `no map data source covers this view (${place})${why}`);
}
