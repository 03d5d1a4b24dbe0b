import type { RoadClass } from '../openmaptiles';

/** A vertex in tile units. */
type Point = { x: number; y: number };

/**
 * Divided roads (issues 26 and 39). A dual carriageway is two one-way lines a few metres apart,
 * running opposite ways; drawn as two strokes with the page between, it reads as railway track, and
 * filled between (issue 26) it read as a slab two to five times a road's width. So where the two can
 * be paired, each is replaced by the line half way between them, drawn as one road at its class's
 * width, and joined back to its own carriageway where the pair parts (a junction, a slip road), so
 * the road forks into its two carriageways there as it does on the ground. The pair is found here,
 * once per tile when it is decoded (cached with the tile, off the render path).
 *
 * A point of one carriageway is paired with the nearest point of another line of the same class
 * within the class's gap, parallel to it (within 20°: running the other way when both are one-way;
 * many carriageways are mapped without their oneway tag, as Copenhagen's boulevards are), across
 * from it (the offset roughly square to the road, not ahead or behind). Runs of three or more paired points are merged;
 * shorter ones are the corners of junctions. Not paired: a line with itself (a hairpin of one way),
 * tunnels (not passed in), one-way lines running the same way, streets a block apart (past the gap), and
 * roundabouts (the midpoints of a circle's opposite sides do not move: a centre line needs its middle
 * to travel with the road). Both carriageways of a pair yield the same centre line (each is the
 * midpoint of the pair seen from its side): drawn twice, it is the same ink.
 *
 * A side street that ended on a carriageway now would stop short of the centre line by half the
 * median: `snapToCentre` carries its end on to the centre line.
 */
export const DIVIDED_GAP_M: Readonly<Partial<Record<RoadClass, number>>> = { motorway: 25, trunk: 25, primary: 20, secondary: 24, tertiary: 55 };
/**
 * Carriageways mapped without their oneway tag (and a motorway's lanes running the same way) pair only
 * this close: two two-way roads further apart are as often the two legs of a hairpin (Monaco) as a
 * divided road. One-way lines running opposite ways pair up to DIVIDED_GAP_M (issue 39): Copenhagen's
 * H.C. Andersens Boulevard (tertiary in the tiles) is 16 m across its median, Broadway's secondary in
 * Baltimore 23 m and its tertiary stretch and O'Donnell Street 24-33 m, and 47-50 m round Broadway Square
 * at Fells Point (tertiaries pair up to 55 m: a town's one-way couplets of tertiaries are a block apart,
 * 80 m and more); below that they stayed two strokes that read as railway track, or with the short
 * crossings between them as boxes and ladders.
 * No median is filled, so a wider pair costs nothing but its centre line lying half the median off
 * each carriageway. Primaries stay at 20 m: Monaco's one-way primaries 20-25 m apart are two streets,
 * and paired where they converge they bent in kinks.
 */
const TWO_WAY_GAP_M: Readonly<Partial<Record<RoadClass, number>>> = { motorway: 12.5, trunk: 12.5, primary: 10, secondary: 9, tertiary: 7.5 };
/** Samples along each carriageway, in metres: short enough for a strip to follow a bend. */
const STEP_M = 8;
/** cos 160°: the two directions at least this opposed (roads that meet at a junction are further off). */
const OPPOSED = -Math.cos(Math.PI / 9);
/** A strip runs at least this many samples (16 m): shorter ones are the corners of junctions. */
const MIN_RUN = 3;
/**
 * One-way lines running the same way pair over at least this many samples (64 m): a street
 * running a few metres beside another for a short stretch (a slip lane, a fork) bent in and out of a
 * short centre line as an eye.
 */
const LONG_RUN = 8;
/**
 * The classes whose one-way lines running the same way pair at all: a motorway's or trunk road's
 * lanes split into parallel ways (toll, express, collector lanes). In town a one-way street beside a
 * boulevard's carriageway is a street of its own, and pairing it for a stretch bent it in as an eye.
 */
const LANES_PAIRED: ReadonlySet<RoadClass> = new Set(['motorway', 'trunk']);
/** The offset to the partner no more than 60° off square to the road. */
const ACROSS = 0.5;

export interface Carriageway {
  kind: RoadClass;
  points: readonly Point[];
  /** 1: one-way in drawing order; -1: against it; 0: both ways (a carriageway mapped without its oneway tag). */
  sense: 1 | -1 | 0;
}

/** Metres per tile unit at the tile's centre (Web Mercator), for a tile of zoom z, row y. */
export function metresPerUnit(z: number, y: number, extent: number): number {
  const lat = Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / 2 ** z)));
  return (40_075_016.686 * Math.cos(lat)) / (2 ** z * extent);
}

/** A carriageway's point at one sample, and the point half way to its partner when it has one in a run. */
interface Sample {
  p: Point;
  /** On a vertex of the line (or its end): kept when the line is drawn as it is. */
  vertex: boolean;
  centre?: Point;
  /** The line it is paired with. */
  partner?: number;
}

export interface MergedRoads {
  /** What to draw for the carriageways: their unpaired stretches and the pairs' centre lines, in tile units. */
  lines: Array<{ kind: RoadClass; points: Point[] }>;
  /** The end of another road line carried on to the centre line when it ends on a merged carriageway (else `undefined`). */
  snapToCentre(end: Point): Point | undefined;
  /**
   * Whether a building's outer ring stands on a median the centre line now runs across: crossed by a merged
   * or bridged stretch of centre line, and all within half the pair's gap of it. Buildings are drawn over the
   * roads, so such a one cut the road in two (Frihedsstøtten, on the island of Vesterbrogade's eye by the
   * Central Station: a 14 m plinth, a gap in the boulevard; the pavilions on Nørre Voldgade's median at
   * Nørreport, three more); on the poster that median is road now.
   */
  onMedian(ring: readonly Point[]): boolean;
  /**
   * Whether a line only crosses a merged pair's median: both its ends carried on to the centre line at
   * (nearly) one point, and no longer than ACROSS_MEDIAN gaps. Carried on, it would run out from the centre
   * line to where a carriageway was and back, a spur or a sliver of a triangle (the bit of Thames Street
   * between Broadway's carriageways at Fells Point, Baltimore; a cross street's piece between two
   * carriageways): it is left out.
   */
  acrossMedian(points: readonly Point[]): boolean;
}

