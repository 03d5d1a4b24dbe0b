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
export const DIVIDED_GAP_M: Readonly<Partial<Record<RoadClass, number>>> = { motorway: 25, trunk: 25, primary: 20, secondary: 18, tertiary: 15 };
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
/**
 * Carriageways mapped without their oneway tag pair only this close (a share of the class's gap): two
 * two-way roads further apart are as often the two legs of a hairpin (Monaco) as a divided road.
 */
const TWO_WAY_SHARE = 0.5;
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
}

export interface MergedRoads {
  /** What to draw for the carriageways: their unpaired stretches and the pairs' centre lines, in tile units. */
  lines: Array<{ kind: RoadClass; points: Point[] }>;
  /** The end of another road line carried on to the centre line when it ends on a merged carriageway (else `undefined`). */
  snapToCentre(end: Point): Point | undefined;
}

/** Samples over which a carriageway bends into the centre line where the pair parts. */
const TAPER = 3;

/** Merges each pair of carriageways into one centre line (see above); lines not paired come back as they are. */
export function mergeDivided(lines: readonly Carriageway[], unitM: number): MergedRoads {
  const step = Math.max(1, STEP_M / unitM);
  const out: MergedRoads['lines'] = [];
  /** Merged points, by grid cell of a sample step, for the ends of other lines. */
  const grid = new Map<number, Array<{ p: Point; centre: Point; line: number }>>();
  const cellKey = (x: number, y: number) => (Math.floor(x / step) + 4096) * 8192 + (Math.floor(y / step) + 4096);
  /** Where a line ending on a merged carriageway (not `self`) ends now: on the centre line across from its end. */
  const snap = (end: Point, self = -1): Point | undefined => {
    let best: { p: Point; centre: Point } | undefined;
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
    return best?.centre;
  };

  const byKind = new Map<RoadClass, Carriageway[]>();
  for (const line of lines) {
    if (line.points.length < 2) continue;
    let list = byKind.get(line.kind);
    if (!list) byKind.set(line.kind, (list = []));
    list.push(line);
  }
  const pieces: Array<{ kind: RoadClass; part: DrawnPart; line: number }> = [];
  let lineId = 0;
  for (const [kind, group] of byKind) {
    const gap = DIVIDED_GAP_M[kind];
    const sampled =
      group.length < 2 || !gap
        ? group.map((line) => line.points.map((p): Sample => ({ p, vertex: true })))
        : samplesOf(group, gap / unitM, step, LANES_PAIRED.has(kind));
    for (const samples of sampled) {
      const line = lineId++;
      for (const part of drawnParts(samples)) pieces.push({ kind, part, line });
      for (const s of samples) {
        if (!s.centre) continue;
        const k = cellKey(s.p.x, s.p.y);
        let cell = grid.get(k);
        if (!cell) grid.set(k, (cell = []));
        cell.push({ p: s.p, centre: s.centre, line });
      }
    }
  }
  // A one-way line that ends on another pair (a slip road on a boulevard) is carried on to its centre line too.
  for (const { kind, part, line } of pieces) {
    const { points } = part;
    if (part.startsLine) {
      const moved = snap(points[0]!, line);
      if (moved) points.unshift(moved);
    }
    if (part.endsLine) {
      const moved = snap(points[points.length - 1]!, line);
      if (moved) points.push(moved);
    }
    out.push({ kind, points });
  }
  return { lines: out, snapToCentre: (end) => snap(end) };
}

interface DrawnPart {
  points: Point[];
  /** An unpaired stretch that starts (ends) where the carriageway does. */
  startsLine: boolean;
  endsLine: boolean;
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
      if (piece.length >= 2) parts.push({ points: piece, startsLine, endsLine: i === samples.length });
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
    });
  }
  return parts;
}

/** Each line's samples, with the centre to its partner where a run of MIN_RUN or more is paired. */
function samplesOf(lines: readonly Carriageway[], gap: number, step: number, lanes: boolean): Sample[][] {
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
  const partners: Array<{ line: number; q: Point; centre: Point }> = [];
  for (let l = 0; l < lines.length; l++) {
    const { points, sense } = lines[l]!;
    const samples: Sample[] = [];
    let run: Array<{ sample: Sample; q: Partner }> = [];
    const flush = () => {
      if (run.length >= (run.some(({ q }) => q.sameWay) ? LONG_RUN : MIN_RUN)) {
        for (const { sample, q } of run) {
          sample.centre = { x: (sample.p.x + q.x) / 2, y: (sample.p.y + q.y) / 2 };
          partners.push({ line: q.line, q, centre: sample.centre });
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
        const q = partner(lines, grid, key, l, sense, p, dx, dy, gap, seen, lanes);
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
  // A pair is merged on both sides or neither: where a run of one carriageway paired with a stretch of
  // the other that found no run of its own (its partner search stopped at a junction's corner, say),
  // that stretch takes the same centre, or its stroke would run beside the centre line as track.
  const near = new Map<number, Array<{ q: Point; centre: Point }>>();
  const cell = (line: number, x: number, y: number) => line * 1e8 + (Math.floor(x / step) + 4096) * 8192 + (Math.floor(y / step) + 4096);
  for (const { line, q, centre } of partners) {
    const k = cell(line, q.x, q.y);
    let list = near.get(k);
    if (!list) near.set(k, (list = []));
    list.push({ q, centre });
  }
  for (let l = 0; l < all.length; l++) {
    for (const sample of all[l]!) {
      if (sample.centre) continue;
      let bestDistance = step;
      for (let i = -1; i <= 1; i++) {
        for (let j = -1; j <= 1; j++) {
          for (const { q, centre } of near.get(cell(l, sample.p.x + i * step, sample.p.y + j * step)) ?? []) {
            const distance = Math.hypot(q.x - sample.p.x, q.y - sample.p.y);
            if (distance < bestDistance) {
              bestDistance = distance;
              sample.centre = { x: sample.p.x + centre.x - q.x, y: sample.p.y + centre.y - q.y };
            }
          }
        }
      }
    }
  }
  return all;
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
        // closer (TWO_WAY_SHARE) and over longer runs (LONG_RUN): a motorway's toll lanes beside its main
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
        if (distance >= bestDistance || (!carriageways && distance > TWO_WAY_SHARE * gap)) continue;
        if (distance > 1 && Math.abs(((qx - p.x) * dx + (qy - p.y) * dy) / distance) > ACROSS) continue;
        best = { x: qx, y: qy, line: l, sameWay };
        bestDistance = distance;
      }
    }
  }
  return best;
}
