import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, THEMES, type Theme } from '@/lib/render';
import { createView } from '@/lib/render/geo';
import { CITY, PLACES } from '@/tests/support/engine';
import { ROOT } from '@/tests/support/server';
import { startReferenceRenderer, type ReferenceRenderer } from './maplibre';
import { areasOf, grid, inkMask, intersectionOverUnion, leastContrast, offsetOf, withinOnePixel, writeDebug } from './masks';
import { GROUPS, groupColors, referenceStyle, type Group } from './style';

/**
 * The oracle for map geometry: each view is drawn by our engine and by MapLibre GL JS from the same
 * PMTiles archive, one layer group at a time in the same colors, and the two masks are compared
 * pixel by pixel. A flooded island, a lost hole, a shifted projection or a missing layer shows here.
 * REFERENCE_DEBUG=1 writes both masks, their difference and both renderings to .scratch/reference/.
 */

const WIDTH = 768;
const HEIGHT = 1024;
/**
 * The engine's zoom is on a 1024 px reference frame and it draws at zoom + log2(longest edge / 1024)
 * on 512 px tiles (lib/render/geo/view.ts): at 1024 px that is the view's zoom, MapLibre's own.
 */
const MAX_DIMENSION = 1024;
/** Poster px per reference px (stroke widths scale with it). */
const SCALE = Math.max(WIDTH, HEIGHT) / 1024;

const VIEWS = [
  { name: 'Copenhagen core', file: 'city.pmtiles', tiles: CITY, lat: 55.676, lon: 12.576, zoom: 14 },
  { name: 'Copenhagen whole', file: 'city.pmtiles', tiles: CITY, lat: 55.6674, lon: 12.5731, zoom: 13 },
  { name: 'Monaco', file: 'places.pmtiles', tiles: PLACES, lat: 43.7375, lon: 7.4289, zoom: 15 },
  { name: 'Baltimore harbour', file: 'places.pmtiles', tiles: PLACES, lat: 39.279, lon: -76.585, zoom: 14 },
  { name: 'Vaduz', file: 'places.pmtiles', tiles: PLACES, lat: 47.141, lon: 9.521, zoom: 13 },
] as const;
type View = (typeof VIEWS)[number];

/**
 * A pixel is ink where at least this share of it is covered by one of the group's colors (masks.ts
 * `inkMask`), in both renderings alike; tunnels, faded 60 % into the page, count where at least
 * three quarters covered. Lower than the usual half: lines half a pixel wide (the engine's thinnest, and MapLibre's) never cover half of
 * any pixel, so at 50 % they would drop out of both masks and a lost class of paths or streams would
 * go unseen.
 */
const COVERAGE = 0.3;

/**
 * What a correct engine reaches, with a margin (measured with Debian's Chromium 156 on SwiftShader
 * and maplibre-gl 6.17; the printed table has the numbers). Each was checked against a broken engine
 * (a copy with the fault put in): every one of the fifteen comparisons fails with the map moved half
 * a pixel or one pixel, the parks of all five views fail without landcover, Copenhagen's water fails
 * with holes filled as islands.
 * - `area`: IoU of the masks with lines up to two pixels wide removed (a morphological opening),
 *   for water and parks: 0.95. A correct engine reaches 0.96-0.99 (thin streams and the antialiased
 *   edges of small parks are what is left); holes drawn filled put Copenhagen core water at 0.75,
 *   the whole city's at 0.83; without landcover the parks fall to 0.19-0.73.
 * - `iou`: plain IoU, for roads: 0.75. Roads are lines one or two pixels wide whose antialiased
 *   edges fall in or out of the mask with a quarter-pixel difference in coverage, so a correct engine
 *   reaches only 0.83-0.90; the map half a pixel off falls to 0.47-0.68, a pixel off to 0.20-0.46,
 *   and without paths and tracks Copenhagen core falls to 0.71 and Monaco to 0.66.
 * - `near`: F-score of each mask's ink having the other's within one pixel: 0.98 for water and
 *   parks (correct: 0.994-1.000), 0.975 for roads, whose divided roads the engine draws as one line
 *   between the two carriageways the reference draws (style.ts: Monaco 0.979, the others 0.982-0.998).
 *   A class of thin lines left out shows here where IoU hardly moves (Baltimore without paths: 0.954).
 * - `offset`: how far our drawing sits from MapLibre's along x and y, in px: 0.25. A correct
 *   projection is within 0.05 px; the IoU scores of areas let a one-pixel shift through, this does not.
 */
