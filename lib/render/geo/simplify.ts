/**
 * Douglas-Peucker simplification of a line in poster px, iterative. simplify-js (what the engine used)
 * recurses once per kept split, and a valid 20 000-point track overflowed the stack on the server's
 * thread; an explicit stack of index ranges makes the depth a heap array's length instead.
 */

export type XY = [number, number];

/** Squared distance from p to the segment a–b (no destructuring: it allocated, ~9 MB a city poster's composition). */
function segmentDistanceSquared(p: XY, a: XY, b: XY): number {
  let x = a[0];
  let y = a[1];
  let dx = b[0] - x;
  let dy = b[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p[0] - x) * dx + (p[1] - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      x = b[0];
      y = b[1];
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = p[0] - x;
  dy = p[1] - y;
  return dx * dx + dy * dy;
}

/** Drops points closer than `tolerance` to their neighbour: cheap, and most of a dense line. */
function radialPass(points: readonly XY[], toleranceSquared: number): XY[] {
  const kept: XY[] = [points[0]!];
  let previous = points[0]!;
  for (let i = 1; i < points.length; i++) {
    const point = points[i]!;
    const dx = point[0] - previous[0];
    const dy = point[1] - previous[1];
    if (dx * dx + dy * dy > toleranceSquared) {
      kept.push(point);
      previous = point;
    }
  }
  if (previous !== points[points.length - 1]) kept.push(points[points.length - 1]!);
  return kept;
}

/**
 * Douglas-Peucker costs the points of a range times the splits it makes: a line whose every point is a
 * corner (a zigzag) splits at one end each time, n² in all (12 s for 20 000 points). Runs of this many
 * points are simplified one by one, their joints kept, which bounds it at n × CHUNK.
 */
const CHUNK = 1024;

/**
 * The line with every point that lies within `tolerance` of the simplified line left out; ends kept
 * (and every CHUNK-th point, which costs a line of thousands of points a few extra vertices at most).
 * `radialFirst` drops near neighbours before the Douglas-Peucker pass (faster, a little less exact).
 */
export function simplifyLine(points: readonly XY[], tolerance: number, options: { radialFirst?: boolean } = {}): XY[] {
  if (points.length <= 2) return [...points];
  const toleranceSquared = tolerance * tolerance;
  const line = options.radialFirst ? radialPass(points, toleranceSquared) : points;
  const keep = new Uint8Array(line.length);
  const ranges: number[] = [];
  for (let first = 0; first < line.length - 1; first += CHUNK) {
    const last = Math.min(first + CHUNK, line.length - 1);
    keep[first] = 1;
    keep[last] = 1;
    ranges.push(first, last);
  }
  while (ranges.length > 0) {
    const last = ranges.pop()!;
    const first = ranges.pop()!;
    let farthest = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const distance = segmentDistanceSquared(line[i]!, line[first]!, line[last]!);
      if (distance > farthest) {
        farthest = distance;
        index = i;
      }
    }
    if (index !== -1 && farthest > toleranceSquared) {
      keep[index] = 1;
      ranges.push(first, index, index, last);
    }
  }
  return line.filter((_, i) => keep[i] === 1);
}