/** The longest line across a median left out once the pair is merged, in the pair's gaps. */
const ACROSS_MEDIAN = 1.5;

/** The longest widening of a median bridged by the centre line (120 m), and how far from it a carriageway may lie, in gaps. */
const BRIDGE_SAMPLES = 15;
const BRIDGE_GAP = 1;

/** Samples over which a carriageway bends into the centre line where the pair parts. */
const TAPER = 3;

/** Merges each pair of carriageways into one centre line (see above); lines not paired come back as they are. */
export function mergeDivided(all: readonly Carriageway[], unitM: number, zoom = 14): MergedRoads {
  const step = Math.max(1, STEP_M / unitM);
  const { kept: lines, hubs } = collapseLoops(all, (LOOP_M * 2 ** Math.max(0, 14 - zoom)) / unitM);
  /** Where a line ending on a collapsed loop ends now: the loop's middle. */
  const hubOf = (end: Point): Point | undefined => hubs.get(`${Math.round(end.x)},${Math.round(end.y)}`);
  const out: MergedRoads['lines'] = [];
  /** Merged points, by grid cell of a sample step, for the ends of other lines. */
  const grid = new Map<number, Array<{ p: Point; centre: Point; line: number; gap: number }>>();
  const cellKey = (x: number, y: number) => (Math.floor(x / step) + 4096) * 8192 + (Math.floor(y / step) + 4096);
  /** Where a line ending on a merged carriageway (not `self`) ends now: on the centre line across from its end. */
  const snap = (end: Point, self = -1): Point | undefined => snapped(end, self)?.centre;
  const snapped = (end: Point, self = -1): { centre: Point; gap: number } | undefined => {
    const hub = hubOf(end);
    if (hub) return { centre: hub, gap: 0 };
    let best: { p: Point; centre: Point; gap: number } | undefined;
    let bestDistance = step;
    for (let i = -1; i <= 1; i++) {
      for (let j = -1; j <= 1; j++) {
        for (const m of grid.get(cellKey(end.x + i * step, end.y + j * step)) ?? []) {
          const distance = Math.hypot(m.p.x - end.x, m.p.y - end.y);
          if (m.line !== self && distance < bestDistance) {
            bestDistance = distance;
            best = m;
          }
        }
      }
    }
    // On to the centre line itself: moved across by the carriageway's offset instead, an end that lay on
    // the other carriageway overshot to a tick across the road.
    return best;
  };
  const acrossMedian = (points: readonly Point[], self = -1): boolean => {
    const [start, end] = [snapped(points[0]!, self), snapped(points[points.length - 1]!, self)];
    if (!start?.gap || !end?.gap || Math.hypot(start.centre.x - end.centre.x, start.centre.y - end.centre.y) > step) return false;
    let length = 0;
    for (let i = 1; i < points.length; i++) length += Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
    return length <= ACROSS_MEDIAN * Math.max(start.gap, end.gap);
  };

  const byKind = new Map<RoadClass, Carriageway[]>();
  for (const line of lines) {
    if (line.points.length < 2) continue;
    let list = byKind.get(line.kind);
    if (!list) byKind.set(line.kind, (list = []));
    list.push(line);
  }
  const pieces: Array<{ kind: RoadClass; part: DrawnPart; line: number }> = [];
  /** The merged stretches' segments by grid cell of a sample step, with their pair's gap, for `onMedian`. */
  const centres = new Map<number, CentreSegment[]>();
  let lineId = 0;
  const grouped: Array<{ kind: RoadClass; gap: number | undefined; samples: Sample[]; line: number }> = [];
  for (const [kind, ways] of byKind) {
    const gap = DIVIDED_GAP_M[kind];
    // Below zoom 14 the tiles join a pair's two ways into one line round its end, square as well as sharp
    // (./splitAtReversals); at 14 they are the ways as mapped, and a one-way hairpin is one road.
    const group = gap ? chained(ways, zoom < 14 ? gap / unitM : 0, gap / unitM) : ways;
    const sampled =
      group.length < 2 || !gap
        ? group.map((line) => line.points.map((p): Sample => ({ p, vertex: true })))
        : samplesOf(group, gap / unitM, (TWO_WAY_GAP_M[kind] ?? 0) / unitM, step, LANES_PAIRED.has(kind));
    for (const samples of sampled) {
      const line = lineId++;
      grouped.push({ kind, gap, samples, line });
      for (const s of samples) {
        if (!s.centre) continue;
        const k = cellKey(s.p.x, s.p.y);
        let cell = grid.get(k);
        if (!cell) grid.set(k, (cell = []));
        cell.push({ p: s.p, centre: s.centre, line, gap: (gap ?? 0) / unitM });
      }
    }
  }
  for (const { samples, line } of grouped) {
    runOnToJunction(samples, (end) => snap(end, line));
    runOnToJunction(samples.reverse(), (end) => snap(end, line));
    samples.reverse();
  }
  for (const { kind, gap, samples, line } of grouped) {
    for (const part of drawnParts(samples)) {
      pieces.push({ kind, part, line });
      if (part.centre && gap) addSegments(centres, part.points, gap / unitM, cellKey, CENTRE_CELLS * step);
    }
  }
  // A one-way line that ends on another pair (a slip road on a boulevard) is carried on to its centre line too.
  for (const { kind, part, line } of pieces) {
    const { points } = part;
    if (part.startsLine && part.endsLine && acrossMedian(points, line)) continue;
    const start = part.startsLine ? snap(points[0]!, line) : undefined;
    const end = part.endsLine ? snap(points[points.length - 1]!, line) : undefined;
    out.push({ kind, points: carriedOn(points, start, end) });
  }
  return {
    lines: out,
    snapToCentre: (end) => snap(end),
    acrossMedian: (points) => acrossMedian(points),
    onMedian: (ring) => onCentreMedian(centres, ring, cellKey, CENTRE_CELLS * step),
  };
}

