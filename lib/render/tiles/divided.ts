import type { RoadClass } from '../openmaptiles';

/** A vertex in tile units. */
type Point = { x: number; y: number };

/**
 * Divided roads (issue 26). A dual carriageway is two one-way lines a few metres apart, running
 * opposite ways; drawn as two strokes with the page between, it reads as railway track. The median
 * between them is found here, once per tile when it is decoded (cached with the tile, off the
 * render path), and drawn as a polygon in the road's colour under its strokes, so the pair reads
 * as one road.
 *
 * A point of one carriageway is paired with the nearest point of another one-way line of the same
 * class within the class's gap, running the other way (within 20°), across from it (the offset
 * roughly square to the road, not ahead or behind). Runs of three or more paired points become strips: one
 * polygon from a run of points and their partners. Not paired: a line with itself (a hairpin of
 * one way), tunnels (not passed in), two-way roads, one-way streets a block apart (past
 * the gap), and roundabouts (the midpoints of a circle's opposite sides do not move: a strip
 * needs its middle to travel with the road).
 */
export const DIVIDED_GAP_M: Readonly<Partial<Record<RoadClass, number>>> = { motorway: 25, trunk: 25, primary: 20, secondary: 18 };
/** Samples along each carriageway, in metres: short enough for a strip to follow a bend. */
const STEP_M = 8;
/** cos 160°: the two directions at least this opposed (roads that meet at a junction are further off). */
const OPPOSED = -Math.cos(Math.PI / 9);
/** A strip runs at least this many samples (16 m): shorter ones are the corners of junctions. */
const MIN_RUN = 3;
/** The offset to the partner no more than 60° off square to the road. */
const ACROSS = 0.5;

export interface Carriageway {
  kind: RoadClass;
  points: readonly Point[];
  /** 1: one-way in drawing order; -1: against it. */
  sense: 1 | -1;
}

/** Metres per tile unit at the tile's centre (Web Mercator), for a tile of zoom z, row y. */
export function metresPerUnit(z: number, y: number, extent: number): number {
  const lat = Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / 2 ** z)));
  return (40_075_016.686 * Math.cos(lat)) / (2 ** z * extent);
}

/** Median strips, as closed rings in tile units (one polygon each), by road kind. */
export function medianStrips(lines: readonly Carriageway[], unitM: number): Map<RoadClass, Point[][]> {
  const out = new Map<RoadClass, Point[][]>();
  const byKind = new Map<RoadClass, Carriageway[]>();
  for (const line of lines) {
    if (!DIVIDED_GAP_M[line.kind] || line.points.length < 2) continue;
    let list = byKind.get(line.kind);
    if (!list) byKind.set(line.kind, (list = []));
    list.push(line);
  }
  for (const [kind, group] of byKind) {
    if (group.length < 2) continue;
    const strips = stripsOf(group, DIVIDED_GAP_M[kind]! / unitM, Math.max(1, STEP_M / unitM));
    if (strips.length) out.set(kind, strips);
  }
  return out;
}

