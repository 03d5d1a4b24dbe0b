import { LRUCache } from 'lru-cache';
import { RenderError } from '../errors';
import {
  chooseTileSource,
  tileLocations,
  tileSourceFor,
  type ChooseOptions,
  type ChosenSource,
  type DiskTileCacheOptions,
  type MapView,
  type VectorTileSource,
} from '../tiles';
import { decodeDemTile, DEM_ENCODINGS, type DemEncoding, type DemTile } from './dem';
import type { ElevationGrid } from './hillshade';

/**
 * Elevation sources (ELEVATION_URL): like TILES_URL, comma-separated `.pmtiles` paths or URLs,
 * `{z}/{x}/{y}` templates or TileJSON URLs, each optionally prefixed with its encoding
 * (`terrain-rgb:https://…`; default terrarium). A poster uses the first that covers it.
 */

export interface ElevationLocation {
  location: string;
  encoding: DemEncoding;
}

export function elevationLocations(list: string): ElevationLocation[] {
  return tileLocations(list).map((entry) => {
    const prefix = DEM_ENCODINGS.find((encoding) => entry.startsWith(`${encoding}:`));
    return prefix ? { location: entry.slice(prefix.length + 1), encoding: prefix } : { location: entry, encoding: 'terrarium' };
  });
}

export interface ChosenElevation extends ChosenSource {
  encoding: DemEncoding;
}

/** The elevation source a poster is drawn from: chosen and refused as map data is (../tiles chooseFrom). */
export async function chooseElevationSource(
  list: string,
  view: MapView,
  timeoutMs: number | undefined,
  cache: DiskTileCacheOptions | undefined,
  options: ChooseOptions,
): Promise<ChosenElevation> {
  const locations = elevationLocations(list);
  const chosen = await chooseTileSource(
    locations.map((entry) => entry.location),
    view,
    timeoutMs,
    cache,
    { ...options, what: 'elevation data' },
    'image',
  );
  // The entry the source was opened from (each is opened once per thread, so the same object).
  let encoding: DemEncoding = 'terrarium';
  for (const entry of locations) {
    const source = await tileSourceFor(entry.location, timeoutMs, cache, 'image').catch(() => undefined);
    if (source === chosen.source) {
      encoding = entry.encoding;
      break;
    }
  }
  return { ...chosen, encoding };
}

/** Decoded elevation tiles kept across renders (a 512 px tile is 1 MiB of heights). */
const DECODED = new LRUCache<string, DemTile | 'none'>({
  maxSize: 128 * 1024 * 1024,
  sizeCalculation: (tile) => (tile === 'none' ? 1 : tile.heights.byteLength),
});

