import { LRUCache } from 'lru-cache';
import { lonLatToWorld, metresPerPixel, TILE_SIZE, worldToLonLat, type TileAddress } from '../geo';
import type { DecodedTile } from '../tiles';
import type { RouteProfile } from './profile';
import { buildNetwork, routeLeg, type RoutingNetwork } from './router';

export { wayCost, type RouteProfile } from './profile';
export { parseTrack, TrackError, type Track } from './track';
export { buildNetwork, routeLeg, type RoutingNetwork, type TileWays, type Leg } from './router';

export type LonLat = [number, number];

/** At most this many tiles are read to route (6 × 6): a marathon is routed on coarser tiles, not all of z14. */
const MAX_ROUTE_TILES = 36;
/** A route point snaps to a street at most this far away; beyond it the leg is drawn straight. */
export const MAX_SNAP_METRES = 150;
/** Streets beyond the points' box, as a share of its size (and at least this many metres), so a detour can be found. */
const MARGIN_SHARE = 0.3;
const MIN_MARGIN_METRES = 400;

const networks = new LRUCache<string, RoutingNetwork>({ max: 8 });

export interface RouteTiles {
  /** Reads the tiles at these addresses from the poster's map source (cached by the engine). */
  load(addresses: readonly TileAddress[]): Promise<Array<{ address: TileAddress; tile: DecodedTile }>>;
  /** The source's deepest zoom: where its street network is complete. */
  maxZoom: number;
  /** Names the source, for the cache of networks. */
  key: string;
}

export interface PlannedRoute {
  /** The route as one line of [lon, lat] points, following the streets where it could. */
  line: LonLat[];
  /** Legs that could not follow the streets, said in words (drawn straight instead). */
  warnings: string[];
}

const describe = ([lon, lat]: LonLat) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

/** Web Mercator's edge: the latitude whose square world ends there. */
const MAX_MERCATOR_LAT = 85.05112878;

/**
 * The tiles at zoom z under a box of lon/lat, and the zoom at which they number at most MAX_ROUTE_TILES.
 * The box (points plus margin) is clamped to the world first: ends half a world apart, or near a pole,
 * must not ask a source for tiles that do not exist.
 */
export function tilesUnder(west: number, south: number, east: number, north: number, maxZoom: number): TileAddress[] {
  const clampLon = (lon: number) => Math.min(180, Math.max(-180, lon));
  const clampLat = (lat: number) => Math.min(MAX_MERCATOR_LAT, Math.max(-MAX_MERCATOR_LAT, lat));
  for (let z = maxZoom; z >= 0; z--) {
    const last = 2 ** z - 1;
    const tileOf = (v: number) => Math.min(last, Math.max(0, Math.floor(v / TILE_SIZE)));
    const [x0, y0] = lonLatToWorld(clampLon(west), clampLat(north), z).map(tileOf);
    const [x1, y1] = lonLatToWorld(clampLon(east), clampLat(south), z).map(tileOf);
    const count = (x1! - x0! + 1) * (y1! - y0! + 1);
    if (count <= MAX_ROUTE_TILES || z === 0) {
      const tiles: TileAddress[] = [];
      for (let x = x0!; x <= x1!; x++) for (let y = y0!; y <= y1!; y++) tiles.push({ z, x, y });
      return tiles;
    }
  }
  return [];
}

/**
 * The route through `points` (start, via points in order, end) along the streets a `profile` may
 * use, from the poster's own map data: shortest path per leg over a network built from the
 * street layer of the tiles under the route (`transportation`, or Protomaps' `roads`: ../schema).
 * A leg with no street near its ends, or no path by street, is drawn straight and said in `warnings`.
 */
export async function followStreets(points: readonly LonLat[], profile: RouteProfile, tiles: RouteTiles): Promise<PlannedRoute> {
  const lons = points.map(([lon]) => lon);
  const lats = points.map(([, lat]) => lat);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const metresPerDegreeLat = 111_320;
  const metresPerDegreeLon = 111_320 * Math.cos((midLat * Math.PI) / 180);
  const marginLat = Math.max(MARGIN_SHARE * (Math.max(...lats) - Math.min(...lats)), MIN_MARGIN_METRES / metresPerDegreeLat);
  const marginLon = Math.max(MARGIN_SHARE * (Math.max(...lons) - Math.min(...lons)), MIN_MARGIN_METRES / metresPerDegreeLon);
  const addresses = tilesUnder(
    Math.min(...lons) - marginLon,
    Math.min(...lats) - marginLat,
    Math.max(...lons) + marginLon,
    Math.max(...lats) + marginLat,
    tiles.maxZoom,
  );
  const z = addresses[0]?.z ?? 0;

  const cacheKey = `${tiles.key}|${profile}|${addresses.map((a) => `${a.z}/${a.x}/${a.y}`).join(',')}`;
  let network = networks.get(cacheKey);
  let extent = network?.extent ?? 4096;
  if (!network) {
    let loaded: Awaited<ReturnType<RouteTiles['load']>>;
    try {
      loaded = await tiles.load(addresses);
    } catch (error) {
      // The poster's own map was read; only the wider box to route in was not: draw the route straight and say so.
      if ((error as { code?: string }).code === 'aborted') throw error;
      return {
        line: [...points],
        warnings: [`the route is drawn straight: the map data around its points could not be read to route along the streets (${(error as Error).message})`],
      };
    }
    extent = loaded.find(({ tile }) => tile.ways.length > 0)?.tile.extent ?? 4096;
    network = buildNetwork(
      loaded.map(({ address, tile }) => ({ x: address.x, y: address.y, extent: tile.extent, ways: tile.ways })),
      profile,
    );
    networks.set(cacheKey, network);
  }
  // Network units are tile units at zoom z: world px at z times extent / TILE_SIZE.
  const unitsPerPx = extent / TILE_SIZE;
  const toUnits = ([lon, lat]: LonLat): [number, number] => {
    const [x, y] = lonLatToWorld(lon, lat, z);
    return [x * unitsPerPx, y * unitsPerPx];
  };
  const toLonLat = ([x, y]: [number, number]): LonLat => worldToLonLat(x / unitsPerPx, y / unitsPerPx, z);
  const maxSnap = MAX_SNAP_METRES / (metresPerPixel(midLat, z) / unitsPerPx);

  const line: LonLat[] = [];
  const warnings: string[] = [];
  for (let leg = 0; leg + 1 < points.length; leg++) {
    const from = points[leg]!;
    const to = points[leg + 1]!;
    const found = routeLeg(network, toUnits(from), toUnits(to), maxSnap);
    // Via points are passed where the route meets the street, without a spike out to the point itself.
    const path = found.found ? found.points.slice(leg > 0 ? 1 : 0, leg + 2 < points.length ? -1 : undefined) : undefined;
    const legPoints = path ? path.map(toLonLat) : [from, to];
    if (!found.found) {
      const why =
        found.reason === 'no_path'
          ? `the map data has no ${profile === 'drive' ? 'road' : 'street or path'} between them`
          : `no ${profile === 'drive' ? 'road' : 'street or path'} lies within ${MAX_SNAP_METRES} m of ${found.reason === 'no_street_near_start' ? describe(from) : describe(to)}`;
      warnings.push(`route leg ${leg + 1} (${describe(from)} to ${describe(to)}) is drawn straight: ${why}`);
    }
    // Joined end to end: a leg starts where the last one ended.
    line.push(...(line.length > 0 ? legPoints.slice(1) : legPoints));
  }
  return { line, warnings };
}
