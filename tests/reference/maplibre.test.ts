import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, THEMES, type Theme } from '@/lib/render';
import { CITY, PLACES } from '@/tests/support/engine';
import { startReferenceRenderer, type ReferenceRenderer } from './maplibre';

/**
 * The oracle for map geometry: each view is drawn by our engine and by MapLibre GL JS from the same
 * PMTiles archive, one layer group at a time, and the two masks are compared pixel by pixel
 * (intersection over union). A flooded island, a lost hole, a shifted projection or a missing layer
 * shows here as a low score. REFERENCE_DEBUG=1 writes both masks and their difference to .scratch/reference/.
 */

const WIDTH = 768;
const HEIGHT = 1024;
/** The engine's zoom is on a 1024 px frame; MapLibre's on 512 px tiles: at 1024 px they are the same number. */
const MAX_DIMENSION = 1024;

const VIEWS = [
  { name: 'Copenhagen core', file: 'city.pmtiles', tiles: CITY, lat: 55.676, lon: 12.576, zoom: 14 },
  { name: 'Copenhagen whole', file: 'city.pmtiles', tiles: CITY, lat: 55.6674, lon: 12.5731, zoom: 13 },
  { name: 'Monaco', file: 'places.pmtiles', tiles: PLACES, lat: 43.7375, lon: 7.4289, zoom: 15 },
  { name: 'Baltimore harbour', file: 'places.pmtiles', tiles: PLACES, lat: 39.279, lon: -76.585, zoom: 14 },
  { name: 'Vaduz', file: 'places.pmtiles', tiles: PLACES, lat: 47.141, lon: 9.521, zoom: 13 },
] as const;

type Group = 'water' | 'parks' | 'roads';
const GROUPS: Group[] = ['water', 'parks', 'roads'];

/**
 * What a correct engine reaches. Water and parks are held by the IoU of their areas (the masks with
 * lines up to two pixels wide removed: streams and aeroway lines are lines, and a line half a pixel
 * wide is where two rasterisers disagree most), at least 0.95: a flooded island or a lost hole costs
 * far more. Every group, lines included, must also have its ink within one pixel of the other's
 * (F-score at least 0.95): roads are held by that alone, since their plain IoU is 0.7-0.9 even when
 * every road is in its place.
 */
const THRESHOLD: Record<Group, { area?: number; near: number }> = { water: { area: 0.95, near: 0.95 }, parks: { area: 0.95, near: 0.95 }, roads: { near: 0.95 } };

// Stroke widths as the engine draws them (lib/render/svg/map-layers.ts: reference px at zoom 13, grown
// 2^(0.6·Δzoom), times the theme's road scale, never under 0.5 px). They are an input to the
// comparison, not what it checks.
const ROAD_WIDTH = { motorway: 1.5, trunk: 1.3, primary: 1.15, secondary: 0.95, tertiary: 0.75, minor: 0.5, service: 0.36, path: 0.28 } as const;
const ROAD_CLASS: Record<string, keyof typeof ROAD_WIDTH> = {
  motorway: 'motorway', trunk: 'trunk', primary: 'primary', secondary: 'secondary', tertiary: 'tertiary', minor: 'minor', residential: 'minor',
  unclassified: 'minor', living_street: 'minor', busway: 'minor', raceway: 'service', service: 'service', track: 'path', path: 'path',
};
// lib/render/tiles/classify.ts: what the parks group (showParks) draws from landuse.
const LANDUSE_DRAWN = [
  'park', 'garden', 'cemetery', 'grave_yard', 'pitch', 'playground', 'stadium', 'recreation_ground', 'golf_course', 'village_green', 'zoo', 'theme_park',
  'nature_reserve', 'national_park', 'protected_area', 'commercial', 'industrial', 'retail', 'railway', 'military', 'hospital', 'school', 'college',
  'university', 'kindergarten', 'quarry', 'garages', 'bus_station', 'residential', 'suburb', 'neighbourhood',
];

function strokePx(reference: number, zoom: number): number {
  return Math.max(0.5, reference * 2 ** (0.6 * (zoom - 13)));
}