async function demTile(source: VectorTileSource, encoding: DemEncoding, z: number, x: number, y: number): Promise<DemTile | undefined> {
  const key = `${source.key}|${encoding}|${z}/${x}/${y}`;
  const cached = DECODED.get(key);
  if (cached) return cached === 'none' ? undefined : cached;
  const bytes = await source.getTile(z, x, y);
  let tile: DemTile | undefined;
  if (bytes) {
    try {
      tile = await decodeDemTile(bytes, encoding);
    } catch (error) {
      throw new RenderError('tiles_unavailable', `elevation source ${source.name} sent a tile that is not an elevation image: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  DECODED.set(key, tile ?? 'none');
  return tile;
}

/** Where each grid sample lies, in Web Mercator (the world 0…1 on both axes). */
export interface SamplePlan {
  width: number;
  height: number;
  /** The Mercator x and y of sample (i, j). */
  at(i: number, j: number): [number, number];
}

/**
 * Elevations at each sample of `plan`, read from the source's tiles at zoom `z` (stitched, so there is
 * no edge between tiles) with Catmull-Rom bicubic interpolation: its gradient is continuous, so a
 * hillshade of a grid finer than the data shows no facets. NaN where the source has no data.
 */
export async function sampleElevation(source: VectorTileSource, encoding: DemEncoding, z: number, plan: SamplePlan): Promise<ElevationGrid> {
  const n = 2 ** z;
  // The tiles under the plan's samples, with a margin of two pixels for the kernel.
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  const step = Math.max(1, Math.floor(Math.min(plan.width, plan.height) / 16));
  const corners: Array<[number, number]> = [];
  for (let j = 0; j < plan.height; j += step) corners.push([0, j], [plan.width - 1, j]);
  for (let i = 0; i < plan.width; i += step) corners.push([i, 0], [i, plan.height - 1]);
  corners.push([plan.width - 1, plan.height - 1]);
  for (const [i, j] of corners) {
    const [x, y] = plan.at(i, j);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const first = await firstTile(source, encoding, z, minX, minY);
  const size = first?.size ?? 256;
  const margin = 3 / (n * size);
  const x0 = Math.max(0, Math.floor((minX - margin) * n));
  const x1 = Math.min(n - 1, Math.floor((maxX + margin) * n));
  const y0 = Math.max(0, Math.floor((minY - margin) * n));
  const y1 = Math.min(n - 1, Math.floor((maxY + margin) * n));
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > 64) throw new RenderError('render_failed', `an elevation grid would need ${(x1 - x0 + 1) * (y1 - y0 + 1)} tiles`);
  const tiles = new Map<string, DemTile | undefined>();
  const reads: Array<Promise<void>> = [];
  for (let tx = x0; tx <= x1; tx++) {
    for (let ty = y0; ty <= y1; ty++) {
      reads.push(demTile(source, encoding, z, tx, ty).then((tile) => void tiles.set(`${tx}/${ty}`, tile)));
    }
  }
  await Promise.all(reads);
  // One mosaic of the tiles, so every sample reads its 4 × 4 neighbours without asking which tile.
  const mw = (x1 - x0 + 1) * size;
  const mh = (y1 - y0 + 1) * size;
  const mosaic = new Float32Array(mw * mh).fill(Number.NaN);
  for (const [key, tile] of tiles) {
    if (!tile) continue;
    if (tile.size !== size) throw new RenderError('tiles_unavailable', `elevation source ${source.name} mixes tile sizes (${tile.size} and ${size} px)`);
    const [tx, ty] = key.split('/').map(Number) as [number, number];
    for (let row = 0; row < size; row++) {
      mosaic.set(tile.heights.subarray(row * size, (row + 1) * size), ((ty - y0) * size + row) * mw + (tx - x0) * size);
    }
  }
  const heights = new Float32Array(plan.width * plan.height);
  const scale = n * size;
  for (let j = 0; j < plan.height; j++) {
    for (let i = 0; i < plan.width; i++) {
      const [x, y] = plan.at(i, j);
      heights[j * plan.width + i] = bicubic(mosaic, mw, mh, x * scale - x0 * size - 0.5, y * scale - y0 * size - 0.5);
    }
  }
  return { width: plan.width, height: plan.height, heights };
}

async function firstTile(source: VectorTileSource, encoding: DemEncoding, z: number, x: number, y: number): Promise<DemTile | undefined> {
  const n = 2 ** z;
  return demTile(source, encoding, z, Math.min(n - 1, Math.max(0, Math.floor(x * n))), Math.min(n - 1, Math.max(0, Math.floor(y * n))));
}

/**
 * The value at pixel-centre coordinates (fx, fy) of the mosaic by Catmull-Rom interpolation over the
 * 4 × 4 samples around it; edges clamped; NaN if any of them has no data.
 */
function bicubic(mosaic: Float32Array, width: number, height: number, fx: number, fy: number): number {
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  const tx = fx - ix;
  const ty = fy - iy;
  const tx2 = tx * tx;
  const tx3 = tx2 * tx;
  const ty2 = ty * ty;
  const ty3 = ty2 * ty;
  const wx0 = (-tx3 + 2 * tx2 - tx) / 2;
  const wx1 = (3 * tx3 - 5 * tx2 + 2) / 2;
  const wx2 = (-3 * tx3 + 4 * tx2 + tx) / 2;
  const wx3 = (tx3 - tx2) / 2;
  const c0 = Math.min(width - 1, Math.max(0, ix - 1));
  const c1 = Math.min(width - 1, Math.max(0, ix));
  const c2 = Math.min(width - 1, Math.max(0, ix + 1));
  const c3 = Math.min(width - 1, Math.max(0, ix + 2));
  const across = (r: number) => {
    const row = Math.min(height - 1, Math.max(0, r)) * width;
    return wx0 * mosaic[row + c0]! + wx1 * mosaic[row + c1]! + wx2 * mosaic[row + c2]! + wx3 * mosaic[row + c3]!;
  };
  return (
    ((-ty3 + 2 * ty2 - ty) / 2) * across(iy - 1) +
    ((3 * ty3 - 5 * ty2 + 2) / 2) * across(iy) +
    ((-3 * ty3 + 4 * ty2 + ty) / 2) * across(iy + 1) +
    ((ty3 - ty2) / 2) * across(iy + 2)
  );
}
