/**
 * Roads are lines (issue 39): nowhere on a map is road ink much wider than the widest road stroke
 * the SVG itself declares. A divided road's median filled in (issue 26) drew slabs 2.7-5× that
 * stroke; two carriageways whose strokes run together, or a fan of ramps, do the same.
 *
 * Each view is rendered as a mask: its theme's palette swapped, for that render only, for black
 * everywhere but the roads (every class and the casings) in white, with water, parks, buildings,
 * labels, title and fades off, so that the white is road ink and nothing else. A pixel is road where
 * it is at least half covered (the rasteriser's own coverage). The widest ink is twice the largest
 * distance from a road pixel to the nearest pixel that is not road (an exact Euclidean distance
 * transform: the diameter of the largest disc that fits in the ink), compared with the widest
 * stroke-width of a road group in the SVG of the same spec (an independent reading of the file).
 * A crossing of two strokes of width w fits a disc of about 1.41 w; a slab, or two carriageways run
 * together, far more.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, THEMES, type Theme } from '@/lib/render';
import { layoutPoster } from '@/lib/render/layout';
import { CITY, PLACES } from '@/tests/support/engine';

type ThemePalette = Theme['palette'];

/**
 * The largest width of road ink, over the widest road stroke, that each map may have. Issue 39 asks
 * ~1.8× everywhere (a slab was 4.7-4.9× on all three). Measured: Copenhagen 1.72×, Baltimore 1.40×
 * (I-95's toll lanes, 2.6× while each was drawn at full width beside the next, now paired into lines;
 * slip roads thinner than their road), Monaco 1.73×. Monaco's knot west of the port (a turning loop of
 * ten one-way primaries 5-10 px apart, 2.57×) is drawn as the junction it is now, and the teardrop of a
 * one-way U-turn (1.96×) as its centre line run into the tip (SPOTS). Two strokes meeting at a narrow
 * angle approach two strokes' width: Monaco was still 1.96× at three narrow merges (a one-way primary
 * leaving a two-way ring along its west side, running within a stroke of it for ~40 m; a one-way primary
 * out of a tunnel merging into a one-way primary running the same way; one more on its left edge), now
 * each drawn as a designer draws a merge, meeting the other road at 30° from where it comes within 1.5
 * strokes of it (lib/render/tiles/merges.ts). Its widest ink (1.73×) is what is left of the knot.
 */
const MAX_INK_OVER_STROKE: Record<string, number> = { 'Copenhagen z14': 1.8, 'Baltimore z14': 1.8, 'Monaco z15': 1.8 };
/**
 * Places a defect was found and mended, held to the issue's ~1.8× on their own while the map's widest ink
 * is elsewhere: the ink within SPOT_PX of each.
 */
const SPOTS = [
  // A one-way primary turning back into its opposite carriageway at the end of the divided road: the
  // centre line bent back into each carriageway short of the turn, and the two strokes and the turn drew a
  // teardrop with a hole smaller than a stroke (1.96×).
  { view: 'Monaco z15', name: "the primaries' U-turn by Boulevard du Général Leclerc", lon: 7.4252, lat: 43.74133, max: 1.8 },
] as const;
const SPOT_PX = 25;
const SIZE = 1500;
const ROAD = '#ffffff';
const OTHER = '#000000';

/** The three views the November 2026 designer review measured (issue 39), at the review's poster size. */
const VIEWS = [
  { name: 'Copenhagen z14', tiles: CITY, lat: 55.676, lon: 12.576, zoom: 14 },
  { name: 'Baltimore z14', tiles: PLACES, lat: 39.279, lon: -76.585, zoom: 14 },
  { name: 'Monaco z15', tiles: PLACES, lat: 43.7375, lon: 7.4289, zoom: 15 },
] as const;

function roadsOnly(palette: ThemePalette): ThemePalette {
  const other = Object.fromEntries(Object.entries(palette).map(([key, value]) => [key, typeof value === 'string' ? OTHER : value])) as ThemePalette;
  const roads = Object.fromEntries(Object.keys(palette.roads).map((key) => [key, ROAD])) as unknown as ThemePalette['roads'];
  return { ...other, roads, roadCasing: ROAD };
}

const spec = (view: (typeof VIEWS)[number], format: 'png' | 'svg') =>
  parsePosterSpec({
    lat: view.lat,
    lon: view.lon,
    zoom: view.zoom,
    theme: 'minimal_white',
    city: '',
    country: '',
    showCountry: false,
    showCoords: false,
    format,
    maxDimension: SIZE,
    overlayBgType: 'none',
    showMarker: false,
    markerIcon: 'none',
    showLabels: false,
    matEnabled: false,
    showWater: false,
    showParks: false,
    showBuildings: false,
  });

/** Squared Euclidean distance to the nearest 0 of `mask`, by rows then columns (Felzenszwalb & Huttenlocher). */
function distanceTransform(mask: Uint8Array, width: number, height: number): Float64Array {
  const INF = 1e12;
  const grid = new Float64Array(width * height);
  for (let i = 0; i < grid.length; i++) grid[i] = mask[i] ? INF : 0;
  const pass = (length: number, read: (i: number) => number, write: (i: number, v: number) => void) => {
    const f = new Float64Array(length);
    for (let i = 0; i < length; i++) f[i] = read(i);
    const v = new Int32Array(length);
    const z = new Float64Array(length + 1);
    let k = 0;
    v[0] = 0;
    z[0] = -Infinity;
    z[1] = Infinity;
    for (let q = 1; q < length; q++) {
      let s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
      while (s <= z[k]!) {
        k--;
        s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
      }
      k++;
      v[k] = q;
      z[k] = s;
      z[k + 1] = Infinity;
    }
    k = 0;
    for (let q = 0; q < length; q++) {
      while (z[k + 1]! < q) k++;
      write(q, (q - v[k]!) ** 2 + f[v[k]!]!);
    }
  };
  for (let x = 0; x < width; x++)
    pass(
      height,
      (y) => grid[y * width + x]!,
      (y, value) => {
        grid[y * width + x] = value;
      },
    );
  for (let y = 0; y < height; y++)
    pass(
      width,
      (x) => grid[y * width + x]!,
      (x, value) => {
        grid[y * width + x] = value;
      },
    );
  return grid;
}