/** MapLibre layers drawing one group in black, with the filters of our classify.ts. */
function referenceLayers(group: Group, zoom: number, theme: Theme): unknown[] {
  const ink = '#000000';
  const line = (width: number) => ({ 'line-color': ink, 'line-width': width });
  const lineLayout = { 'line-cap': 'round', 'line-join': 'round' };
  if (group === 'water') {
    return [
      { id: 'water', type: 'fill', source: 'omt', 'source-layer': 'water', filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': ink, 'fill-antialias': true } },
      {
        id: 'waterway', type: 'line', source: 'omt', 'source-layer': 'waterway', layout: lineLayout,
        filter: ['all', ['==', ['geometry-type'], 'LineString'], ['!=', ['get', 'brunnel'], 'tunnel']],
        paint: { 'line-color': ink, 'line-width': ['match', ['get', 'class'], ['stream', 'drain', 'ditch'], strokePx(0.45, zoom), strokePx(1.1, zoom)] },
      },
    ];
  }
  if (group === 'parks') {
    const polygons = ['==', ['geometry-type'], 'Polygon'];
    return [
      { id: 'landcover', type: 'fill', source: 'omt', 'source-layer': 'landcover', filter: polygons, paint: { 'fill-color': ink } },
      { id: 'landuse', type: 'fill', source: 'omt', 'source-layer': 'landuse', filter: ['all', polygons, ['in', ['get', 'class'], ['literal', LANDUSE_DRAWN]]], paint: { 'fill-color': ink } },
      { id: 'park', type: 'fill', source: 'omt', 'source-layer': 'park', filter: polygons, paint: { 'fill-color': ink } },
      { id: 'aeroway', type: 'fill', source: 'omt', 'source-layer': 'aeroway', filter: polygons, paint: { 'fill-color': ink } },
      { id: 'aeroway-line', type: 'line', source: 'omt', 'source-layer': 'aeroway', layout: lineLayout, filter: ['==', ['geometry-type'], 'LineString'], paint: line(strokePx(2, zoom)) },
    ];
  }
  const classes = Object.keys(ROAD_CLASS);
  const width = (factor: number): unknown => [
    'match',
    ['get', 'class'],
    ...Object.entries(ROAD_CLASS).flatMap(([cls, kind]) => [cls, strokePx(ROAD_WIDTH[kind] * theme.roadWidthScale, zoom) * factor]),
    0,
  ];
  const lines = ['==', ['geometry-type'], 'LineString'];
  return [
    { id: 'tunnels', type: 'line', source: 'omt', 'source-layer': 'transportation', layout: lineLayout, filter: ['all', lines, ['==', ['get', 'brunnel'], 'tunnel'], ['in', ['get', 'class'], ['literal', classes]]], paint: { 'line-color': ink, 'line-width': width(0.7) } },
    { id: 'roads', type: 'line', source: 'omt', 'source-layer': 'transportation', layout: lineLayout, filter: ['all', lines, ['!=', ['get', 'brunnel'], 'tunnel'], ['in', ['get', 'class'], ['literal', classes]]], paint: { 'line-color': ink, 'line-width': width(1) } },
    { id: 'rail', type: 'line', source: 'omt', 'source-layer': 'transportation', layout: lineLayout, filter: ['all', lines, ['!=', ['get', 'brunnel'], 'tunnel'], ['in', ['get', 'class'], ['literal', ['rail', 'transit']]]], paint: line(strokePx(0.42, zoom)) },
  ];
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));

/** The colours a group is drawn in by a theme (tunnels are faded toward the page, so they are left to the threshold). */
function groupColours(theme: Theme, group: Group): string[] {
  const p = theme.palette;
  if (group === 'water') return [p.water, p.waterway];
  if (group === 'parks') return [p.park, p.landcover, p.landuse];
  return [...Object.values(p.roads), p.rail];
}

/** The theme (without casings, which would widen roads) whose group colours stand furthest from its page. */
function themeFor(group: Group): { key: string; theme: Theme; contrast: number } {
  let best: { key: string; theme: Theme; contrast: number } | undefined;
  for (const [key, theme] of Object.entries(THEMES)) {
    if (theme.casings) continue;
    const page = channels(theme.palette.background);
    const contrast = Math.min(...groupColours(theme, group).map((colour) => distance(channels(colour), page)));
    if (!best || contrast > best.contrast) best = { key, theme, contrast };
  }
  return best!;
}

