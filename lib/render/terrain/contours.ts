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
  // Per level: segments as pairs of crossing ids, a crossing being the grid edge it lies on: the
  // horizontal edge from sample (c, r) to (c + 1, r) is 2·(r·width + c), the vertical one to (c, r + 1) that + 1.
  const segments = sorted.map(() => [] as number[]);
  for (let r = 0; r < height - 1; r++) {
    for (let c = 0; c < width - 1; c++) {
      const tl = heights[r * width + c]!;
      const tr = heights[r * width + c + 1]!;
      const br = heights[(r + 1) * width + c + 1]!;
      const bl = heights[(r + 1) * width + c]!;
      if (Number.isNaN(tl) || Number.isNaN(tr) || Number.isNaN(br) || Number.isNaN(bl)) continue;
      const high = Math.max(tl, tr, br, bl);
      const top = 2 * (r * width + c);
      const bottom = 2 * ((r + 1) * width + c);
      const left = top + 1;
      const right = 2 * (r * width + c + 1) + 1;
      // Only the levels this cell spans.
      for (let li = lowerBound(sorted, Math.min(tl, tr, br, bl)); li < sorted.length && sorted[li]! <= high; li++) {
        const level = sorted[li]!;
        const index = (tl >= level ? 8 : 0) | (tr >= level ? 4 : 0) | (br >= level ? 2 : 0) | (bl >= level ? 1 : 0);
        const list = segments[li]!;
        switch (index) {
          case 1:
          case 14:
            list.push(left, bottom);
            break;
          case 2:
          case 13:
            list.push(bottom, right);
            break;
          case 3:
          case 12:
            list.push(left, right);
            break;
          case 4:
          case 11:
            list.push(top, right);
            break;
          case 6:
          case 9:
            list.push(top, bottom);
            break;
          case 7:
          case 8:
            list.push(left, top);
            break;
          case 5:
          case 10: {
            // A saddle: the cell's mean decides which corners join.
            const centreAbove = (tl + tr + br + bl) / 4 >= level;
            if ((index === 5) === centreAbove) list.push(left, top, bottom, right);
            else list.push(left, bottom, top, right);
            break;
          }
        }
      }
    }
  }
  /** Where a level crosses an edge, in grid cells. */
  const crossingPoint = (edge: number, level: number): [number, number] => {
    const sample = edge >> 1;
    const c = sample % width;
    const r = (sample - c) / width;
    const v0 = heights[sample]!;
    const v1 = heights[edge & 1 ? sample + width : sample + 1]!;
    const t = (level - v0) / (v1 - v0);
    return edge & 1 ? [c, r + t] : [c + t, r];
  };
  const lines: ContourLine[] = [];
  sorted.forEach((level, li) => {
    for (const keys of join(segments[li]!)) {
      lines.push({ level, closed: keys.length > 2 && keys[0] === keys.at(-1), points: keys.map((edge) => crossingPoint(edge, level)) });
    }
  });
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

/** Segments (flat pairs of crossing ids) joined into lines of crossing ids: each crossing is shared by at most two segments. */
function join(flat: readonly number[]): number[][] {
  const count = flat.length / 2;
  const first = new Map<number, number>();
  const second = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    for (const end of [flat[2 * i]!, flat[2 * i + 1]!]) {
      if (first.has(end)) second.set(end, i);
      else first.set(end, i);
    }
  }
  const used = new Uint8Array(count);
  const next = (end: number, from: number): number | undefined => {
    const a = first.get(end);
    const candidate = a === from ? second.get(end) : a;
    return candidate === undefined || used[candidate] ? undefined : candidate;
  };
  const lines: number[][] = [];
  for (let start = 0; start < count; start++) {
    if (used[start]) continue;
    used[start] = 1;
    const ahead = [flat[2 * start]!, flat[2 * start + 1]!];
    const behind: number[] = [];
    // Forward from the second end, then backward from the first (kept apart: no unshift on a long line).
    for (const forward of [true, false]) {
      let segment = start;
      let end = forward ? ahead[1]! : ahead[0]!;
      for (;;) {
        const following = next(end, segment);
        if (following === undefined) break;
        used[following] = 1;
        const a = flat[2 * following]!;
        end = a === end ? flat[2 * following + 1]! : a;
        (forward ? ahead : behind).push(end);
        segment = following;
      }
    }
    lines.push(behind.reverse().concat(ahead));
  }
  return lines;
}