const THRESHOLD: Record<Group, { area?: number; iou?: number; near: number; offset: number }> = {
  water: { area: 0.95, near: 0.98, offset: 0.25 },
  parks: { area: 0.95, near: 0.98, offset: 0.25 },
  roads: { iou: 0.75, near: 0.975, offset: 0.25 },
};
/**
 * Copenhagen core's boulevards are divided roads whose carriageways lie 16-33 m apart (H.C. Andersens
 * Boulevard, Nørre Voldgade, Gothersgade: tertiary in the tiles), 6-12 px on this poster: since issue 39
 * the engine draws each as one line half way between them where MapLibre draws both, which takes
 * its roads to IoU 0.709 and F 0.958 (0.752 / 0.982 when only pairs up to 15 m were merged). Held
 * here below those: paths and tracks left out cost this view 0.04 of IoU and Baltimore 0.03 of F,
 * which still fail, and a map moved half a pixel fails the offset (0.25 px) whatever its IoU.
 */
const VIEW_THRESHOLD: Record<string, Partial<Record<Group, { iou?: number; near: number }>>> = {
  'Copenhagen core': { roads: { iou: 0.69, near: 0.945 } },
};
/** A lost layer fails here: each side must draw at least this share of the pixels. */
const MIN_INK = 0.002;

/** The map credit sits in the bottom right corner of our poster: not map data. */
const GRID = grid(WIDTH, HEIGHT, (x, y) => x > WIDTH * 0.45 && y > HEIGHT - 40);
const DEBUG_DIR = path.join(ROOT, '.scratch/reference');

/**
 * Roads are compared in one color, the theme's motorway, on every class: the masks measure where
 * lines are drawn, and the design's ramp fades the minor mesh so near the page (on purpose) that its
 * antialiased pixels would be a coin toss at the mask's threshold. Both drawings read the palette, so
 * it is flattened for the length of `run` and put back.
 */
async function withFlatRoads<T>(theme: Theme, run: () => Promise<T>): Promise<T> {
  const roads = { ...theme.palette.roads };
  for (const cls of Object.keys(roads) as Array<keyof typeof roads>) theme.palette.roads[cls] = roads.motorway;
  try {
    return await run();
  } finally {
    Object.assign(theme.palette.roads, roads);
  }
}

/** The theme (without casings, which would widen roads) whose group colors stand furthest from its page. */
function themeFor(group: Group): { key: string; theme: Theme; contrast: number } {
  let best: { key: string; theme: Theme; contrast: number } | undefined;
  for (const [key, theme] of Object.entries(THEMES)) {
    if (theme.casings) continue;
    const colors = group === 'roads' ? [theme.palette.roads.motorway, theme.palette.rail] : groupColors(theme, group);
    const contrast = leastContrast(theme.palette.background, colors);
    if (!best || contrast > best.contrast) best = { key, theme, contrast };
  }
  return best!;
}

/** The deepest zoom of a PMTiles v3 archive (byte 101 of its header). */
function archiveMaxZoom(file: string): number {
  const header = Buffer.alloc(127);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, 127, 0);
  } finally {
    fs.closeSync(fd);
  }
  expect(header.subarray(0, 7).toString('latin1')).toBe('PMTiles');
  return header[101]!;
}

let reference: ReferenceRenderer;
const engines = new Map<string, PosterEngine>();

function engineFor(tiles: string): PosterEngine {
  let engine = engines.get(tiles);
  if (!engine) engines.set(tiles, (engine = new PosterEngine({ tilesUrl: tiles })));
  return engine;
}

