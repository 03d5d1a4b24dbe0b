import { Resvg } from '@resvg/resvg-js';
import { fromGeojsonVt } from 'vt-pbf';
import { describe, expect, it } from 'vitest';
import { sceneSvg } from '../scene';
import { mapLayerOps, roadStrokePx } from '../svg';
import { THEMES } from '../themes';
import { decodeTile } from './decode';

type Line = Array<[number, number]>;
const road = (tags: Record<string, string | number>, ...lines: Line[]) => ({ type: 2, geometry: lines, tags });
/** Monaco's z14 row (0.43 m a tile unit). */
const AT = { z: 14, y: 5973 };
const theme = THEMES.minimal_white!;
/** Monaco at zoom 15 on a 1500 px poster, as the road-ink test draws it: 1.46 poster px a reference px, z14 tiles 1497 px across. */
const ZOOM = 15;
const SCALE = 1500 / 1024;
const PX_PER_UNIT = (512 * 2 ** (ZOOM + Math.log2(SCALE) - 14)) / 4096;
/** The window drawn, in tile units. */
const WINDOW = { x: 1000, y: 1700, width: 2000, height: 700 };

/** The roads of a hand-built z14 tile, decoded as the engine decodes it and drawn by the map's own layers, as a mask of ink. */
function drawn(features: ReturnType<typeof road>[]): { mask: Uint8Array; width: number; height: number; lines: Array<Array<[number, number]>> } {
  const bytes = fromGeojsonVt({ transportation: { features } } as unknown as Parameters<typeof fromGeojsonVt>[0], { version: 2, extent: 4096 });
  const tile = decodeTile(bytes, AT);
  const k = PX_PER_UNIT;
  const [width, height] = [Math.round(WINDOW.width * k), Math.round(WINDOW.height * k)];
  const options = { theme, zoom: ZOOM, scale: SCALE, width, height, showWater: false, showParks: false, showRoads: true, showBuildings: false };
  const ops = mapLayerOps([{ tile, transform: [k, 0, 0, k, -WINDOW.x * k, -WINDOW.y * k] }], options);
  const layers = sceneSvg({ sheet: { x: 0, y: 0, width, height }, ops }).replace(/^<svg[^>]*>|<\/svg>$/g, '');
  const pixels = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${theme.palette.background}"/>${layers}</svg>`,
  ).render().pixels;
  const mask = new Uint8Array(width * height);
  // Road where the pixel is at least half way from the page to the road's ink (half covered).
  for (let i = 0; i < mask.length; i++) mask[i] = pixels[4 * i]! < 143 ? 1 : 0;
  const lines: Array<Array<[number, number]>> = [];
  for (const layer of tile.layers) {
    if (layer.kind !== 'road:primary') continue;
    for (let r = 0; r < layer.rings.length - 1; r++) {
      const line: Array<[number, number]> = [];
      for (let i = layer.rings[r]!; i < layer.rings[r + 1]!; i++) line.push([layer.coords[2 * i]!, layer.coords[2 * i + 1]!]);
      lines.push(line);
    }
  }
  return { mask, width, height, lines };
}

/** The widest ink, px: the diameter of the largest disc that fits in the mask (searched within 12 px). */
function widestInk({ mask, width, height }: { mask: Uint8Array; width: number; height: number }): number {
  const R = 12;
  let best = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      let nearest = R * R;
      for (let j = Math.max(0, y - R); j <= Math.min(height - 1, y + R); j++) {
        for (let i = Math.max(0, x - R); i <= Math.min(width - 1, x + R); i++) {
          if (mask[j * width + i]) continue;
          nearest = Math.min(nearest, (i - x) ** 2 + (j - y) ** 2);
        }
      }
      best = Math.max(best, nearest);
    }
  }
  // From a pixel's centre to the nearest centre outside is half a pixel more than to the ink's edge.
  return 2 * (Math.sqrt(best) - 0.5);
}

const distanceToLine = ([x, y]: [number, number], line: readonly [number, number][]) => {
  let best = Infinity;
  for (let i = 0; i < line.length - 1; i++) {
    const [[ax, ay], [bx, by]] = [line[i]!, line[i + 1]!];
    const [ex, ey] = [bx - ax, by - ay];
    const t = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
    best = Math.min(best, Math.hypot(ax + ex * t - x, ay + ey * t - y));
  }
  return best;
};

