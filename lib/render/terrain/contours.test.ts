import { describe, expect, it } from 'vitest';
import { contourLevels, contours } from './contours';
import { gdalContours, RUN_GDAL_TESTS } from './gdal';
import { smoothContour } from './layer';
import { bundledGrid, pixelMetres } from './test-grid';

const BOX = { west: -84.4, south: 36.46, east: -84.09, north: 36.72 };

type Segment = [number, number, number, number];

/** Our lines' segments bucketed by grid cell, to find the nearest to a point quickly. */
function segmentIndex(lines: ReadonlyArray<ReadonlyArray<[number, number]>>): Map<string, Segment[]> {
  const index = new Map<string, Segment[]>();
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const [ax, ay] = line[i - 1]!;
      const [bx, by] = line[i]!;
      const key = `${Math.floor((ax + bx) / 2)}/${Math.floor((ay + by) / 2)}`;
      index.set(key, [...(index.get(key) ?? []), [ax, ay, bx, by]]);
    }
  }
  return index;
}

/** Distance from a point to the nearest segment within 3 cells (Infinity beyond). */
function nearest([px, py]: [number, number], index: Map<string, Segment[]>): number {
  let best = Number.POSITIVE_INFINITY;
  for (let dy = -3; dy <= 3; dy++) {
    for (let dx = -3; dx <= 3; dx++) {
      for (const [ax, ay, bx, by] of index.get(`${Math.floor(px) + dx}/${Math.floor(py) + dy}`) ?? []) {
        const ux = bx - ax;
        const uy = by - ay;
        const t = ux || uy ? Math.max(0, Math.min(1, ((px - ax) * ux + (py - ay) * uy) / (ux * ux + uy * uy))) : 0;
        best = Math.min(best, Math.hypot(px - (ax + t * ux), py - (ay + t * uy)));
      }
    }
  }
  return best;
}

describe.runIf(RUN_GDAL_TESTS)('contours against gdal_contour (the bundled Tennessee grid)', () => {
  it.each([50, 100])(
    'every gdal_contour vertex at interval %i m lies within a pixel of our line of the same level',
    async (interval) => {
      const grid = await bundledGrid(BOX);
      const res = pixelMetres(10, 512, 36.59);
      const reference = gdalContours(grid, res, interval);
      const ours = contours(grid, contourLevels(grid, interval));
      const levels = [...new Set(reference.map((line) => line.level))].sort((a, b) => a - b);
      expect(levels).toEqual([...new Set(ours.map((line) => line.level))].sort((a, b) => a - b));
      let vertices = 0;
      let within1 = 0;
      let within2 = 0;
      for (const level of levels) {
        const mine = segmentIndex(ours.filter((line) => line.level === level).map((line) => line.points));
        for (const line of reference.filter((l) => l.level === level)) {
          for (const point of line.points) {
            const distance = nearest(point, mine);
            vertices += 1;
            if (distance <= 1) within1 += 1;
            if (distance <= 2) within2 += 1;
          }
        }
      }
      expect(vertices).toBeGreaterThan(5_000);
      // Counted: all within 2 px, and all but a handful (saddles GDAL splits the other way) within 1 px.
      expect(within2).toBe(vertices);
      expect(within1 / vertices).toBeGreaterThan(0.999);
      // As many lines of each level as GDAL's, give or take the saddles it joins otherwise.
      expect(Math.abs(ours.length - reference.length)).toBeLessThanOrEqual(Math.ceil(reference.length * 0.02));
    },
    60_000,
  );
});

describe('contours', () => {
  it('closes a ring around a hill and leaves no loose ends inside the grid', () => {
    const width = 40;
    const heights = new Float32Array(width * width);
    for (let r = 0; r < width; r++) for (let c = 0; c < width; c++) heights[r * width + c] = 1000 - Math.hypot(c - 19.5, r - 19.5) * 20;
    const lines = contours({ width, height: width, heights }, [900, 800]);
    expect(lines.map((line) => [line.level, line.closed])).toEqual([
      [800, true],
      [900, true],
    ]);
    const ring = lines.find((line) => line.level === 900)!;
    for (const [x, y] of ring.points) expect(Math.hypot(x - 19.5, y - 19.5)).toBeCloseTo(5, 0);
  });
});

/** Whether segments ab and cd cross (touching ends aside). */
function cross(a: [number, number], b: [number, number], c: [number, number], d: [number, number]): boolean {
  const side = (p: [number, number], q: [number, number], r: [number, number]) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const [d1, d2, d3, d4] = [side(c, d, a), side(c, d, b), side(a, b, c), side(a, b, d)];
  return d1 * d2 < 0 && d3 * d4 < 0;
}

describe('smoothed contours', () => {
  it('never cross one another: the Tennessee grid at 10 m, drawn 2 px a sample as a poster draws it', async () => {
    const grid = await bundledGrid(BOX);
    const PX = 2;
    const lines = contours(grid, contourLevels(grid, 10)).map((line, id) => ({
      id,
      points: smoothContour(
        line.points.map(([c, r]): [number, number] => [(c + 0.5) * PX, (r + 0.5) * PX]),
        line.closed,
      ),
    }));
    expect(lines.length).toBeGreaterThan(1_000);
    // Segments bucketed by the cells they touch (cells of 4 px), so each is checked against its neighbours only.
    const CELL = 4;
    const cells = new Map<number, Array<{ id: number; a: [number, number]; b: [number, number] }>>();
    for (const { id, points } of lines) {
      for (let i = 1; i < points.length; i++) {
        const [a, b] = [points[i - 1]!, points[i]!];
        for (let x = Math.floor(Math.min(a[0], b[0]) / CELL); x <= Math.floor(Math.max(a[0], b[0]) / CELL); x++)
          for (let y = Math.floor(Math.min(a[1], b[1]) / CELL); y <= Math.floor(Math.max(a[1], b[1]) / CELL); y++) {
            const key = x * 100_000 + y;
            const list = cells.get(key) ?? [];
            list.push({ id, a, b });
            cells.set(key, list);
          }
      }
    }
    let crossings = 0;
    let pairs = 0;
    for (const list of cells.values())
      for (let i = 0; i < list.length; i++)
        for (let j = i + 1; j < list.length; j++) {
          const [p, q] = [list[i]!, list[j]!];
          if (p.id === q.id) continue;
          pairs += 1;
          if (cross(p.a, p.b, q.a, q.b)) crossings += 1;
        }
    expect(pairs).toBeGreaterThan(10_000);
    expect(crossings).toBe(0);
  }, 60_000);
});
