import simplifyJs from 'simplify-js';
import { describe, expect, it } from 'vitest';
import { simplifyLine, type XY } from './simplify';

/** A wandering line: a random walk with small steps, as a GPS track is. */
function walk(count: number, seed = 7): XY[] {
  let s = seed;
  const random = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  const points: XY[] = [[0, 0]];
  for (let i = 1; i < count; i++) {
    const [x, y] = points[i - 1]!;
    points.push([x + random() * 2 - 0.6, y + random() * 2 - 1]);
  }
  return points;
}

describe('simplifyLine', () => {
  it('keeps the ends and what matters, as simplify-js does (same points on the same line)', () => {
    const line = walk(1_000);
    for (const tolerance of [0.3, 1, 4]) {
      const ours = simplifyLine(line, tolerance);
      const theirs = simplifyJs(
        line.map(([x, y]) => ({ x, y })),
        tolerance,
        true,
      ).map(({ x, y }): XY => [x, y]);
      expect(ours).toEqual(theirs);
    }
  });

  it('leaves no point of a long line further than the tolerance from the simplified line', () => {
    const line = walk(20_000, 11);
    const simplified = simplifyLine(line, 0.5);
    expect(simplified.length).toBeLessThan(line.length * 0.8);
    expect(simplified[0]).toEqual(line[0]);
    expect(simplified.at(-1)).toEqual(line.at(-1));
    // Each original point lies within tolerance of the simplified segment spanning it.
    let segment = 0;
    for (const point of line) {
      while (segment < simplified.length - 2 && point === simplified[segment + 1]) segment++;
      const [a, b] = [simplified[segment]!, simplified[segment + 1]!];
      const t = Math.max(
        0,
        Math.min(1, ((point[0] - a[0]) * (b[0] - a[0]) + (point[1] - a[1]) * (b[1] - a[1])) / ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2 || 1)),
      );
      const distance = Math.hypot(point[0] - (a[0] + t * (b[0] - a[0])), point[1] - (a[1] + t * (b[1] - a[1])));
      expect(distance).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });

  it('drops collinear points and keeps a corner', () => {
    expect(
      simplifyLine(
        [
          [0, 0],
          [1, 0],
          [2, 0],
          [2, 1],
          [2, 2],
        ],
        0.1,
      ),
    ).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
    ]);
  });

  it('simplifies a valid 20 000-point zigzag track, where the recursive simplify-js runs out of stack', () => {
    // Each point is a corner: Douglas-Peucker keeps them all and, recursing, nests once per point.
    // In a module graph of its own (*.isolated.test.ts): where other files had simplify-js optimised by the JIT, its frames got small enough for 20 000.
    const zigzag: XY[] = Array.from({ length: 20_000 }, (_, i): XY => [i, i % 2 === 0 ? 0 : 10]);
    expect(() =>
      simplifyJs(
        zigzag.map(([x, y]) => ({ x, y })),
        0.3,
        true,
      ),
    ).toThrow(RangeError);
    expect(simplifyLine(zigzag, 0.3)).toHaveLength(20_000);
  });
});