interface Ink {
  view: string;
  /** The widest road stroke-width in the SVG, px. */
  stroke: number;
  /** Twice the largest inscribed radius of the road mask, px, and where. */
  ink: number;
  at: [number, number];
  ratio: number;
  roadPixels: number;
  /** The widest ink within SPOT_PX of a point of the poster, px. */
  inkNear(x: number, y: number): number;
  project(lon: number, lat: number): [number, number];
}

const engines = new Map<string, PosterEngine>();
const engineFor = (tiles: string) => {
  let engine = engines.get(tiles);
  if (!engine) engines.set(tiles, (engine = new PosterEngine({ tilesUrl: tiles })));
  return engine;
};

async function measure(view: (typeof VIEWS)[number]): Promise<Ink> {
  const theme = THEMES.minimal_white as Theme;
  const original = theme.palette;
  const engine = engineFor(view.tiles);
  let png: Uint8Array;
  let svg: string;
  try {
    (theme as { palette: ThemePalette }).palette = roadsOnly(original);
    png = (await engine.render(spec(view, 'png'))).bytes;
    svg = Buffer.from((await engine.render(spec(view, 'svg'))).bytes).toString('utf8');
  } finally {
    (theme as { palette: ThemePalette }).palette = original;
  }
  // A layer's paint is on its group, or on a path of its own where the layer has two (a class's roads and its slip roads).
  const widths = [...svg.matchAll(/<(?:g|path) [^>]*stroke="#ffffff"[^>]*>/g)].map((m) => Number(/stroke-width="([\d.]+)"/.exec(m[0])?.[1] ?? 0));
  const stroke = Math.max(...widths);
  const { data, info } = await sharp(png).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
  const mask = new Uint8Array(info.width * info.height);
  let roadPixels = 0;
  for (let i = 0; i < mask.length; i++) if ((mask[i] = data[i]! >= 128 ? 1 : 0)) roadPixels++;
  const distance = distanceTransform(mask, info.width, info.height);
  let best = 0;
  let at: [number, number] = [0, 0];
  for (let i = 0; i < distance.length; i++) {
    if (distance[i]! > best) {
      best = distance[i]!;
      at = [i % info.width, Math.floor(i / info.width)];
    }
  }
  // The distance from a pixel's centre to the nearest centre outside is half a pixel more than to the ink's edge.
  const inkOf = (squared: number) => 2 * (Math.sqrt(squared) - 0.5);
  const ink = inkOf(best);
  const inkNear = (x: number, y: number) => {
    let near = 0;
    for (let j = Math.max(0, Math.round(y) - SPOT_PX); j <= Math.min(info.height - 1, Math.round(y) + SPOT_PX); j++) {
      for (let i = Math.max(0, Math.round(x) - SPOT_PX); i <= Math.min(info.width - 1, Math.round(x) + SPOT_PX); i++)
        near = Math.max(near, distance[j * info.width + i]!);
    }
    return inkOf(near);
  };
  // Both archives' deepest zoom is 14: the frame the engine laid the poster out in.
  const { view: frame } = layoutPoster(spec(view, 'png'), theme, 14);
  return { view: view.name, stroke, ink, at, ratio: ink / stroke, roadPixels, inkNear, project: frame.project };
}

const results: Ink[] = [];

beforeAll(async () => {
  for (const view of VIEWS) results.push(await measure(view));
  console.log(
    `widest road ink over the widest declared road stroke (roads only, minimal_white, ${SIZE} px):\n${results
      .map((r) => `  ${r.view.padEnd(15)} stroke ${r.stroke.toFixed(2)} px  ink ${r.ink.toFixed(2)} px at ${r.at.join(',')}  ratio ${r.ratio.toFixed(2)}`)
      .join('\n')}`,
  );
}, 300_000);

describe('road ink on roads-only maps', () => {
  it('reads a road network and its strokes on every view', () => {
    for (const r of results) {
      expect(r.stroke, r.view).toBeGreaterThan(1);
      expect(r.roadPixels, r.view).toBeGreaterThan(20_000);
    }
  });

  it('is nowhere much wider than the widest road stroke (no slabs, junctions included)', () => {
    const wide = results.filter((r) => !(r.ratio <= MAX_INK_OVER_STROKE[r.view]!)).map((r) => `${r.view} ${r.ratio.toFixed(2)}× at ${r.at.join(',')}`);
    expect(wide).toEqual([]);
  });

  it('is no wider than ~1.8× the widest road stroke where a knot of ink was mended', () => {
    for (const spot of SPOTS) {
      const r = results.find((result) => result.view === spot.view)!;
      const [x, y] = r.project(spot.lon, spot.lat);
      expect(x, spot.name).toBeGreaterThan(0);
      expect(r.inkNear(x, y) / r.stroke, `${spot.name} (${spot.view}, at ${Math.round(x)},${Math.round(y)})`).toBeLessThanOrEqual(spot.max);
    }
  });
});