/** The longest stretch (32 m) a carriageway runs on unpaired from its pair's centre line to the junction it ends at. */
const TAIL_SAMPLES = 4;

/**
 * A divided road that ends at a junction: its pair parts a few metres short of it (the carriageways
 * fan out into the turns), and the centre line bent back into each carriageway, which then ran on
 * and was carried on to the road it meets, so the road ended in a hook or a little triangle
 * (Vesterbrogade at Rådhuspladsen). Where a carriageway's last stretch after its pair's centre line
 * is at most TAIL_SAMPLES long and ends on another centre line or a collapsed loop (`junction`), the
 * centre line runs straight on into that point instead; `samples` in the line's drawing order, the end
 * looked at last.
 */
function runOnToJunction(samples: Sample[], junction: (end: Point) => Point | undefined): void {
  let last = samples.length - 1;
  while (last >= 0 && !samples[last]!.centre) last--;
  const tail = samples.length - 1 - last;
  if (last < 0 || tail === 0 || tail > TAIL_SAMPLES) return;
  const to = junction(samples[samples.length - 1]!.p);
  if (!to) return;
  const from = samples[last]!.centre!;
  for (let k = 1; k <= tail; k++) {
    samples[last + k]!.centre = { x: from.x + ((to.x - from.x) * k) / tail, y: from.y + ((to.y - from.y) * k) / tail };
    samples[last + k]!.partner = samples[last]!.partner;
  }
}

/** The centre-line segments are looked up by cells this many sample steps wide (32 m: a median is at most 35 m across). */
const CENTRE_CELLS = 4;

/** A segment of a merged stretch of centre line, and its pair's gap (tile units). */
interface CentreSegment {
  a: Point;
  b: Point;
  gap: number;
}

/** A line's segments put in each grid cell their box touches. */
function addSegments(grid: Map<number, CentreSegment[]>, points: readonly Point[], gap: number, cellKey: (x: number, y: number) => number, step: number): void {
  for (let i = 0; i < points.length - 1; i++) {
    const [a, b] = [points[i]!, points[i + 1]!];
    for (let x = Math.floor(Math.min(a.x, b.x) / step); x <= Math.floor(Math.max(a.x, b.x) / step); x++) {
      for (let y = Math.floor(Math.min(a.y, b.y) / step); y <= Math.floor(Math.max(a.y, b.y) / step); y++) {
        const k = cellKey((x + 0.5) * step, (y + 0.5) * step);
        let cell = grid.get(k);
        if (!cell) grid.set(k, (cell = []));
        cell.push({ a, b, gap });
      }
    }
  }
}

/**
 * Whether a ring is crossed by a pair's centre line (or holds a piece of it) and lies all on its median:
 * every vertex within half the pair's gap of the centre line.
 */
function onCentreMedian(grid: Map<number, CentreSegment[]>, ring: readonly Point[], cellKey: (x: number, y: number) => number, step: number): boolean {
  if (grid.size === 0 || ring.length < 3) return false;
  const [x0, y0, x1, y1] = ringBox(ring);
  const near = (x: number, y: number) => grid.get(cellKey((x + 0.5) * step, (y + 0.5) * step)) ?? [];
  /** Whether p lies within `reach` of a centre segment. */
  const within = (p: Point, reach: number) => {
    const r = Math.ceil(reach / step);
    const [cx, cy] = [Math.floor(p.x / step), Math.floor(p.y / step)];
    for (let x = cx - r; x <= cx + r; x++) {
      for (let y = cy - r; y <= cy + r; y++) if (near(x, y).some(({ a, b }) => distanceToSegment(p, a, b) <= reach)) return true;
    }
    return false;
  };
  for (let x = Math.floor(x0 / step); x <= Math.floor(x1 / step); x++) {
    for (let y = Math.floor(y0 / step); y <= Math.floor(y1 / step); y++) {
      for (const { a, b, gap } of near(x, y)) {
        if (Math.max(a.x, b.x) < x0 || Math.min(a.x, b.x) > x1 || Math.max(a.y, b.y) < y0 || Math.min(a.y, b.y) > y1) continue;
        if (segmentMeetsRing(a, b, ring)) return ring.every((p) => within(p, gap / 2));
      }
    }
  }
  return false;
}

/** The distance from p to the segment ab. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const [ex, ey] = [b.x - a.x, b.y - a.y];
  const t = ex === 0 && ey === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / (ex * ex + ey * ey)));
  return Math.hypot(a.x + ex * t - p.x, a.y + ey * t - p.y);
}

/** Whether p lies inside a closed ring (even-odd). */
export function insideRing(p: Point, ring: readonly Point[]): boolean {
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [a, b] = [ring[i]!, ring[j]!];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) within = !within;
  }
  return within;
}

type Box = [minX: number, minY: number, maxX: number, maxY: number];

