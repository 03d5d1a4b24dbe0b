import { describe, expect, it } from 'vitest';
import { worldToLonLat, type TileAddress } from '../geo';
import type { DecodedTile, RoutingWay } from '../tiles';
import { buildNetwork, followStreets, routeLeg, tilesUnder, type LonLat } from './index';

const Z = 14;
const EXTENT = 4096;
const TILE = { x: 8763, y: 5129 };

function way(cls: string, points: number[], extra: Partial<RoutingWay> = {}): RoutingWay {
  return { cls, subclass: '', oneway: 0, ramp: false, coords: Int16Array.from(points), ...extra };
}

/** A tile of the hand-built network at column `dx` right of TILE. */
function tile(ways: RoutingWay[], dx = 0): { address: TileAddress; tile: DecodedTile } {
  return { address: { z: Z, x: TILE.x + dx, y: TILE.y }, tile: { extent: EXTENT, layers: [], labels: [], ways, bytes: 0 } };
}

/** Tile units of TILE (u may pass 4096 into the next tile) as [lon, lat]. */
const at = (u: number, v: number): LonLat => worldToLonLat((TILE.x + u / EXTENT) * 512, (TILE.y + v / EXTENT) * 512, Z);
const units = (u: number, v: number): [number, number] => [TILE.x * EXTENT + u, TILE.y * EXTENT + v];

function networkOf(tiles: Array<{ address: TileAddress; tile: DecodedTile }>, profile: 'walk' | 'bike' | 'drive') {
  return buildNetwork(
    tiles.map(({ address, tile: t }) => ({ x: address.x, y: address.y, extent: t.extent, ways: t.ways })),
    profile,
  );
}

/** A street grid every 500 units, 0…4000 both ways, with a vertex at every crossing (as OSM joins streets). */
function grid(): RoutingWay[] {
  const ways: RoutingWay[] = [];
  const steps = Array.from({ length: 9 }, (_, k) => k * 500);
  for (const i of steps) {
    ways.push(
      way(
        'minor',
        steps.flatMap((j) => [i, j]),
      ),
    );
    ways.push(
      way(
        'minor',
        steps.flatMap((j) => [j, i]),
      ),
    );
  }
  return ways;
}

const onGridLine = ([x, y]: [number, number]) => {
  const u = x - TILE.x * EXTENT;
  const v = y - TILE.y * EXTENT;
  return Math.abs(u / 500 - Math.round(u / 500)) < 1e-6 || Math.abs(v / 500 - Math.round(v / 500)) < 1e-6;
};
const length = (points: Array<[number, number]>) => points.slice(1).reduce((sum, p, i) => sum + Math.hypot(p[0] - points[i]![0], p[1] - points[i]![1]), 0);

describe('routing on the streets of hand-built tiles', () => {
  it('walks the grid, not the diagonal: every point on a street, as long as the blocks make it', () => {
    const leg = routeLeg(networkOf([tile(grid())], 'walk'), units(500, 500), units(3500, 2500), 50);
    expect(leg.found).toBe(true);
    if (!leg.found) return;
    expect(leg.points.every(onGridLine)).toBe(true);
    expect(length(leg.points)).toBeCloseTo(3000 + 2000, 0);
    expect(length(leg.points)).toBeGreaterThan(Math.hypot(3000, 2000) * 1.2);
  });

  it('joins a road cut by a tile edge: the two pieces are one street', () => {
    // One street from u=1000 in TILE to u=3000 of the next tile, written by each tile into its buffer.
    const left = tile([way('secondary', [1000, 2000, 4160, 2000])]);
    const right = tile([way('secondary', [-64, 2000, 3000, 2000])], 1);
    const leg = routeLeg(networkOf([left, right], 'drive'), units(1200, 2000), units(EXTENT + 2500, 2000), 50);
    expect(leg.found).toBe(true);
    if (leg.found) expect(length(leg.points)).toBeCloseTo(EXTENT + 2500 - 1200, 0);
  });

  it('drives a one-way street only its way, and walks it both ways', () => {
    // A short one-way street west → east, and a long two-way detour to the north.
    const ways = [way('minor', [1000, 2000, 3000, 2000], { oneway: 1 }), way('minor', [1000, 2000, 1000, 1000, 3000, 1000, 3000, 2000])];
    const drive = networkOf([tile(ways)], 'drive');
    const east = routeLeg(drive, units(1000, 2000), units(3000, 2000), 50);
    const west = routeLeg(drive, units(3000, 2000), units(1000, 2000), 50);
    expect(east.found && length(east.points)).toBeCloseTo(2000, 0);
    expect(west.found && length(west.points)).toBeCloseTo(4000, 0);
    const walk = routeLeg(networkOf([tile(ways)], 'walk'), units(3000, 2000), units(1000, 2000), 50);
    expect(walk.found && length(walk.points)).toBeCloseTo(2000, 0);
  });

  it('keeps walkers off motorways and drivers off footways', () => {
    const ways = [way('motorway', [500, 2000, 3500, 2000]), way('path', [500, 2000, 500, 3000, 3500, 3000, 3500, 2000], { subclass: 'footway' })];
    const walked = routeLeg(networkOf([tile(ways)], 'walk'), units(500, 2000), units(3500, 2000), 50);
    const driven = routeLeg(networkOf([tile(ways)], 'drive'), units(500, 2000), units(3500, 2000), 50);
    expect(walked.found && length(walked.points)).toBeCloseTo(5000, 0);
    expect(driven.found && length(driven.points)).toBeCloseTo(3000, 0);
  });
});