/**
 * A pixel is ink where at least this share of it is covered. Lower than a half, so that lines half a
 * pixel wide (the engine's thinnest, and MapLibre's) count in both renderings.
 */
const COVERAGE = 0.3;

/** Ink: pixels further from the page colour than COVERAGE of the group's least contrast. */
function ourMask(pixels: Buffer, page: string, contrast: number): Uint8Array {
  const background = channels(page);
  const mask = new Uint8Array(pixels.length / 3);
  for (let i = 0; i < mask.length; i++) mask[i] = distance([pixels[3 * i]!, pixels[3 * i + 1]!, pixels[3 * i + 2]!], background) > contrast * COVERAGE ? 1 : 0;
  return mask;
}

function referenceMask(pixels: Buffer): Uint8Array {
  const mask = new Uint8Array(pixels.length / 3);
  for (let i = 0; i < mask.length; i++) mask[i] = pixels[3 * i]! + pixels[3 * i + 1]! + pixels[3 * i + 2]! < 3 * 255 * (1 - COVERAGE) ? 1 : 0;
  return mask;
}

/** The map credit sits in the bottom right corner of our poster: not map data. */
const inCredit = (index: number) => index % WIDTH > WIDTH * 0.45 && Math.floor(index / WIDTH) > HEIGHT - 40;

/** The mask shrunk by one pixel: a pixel stays where its eight neighbours are ink too. */
function erode(mask: Uint8Array): Uint8Array {
  const shrunk = new Uint8Array(mask.length);
  for (let y = 1; y < HEIGHT - 1; y++) {
    for (let x = 1; x < WIDTH - 1; x++) {
      let all = 1;
      for (let dy = -1; dy <= 1 && all; dy++) for (let dx = -1; dx <= 1; dx++) all &= mask[(y + dy) * WIDTH + x + dx]!;
      shrunk[y * WIDTH + x] = all;
    }
  }
  return shrunk;
}

/** Areas only: lines up to two pixels wide (streams, paths) removed, shapes kept (a morphological opening). */
const areasOf = (mask: Uint8Array) => dilate(erode(mask));

/** The mask grown by one pixel in each of the eight directions. */
function dilate(mask: Uint8Array): Uint8Array {
  const grown = new Uint8Array(mask.length);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      if (!mask[y * WIDTH + x]) continue;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < WIDTH && ny < HEIGHT) grown[ny * WIDTH + nx] = 1;
      }
    }
  }
  return grown;
}

/**
 * For lines a pixel or two wide, where a half-pixel difference in an edge is most of the line: the
 * share of each mask's ink that has the other's within one pixel, as an F-score. A map shifted by two
 * pixels, or a road class left out, falls far below a correct one.
 */
function withinOnePixel(a: Uint8Array, b: Uint8Array): number {
  const [grownA, grownB] = [dilate(a), dilate(b)];
  let inA = 0;
  let inB = 0;
  let aNearB = 0;
  let bNearA = 0;
  for (let i = 0; i < a.length; i++) {
    if (inCredit(i)) continue;
    if (a[i]) {
      inA++;
      if (grownB[i]) aNearB++;
    }
    if (b[i]) {
      inB++;
      if (grownA[i]) bNearA++;
    }
  }
  const precision = inA ? aNearB / inA : 1;
  const recall = inB ? bNearA / inB : 1;
  return (2 * precision * recall) / (precision + recall || 1);
}

function intersectionOverUnion(a: Uint8Array, b: Uint8Array): { iou: number; ours: number; reference: number } {
  let both = 0;
  let either = 0;
  let ours = 0;
  let reference = 0;
  for (let i = 0; i < a.length; i++) {
    if (inCredit(i)) continue;
    ours += a[i]!;
    reference += b[i]!;
    if (a[i] && b[i]) both++;
    if (a[i] || b[i]) either++;
  }
  return { iou: either === 0 ? 1 : both / either, ours: ours / a.length, reference: reference / a.length };
}