/** `box` grown to hold `points`. */
function growBox(box: Box, points: readonly Point[]): Box {
  let [x0, y0, x1, y1] = box;
  for (const p of points) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return [x0, y0, x1, y1];
}

/** A ring's bounding box. */
export const ringBox = (ring: readonly Point[]): Box => growBox([Infinity, Infinity, -Infinity, -Infinity], ring);

/** Whether segment ab crosses a closed ring or lies (in part) inside it. */
export function segmentMeetsRing(a: Point, b: Point, ring: readonly Point[]): boolean {
  return insideRing(a, ring) || insideRing(b, ring) || ring.some((p, i) => i > 0 && segmentsCross(a, b, ring[i - 1]!, p));
}

/** Whether segments ab and cd cross. */
function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/** The list at `key` in `map`, made when there is none. */
function listAt<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** cos 135°: a one-way line turning back on itself sharper than this is split there. */
const REVERSAL = -Math.cos(Math.PI / 4);

/**
 * A one-way line that turns back on itself, split where it turns: tiles below zoom 14 join a dual
 * carriageway's two ways into one line that runs out along one and back along the other (Kalvebod
 * Brygge at z13), and a line is never paired with itself.
 */
function splitAtReversals(line: Carriageway, span: number): Carriageway[] {
  const pieces: Carriageway[] = [];
  const { points } = line;
  const cosine = (a: Point, b: Point, c: Point, d: Point) =>
    ((b.x - a.x) * (d.x - c.x) + (b.y - a.y) * (d.y - c.y)) / (Math.hypot(b.x - a.x, b.y - a.y) * Math.hypot(d.x - c.x, d.y - c.y) || 1);
  let from = 0;
  for (let i = 1; i < points.length - 1; i++) {
    // Turned back at one vertex, or over a few within `span` (a square end: O'Donnell Street in Baltimore's
    // z13 tiles runs out along one carriageway, 35 m across the end of its median square and back along the other).
    let length = 0;
    for (let j = i; j < points.length - 1 && length <= span; j++) {
      if (cosine(points[i - 1]!, points[i]!, points[j]!, points[j + 1]!) < REVERSAL) {
        pieces.push({ ...line, points: points.slice(from, i + 1) });
        from = i;
        i = j;
        break;
      }
      length += Math.hypot(points[j + 1]!.x - points[j]!.x, points[j + 1]!.y - points[j]!.y);
    }
  }
  pieces.push({ ...line, points: points.slice(from) });
  return pieces;
}

/** cos 60°: a way goes on straight into the next within this turn. */
const STRAIGHT_ON = 0.5;

/**
 * One-way lines joined end to start where the one goes on only into the other (a road mapped as several
 * ways, split at each side street): a pair is found along the whole carriageway, and a widening of its
 * median that spans a way or two (./bridgeWidenings) lies within one line. A carriageway that steps
 * sideways along a cross street, no further than `step` (the pair's gap), and goes on the way it came
 * is one line through the step as well, the step one-way or mapped without its oneway tag (South
 * Broadway at Fells Point, Baltimore: its carriageways part round Broadway Square at Aliceanna Street,
 * each stepping 4-20 m along it; taken as two roads each, the pair ended there and the square was
 * drawn as a box). `span`: ./splitAtReversals.
 */
