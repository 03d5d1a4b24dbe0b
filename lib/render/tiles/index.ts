import { LRUCache } from 'lru-cache';
import type { TileAddress } from '../geo';
import { decodeTile, type DecodedTile } from './decode';
import { openTileSource, REMOTE_TIMEOUT_MS, type VectorTileSource } from './source';

export { openTileSource, REMOTE_TIMEOUT_MS, type VectorTileSource } from './source';
export { decodeTile, type DecodedTile, type PackedGeometry, type LabelFeature } from './decode';
export { classify, type DrawKind, type RoadKind } from './classify';

const EMPTY: DecodedTile = { extent: 4096, layers: [], labels: [], bytes: 0 };

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
        .then((bytes) => (bytes ? decodeTile(bytes) : EMPTY))
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

/** One open source per location per process; a failed open is forgotten so the next call retries. */
export function tileSourceFor(location: string, timeoutMs = REMOTE_TIMEOUT_MS): Promise<VectorTileSource> {
  const key = `${timeoutMs}|${location}`;
  let opening = SOURCES.get(key);
  if (!opening) {
    opening = openTileSource(location, timeoutMs);
    SOURCES.set(key, opening);
    opening.catch(() => SOURCES.delete(key));
  }
  return opening;
}
