import { ringBox, segmentMeetsRing } from './divided';
import { cellKey, forCellsNear } from './segment-grid';

type Point = { x: number; y: number };

/** The grid's cell, in tile units (about 22 m at z14 in Copenhagen): a building spans a few. */
const CELL = 64;

/**
 * Whether a ring (a building's outline) is crossed by one of `lines` (the main roads as drawn) or holds a
 * piece of one. Buildings are drawn over the roads, so one mapped across a main road cut it in two on the
 * poster (a building across Christians Brygge at Knippelsbro, Copenhagen: the designer's review): the road
 * runs on and the building is left out, as one standing on a divided road's median is (./divided onMedian).
 */
export function roadsThrough(lines: ReadonlyArray<readonly Point[]>): (ring: readonly Point[]) => boolean {
  const cells = new Map<number, Array<[Point, Point]>>();
  for (const line of lines) {
    for (let k = 0; k < line.length - 1; k++) {
      const segment: [Point, Point] = [line[k]!, line[k + 1]!];
      forCellsNear(segment[0], segment[1], 0, CELL, (key) => {
        let list = cells.get(key);
        if (!list) cells.set(key, (list = []));
        list.push(segment);
      });
    }
  }
  return (ring) => {
    if (cells.size === 0 || ring.length < 3) return false;
    const [x0, y0, x1, y1] = ringBox(ring);
    for (let cx = Math.floor(x0 / CELL); cx <= Math.floor(x1 / CELL); cx++) {
      for (let cy = Math.floor(y0 / CELL); cy <= Math.floor(y1 / CELL); cy++) {
        for (const [a, b] of cells.get(cellKey(cx, cy)) ?? []) {
          if (Math.max(a.x, b.x) < x0 || Math.min(a.x, b.x) > x1 || Math.max(a.y, b.y) < y0 || Math.min(a.y, b.y) > y1) continue;
          if (segmentMeetsRing(a, b, ring)) return true;
        }
      }
    }
    return false;
  };
}
