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

describe('divided roads meeting at a junction (Rådhuspladsen, Copenhagen)', () => {
  // As z14 tile 8763/5128 holds them (0.34 m a unit), relative to the junction by the City Hall: H.C. Andersens
  // Boulevard's north-bound carriageway (east), a north-bound turning lane mapped as its own way beside it
  // (middle), the south-bound carriageway (west, two ways), and Vesterbrogade's two secondary carriageways
  // arriving from the west-south-west.
  const ways: Array<{ kind: 'secondary' | 'tertiary'; points: Array<[number, number]> }> = [
    {
      kind: 'tertiary',
      points: [
        [47, 164],
        [-28, 69],
        [-72, 9],
        [-99, -26],
        [-181, -134],
        [-214, -182],
      ],
    },
    {
      kind: 'tertiary',
      points: [
        [30, 157],
        [-18, 114],
        [-33, 96],
        [-45, 83],
        [-77, 46],
        [-106, 29],
        [-131, 37],
      ],
    },
    {
      kind: 'tertiary',
      points: [
        [-104, 67],
        [-95, 76],
        [-67, 101],
        [3, 175],
      ],
    },
    {
      kind: 'tertiary',
      points: [
        [-441, -466],
        [-290, -201],
        [-270, -166],
        [-238, -121],
        [-153, -1],
        [-131, 37],
        [-104, 67],
      ],
    },
    {
      kind: 'secondary',
      points: [
        [-199, 135],
        [-135, 99],
        [-95, 76],
        [-77, 46],
        [-72, 9],
      ],
    },
    {
      kind: 'secondary',
      points: [
        [-131, 37],
        [-169, 61],
        [-228, 99],
        [-712, 387],
        [-743, 406],
        [-793, 437],
        [-857, 474],
        [-954, 506],
      ],
    },
    {
      kind: 'secondary',
      points: [
        [-1045, 643],
        [-1014, 624],
        [-942, 594],
        [-866, 533],
        [-763, 473],
        [-713, 443],
        [-679, 422],
        [-597, 373],
        [-506, 319],
        [-199, 135],
      ],
    },
  ];
  const merged = mergeDivided(
    ways.map(({ kind, points }) => ({ kind, points: at(points), sense: 1 as const })),
    metresPerUnit(14, 5128, 4096),
    14,
  );
  const drawn = (kind: string) => merged.lines.filter((line) => line.kind === kind);

  it('draws the boulevard south of the junction as one line, the turning lane beside it included (two centre lines ran side by side as a band)', () => {
    // A cut square across the boulevard, 60 units either side of (-40, 110).
    const [a, b] = at([
      [-40 - 44, 110 + 41],
      [-40 + 44, 110 - 41],
    ]) as [Point, Point];
    const crossings: number[] = [];
    for (const { points } of drawn('tertiary')) {
      for (let i = 0; i < points.length - 1; i++) {
        const [p, q] = [points[i]!, points[i + 1]!];
        const d = (b.x - a.x) * (q.y - p.y) - (b.y - a.y) * (q.x - p.x);
        if (d === 0) continue;
        const t = ((p.x - a.x) * (q.y - p.y) - (p.y - a.y) * (q.x - p.x)) / d;
        const u = ((p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x)) / d;
        if (t >= 0 && t <= 1 && u >= 0 && u <= 1) crossings.push(t * Math.hypot(b.x - a.x, b.y - a.y));
      }
    }
    expect(crossings.length).toBeGreaterThan(0);
    expect(Math.max(...crossings) - Math.min(...crossings), `crossings at ${crossings.map((c) => c.toFixed(0)).join(', ')}`).toBeLessThan(3);
  });

  it("runs Vesterbrogade's centre line into the junction without turning back (it ended in a hook and a little triangle)", () => {
    const secondary = drawn('secondary');
    expect(secondary.length).toBeGreaterThan(0);
    for (const { points } of secondary) {
      for (let i = 1; i < points.length - 1; i++) {
        const [p, q, r] = [points[i - 1]!, points[i]!, points[i + 1]!];
        const [u, v] = [Math.hypot(q.x - p.x, q.y - p.y), Math.hypot(r.x - q.x, r.y - q.y)];
        if (u < 2 || v < 2) continue;
        const cosine = ((q.x - p.x) * (r.x - q.x) + (q.y - p.y) * (r.y - q.y)) / (u * v);
        expect(cosine, `turn at ${Math.round(q.x - 2000)},${Math.round(q.y - 2000)}`).toBeGreaterThan(-0.5);
      }
    }
    // And it reaches the boulevard: its east end within a stroke (12 units) of the boulevard's drawn line.
    const east = secondary.flatMap(({ points }) => [points[0]!, points[points.length - 1]!]).reduce((e, p) => (p.x > e.x ? p : e));
    expect(nearestInk(drawn('tertiary'), east)).toBeLessThan(12);
  });
});

