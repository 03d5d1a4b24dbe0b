import { ROAD_WIDTH, type RoadClass, widthGrowth } from '../openmaptiles';
import { distanceToSegment } from './divided';
import { type GridSegment, SegmentGrid } from './segment-grid';

/** A vertex in tile units. */
type Point = { x: number; y: number };

/**
 * Narrow merges (issue 39). A road that joins another at a shallow angle (a one-way primary out of a
 * tunnel into one running the same way, a one-way road along the side of a ring before it leaves it)
 * runs for tens of metres within a stroke's width of it as mapped: the two strokes overlap side by
 * side there, and where their centre lines are about a stroke apart the ink is two roads wide, however
 * the rest is drawn (Monaco z15: 1.96× the widest stroke at three such merges). A designer draws the
 * merge instead: the joining road runs as mapped until it comes within NARROW_STROKES strokes of the
 * other, then meets it at MERGE_ANGLE, and the stretch it ran beside the other is the other's stroke.
 * The ink there is one stroke and a short wedge.
 *
 * Only a road's end is moved, and only onto a road it already meets there (within TOUCH_M of its end):
 * a road crossing another, or one beside another without joining it, is drawn as mapped.
 */
const NARROW_STROKES = 1.5;
/** The angle a merging road meets the other at (a Y this open is under 1.6 strokes wide). */
const MERGE_ANGLE = Math.PI / 6;
/** A road's end this close to another line (metres) is on it. */
const TOUCH_M = 1;
/** The grid the lines are looked up by, in tile units: wider than any reach (a motorway's 1.5 strokes are ~35 units at zoom 14). */
const CELL = 64;

/** A road's stroke in tile units at the tile's own zoom (on a 1024 px reference poster): the width the merge is measured in. */
export function strokeUnits(kind: RoadClass, zoom: number, extent: number): number {
  // 512 px tiles: a tile of zoom z is 512 reference px across at poster zoom z.
  return (ROAD_WIDTH[kind] * widthGrowth(zoom) * extent) / 512;
}

/** A line of a road class to draw (`road` unset: not a main road's line, left as it is and not merged onto). */
export interface RoadLine {
  road?: RoadClass;
  line: Point[];
}

/**
 * The lines with each main road's ends that merge narrowly into another main road eased (see above).
 * `stroke`: a class's stroke in tile units (./strokeUnits); `unitM`: metres per tile unit. Pieces of one
 * road that meet end to end, and nothing else there, are joined first (drawn the same, round-joined
 * instead of round-capped): a stretch beside another road is often cut into pieces (a paired run, a way's
 * end), and only the whole of it shows whether it merges.
 */
export function easeNarrowMerges<T extends RoadLine>(input: readonly T[], stroke: (kind: RoadClass) => number, unitM: number): T[] {
  const lines = joinedPieces(input);
  const touch = TOUCH_M / unitM;
  // The main roads' segments by grid cell, each with the version of its line it belongs to (a line eased is
  // entered again, and its old segments no longer count).
  const grid = new SegmentGrid<{ line: number; version: number }>(CELL);
  const versions = lines.map(() => 0);
  const enter = (i: number) => grid.addLine(lines[i]!.line, touch, { line: i, version: versions[i]! });
  lines.forEach(({ road, line }, i) => {
    if (road && line.length >= 2) enter(i);
  });
  /** Calls `visit` with each current segment of a line in `of` within `spread` cells of p (a reach is well under a cell). */
  const eachNear = (p: Point, of: ReadonlySet<number>, spread: number, visit: (segment: GridSegment<{ line: number }>) => void) =>
    grid.near(p, spread, (segment) => {
      if (segment.version === versions[segment.line] && of.has(segment.line)) visit(segment);
    });
  const mainRoads = new Set(lines.flatMap(({ road }, i) => (road ? [i] : [])));
  // First the roads that run all their length beside the road they join (from a tunnel's portal, say), then the
  // rest: where two roads merge into a third, the one that joins is eased, not the one it runs on to.
  for (const whole of [true, false]) {
    for (const [i, entry] of lines.entries()) {
      if (!entry.road || entry.line.length < 2) continue;
      for (const atStart of [false, true]) {
        const own = atStart ? [...entry.line].reverse() : entry.line;
        const end = own[own.length - 1]!;
        // The main roads this end lies on, and how near the two strokes touch.
        const others = new Set<number>();
        let reach = 0;
        const road = entry.road;
        eachNear(end, mainRoads, 0, ({ line: j, a, b }) => {
          if (j === i || others.has(j) || distanceToSegment(end, a, b) > touch) return;
          others.add(j);
          reach = Math.max(reach, (NARROW_STROKES * (stroke(road) + stroke(lines[j]!.road!))) / 2);
        });
        if (others.size === 0) continue;
        const near = (p: Point) => {
          let nearest = Infinity;
          eachNear(p, others, 1, ({ a, b }) => {
            nearest = Math.min(nearest, distanceToSegment(p, a, b));
          });
          return nearest;
        };
        const onto = (p: Point) =>
          nearestOn(
            p,
            [...others].map((j) => lines[j]!.line),
          );
        const eased = easedEnd(own, near, onto, reach, whole, touch);
        if (!eased) continue;
        entry.line = atStart ? eased.reverse() : eased;
        versions[i]!++;
        enter(i);
      }
    }
  }
  return lines;
}

/**
 * `line` (its end on other roads, `near` its distance from them) with its last stretch within `reach` of them cut, and a straight join at
 * MERGE_ANGLE from where it comes within `reach` on to the others instead; undefined where the line comes
 * in steeply enough already. With `whole`, only a line that runs all its length within `reach` (its other
 * end off them), joined from that end; without, only one that comes from further.
 */