function chained(lines: readonly Carriageway[], span: number, step: number): Carriageway[] {
  const key = (p: Point) => `${p.x},${p.y}`;
  const oriented = lines
    .flatMap((line) => (line.sense === 0 ? [line] : splitAtReversals(line, span)))
    .map((line) => (line.sense === -1 ? { ...line, points: [...line.points].reverse(), sense: 1 as const } : line));
  const starts = new Map<string, number[]>();
  const ends = new Map<string, number[]>();
  /** Ways mapped without their oneway tag, by each end. */
  const twoWayEnds = new Map<string, number[]>();
  oriented.forEach((line, i) => {
    const [first, last] = [key(line.points[0]!), key(line.points[line.points.length - 1]!)];
    if (line.sense !== 1) {
      listAt(twoWayEnds, first).push(i);
      listAt(twoWayEnds, last).push(i);
      return;
    }
    listAt(starts, first).push(i);
    listAt(ends, last).push(i);
  });
  const lengthOf = (points: readonly Point[]) => points.reduce((sum, p, k) => (k ? sum + Math.hypot(p.x - points[k - 1]!.x, p.y - points[k - 1]!.y) : 0), 0);
  /** Whether the road goes on straight from the end of `into` to the start of `from` (not round a turn: a U-turn would make the two carriageways one line, never paired). */
  const straightOn = (into: readonly Point[], from: readonly Point[]) => {
    const [a, b] = [into[into.length - 2]!, into[into.length - 1]!];
    const [c, d] = [from[0]!, from[1]!];
    return ((b.x - a.x) * (d.x - c.x) + (b.y - a.y) * (d.y - c.y)) / (Math.hypot(b.x - a.x, b.y - a.y) * Math.hypot(d.x - c.x, d.y - c.y)) > STRAIGHT_ON;
  };
  /** The one one-way line that starts at `at`, when it is the only one and one line (not itself) the only one into it. */
  const onlyOut = (at: string): number | undefined => {
    const out = starts.get(at);
    return out?.length === 1 && ends.get(at)?.length === 1 && ends.get(at)![0] !== out[0] ? out[0] : undefined;
  };
  const onlyIn = (at: string): number | undefined => {
    const into = ends.get(at);
    return into?.length === 1 && starts.get(at)?.length === 1 && starts.get(at)![0] !== into[0] ? into[0] : undefined;
  };
  const isStep = (points: readonly Point[]) => lengthOf(points) <= step;
  /** Where line i goes on: the next line, and the points of a two-way step between them (consumed). */
  const steps = new Map<number, { via: Point[]; way: number; next: number }>();
  const consumed = new Set<number>();
  oriented.forEach((line, i) => {
    if (line.sense !== 1 || step <= 0) return;
    const at = key(line.points[line.points.length - 1]!);
    if (starts.get(at)?.length || ends.get(at)?.length !== 1 || twoWayEnds.get(at)?.length !== 1) return;
    const way = twoWayEnds.get(at)![0]!;
    if (consumed.has(way) || !isStep(oriented[way]!.points)) return;
    const via = key(oriented[way]!.points[0]!) === at ? [...oriented[way]!.points] : [...oriented[way]!.points].reverse();
    const other = key(via[via.length - 1]!);
    // The step's other end starts one one-way line and ends none: the carriageway going on.
    const k = starts.get(other)?.length === 1 && !ends.get(other) ? starts.get(other)![0]! : undefined;
    if (k === undefined || k === i || twoWayEnds.get(other)?.length !== 1 || !straightOn(line.points, oriented[k]!.points)) return;
    steps.set(i, { via, way, next: k });
    consumed.add(way);
  });
  /** The one line that goes on from line i's end. */
  const next = (i: number): number | undefined => {
    const line = oriented[i]!;
    if (line.sense !== 1) return undefined;
    const stepped = steps.get(i);
    if (stepped) return stepped.next;
    const j = onlyOut(key(line.points[line.points.length - 1]!));
    if (j === undefined || j === i) return undefined;
    const after = oriented[j]!.points;
    if (straightOn(line.points, after)) return j;
    // A one-way step: j leads on to a line that goes on the way i came, or i is the step from one that did.
    if (isStep(after)) {
      const k = onlyOut(key(after[after.length - 1]!));
      if (k !== undefined && k !== i && k !== j && straightOn(line.points, oriented[k]!.points)) return j;
    }
    if (isStep(line.points)) {
      const h = onlyIn(key(line.points[0]!));
      if (h !== undefined && h !== i && h !== j && straightOn(oriented[h]!.points, after)) return j;
    }
    return undefined;
  };
  const hasPrevious = new Set<number>();
  oriented.forEach((_, i) => {
    const j = next(i);
    if (j !== undefined) hasPrevious.add(j);
  });
  const used = new Set<number>(consumed);
  const result: Carriageway[] = [];
  const follow = (first: number) => {
    const points = [...oriented[first]!.points];
    used.add(first);
    for (let i = first, j = next(i); j !== undefined && !used.has(j); i = j, j = next(j)) {
      used.add(j);
      const stepped = steps.get(i);
      if (stepped) points.push(...stepped.via.slice(1));
      points.push(...oriented[j]!.points.slice(1));
    }
    result.push({ ...oriented[first]!, points });
  };
  oriented.forEach((_, i) => {
    if (!hasPrevious.has(i) && !used.has(i)) follow(i);
  });
  // What is left is on rings (a roundabout of one-way pieces): each from any of its pieces.
  oriented.forEach((_, i) => {
    if (!used.has(i)) follow(i);
  });
  return result;
}

/**
 * The widest loop of ways (at zoom 14; twice as wide a zoom out) drawn as the junction it is
 * rather than as a ring. At poster scale a ring this small, with its entries, is a bead or a knot
 * (Monaco's turning loop west of the port: ten one-way primaries 5-10 px apart, ink 2.6 roads wide;
 * small roundabouts): the loop is left out and the roads that ended on it meet at its middle.
 */
const LOOP_M = 40;
/** The most ways a loop is made of. */
const LOOP_WAYS = 6;

/** The lines without the small loops (LOOP_M) of ways, and where each loop's nodes go: its middle. */
function collapseLoops(lines: readonly Carriageway[], span: number): { kept: Carriageway[]; hubs: Map<string, Point> } {
  const key = (p: Point) => `${Math.round(p.x)},${Math.round(p.y)}`;
  const hubs = new Map<string, Point>();
  // Each way as it may be driven: one-way ways their way, ways mapped without oneway (OpenMapTiles
  // leaves roundabouts so) both ways round.
  const edges: Array<{ line: number; points: readonly Point[] }> = [];
  lines.forEach((line, i) => {
    if (line.points.length < 2) return;
    if (line.sense !== -1) edges.push({ line: i, points: line.points });
    if (line.sense !== 1) edges.push({ line: i, points: [...line.points].reverse() });
  });
  const starts = new Map<string, number[]>();
  edges.forEach(({ points }, e) => {
    const k = key(points[0]!);
    listAt(starts, k).push(e);
  });
  const removed = new Set<number>();
  const small = (box: [number, number, number, number]) => Math.hypot(box[2] - box[0], box[3] - box[1]) <= span;
  /**
   * Whether a way goes on smoothly into the next, as round a loop or a roundabout; the four inner ways
   * of two divided roads crossing make a loop too, with a square corner at each node, and are left to pairing.
   */
  const smooth = (way: readonly Point[], next: readonly Point[]) => {
    const [a, b] = [way[way.length - 2]!, way[way.length - 1]!];
    const [c, d] = [next[0]!, next[1]!];
    return ((b.x - a.x) * (d.x - c.x) + (b.y - a.y) * (d.y - c.y)) / (Math.hypot(b.x - a.x, b.y - a.y) * Math.hypot(d.x - c.x, d.y - c.y) || 1) > STRAIGHT_ON;
  };
  /** A path of ways (edges) from the last one's end back to `home`, the whole within `span`, or undefined. */
  const search = (path: number[], box: [number, number, number, number], home: string): number[] | undefined => {
    const last = edges[path[path.length - 1]!]!.points;
    const at = key(last[last.length - 1]!);
    if (at === home) return path.length === 1 || smooth(last, edges[path[0]!]!.points) ? path : undefined;
    if (path.length >= LOOP_WAYS) return undefined;
    for (const next of starts.get(at) ?? []) {
      const { line, points } = edges[next]!;
      if (path.some((e) => edges[e]!.line === line) || removed.has(line) || !smooth(last, points)) continue;
      const grown = growBox(box, points);
      if (!small(grown)) continue;
      const found = search([...path, next], grown, home);
      if (found) return found;
    }
    return undefined;
  };
  edges.forEach(({ line, points }, e) => {
    if (removed.has(line)) return;
    const box = ringBox(points);
    if (!small(box)) return;
    const loop = search([e], box, key(points[0]!));
    if (!loop) return;
    const nodes = loop.flatMap((l) => edges[l]!.points);
    const middle = { x: nodes.reduce((sum, p) => sum + p.x, 0) / nodes.length, y: nodes.reduce((sum, p) => sum + p.y, 0) / nodes.length };
    for (const l of loop) {
      const way = edges[l]!.points;
      removed.add(edges[l]!.line);
      hubs.set(key(way[0]!), middle);
      hubs.set(key(way[way.length - 1]!), middle);
    }
  });
  const kept: Carriageway[] = [];
  lines.forEach((line, i) => {
    if (removed.has(i)) return;
    const [first, last] = [hubs.get(key(line.points[0]!)), hubs.get(key(line.points[line.points.length - 1]!))];
    kept.push(first || last ? { ...line, points: [...(first ? [first] : []), ...line.points, ...(last ? [last] : [])] } : line);
  });
  return { kept, hubs };
}