describe('followStreets', () => {
  const loader = (tiles: Array<{ address: TileAddress; tile: DecodedTile }>, key: string) => ({
    key,
    maxZoom: Z,
    load: async (addresses: readonly TileAddress[]) =>
      addresses.map(
        (address) =>
          tiles.find((t) => t.address.x === address.x && t.address.y === address.y) ?? {
            address,
            tile: { extent: EXTENT, layers: [], labels: [], ways: [], bytes: 0 },
          },
      ),
  });

  it('visits the via points in order', async () => {
    const via = at(3500, 500);
    const route = await followStreets([at(500, 3500), via, at(3500, 3500)], 'walk', loader([tile(grid())], 'grid-a'));
    expect(route.warnings).toEqual([]);
    // The via point is on the line, between the start and the end: the route goes up to it and back down.
    const index = route.line.findIndex(([lon, lat]) => Math.abs(lon - via[0]) < 1e-9 && Math.abs(lat - via[1]) < 1e-9);
    expect(index).toBeGreaterThan(0);
    expect(index).toBeLessThan(route.line.length - 1);
    const northmost = Math.max(...route.line.map(([, lat]) => lat));
    expect(northmost).toBeCloseTo(via[1], 6);
  });

  it('draws a leg to a point far from any street straight, and says so', async () => {
    const sea = at(2000, -3000);
    const route = await followStreets([at(500, 500), at(3500, 3500), sea], 'walk', loader([tile(grid())], 'grid-b'));
    expect(route.warnings).toHaveLength(1);
    expect(route.warnings[0]).toMatch(/^route leg 2 \(.+ to .+\) is drawn straight: no street or path lies within 150 m of /);
    expect(route.line.at(-1)).toEqual(sea);
    expect(route.line.length).toBeGreaterThan(3);
  });
});

describe('routes whose ends are far apart', () => {
  it('asks only for tiles inside the world, however far the ends and their margin reach', () => {
    for (const [west, south, east, north] of [
      [-100.5, 30, 170.5, 45],
      [-200, -89, 200, 89],
      [7.4, -84.9, 7.5, 84.9],
    ] as const) {
      const tiles = tilesUnder(west, south, east, north, 14);
      expect(tiles.length).toBeGreaterThan(0);
      for (const { z, x, y } of tiles) {
        expect(x, `${z}/${x}/${y}`).toBeGreaterThanOrEqual(0);
        expect(y, `${z}/${x}/${y}`).toBeGreaterThanOrEqual(0);
        expect(Math.max(x, y), `${z}/${x}/${y}`).toBeLessThan(2 ** z);
      }
    }
  });

  it('draws the route straight, and says why, when the map data to route in cannot be read', async () => {
    const points: LonLat[] = [
      [-100, 40],
      [170, 60],
    ];
    const planned = await followStreets(points, 'walk', {
      key: 'unreadable',
      maxZoom: 14,
      load: () => Promise.reject(new Error('map data source city.pmtiles could not be read')),
    });
    expect(planned.line).toEqual(points);
    expect(planned.warnings).toEqual([
      'the route is drawn straight: the map data around its points could not be read to route along the streets (map data source city.pmtiles could not be read)',
    ]);
  });
});