/** Our poster of one group alone: no text, no fade, no marker, no mat, full bleed. RGB pixels. */
async function drawOurs(view: View, group: Group, themeKey: string): Promise<Buffer> {
  const spec = parsePosterSpec({
    lat: view.lat,
    lon: view.lon,
    zoom: view.zoom,
    theme: themeKey,
    width: WIDTH,
    height: HEIGHT,
    maxDimension: MAX_DIMENSION,
    format: 'png',
    overlaySize: 'none',
    overlayBgType: 'none',
    showMarker: false,
    markerIcon: 'none',
    showLabels: false,
    matEnabled: false,
    mapShape: 'rectangle',
    bearing: 0,
    showWater: group === 'water',
    showParks: group === 'parks',
    showRoads: group === 'roads',
    showBuildings: false,
  });
  const png = await engineFor(view.tiles).render(spec);
  const { data, info } = await sharp(png.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([WIDTH, HEIGHT]);
  return data;
}

/** MapLibre's drawing of the same group, its centre moved `shiftPx` px east (0 for the real comparison). */
async function drawReference(view: View, group: Group, theme: Theme, shiftPx = 0): Promise<Buffer> {
  const style = referenceStyle(group, theme, view.zoom, SCALE, reference.tilesUrl(view.file));
  const lon = view.lon + (shiftPx * 360) / (512 * 2 ** view.zoom);
  const drawn = await reference.draw({ style, width: WIDTH, height: HEIGHT, lon, lat: view.lat, zoom: view.zoom });
  expect([drawn.width, drawn.height]).toEqual([WIDTH, HEIGHT]);
  return drawn.data;
}

interface Scores {
  iou: number;
  area: number;
  near: number;
  offset: { x: number; y: number };
  ours: number;
  reference: number;
}

function compare(ours: Uint8Array, theirs: Uint8Array): Scores {
  const plain = intersectionOverUnion(ours, theirs, GRID);
  return {
    iou: plain.iou,
    area: intersectionOverUnion(areasOf(ours, GRID), areasOf(theirs, GRID), GRID).iou,
    near: withinOnePixel(ours, theirs, GRID),
    offset: offsetOf(ours, theirs, GRID),
    ours: plain.a,
    reference: plain.b,
  };
}

const table: Array<{ view: string; group: Group } & Scores> = [];

beforeAll(async () => {
  reference = await startReferenceRenderer();
});

afterAll(async () => {
  await reference?.close();
  if (table.length === 0) return;
  const offset = ({ x, y }: { x: number; y: number }) => `${x >= 0 ? '+' : ''}${x.toFixed(2)},${y >= 0 ? '+' : ''}${y.toFixed(2)}`;
  const cell = (row: (typeof table)[number] | undefined) =>
    row ? `${row.area.toFixed(3)} / ${row.iou.toFixed(3)} / ${row.near.toFixed(3)} / ${offset(row.offset)}`.padEnd(38) : '-'.padEnd(38);
  const themes = GROUPS.map((group) => `${group}: ${themeFor(group).key}`).join(', ');
  console.log(
    [
      '',
      `Our masks against MapLibre GL JS (${reference.gpu}; themes ${themes})`,
      'per group: IoU of areas / IoU / ink within one pixel (F) / our offset from MapLibre x,y in px',
      `| ${'view'.padEnd(18)} | ${GROUPS.map((group) => group.padEnd(38)).join(' | ')} |`,
      `| --- | ${GROUPS.map(() => '---').join(' | ')} |`,
      ...VIEWS.map(
        (view) =>
          `| ${view.name.padEnd(18)} | ${GROUPS.map((group) => cell(table.find((row) => row.view === view.name && row.group === group))).join(' | ')} |`,
      ),
      '',
    ].join('\n'),
  );
});

describe('the engine against MapLibre GL JS, mask by mask', () => {
  it.each(VIEWS)('$name: a 1024 px poster is drawn at the view zoom from tiles of that zoom, as MapLibre draws it', (view) => {
    const maxZoom = archiveMaxZoom(view.tiles);
    const drawn = createView({ lat: view.lat, lon: view.lon, zoom: view.zoom, bearing: 0, width: WIDTH, height: HEIGHT, maxDimension: MAX_DIMENSION }, maxZoom);
    expect([drawn.width, drawn.height, drawn.scale]).toEqual([WIDTH, HEIGHT, SCALE]);
    expect(drawn.drawZoom).toBe(view.zoom);
    // MapLibre takes a 512 px tile source's geometry from floor(zoom), over-zoomed past the archive's deepest.
    expect(drawn.detailZoom).toBe(Math.min(Math.floor(view.zoom), maxZoom));
  });

  it.each(VIEWS.flatMap((view) => GROUPS.map((group) => ({ ...view, group }))))('$name: $group', async ({ group, ...view }) => {
    const { key, theme } = themeFor(group);
    const draw = () => Promise.all([drawOurs(view, group, key), drawReference(view, group, theme)]);
    const [ours, theirs] = group === 'roads' ? await withFlatRoads(theme, draw) : await draw();
    const colors = group === 'roads' ? [theme.palette.roads.motorway, theme.palette.rail] : groupColors(theme, group);
    const masks = { ours: inkMask(ours, theme.palette.background, colors, COVERAGE), reference: inkMask(theirs, theme.palette.background, colors, COVERAGE) };
    const score = compare(masks.ours, masks.reference);
    table.push({ view: view.name, group, ...score });
    if (process.env.REFERENCE_DEBUG) await writeDebug(DEBUG_DIR, `${view.name} ${group}`, GRID, masks, { ours, reference: theirs });

    expect(score.reference, `MapLibre draws ${group} in ${view.name}`).toBeGreaterThan(MIN_INK);
    expect(score.ours, `the engine draws ${group} in ${view.name}`).toBeGreaterThan(MIN_INK);
    const limit = { ...THRESHOLD[group], ...VIEW_THRESHOLD[view.name]?.[group] };
    if (limit.area !== undefined) expect(score.area, `IoU of the ${group} areas in ${view.name}`).toBeGreaterThanOrEqual(limit.area);
    if (limit.iou !== undefined) expect(score.iou, `IoU of ${group} in ${view.name}`).toBeGreaterThanOrEqual(limit.iou);
    expect(score.near, `${group} ink within one pixel in ${view.name}`).toBeGreaterThanOrEqual(limit.near);
    expect(Math.abs(score.offset.x), `${group} offset east-west in ${view.name} (px)`).toBeLessThanOrEqual(limit.offset);
    expect(Math.abs(score.offset.y), `${group} offset north-south in ${view.name} (px)`).toBeLessThanOrEqual(limit.offset);
  });

  it('notices a map half a pixel off: MapLibre against itself moved 0.5 px (the measure is sharp enough)', async () => {
    const view = VIEWS[0];
    const { theme } = themeFor('roads');
    const colors = [theme.palette.roads.motorway, theme.palette.rail];
    const [still, moved] = await withFlatRoads(theme, async () => [await drawReference(view, 'roads', theme), await drawReference(view, 'roads', theme, 0.5)]);
    const score = compare(inkMask(still, theme.palette.background, colors, COVERAGE), inkMask(moved, theme.palette.background, colors, COVERAGE));
    console.log(`MapLibre against itself 0.5 px east: IoU ${score.iou.toFixed(3)}, offset ${score.offset.x.toFixed(2)},${score.offset.y.toFixed(2)} px`);
    // Its centre 0.5 px east moves the map 0.5 px west: the still one sits 0.5 px east of it.
    expect(score.offset.x).toBeGreaterThan(0.35);
    expect(score.offset.x).toBeLessThan(0.65);
    expect(Math.abs(score.offset.y)).toBeLessThanOrEqual(THRESHOLD.roads.offset);
    expect(score.iou).toBeLessThan(THRESHOLD.roads.iou!);
  });
});