async function writeDebug(name: string, ours: Uint8Array, reference: Uint8Array): Promise<void> {
  const dir = path.join(process.cwd(), '.scratch/reference');
  fs.mkdirSync(dir, { recursive: true });
  const image = Buffer.alloc(ours.length * 3);
  for (let i = 0; i < ours.length; i++) {
    // Both: black; ours only: red; MapLibre only: blue.
    const [r, g, b] = ours[i] && reference[i] ? [0, 0, 0] : ours[i] ? [220, 30, 30] : reference[i] ? [30, 60, 220] : [255, 255, 255];
    image.set([r, g, b], 3 * i);
  }
  await sharp(image, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).png().toFile(path.join(dir, `${name.replace(/\W+/g, '-').toLowerCase()}.png`));
}

let reference: ReferenceRenderer;
const engines = new Map<string, PosterEngine>();
const table: Array<{ view: string; group: Group; iou: number; area: number; near: number; ours: number; reference: number }> = [];

beforeAll(async () => {
  reference = await startReferenceRenderer();
});

afterAll(async () => {
  await reference?.close();
  if (table.length === 0) return;
  const rows = VIEWS.map((view) => {
    const cells = GROUPS.map((group) => table.find((row) => row.view === view.name && row.group === group));
    return `| ${view.name.padEnd(18)} | ${cells.map((cell) => (cell ? `${cell.area.toFixed(3)} / ${cell.iou.toFixed(3)} / ${cell.near.toFixed(3)}` : '-')).join(' | ')} |`;
  });
  console.log(
    ['', 'Our masks against MapLibre GL JS (same tiles, same view): IoU of areas / IoU / within one pixel (F-score)', '| view               | water                 | parks                 | roads                 |', '| --- | --- | --- | --- |', ...rows, ''].join('\n'),
  );
});

describe('the engine against MapLibre GL JS, mask by mask', () => {
  it.each(VIEWS.flatMap((view) => GROUPS.map((group) => ({ ...view, group }))))('$name: $group', async ({ name, tiles, file, lat, lon, zoom, group }) => {
    const { key, theme, contrast } = themeFor(group);
    let engine = engines.get(tiles);
    if (!engine) engines.set(tiles, (engine = new PosterEngine({ tilesUrl: tiles })));
    const spec = parsePosterSpec({
      lat, lon, zoom, theme: key, width: 3, height: 4, maxDimension: MAX_DIMENSION, format: 'png',
      overlaySize: 'none', overlayBgType: 'none', showMarker: false, showLabels: false, matEnabled: false, mapShape: 'rectangle',
      showWater: group === 'water', showParks: group === 'parks', showRoads: group === 'roads', showBuildings: false,
    });
    const png = await engine.render(spec);
    const ours = await sharp(png.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([ours.info.width, ours.info.height]).toEqual([WIDTH, HEIGHT]);

    const style = {
      version: 8,
      sources: { omt: { type: 'vector', url: reference.tilesUrl(file) } },
      layers: [{ id: 'page', type: 'background', paint: { 'background-color': '#ffffff' } }, ...referenceLayers(group, zoom, theme)],
    };
    const drawn = await reference.draw({ style, width: WIDTH, height: HEIGHT, lon, lat, zoom });
    expect([drawn.width, drawn.height]).toEqual([WIDTH, HEIGHT]);

    const a = ourMask(ours.data, theme.palette.background, contrast);
    const b = referenceMask(drawn.data);
    const score = { ...intersectionOverUnion(a, b), area: intersectionOverUnion(areasOf(a), areasOf(b)).iou, near: withinOnePixel(a, b) };
    table.push({ view: name, group, ...score });
    if (process.env.REFERENCE_DEBUG) await writeDebug(`${name} ${group}`, a, b);
    // A lost layer fails here: both renderers must draw this group in this view.
    expect(score.reference, 'MapLibre draws the group').toBeGreaterThan(0.002);
    expect(score.ours, 'the engine draws the group').toBeGreaterThan(0.002);
    const { area, near } = THRESHOLD[group];
    if (area !== undefined) expect(score.area, `IoU of the ${group} areas in ${name}`).toBeGreaterThanOrEqual(area);
    expect(score.near, `within-one-pixel score of ${group} in ${name}`).toBeGreaterThanOrEqual(near);
  });
});
