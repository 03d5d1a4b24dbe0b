/**
 * No main road ends in nothing (issue 39). On Monaco's z15 poster the boulevards running north out of
 * Monte-Carlo stopped in blunt stubs (the designer read them as roads ending at tunnel mouths). They are
 * not tunnels: z14 tile 8529/5973 holds no road tunnel at all, and everything in it (roads, paths,
 * buildings) stops along the French border: the bundled Monaco extract ends there, and the roads run on
 * into Beausoleil off the data. The engine draws such a dead end's last stretch as a tunnel is drawn
 * (dashed, thinner, faded into the page), so the road fades out instead of stopping short.
 *
 * Read from the real tile as the engine decodes it: every end of a main road's solid line inside the
 * tile's square meets another road, street, path or tunnel (within 8 m), and the three boulevards that
 * run into the border end in a faded tail there.
 */
import { describe, expect, it } from 'vitest';
import { decodeTile, openTileSource, type DecodedTile } from '@/lib/render/tiles';
import { PLACES } from '@/tests/support/engine';
import { linesOf, MAIN_ROAD, type Point } from '@/tests/support/tile-lines';

/** z14 tile 8529/5973 (Monaco's north and Beausoleil's edge): 0.43 m a unit. */
const TILE = { z: 14, x: 8529, y: 5973 };
const UNIT_M = 0.431;
const MEETS_M = 8;
/**
 * Where the primaries running north-west out of Monte-Carlo stop at the edge of the data (tile units):
 * the one by Boulevard de France, and the two west of it.
 */
const BORDER_ENDS: Point[] = [
  { x: 3863, y: 3234 },
  { x: 3784, y: 3532 },
  { x: 3748, y: 3587 },
];

function distanceToLine(p: Point, line: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0; i < line.length - 1; i++) {
    const [a, b] = [line[i]!, line[i + 1]!];
    const [ex, ey] = [b.x - a.x, b.y - a.y];
    const t = ex === 0 && ey === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / (ex * ex + ey * ey)));
    best = Math.min(best, Math.hypot(a.x + ex * t - p.x, a.y + ey * t - p.y));
  }
  return best;
}

let tile: DecodedTile;

describe('main roads at the edge of the data (Monaco, z14 tile 8529/5973)', () => {
  it('decodes the tile', async () => {
    const source = await openTileSource(PLACES);
    const bytes = await source.getTile(TILE.z, TILE.x, TILE.y);
    expect(bytes).toBeDefined();
    tile = decodeTile(bytes!, { z: TILE.z, y: TILE.y });
    expect(linesOf(tile, MAIN_ROAD).length).toBeGreaterThan(10);
  });

  it('ends no main road in nothing: each end inside the square meets another road, a path or a tunnel', () => {
    const roads = linesOf(tile, MAIN_ROAD);
    const key = (line: readonly Point[]) => line.map((p) => `${p.x},${p.y}`).join(' ');
    const others = linesOf(tile, /^(road|link|tunnel):/).map((line) => ({ line, key: key(line) }));
    const dead: string[] = [];
    roads.forEach((line) => {
      const own = key(line);
      for (const end of [line[0]!, line[line.length - 1]!]) {
        if (end.x <= 0 || end.y <= 0 || end.x >= tile.extent || end.y >= tile.extent) continue;
        const meets = others.some((other) => other.key !== own && distanceToLine(end, other.line) * UNIT_M <= MEETS_M);
        if (!meets) dead.push(`${end.x},${end.y}`);
      }
    });
    expect(dead).toEqual([]);
  });

  it('fades the boulevards into the border: a tunnel-style tail ends where the road did, its solid line stops well short', () => {
    const roads = linesOf(tile, MAIN_ROAD);
    const faded = linesOf(tile, /^tunnel:(motorway|trunk|primary|secondary|tertiary)$/);
    for (const end of BORDER_ENDS) {
      const tail = faded.find((line) => [line[0]!, line[line.length - 1]!].some((p) => Math.hypot(p.x - end.x, p.y - end.y) < 2));
      expect(tail, `a faded tail to ${end.x},${end.y}`).toBeDefined();
      // The solid road is nowhere near the border end: its last stretch fades (the shortest stub, 24 m from the road it leaves, whole).
      expect(Math.min(...roads.map((line) => distanceToLine(end, line))) * UNIT_M, `${end.x},${end.y}`).toBeGreaterThan(20);
    }
  });
});