/**
 * A line with its ends carried on to `start` and `end` (centre lines, a loop's middle). Where the way
 * on turns back on the line's last stretch (the centre lies behind the end: a carriageway that ended
 * at the junction where the other pair starts), the end point is moved there instead: appended, the
 * line ran out and back as a hook, a knot of ink (H.C. Andersens Boulevard at Vesterbrogade).
 */
export function carriedOn(points: readonly Point[], start: Point | undefined, end: Point | undefined): Point[] {
  const line = [...points];
  const back = (to: Point, at: Point, before: Point | undefined) =>
    before !== undefined && (at.x - before.x) * (to.x - at.x) + (at.y - before.y) * (to.y - at.y) < 0;
  if (end) {
    if (line.length >= 2 && back(end, line[line.length - 1]!, line[line.length - 2])) line[line.length - 1] = end;
    else line.push(end);
  }
  if (start) {
    if (line.length >= 2 && back(start, line[0]!, line[1])) line[0] = start;
    else line.unshift(start);
  }
  return line;
}

interface DrawnPart {
  points: Point[];
  /** An unpaired stretch that starts (ends) where the carriageway does. */
  startsLine: boolean;
  endsLine: boolean;
  /** A merged run: the centre line (bent in to the carriageway at an open end). */
  centre: boolean;
}

/**
 * A carriageway as lines to draw: its stretches with no partner as they are, each merged run as the
 * centre line, bent in from the carriageway over TAPER samples where an unpaired stretch meets it.
 */
function drawnParts(samples: readonly Sample[]): DrawnPart[] {
  const parts: DrawnPart[] = [];
  let i = 0;
  while (i < samples.length) {
    if (!samples[i]!.centre) {
      // From the last point of the run before, where the centre line comes back to this carriageway.
      const piece: Point[] = i > 0 ? [samples[i - 1]!.p] : [];
      const startsLine = i === 0;
      while (i < samples.length && !samples[i]!.centre) {
        const s = samples[i]!;
        if (s.vertex || piece.length === 0) piece.push(s.p);
        i++;
      }
      // Up to the first point of the run that follows, where the centre line starts from this carriageway.
      const last = i < samples.length ? samples[i]!.p : samples[i - 1]!.p;
      if (piece[piece.length - 1] !== last) piece.push(last);
      if (piece.length >= 2) parts.push({ points: piece, startsLine, endsLine: i === samples.length, centre: false });
      continue;
    }
    const start = i;
    while (i < samples.length && samples[i]!.centre) i++;
    const run = samples.slice(start, i);
    const openStart = start > 0;
    const openEnd = i < samples.length;
    parts.push({
      points: run.map((s, k) => {
        const weight = Math.min(1, openStart ? k / TAPER : 1, openEnd ? (run.length - 1 - k) / TAPER : 1);
        return { x: s.p.x + (s.centre!.x - s.p.x) * weight, y: s.p.y + (s.centre!.y - s.p.y) * weight };
      }),
      startsLine: false,
      endsLine: false,
      centre: true,
    });
  }
  return parts;
}

