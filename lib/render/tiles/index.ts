import { LRUCache } from 'lru-cache';
import type { TileAddress } from '../geo';
import { decodeTile, type DecodedTile } from './decode';
import { RenderError } from '../errors';
import { chooseFrom, type ChooseOptions, type ChosenSource, type MapView } from './coverage';
import { diskTileCache, type DiskTileCacheOptions } from './disk-cache';
import { openTileSource, REMOTE_TIMEOUT_MS, type TileKind, type VectorTileSource } from './source';
import { processSingleton } from '@/lib/singleton';

export { openTileSource, inBounds, REMOTE_TIMEOUT_MS, type Bounds, type FramePoints, type TileKind, type VectorTileSource } from './source';
export {
  MIN_MAP_COVERAGE,
  MAX_VIEW_ZOOM,
  FRAME_SAMPLES,
  frameOfView,
  frameOfBounds,
  framePoints,
  fillingZoom,
  shareAt,
  percent as coveredPercent,
  type ChooseOptions,
  type ChosenSource,
  type MapFrame,
  type MapView,
} from './coverage';
export { decodeTile, type DecodedTile, type PackedGeometry, type LabelFeature, type RoutingWay } from './decode';
export { classify, type DrawKind } from './classify';
export { insideRing } from './divided';
export { OPENMAPTILES, PROTOMAPS, SCHEMAS, schemaOf, declaredSchema, type SchemaId, type TileSchema } from '../schema';
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
        .then((bytes) => (bytes ? decodeTile(bytes, tile, source.schema) : EMPTY))
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

// Per process (per thread), not per module copy: Next.js loads this module once per bundle, and each
// copy would otherwise open the archives again and keep its own tiles.
const openSources = processSingleton('tileSources', () => new Map<string, Promise<VectorTileSource>>());

/**
 * How long a source nobody answered for (source_unreachable: offline, its host down) is taken to be
 * so without asking again: each poster and each place search meanwhile is told at once, rather than
 * after another DNS lookup or time limit; after this the next call tries it again.
 */
export const UNREACHABLE_RECHECK_MS = 30_000;

/**
 * One open source per location per thread; a failed open is forgotten so the next call retries (an
 * unreachable one after UNREACHABLE_RECHECK_MS). A remote source keeps its raw bytes in the disk
 * cache `cache`, when one is given.
 */
export function tileSourceFor(
  location: string,
  timeoutMs = REMOTE_TIMEOUT_MS,
  cache?: DiskTileCacheOptions,
  kind: TileKind = 'vector',
): Promise<VectorTileSource> {
  const key = `${kind}|${timeoutMs}|${cache ? `${cache.maxBytes}|${cache.dir}` : ''}|${location}`;
  const sources = openSources();
  let opening = sources.get(key);
  if (!opening) {
    opening = openTileSource(location, timeoutMs, cache && diskTileCache(cache), kind);
    sources.set(key, opening);
    const opened = opening;
    opening.catch((error: unknown) => {
      const unreachable = error instanceof RenderError && error.code === 'source_unreachable';
      const forget = () => {
        if (sources.get(key) === opened) sources.delete(key);
      };
      if (unreachable) setTimeout(forget, UNREACHABLE_RECHECK_MS).unref();
      else forget();
    });
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
 * The source of TILES_URL's list a poster is drawn from (./coverage chooseFrom says how): each
 * location opened once per thread.
 */
export function chooseTileSource(
  locations: readonly string[],
  view: MapView,
  timeoutMs = REMOTE_TIMEOUT_MS,
  cache?: DiskTileCacheOptions,
  options: ChooseOptions = {},
  kind: TileKind = 'vector',
): Promise<ChosenSource> {
  return chooseFrom(
    locations.map((location) => () => tileSourceFor(location, timeoutMs, cache, kind)),
    view,
    options,
  );
}
