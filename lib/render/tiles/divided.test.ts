import { describe, expect, it } from 'vitest';
import { mergeDivided, metresPerUnit } from './divided';

type Point = { x: number; y: number };
const at = (points: Array<[number, number]>): Point[] => points.map(([x, y]) => ({ x: 2000 + x, y: 2000 + y }));

/** The distance from p to the nearest drawn line. */
function nearestInk(lines: ReadonlyArray<{ points: readonly Point[] }>, p: Point): number {
  let best = Infinity;
  for (const { points } of lines) {
    for (let i = 0; i < points.length - 1; i++) {
      const [a, b] = [points[i]!, points[i + 1]!];
      const [ex, ey] = [b.x - a.x, b.y - a.y];
      const t = ex === 0 && ey === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / (ex * ex + ey * ey)));
      best = Math.min(best, Math.hypot(a.x + ex * t - p.x, a.y + ey * t - p.y));
    }
  }
  return best;
}

describe('a divided road ending in a U-turn', () => {
  // As mapped where Monaco's one-way primaries turn back by Boulevard du Général Leclerc (z14 tile 8529/5973,
  // 0.43 m a unit): the south-westbound carriageway runs into the tip at (11, 19); the north-eastbound one
  // starts there, swings out round the turn (0, 12), (-4, 5), (-4, -2) and runs back beside it ~9 m away.
  const southWest = at([
    [282, -83],
    [257, -81],
    [161, -90],
    [131, -90],
    [102, -82],
    [76, -68],
    [55, -46],
    [45, -33],
    [34, -15],
    [21, 4],
    [18, 9],
    [11, 19],
  ]);
  const northEast = at([
    [11, 19],
    [0, 12],
    [-4, 5],
    [-4, -2],
    [-2, -9],
    [2, -13],
    [15, -27],
    [56, -75],
    [103, -125],
    [134, -159],
    [164, -212],
    [176, -238],
  ]);
  const merged = mergeDivided(
    [
      { kind: 'primary', points: southWest, sense: 1 },
      { kind: 'primary', points: northEast, sense: 1 },
    ],
    metresPerUnit(14, 5973, 4096),
    14,
  );

  it('runs the centre line on into the tip: the turn round the outside is not drawn (it closed a teardrop with a hole smaller than a stroke)', () => {
    for (const [x, y] of [
      [-4, 5],
      [-4, -2],
      [-2, -9],
    ] as const)
      expect(nearestInk(merged.lines, at([[x, y]])[0]!), `${x},${y}`).toBeGreaterThan(5);
    // The tip is still where the road ends, and the centre line half way between the carriageways further up.
    expect(nearestInk(merged.lines, at([[11, 19]])[0]!)).toBeLessThan(1);
    expect(nearestInk(merged.lines, at([[50, -55]])[0]!)).toBeLessThan(2);
  });
});