describe("a divided road that a zoom 13 tile joins into one line round a square end (O'Donnell Street, Baltimore)", () => {
  // As z13 tile 2353/3122 holds it (0.94 m a unit): one one-way line from the west end, east along the south
  // carriageway, 35 units (33 m) north across the end of the median square in two right angles, west along the
  // north carriageway, and back past its start towards Boston Street.
  const line = at([
    [-115, 143],
    [-110, 149],
    [-103, 151],
    [-86, 150],
    [-18, 147],
    [16, 145],
    [77, 142],
    [83, 142],
    [148, 139],
    [215, 135],
    [281, 132],
    [350, 129],
    [415, 125],
    [414, 107],
    [413, 90],
    [349, 93],
    [280, 96],
    [213, 100],
    [146, 103],
    [80, 107],
    [75, 107],
    [50, 108],
    [15, 110],
    [-33, 112],
    [-76, 115],
    [-116, 117],
    [-116, 131],
    [-115, 136],
    [-115, 143],
    [-118, 152],
    [-123, 160],
    [-131, 170],
    [-141, 183],
    [-144, 187],
    [-152, 197],
  ]);
  const merged = mergeDivided([{ kind: 'tertiary', points: line, sense: 1 }], metresPerUnit(13, 3122, 4096), 13);

  it('draws the centre line down the median, not the two carriageways round it as a long closed box', () => {
    for (const [x, y] of [
      [148, 139],
      [146, 103],
      [281, 132],
      [280, 96],
    ] as const)
      expect(nearestInk(merged.lines, at([[x, y]])[0]!), `carriageway at ${x},${y}`).toBeGreaterThan(8);
    expect(nearestInk(merged.lines, at([[147, 121]])[0]!)).toBeLessThan(2);
  });
});

describe('a divided road whose median widens into a square for a block (South Broadway at Fells Point, Baltimore)', () => {
  // As z14 tile 4706/6245 holds it (0.46 m a unit, tile units as they are): Broadway's one-way tertiary
  // carriageways 25 m apart north of Aliceanna Street (y 176), then 47 m apart round Broadway Square down to
  // Thames Street (y 350-364), the north-bound one stepping east along Aliceanna to reach its side of the square.
  const carriageways: Array<{ points: Array<[number, number]>; sense: 0 | 1 }> = [
    {
      points: [
        [595, -38],
        [603, 168],
        [603, 179],
      ],
      sense: 1,
    },
    {
      points: [
        [659, 176],
        [658, 160],
        [652, 50],
        [646, -42],
      ],
      sense: 1,
    },
    {
      points: [
        [701, 173],
        [673, 175],
        [659, 176],
      ],
      sense: 1,
    },
    {
      points: [
        [603, 179],
        [597, 179],
        [594, 179],
      ],
      sense: 0,
    },
    {
      points: [
        [594, 179],
        [595, 207],
        [600, 283],
        [604, 340],
        [606, 364],
      ],
      sense: 1,
    },
    {
      points: [
        [709, 350],
        [708, 336],
        [701, 173],
      ],
      sense: 1,
    },
    // Thames Street, the square's south side.
    {
      points: [
        [606, 364],
        [620, 358],
        [629, 354],
        [656, 353],
        [709, 350],
      ],
      sense: 0,
    },
  ];
  const merged = mergeDivided(
    carriageways.map(({ points, sense }) => ({ kind: 'tertiary' as const, points: points.map(([x, y]) => ({ x, y })), sense })),
    metresPerUnit(14, 6245, 4096),
    14,
  );
  const inkAt = (x: number, y: number) => nearestInk(merged.lines, { x, y });

  it('draws one centre line down the square, not its two carriageways as a box round it (the place name ran into the box)', () => {
    for (const [x, y] of [
      [598, 240],
      [600, 300],
      [705, 240],
      [707, 310],
      // The north-bound carriageway's step along Aliceanna Street, and Thames Street between the two.
      [690, 174],
      [615, 360],
    ] as const)
      expect(inkAt(x, y), `carriageway at ${x},${y}`).toBeGreaterThan(20);
    expect(inkAt(652, 240)).toBeLessThan(6);
    expect(inkAt(655, 310)).toBeLessThan(6);
    // North of the square the road is one line as before.
    expect(inkAt(625, 60)).toBeLessThan(6);
  });
});