function easedEnd(
  line: readonly Point[],
  near: (p: Point) => number,
  nearestOnOthers: (p: Point) => Point,
  reach: number,
  whole: boolean,
  touch: number,
): Point[] | undefined {
  const joinFrom = (k: number, p: Point, off: number, along: number): Point[] | undefined => {
    // Steeper than the merge angle on average: drawn as mapped.
    if (along <= off / Math.sin(MERGE_ANGLE)) return undefined;
    const onto = nearestOnOthers(pointBack(line, along - off / Math.tan(MERGE_ANGLE)));
    return [...line.slice(0, k), rounded(p), rounded(onto)];
  };
  // A line further than `reach` from the others where it would have to be within it (at the merge angle's
  // run) comes in steeply: most ends on a road, at a junction.
  // Whole: its far end must lie within reach, off the others.
  const off = near(line[0]!);
  if (whole && (off > reach || off <= touch)) return undefined;
  const run = reach / Math.sin(MERGE_ANGLE);
  let length = 0;
  for (let k = line.length - 1; k > 0; k--) length += Math.hypot(line[k]!.x - line[k - 1]!.x, line[k]!.y - line[k - 1]!.y);
  if (length > run && near(pointBack(line, run)) > reach) return undefined;
  // Walk back from the end in short steps to where the line is first further than `reach` from the others.
  const step = reach / 8;
  let walked = 0;
  for (let k = line.length - 1; k > 0; k--) {
    const [b, a] = [line[k]!, line[k - 1]!];
    const length = Math.hypot(a.x - b.x, a.y - b.y);
    const count = Math.max(1, Math.ceil(length / step));
    for (let n = 1; n <= count; n++) {
      const t = n / count;
      const p = { x: b.x + (a.x - b.x) * t, y: b.y + (a.y - b.y) * t };
      if (near(p) <= reach) continue;
      return whole ? undefined : joinFrom(k, p, reach, walked + length * t);
    }
    walked += length;
  }
  return whole ? joinFrom(1, line[0]!, off, walked)?.slice(1) : undefined;
}

/** Main roads' lines of one class that meet end to end with no other main road's end there, joined into one. */
function joinedPieces<T extends RoadLine>(lines: readonly T[]): T[] {
  const key = (p: Point) => `${Math.round(p.x)},${Math.round(p.y)}`;
  const ends = new Map<string, Array<{ i: number; start: boolean }>>();
  lines.forEach(({ road, line }, i) => {
    if (!road || line.length < 2) return;
    for (const start of [true, false]) {
      const k = key(start ? line[0]! : line[line.length - 1]!);
      let list = ends.get(k);
      if (!list) ends.set(k, (list = []));
      list.push({ i, start });
    }
  });
  const linked = new Map<string, { i: number; start: boolean }>();
  for (const list of ends.values()) {
    if (list.length !== 2) continue;
    const [a, b] = [list[0]!, list[1]!];
    if (a.i === b.i || lines[a.i]!.road !== lines[b.i]!.road) continue;
    linked.set(`${a.i},${a.start}`, b);
    linked.set(`${b.i},${b.start}`, a);
  }
  const used = new Set<number>();
  const out: T[] = [];
  /** The chain from line i, entered at its start (`forward`) or its end. */
  const follow = (i: number, forward: boolean) => {
    used.add(i);
    const points = forward ? [...lines[i]!.line] : [...lines[i]!.line].reverse();
    let exit = { i, start: !forward };
    for (let next = linked.get(`${exit.i},${exit.start}`); next && !used.has(next.i); next = linked.get(`${exit.i},${exit.start}`)) {
      used.add(next.i);
      const line = lines[next.i]!.line;
      points.push(...(next.start ? line : [...line].reverse()).slice(1));
      exit = { i: next.i, start: !next.start };
    }
    out.push({ ...lines[i]!, line: points });
  };
  lines.forEach((entry, i) => {
    if (!entry.road || entry.line.length < 2) {
      out.push(entry);
      used.add(i);
    } else if (!linked.has(`${i},true`)) follow(i, true);
  });
  lines.forEach((_, i) => {
    if (!used.has(i) && !linked.has(`${i},false`)) follow(i, false);
  });
  // What is left runs round in a ring of pieces: each piece as it is.
  lines.forEach((entry, i) => {
    if (!used.has(i)) out.push(entry);
  });
  return out;
}

/** Tile coordinates are packed as integers. */
const rounded = (p: Point): Point => ({ x: Math.round(p.x), y: Math.round(p.y) });

/** The point `distance` back from the end of `line`, along it. */
function pointBack(line: readonly Point[], distance: number): Point {
  let left = distance;
  for (let k = line.length - 1; k > 0; k--) {
    const [b, a] = [line[k]!, line[k - 1]!];
    const length = Math.hypot(a.x - b.x, a.y - b.y);
    if (length >= left) {
      const t = length === 0 ? 0 : left / length;
      return { x: b.x + (a.x - b.x) * t, y: b.y + (a.y - b.y) * t };
    }
    left -= length;
  }
  return line[0]!;
}

/** The nearest point to p on any of `lines`. */
function nearestOn(p: Point, lines: readonly Point[][]): Point {
  let best = p;
  let bestDistance = Infinity;
  for (const line of lines) {
    for (let k = 0; k < line.length - 1; k++) {
      const q = footOn(p, line[k]!, line[k + 1]!);
      const distance = Math.hypot(q.x - p.x, q.y - p.y);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = q;
      }
    }
  }
  return best;
}

function footOn(p: Point, a: Point, b: Point): Point {
  const [ex, ey] = [b.x - a.x, b.y - a.y];
  const t = ex === 0 && ey === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / (ex * ex + ey * ey)));
  return { x: a.x + ex * t, y: a.y + ey * t };
}
