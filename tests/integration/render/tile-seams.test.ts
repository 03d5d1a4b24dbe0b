/**
 * Each tile merges the divided roads it holds (issue 39), its buffer included, and a pair cut off at the
 * buffer's edge merges differently from the same pair in the neighbouring tile. Drawn over each other the
 * two merges crossed in a knot of hooks and wedges (Rådhuspladsen, Copenhagen: Vesterbrogade meeting
 * H.C. Andersens Boulevard on the edge between z14 tiles 8763 and 8764). So a tile's roads are drawn
 * in its own square only, and the main roads that cross the shared edge meet there end to end.
 *
 * Read from the real tiles as the engine decodes them.
 */
import { describe, expect, it } from 'vitest';
import { decodeTile, openTileSource, type DecodedTile } from '@/lib/render/tiles';
import { linesOf, MAIN_ROAD } from '@/tests/support/tile-lines';
import { CITY } from '@/tests/support/engine';

/** The two z14 tiles either side of Rådhuspladsen (55.6757° N, 12.5688° E lies 82 units east of their shared edge). */
const [WEST, EAST, ROW] = [8763, 8764, 5128];

describe('divided roads across a tile edge (issue 39)', () => {
  it("draws each tile's roads in its own square, and the main roads crossing the edge meet there end to end", async () => {
    const source = await openTileSource(CITY);
    const decode = async (x: number) => decodeTile((await source.getTile(14, x, ROW))!, { z: 14, y: ROW }, source.schema);
    const [west, east] = [await decode(WEST), await decode(EAST)];
    for (const [name, tile] of [
      ['west', west],
      ['east', east],
    ] as const) {
      const roads = linesOf(tile, /^(road|link):/);
      expect(roads.length, name).toBeGreaterThan(50);
      const outside = roads.flat().filter((p) => p.x < 0 || p.y < 0 || p.x > tile.extent || p.y > tile.extent);
      expect(outside, `${name}: road points beyond the tile's square`).toEqual([]);
    }
    // Main-road ends on the shared edge, by their place along it: each tile's has the other's within 16 units
    // (5 m, a third of a main road's stroke on a z14 poster: the two merges may lie a few metres apart there).
    const edgeEnds = (tile: DecodedTile, x: number) =>
      linesOf(tile, MAIN_ROAD)
        .flatMap((line) => [line[0]!, line[line.length - 1]!])
        .filter((p) => p.x === x)
        .map((p) => p.y);
    const fromWest = edgeEnds(west, west.extent);
    const fromEast = edgeEnds(east, 0);
    expect(fromWest.length).toBeGreaterThan(3);
    const unmatched = (ends: number[], others: number[]) => ends.filter((y) => !others.some((o) => Math.abs(o - y) <= 16));
    expect(unmatched(fromWest, fromEast), 'west ends with nothing to meet in the east tile').toEqual([]);
    expect(unmatched(fromEast, fromWest), 'east ends with nothing to meet in the west tile').toEqual([]);
  });
});