/** Each line's samples, with the centre to its partner where a run of MIN_RUN or more is paired. */
function samplesOf(lines: readonly Carriageway[], gap: number, twoWayGap: number, step: number, lanes: boolean): Sample[][] {
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

  const all: Sample[][] = [];
  const seen = new Set<number>();
  /** The points of each line that another line's merged run paired with, and the centre found there. */
  const partners: Array<{ line: number; q: Point; centre: Point; from: number }> = [];
  for (let l = 0; l < lines.length; l++) {
    const { points, sense } = lines[l]!;
    const samples: Sample[] = [];
    let run: Array<{ sample: Sample; q: Partner }> = [];
    const flush = () => {
      if (run.length >= (run.some(({ q }) => q.sameWay) ? LONG_RUN : MIN_RUN)) {
        for (const { sample, q } of run) {
          sample.centre = { x: (sample.p.x + q.x) / 2, y: (sample.p.y + q.y) / 2 };
          sample.partner = q.line;
          partners.push({ line: q.line, q, centre: sample.centre, from: l });
        }
      }
      run = [];
    };
    for (let s = 0; s < points.length - 1; s++) {
      const a = points[s]!;
      const b = points[s + 1]!;
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      if (length === 0) continue;
      const dx = ((b.x - a.x) / length) * (sense || 1);
      const dy = ((b.y - a.y) / length) * (sense || 1);
      const count = Math.ceil(length / step);
      const last = s === points.length - 2;
      for (let i = 0; i < count + (last ? 1 : 0); i++) {
        const t = i / count;
        const sample: Sample = { p: i === 0 ? a : i === count ? b : { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, vertex: i === 0 || i === count };
        samples.push(sample);
        const p = sample.p;
        const q = partner(lines, grid, key, l, sense, p, dx, dy, gap, twoWayGap, seen, lanes);
        const previous = run[run.length - 1];
        if (!q) {
          flush();
          continue;
        }
        if (previous) {
          // The middle of the pair must travel with the road (a circle's, a roundabout's, stays put), and so
          // must the partner (one held at the end of a line is a junction's corner, not a carriageway)…
          const moved = Math.hypot(p.x - previous.sample.p.x, p.y - previous.sample.p.y);
          const middle = Math.hypot((p.x + q.x - previous.sample.p.x - previous.q.x) / 2, (p.y + q.y - previous.sample.p.y - previous.q.y) / 2);
          const across = Math.hypot(q.x - previous.q.x, q.y - previous.q.y);
          // …and the partner steps along with it, not jumping from line to line.
          if (middle < 0.6 * moved || across < 0.5 * moved || across > 2 * moved + 1) {
            flush();
            run.push({ sample, q });
            continue;
          }
        }
        run.push({ sample, q });
      }
    }
    flush();
    const end = points[points.length - 1]!;
    if (samples.length && samples[samples.length - 1]!.p !== end) samples.push({ p: end, vertex: true });
    all.push(samples);
  }
  thirdCarriageways(all, step);
  // A pair is merged on both sides or neither: where a run of one carriageway paired with a stretch of
  // the other that found no run of its own (its partner search stopped at a junction's corner, say),
  // that stretch takes the same centre, or its stroke would run beside the centre line as track.
  const near = new Map<number, Array<{ q: Point; centre: Point; from: number }>>();
  const cell = (line: number, x: number, y: number) => line * 1e8 + (Math.floor(x / step) + 4096) * 8192 + (Math.floor(y / step) + 4096);
  for (const { line, q, centre, from } of partners) {
    const k = cell(line, q.x, q.y);
    let list = near.get(k);
    if (!list) near.set(k, (list = []));
    list.push({ q, centre, from });
  }
  for (let l = 0; l < all.length; l++) {
    for (const sample of all[l]!) {
      if (sample.centre) continue;
      let bestDistance = step;
      for (let i = -1; i <= 1; i++) {
        for (let j = -1; j <= 1; j++) {
          for (const { q, centre, from } of near.get(cell(l, sample.p.x + i * step, sample.p.y + j * step)) ?? []) {
            const distance = Math.hypot(q.x - sample.p.x, q.y - sample.p.y);
            if (distance < bestDistance) {
              bestDistance = distance;
              sample.centre = { x: sample.p.x + centre.x - q.x, y: sample.p.y + centre.y - q.y };
              sample.partner = from;
            }
          }
        }
      }
    }
  }
  for (let l = 0; l < all.length; l++) joinTips(all[l]!, lines, l);
  for (const samples of all) bridgeWidenings(samples, gap);
  return all;
}

/**
 * Three carriageways side by side, two of them running the same way (a turning lane mapped as its own way
 * beside its road, as where H.C. Andersens Boulevard's north-bound lanes part for Vesterbrogade at
 * Rådhuspladsen): the middle one pairs with the opposite carriageway, and the outer one, whose nearest
 * opposite line is that same carriageway, paired with it too, so two centre lines a few metres apart ran
 * side by side as a band and parted in a hook. A pairing holds only both ways: where the partner's own
 * sample across is paired with a third line, this one takes that pair's centre line instead and is drawn
 * as part of the road it runs beside.
 */
function thirdCarriageways(all: Sample[][], step: number): void {
  const cell = (line: number, x: number, y: number) => line * 1e8 + (Math.floor(x / step) + 4096) * 8192 + (Math.floor(y / step) + 4096);
  const byCell = new Map<number, Sample[]>();
  all.forEach((samples, line) => {
    for (const sample of samples) {
      if (!sample.centre) continue;
      const k = cell(line, sample.p.x, sample.p.y);
      let list = byCell.get(k);
      if (!list) byCell.set(k, (list = []));
      list.push(sample);
    }
  });
  const moved: Array<{ sample: Sample; centre: Point }> = [];
  all.forEach((samples, line) => {
    for (const sample of samples) {
      const { centre, partner } = sample;
      if (!centre || partner === undefined || partner === line) continue;
      const q = { x: 2 * centre.x - sample.p.x, y: 2 * centre.y - sample.p.y };
      let across: Sample | undefined;
      let bestDistance = step;
      for (let i = -1; i <= 1; i++) {
        for (let j = -1; j <= 1; j++) {
          for (const other of byCell.get(cell(partner, q.x + i * step, q.y + j * step)) ?? []) {
            const distance = Math.hypot(other.p.x - q.x, other.p.y - q.y);
            if (distance < bestDistance) {
              bestDistance = distance;
              across = other;
            }
          }
        }
      }
      if (across?.centre && across.partner !== undefined && across.partner !== line && across.partner !== partner)
        moved.push({ sample, centre: across.centre });
    }
  });
  for (const { sample, centre } of moved) sample.centre = centre;
}

/** The most samples (32 m) a carriageway runs unpaired from a U-turn's tip before its pair's centre line starts. */
const TIP_SAMPLES = 4;

/**
 * A one-way road that turns back at its end (a U-turn at the end of a divided road: the primaries by
 * Boulevard du Général Leclerc above Monaco, a turning loop collapsed to its middle) is one carriageway
 * running on into the other, and the pair's
 * centre line must run on to the tip where they join. Left to pairing, the last few samples before the
 * tip find no partner across (the other carriageway lies ahead, round the turn), so the centre line bent
 * back into each carriageway there and the two strokes and the turn between them drew a teardrop, its
 * hole smaller than a stroke: a knot of ink two roads wide. So where a line starts (ends) at the end
 * (start) of the line its first (last) run is paired with, the samples from the tip to TAPER samples
 * into the run take the chord from the tip to the centre line there: both carriageways draw the
 * centre line into the tip, and nothing is left of the turn.
 */
function joinTips(samples: Sample[], lines: readonly Carriageway[], line: number): void {
  const points = lines[line]!.points;
  const same = (a: Point, b: Point) => Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1;
  const join = (order: Sample[], tip: Point, partnerEnd: (partner: readonly Point[]) => Point) => {
    const first = order.findIndex((s) => s.centre);
    if (first < 0 || first > TIP_SAMPLES) return;
    const partner = order[first]!.partner!;
    if (partner === line || !same(partnerEnd(lines[partner]!.points), tip)) return;
    let to = first;
    while (to < first + TAPER && order[to + 1]?.centre) to++;
    if (to === 0) return;
    const target = order[to]!.centre!;
    for (let k = 0; k < to; k++) {
      order[k]!.centre = { x: tip.x + ((target.x - tip.x) * k) / to, y: tip.y + ((target.y - tip.y) * k) / to };
      order[k]!.partner = partner;
    }
  };
  if (samples.length < 2) return;
  join(samples, points[0]!, (partner) => partner[partner.length - 1]!);
  join([...samples].reverse(), points[points.length - 1]!, (partner) => partner[0]!);
}

/**
 * Where a pair's median widens for a short stretch (a junction's turning lanes, a tram stop: Vesterbrogade
 * by the Central Station, 30 m across for 50 m), the two carriageways part and meet again: drawn as they
 * are between two stretches of centre line, they read as an eye (issue 39). A stretch of at most
 * BRIDGE_SAMPLES between two runs paired with the same line, never further than BRIDGE_GAP gaps from the
 * chord between the runs' ends, takes the centre along that chord instead; both carriageways draw the
 * same chord (their runs end at the same midpoints), and streets that end on it are carried on to it.
 */
function bridgeWidenings(samples: Sample[], gap: number): void {
  let i = 0;
  while (i < samples.length) {
    if (samples[i]!.centre) {
      i++;
      continue;
    }
    const start = i;
    while (i < samples.length && !samples[i]!.centre) i++;
    const before = samples[start - 1];
    const after = samples[i];
    if (!before?.centre || !after?.centre || before.partner !== after.partner || i - start > BRIDGE_SAMPLES) continue;
    const [a, b] = [before.centre, after.centre];
    const span = i - start + 1;
    const chord = samples.slice(start, i).map((_, k) => ({ x: a.x + ((b.x - a.x) * (k + 1)) / span, y: a.y + ((b.y - a.y) * (k + 1)) / span }));
    if (samples.slice(start, i).some((s, k) => Math.hypot(s.p.x - chord[k]!.x, s.p.y - chord[k]!.y) > BRIDGE_GAP * gap)) continue;
    samples.slice(start, i).forEach((s, k) => {
      s.centre = chord[k];
      s.partner = before.partner;
    });
  }
}

/** A point on another line of the group, and whether the two are one-way lines running the same way. */
type Partner = Point & { line: number; sameWay: boolean };

/** The nearest point across from `p` on another one-way line of the group, running the other way, within `gap`. */
function partner(
  lines: readonly Carriageway[],
  grid: Map<number, number[]>,
  key: (cx: number, cy: number) => number,
  self: number,
  sense: 1 | -1 | 0,
  p: Point,
  dx: number,
  dy: number,
  gap: number,
  twoWayGap: number,
  seen: Set<number>,
  lanes: boolean,
): Partner | undefined {
  const cx = Math.floor(p.x / gap);
  const cy = Math.floor(p.y / gap);
  let best: Partner | undefined;
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
        // Side by side, either way round; one-way lines running opposite ways are a divided road's two
        // carriageways. Others (a line without its oneway tag, or lanes running the same way) pair only
        // closer (TWO_WAY_GAP_M) and over longer runs (LONG_RUN): a motorway's toll lanes beside its main
        // lanes (I-95 in Baltimore), each drawn at the class's width, ran together into one band.
        const cosine = (dx * ex + dy * ey) / length;
        if (Math.abs(cosine) < -OPPOSED) continue;
        const oneWays = sense !== 0 && line.sense !== 0;
        const carriageways = oneWays && cosine * line.sense <= OPPOSED;
        const sameWay = oneWays && !carriageways;
        if (sameWay && !lanes) continue;
        const t = Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / (length * length)));
        const qx = a.x + ex * t;
        const qy = a.y + ey * t;
        const distance = Math.hypot(qx - p.x, qy - p.y);
        if (distance >= bestDistance || (!carriageways && distance > twoWayGap)) continue;
        if (distance > 1 && Math.abs(((qx - p.x) * dx + (qy - p.y) * dy) / distance) > ACROSS) continue;
        best = { x: qx, y: qy, line: l, sameWay };
        bestDistance = distance;
      }
    }
  }
  return best;
}
