import type { ElevationGrid } from './hillshade';

/**
 * Contour lines by marching squares over a grid (cell corners are samples, as `gdal_contour` reads a
 * raster): the lines of each level joined end to end across every cell, so a line crosses tile edges
 * and grid rows without a break. Coordinates are in grid cells: (c, r) is sample (c, r)'s centre.
 * Checked against gdal_contour in contours.test.ts.
 */

export interface ContourLine {
  level: number;
  /** x, y pairs; a closed ring repeats its first point at the end. */
  points: Array<[number, number]>;
  closed: boolean;
}

/** The levels, multiples of `interval`, between the grid's lowest and highest sample. */
export function contourLevels(grid: ElevationGrid, interval: number): number[] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const h of grid.heights) {
    if (Number.isNaN(h)) continue;
    if (h < min) min = h;
    if (h > max) max = h;
  }
  if (!(max >= min)) return [];
  const levels: number[] = [];
  for (let k = Math.ceil(min / interval); k * interval <= max; k++) levels.push(k * interval);
  return levels;
}

/**
 * Every contour of `levels`. A sample exactly on a level counts as above it (GDAL nudges such values
 * the same way), so a line never runs through a sample and never doubles back.
 */
export function contours(grid: ElevationGrid, levels: readonly number[]): ContourLine[] {
  const { width, height, heights } = grid;
  const sorted = [...levels].sort((a, b) => a - b);
  // Per level: segment ends keyed by the grid edge they lie on (joined into lines below).
  const segments = new Map<number, Array<[number, number]>>();
  const point = new Map<number, [number, number]>();
  // Edge ids: horizontal edge from (c, r) to (c + 1, r) is 2·(r·width + c); vertical to (c, r + 1) is that + 1.
  const hEdge = (c: number, r: number) => 2 * (r * width + c);
  const vEdge = (c: number, r: number) => 2 * (r * width + c) + 1;
  for (const level of sorted) segments.set(level, []);
  const crossing = (edge: number, x0: number, y0: number, v0: number, x1: number, y1: number, v1: number, level: number, key: number) => {
    if (!point.has(key)) {
      const t = (level - v0) / (v1 - v0);
      point.set(key, [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]);
    }
    return edge;
  };
  for (let r = 0; r < height - 1; r++) {
    for (let c = 0; c < width - 1; c++) {
      const tl = heights[r * width + c]!;
      const tr = heights[r * width + c + 1]!;
      const br = heights[(r + 1) * width + c + 1]!;
      const bl = heights[(r + 1) * width + c]!;
      if (Number.isNaN(tl) || Number.isNaN(tr) || Number.isNaN(br) || Number.isNaN(bl)) continue;
      const low = Math.min(tl, tr, br, bl);
      const high = Math.max(tl, tr, br, bl);
      // Only the levels this cell spans.
      const from = lowerBound(sorted, low);
      for (let li = from; li < sorted.length && sorted[li]! <= high; li++) {
        const level = sorted[li]!;
        const above = (v: number) => v >= level;
        const index = (above(tl) ? 8 : 0) | (above(tr) ? 4 : 0) | (above(br) ? 2 : 0) | (above(bl) ? 1 : 0);
        if (index === 0 || index === 15) continue;
        const base = (edge: number) => edge * 1_000_000 + li; // a crossing point per edge and level
        const top = () => crossing(base(hEdge(c, r)), c, r, tl, c + 1, r, tr, level, base(hEdge(c, r)));
        const bottom = () => crossing(base(hEdge(c, r + 1)), c, r + 1, bl, c + 1, r + 1, br, level, base(hEdge(c, r + 1)));
        const left = () => crossing(base(vEdge(c, r)), c, r, tl, c, r + 1, bl, level, base(vEdge(c, r)));
        const right = () => crossing(base(vEdge(c + 1, r)), c + 1, r, tr, c + 1, r + 1, br, level, base(vEdge(c + 1, r)));
        const list = segments.get(level)!;
        switch (index) {
          case 1:
          case 14:
            list.push([left(), bottom()]);
            break;
          case 2:
          case 13:
            list.push([bottom(), right()]);
            break;
          case 3:
          case 12:
            list.push([left(), right()]);
            break;
          case 4:
          case 11:
            list.push([top(), right()]);
            break;
          case 6:
          case 9:
            list.push([top(), bottom()]);
            break;
          case 7:
          case 8:
            list.push([left(), top()]);
            break;
          case 5:
          case 10: {
            // A saddle: the cell's mean decides which corners join.
            const centreAbove = (tl + tr + br + bl) / 4 >= level;
            if ((index === 5) === centreAbove) list.push([left(), top()], [bottom(), right()]);
            else list.push([left(), bottom()], [top(), right()]);
            break;
          }
        }
      }
    }
  }
  const lines: ContourLine[] = [];
  for (const [level, list] of segments) lines.push(...join(list, point, level));
  return lines;
}

function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Segments (pairs of crossing keys) joined into lines: each crossing is shared by at most two segments. */
function join(list: ReadonlyArray<[number, number]>, point: ReadonlyMap<number, [number, number]>, level: number): ContourLine[] {
  const byEnd = new Map<number, number[]>();
  list.forEach(([a, b], i) => {
    byEnd.set(a, [...(byEnd.get(a) ?? []), i]);
    byEnd.set(b, [...(byEnd.get(b) ?? []), i]);
  });
  const used = new Uint8Array(list.length);
  const next = (key: number, from: number): number | undefined => byEnd.get(key)?.find((i) => i !== from && !used[i]);
  const lines: ContourLine[] = [];
  for (let start = 0; start < list.length; start++) {
    if (used[start]) continue;
    used[start] = 1;
    const keys = [list[start]![0], list[start]![1]];
    // Forward from the second end, then backward from the first.
    for (const forward of [true, false]) {
      let segment = start;
      for (;;) {
        const end = forward ? keys.at(-1)! : keys[0]!;
        const following = next(end, segment);
        if (following === undefined) break;
        used[following] = 1;
        const [a, b] = list[following]!;
        const other = a === end ? b : a;
        if (forward) keys.push(other);
        else keys.unshift(other);
        segment = following;
      }
    }
    const closed = keys.length > 2 && keys[0] === keys.at(-1);
    lines.push({ level, closed, points: keys.map((key) => point.get(key)!) });
  }
  return lines;
}