describe('a road merging into another at a narrow angle', () => {
  const stroke = roadStrokePx('primary', ZOOM, SCALE, theme.roadWidthScale);
  // As in Monaco below the Moyenne Corniche: a one-way primary comes out of a tunnel and merges into a
  // one-way primary running the same way, closing on it at 4° over its last 260 m (600 units).
  // Both run on off the tile (a road ending inside it in nothing would fade out: ./decode fadedTails).
  const through: Line = [
    [-100, 2000],
    [2600, 2000],
    [4200, 2000],
  ];
  const tunnel: Line = [
    [-100, 2500],
    [1200, 2150],
  ];
  const merging: Line = [
    [1200, 2150],
    [2000, 2040],
    [2600, 2000],
  ];
  const features = [
    road({ class: 'primary', oneway: 1 }, through),
    road({ class: 'primary', oneway: 1, brunnel: 'tunnel' }, tunnel),
    road({ class: 'primary', oneway: 1 }, merging),
  ];

  it('is never two roads wide: it meets the other at a readable angle, one stroke and a short wedge (it drew 2 strokes where the two ran a stroke apart)', () => {
    const map = drawn(features);
    const ink = widestInk(map);
    expect(ink / stroke).toBeLessThanOrEqual(1.8);
    // Not by thinning the roads: each is a full stroke.
    expect(ink / stroke).toBeGreaterThan(0.95);
  });

  it('runs as mapped until it comes within ~a stroke of the other, and still ends on it', () => {
    const { lines } = drawn(features);
    const joining = lines.find((line) => line[0]![0] === 1200 && line[0]![1] === 2150)!;
    expect(joining, 'the merging road').toBeDefined();
    // Where it is two strokes and more from the other road, it is where it was mapped.
    expect(distanceToLine([2000, 2040], joining)).toBeLessThanOrEqual(1);
    const end = joining[joining.length - 1]!;
    expect(Math.abs(end[1] - 2000)).toBeLessThanOrEqual(1);
    // It meets the other road at 20° or more, not at the 4° mapped.
    const before = joining[joining.length - 2]!;
    const angle = (Math.atan2(Math.abs(end[1] - before[1]), Math.abs(end[0] - before[0])) * 180) / Math.PI;
    expect(angle).toBeGreaterThanOrEqual(20);
    // The road it joins is drawn as mapped (cut to the tile's square).
    expect(
      lines.some((line) => line.every(([, y]) => y === 2000) && line[0]![0] === 0 && line.some(([x]) => x === 2600) && line[line.length - 1]![0] === 4096),
    ).toBe(true);
  });

  it('leaves a road that meets another steeply, or crosses it, as mapped', () => {
    const steep: Line = [
      [-100, 4100],
      [2000, 2000],
    ];
    const crossing: Line = [
      [1400, -100],
      [2400, 2000],
      [3400, 4100],
    ];
    const { lines } = drawn([road({ class: 'primary', oneway: 1 }, through), road({ class: 'primary' }, steep), road({ class: 'primary' }, crossing)]);
    // Each is drawn along its mapped line, through its mapped vertex on the through road, out to the tile's edge.
    for (const mapped of [steep, crossing]) {
      const line = lines.find(
        (drawnLine) => drawnLine.some(([x, y]) => x === mapped[1]![0] && y === mapped[1]![1]) && drawnLine.every((p) => distanceToLine(p, mapped) <= 1),
      );
      expect(line, `${mapped[1]}`).toBeDefined();
      expect(line!.some(([x, y]) => x <= 0 || y <= 0)).toBe(true);
    }
  });
});

describe('a road out of a tunnel running all its length beside the road it merges into', () => {
  const stroke = roadStrokePx('primary', ZOOM, SCALE, theme.roadWidthScale);
  // The portal 9 m off the other road; the two meet 390 m on at a node where both end and a third road goes
  // on (Monaco's tunnel exit by the station); the road out of the tunnel mapped as two ways.
  const other: Line = [
    [-100, 2000],
    [2400, 2000],
  ];
  const onward: Line = [
    [2400, 2000],
    [4200, 2000],
  ];
  const tunnel: Line = [
    [-100, 2300],
    [1500, 2020],
  ];
  const fromPortal: Line[] = [
    [
      [1500, 2020],
      [2000, 2012],
    ],
    [
      [2000, 2012],
      [2400, 2000],
    ],
  ];
  const features = [
    road({ class: 'primary', oneway: 1 }, other),
    road({ class: 'primary', oneway: 1 }, onward),
    road({ class: 'primary', oneway: 1, brunnel: 'tunnel' }, tunnel),
    ...fromPortal.map((line) => road({ class: 'primary', oneway: 1 }, line)),
  ];

  it('runs from the portal on to the other road at a readable angle: one stroke, not a band two strokes wide', () => {
    const map = drawn(features);
    expect(widestInk(map) / stroke).toBeLessThanOrEqual(1.8);
    const fromTunnel = map.lines.find((line) => line[0]![0] === 1500 && line[0]![1] === 2020)!;
    expect(fromTunnel, 'the road out of the portal').toBeDefined();
    const [end, before] = [fromTunnel[fromTunnel.length - 1]!, fromTunnel[fromTunnel.length - 2]!];
    expect(end[1]).toBe(2000);
    expect((Math.atan2(Math.abs(end[1] - before[1]), Math.abs(end[0] - before[0])) * 180) / Math.PI).toBeGreaterThanOrEqual(20);
    // The road it merges into still runs on to the node where the third goes on.
    expect(map.lines.some((line) => line.some(([x, y]) => x === 2400 && y === 2000) && line.every(([, y]) => y === 2000) && line[0]![0] === 0)).toBe(true);
  });
});