function stripsOf(lines: readonly Carriageway[], gap: number, step: number): Point[][] {
  // Segments by grid cell (a cell as wide as the gap: a partner is in the 3 × 3 cells around a point).
  const grid = new Map<number, number[]>();
  const key = (cx: number, cy: number) => (cx + 4096) * 8192 + (cy + 4096);
  for (let l = 0; l < lines.length; l++) {
    const points = lines[l]!.points;
    for (let s = 0; s < points.length - 1; s++) {
      const a = points[s]!;
      const b = points[s + 1]!;
      const [x0, x1] = [Math.floor(Math.min(a.x, b.x) / gap), Math.floor(Math.max(a.x, b.x) / gap)];
      const [y0, y1] = [Math.floor(Math.min(a.y, b.y) / gap), Math.floor(Math.max(a.y, b.y) / gap)];
      for (let cx = x0; cx <= x1; cx++) {
        for (let cy = y0; cy <= y1; cy++) {
          const k = key(cx, cy);
          let cell = grid.get(k);
          if (!cell) grid.set(k, (cell = []));
          cell.push(l, s);
        }
      }
    }
  }

  const strips: Point[][] = [];
  const seen = new Set<number>();
  for (let l = 0; l < lines.length; l++) {
    const { points, sense } = lines[l]!;
    let run: Array<{ p: Point; q: Point }> = [];
    const flush = () => {
      if (run.length >= MIN_RUN) strips.push([...run.map((m) => m.p), ...run.map((m) => m.q).reverse(), run[0]!.p]);
      run = [];
    };
    for (let s = 0; s < points.length - 1; s++) {
      const a = points[s]!;
      const b = points[s + 1]!;
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      if (length === 0) continue;
      const dx = ((b.x - a.x) / length) * sense;
      const dy = ((b.y - a.y) / length) * sense;
      const samples = Math.ceil(length / step);
      const last = s === points.length - 2;
      for (let i = 0; i < samples + (last ? 1 : 0); i++) {
        const t = i / samples;
        const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
        const q = partner(lines, grid, key, l, p, dx, dy, gap, seen);
        const previous = run[run.length - 1];
        if (!q) {
          flush();
          continue;
        }
        if (previous) {
          // The middle of the strip must travel with the road (a circle's, a roundabout's, stays put), and so
          // must the partner (one held at the end of a line is a junction's corner, not a carriageway)…
          const step = Math.hypot(p.x - previous.p.x, p.y - previous.p.y);
          const middle = Math.hypot((p.x + q.x - previous.p.x - previous.q.x) / 2, (p.y + q.y - previous.p.y - previous.q.y) / 2);
          const across = Math.hypot(q.x - previous.q.x, q.y - previous.q.y);
          // …and the partner steps along with it, not jumping from line to line.
          if (middle < 0.6 * step || across < 0.5 * step || across > 2 * step + 1) {
            flush();
            continue;
          }
        }
        run.push({ p, q });
      }
    }
    flush();
  }
  return strips;
}

/** The nearest point across from `p` on another one-way line of the group, running the other way, within `gap`. */
function partner(
  lines: readonly Carriageway[],
  grid: Map<number, number[]>,
  key: (cx: number, cy: number) => number,
  self: number,
  p: Point,
  dx: number,
  dy: number,
  gap: number,
  seen: Set<number>,
): Point | undefined {
  const cx = Math.floor(p.x / gap);
  const cy = Math.floor(p.y / gap);
  let best: Point | undefined;
  let bestDistance = gap;
  seen.clear();
  for (let i = -1; i <= 1; i++) {
    for (let j = -1; j <= 1; j++) {
      const cell = grid.get(key(cx + i, cy + j));
      if (!cell) continue;
      for (let k = 0; k < cell.length; k += 2) {
        const l = cell[k]!;
        if (l === self) continue;
        const s = cell[k + 1]!;
        const id = l * 65536 + s;
        if (seen.has(id)) continue;
        seen.add(id);
        const line = lines[l]!;
        const a = line.points[s]!;
        const b = line.points[s + 1]!;
        const ex = b.x - a.x;
        const ey = b.y - a.y;
        const length = Math.hypot(ex, ey);
        if (length === 0) continue;
        if (((dx * ex + dy * ey) / length) * line.sense > OPPOSED) continue;
        const t = Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / (length * length)));
        const qx = a.x + ex * t;
        const qy = a.y + ey * t;
        const distance = Math.hypot(qx - p.x, qy - p.y);
        if (distance >= bestDistance) continue;
        if (distance > 1 && Math.abs(((qx - p.x) * dx + (qy - p.y) * dy) / distance) > ACROSS) continue;
        best = { x: qx, y: qy };
        bestDistance = distance;
      }
    }
  }
  return best;
}
