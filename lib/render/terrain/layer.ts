import RBush from 'rbush';
import sharp from 'sharp';
import { RenderError } from '../errors';
import { layoutLine, loadFacesFor, runOutline } from '../fonts';
import { simplifyLine } from '../geo';
import type { PosterSpec } from '../spec';
import { insideWindow, labelObstacles, type PosterLayout, type Window } from '../layout';
import { labelFaces, roadStrokePx, type TerrainDrawing } from '../svg';
import { fmt, type Paint, rotateAbout, type SceneOp } from '../scene';
import type { Theme } from '../themes';
import { contourLevels, contours, type ContourLine } from './contours';
import type { ChosenElevation } from './elevation';
import { sampleElevation } from './elevation';
import { hillshade, type ElevationGrid } from './hillshade';
import { terrainTints, type TerrainTints } from './tints';

/** What a poster's terrain is drawn with (../svg): the hillshade as one PNG with alpha over the map's box, the contours and their labels as scene operations (paths). */
export type { TerrainDrawing };

/**
 * A terrain poster: terrain asked for and the map layers off (roads, water, parks; buildings not asked
 * for), so it draws no map data and needs none (a mountain range far from any bundled city is drawn offline).
 */
export function terrainOnly(spec: PosterSpec): boolean {
  return spec.terrain !== undefined && !spec.showRoads && !spec.showWater && !spec.showParks && spec.showBuildings !== true;
}

/**
 * The exaggeration a client left to us: true to the ground (1) under a map or with contours, whose lines
 * carry the relief; 2 on a terrain poster of hillshade alone, where the relief is all there is and rolling
 * hills at 1 read flat from across a room (the designer's review of the Cumberland posters, issue 43).
 */
export function hillshadeExaggeration(spec: PosterSpec): number {
  const terrain = spec.terrain;
  if (terrain?.exaggeration !== undefined) return terrain.exaggeration;
  return terrainOnly(spec) && !terrain?.contours ? 2 : 1;
}

type TerrainSpec = NonNullable<PosterSpec['terrain']>;

/** The longest side of the elevation grid a poster is shaded and contoured on, in samples. */
export const MAX_GRID_SIDE = 1600;
const FEET_PER_METRE = 3.280839895;
const EARTH_CIRCUMFERENCE = 40_075_016.686;

/** Contour intervals by zoom when a poster asks for contours without one (metres; feet: × 3, rounded). */
export function contourInterval(zoom: number, unit: 'm' | 'ft'): number {
  const metres = zoom >= 14 ? 5 : zoom >= 13 ? 10 : zoom >= 12 ? 20 : zoom >= 11 ? 25 : zoom >= 10 ? 50 : zoom >= 8 ? 100 : 250;
  return unit === 'm' ? metres : ({ 5: 20, 10: 40, 20: 50, 25: 100, 50: 200, 100: 500, 250: 1000 } as Record<number, number>)[metres]!;
}

/** Where on the sheet the terrain is computed: the whole sheet for a full-bleed map, else the window's box. */
function terrainBox(layout: PosterLayout): { x: number; y: number; width: number; height: number } {
  const { width: W, height: H, bleed, window } = layout;
  if (layout.fullBleed) return { x: -bleed, y: -bleed, width: W + 2 * bleed, height: H + 2 * bleed };
  const [minX, minY, maxX, maxY] =
    window.shape === 'rectangle'
      ? [window.x, window.y, window.x + window.width, window.y + window.height]
      : [window.cx - window.r, window.cy - window.r, window.cx + window.r, window.cy + window.r];
  return { x: Math.floor(minX), y: Math.floor(minY), width: Math.ceil(maxX) - Math.floor(minX), height: Math.ceil(maxY) - Math.floor(minY) };
}

const mercator = (lon: number, lat: number): [number, number] => [
  (lon + 180) / 360,
  (1 - Math.asinh(Math.tan((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180)) / Math.PI) / 2,
];

/**
 * The poster's terrain from the chosen elevation source: an elevation grid over the map's box (a sample
 * every `cell` poster px, finer than the data by up to 2×, at most MAX_GRID_SIDE a side), shaded and
 * contoured as ./hillshade and ./contours compute, drawn in the theme's tints.
 */
export async function terrainDrawing(spec: PosterSpec, theme: Theme, layout: PosterLayout, chosen: ChosenElevation): Promise<TerrainDrawing> {
  const terrain = spec.terrain as TerrainSpec;
  const { view, scale } = layout;
  const box = terrainBox(layout);
  // Poster px of one pixel of a 512 px elevation tile at the source's deepest zoom: no finer grid says more.
  const dataPx = 2 ** (view.drawZoom - chosen.source.maxZoom);
  const cell = Math.max(1, Math.max(box.width, box.height) / MAX_GRID_SIDE, dataPx / 2);
  const width = Math.max(2, Math.round(box.width / cell));
  const height = Math.max(2, Math.round(box.height / cell));
  const cellX = box.width / width;
  const cellY = box.height / height;
  // The view is a rotation and a scale of Web Mercator: three points place every sample.
  const origin = mercator(...view.unproject(box.x + cellX / 2, box.y + cellY / 2));
  const right = mercator(...view.unproject(box.x + cellX * 1.5, box.y + cellY / 2));
  const down = mercator(...view.unproject(box.x + cellX / 2, box.y + cellY * 1.5));
  const ex = [right[0] - origin[0], right[1] - origin[1]];
  const ey = [down[0] - origin[0], down[1] - origin[1]];
  const z = Math.max(chosen.source.minZoom, Math.min(chosen.source.maxZoom, Math.ceil(view.drawZoom - Math.log2(cell))));
  const grid = await sampleElevation(chosen.source, chosen.encoding, z, {
    width,
    height,
    at: (i, j) => [origin[0] + i * ex[0]! + j * ey[0]!, origin[1] + i * ex[1]! + j * ey[1]!],
  });
  // A sample's size on the ground, latitude-corrected row by row (Web Mercator stretches by 1/cos(lat)).
  const mercatorPerCell = Math.hypot(ex[0]!, ex[1]!);
  const latitudeOfRow = (row: number) => {
    const y = origin[1] + row * ey[1]! + (width / 2) * ex[1]!;
    return Math.atan(Math.sinh(Math.PI * (1 - 2 * y)));
  };
  const groundMetres = (row: number) => mercatorPerCell * EARTH_CIRCUMFERENCE * Math.cos(latitudeOfRow(row));
  const tints = terrainTints(theme);
  const drawing: TerrainDrawing = { ops: [] };
  if (terrain.hillshade) {
    const shade = hillshade(
      grid,
      { azimuth: terrain.azimuth, altitude: terrain.altitude, zFactor: hillshadeExaggeration(spec), multidirectional: terrain.multidirectional },
      groundMetres,
      groundMetres,
    );
    const png = await shadePng(shade, width, height, tints, Math.sin((terrain.altitude * Math.PI) / 180));
    drawing.image = { href: `data:image/png;base64,${png.toString('base64')}`, ...box };
  }
  if (terrain.contours) {
    const unit = terrain.contours.unit;
    const interval = terrain.contours.interval ?? contourInterval(spec.zoom, unit);
    const inUnit: ElevationGrid = unit === 'm' ? grid : { ...grid, heights: grid.heights.map((h) => h * FEET_PER_METRE) };
    const levels = contourLevels(inUnit, interval);
    if (levels.length > 2000) {
      throw new RenderError('render_failed', `a contour interval of ${interval} ${unit} gives ${levels.length} lines here: choose a wider interval`);
    }
    const lines = contours(inUnit, levels).map((line) => ({
      ...line,
      points: smoothContour(
        line.points.map(([c, r]): [number, number] => [box.x + (c + 0.5) * cellX, box.y + (r + 0.5) * cellY]),
        line.closed,
      ),
    }));
    const isIndex = (level: number) =>
      Math.abs(level / (interval * terrain.contours!.indexEvery) - Math.round(level / (interval * terrain.contours!.indexEvery))) < 1e-9;
    const labels = terrain.contours.labels
      ? await placeLabels(
          lines.filter((line) => isIndex(line.level)),
          lines,
          layout,
          theme,
          tints.label,
          (x, y) => heightAt(grid, (x - box.x) / cellX - 0.5, (y - box.y) / cellY - 0.5),
        )
      : undefined;
    const { minor: minorWidth, index: indexWidth } = contourStrokePx(spec, theme, scale);
    let minor = '';
    let major = '';
    for (const line of lines) {
      const d = pathData(line.points, line.closed, labels?.gaps.get(line));
      if (!d) continue;
      if (isIndex(line.level)) major += d;
      else minor += d;
    }
    const stroke = (d: string, color: string, width: number): SceneOp[] =>
      d ? [{ op: 'path', d, paint: { stroke: color, width, join: 'round', cap: 'round' } }] : [];
    drawing.ops = [...stroke(minor, tints.contour, minorWidth), ...stroke(major, tints.index, indexWidth), ...(labels?.ops ?? [])];
  }
  return drawing;
}

/**
 * Contour strokes in poster px. On a terrain poster they are the drawing (an index line 1.2 reference px).
 * Under streets they are the ground the streets run on: every contour thinner than the thinnest street
 * it would compete with (a minor line 0.6 of a minor street, an index line 0.9 of it), so the road
 * hierarchy still reads first, as on a topographic map.
 */
export function contourStrokePx(
  spec: Pick<PosterSpec, 'showRoads' | 'zoom'>,
  theme: Pick<Theme, 'roadWidthScale'>,
  scale: number,
): { minor: number; index: number } {
  const hundredths = (px: number) => Math.round(px * 100) / 100;
  const minor = Math.max(0.35, 0.55 * scale);
  const index = Math.max(0.7, 1.2 * scale);
  if (!spec.showRoads) return { minor: hundredths(minor), index: hundredths(index) };
  const street = roadStrokePx('minor', spec.zoom, scale, theme.roadWidthScale);
  // Floored below a street at its own floor (0.5 px): thinner only on small previews, never on a print.
  const under = Math.max(0.3, Math.min(minor, 0.6 * street));
  return { minor: hundredths(under), index: hundredths(Math.max(1.5 * under, Math.min(index, 0.9 * street))) };
}

/**
 * The shade as tints with alpha: above the shade of flat ground (sin altitude) the light tint, below
 * it the shadow tint, each as opaque as the slope is turned towards or away from the light.
 */
async function shadePng(shade: Float32Array, width: number, height: number, tints: TerrainTints, flat: number): Promise<Buffer> {
  const { light, shadow, lightOpacity, shadowOpacity } = tints;
  const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const [lr, lg, lb] = rgb(light);
  const [sr, sg, sb] = rgb(shadow);
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < shade.length; i++) {
    const value = shade[i]!;
    if (Number.isNaN(value)) continue;
    const at = i * 4;
    if (value >= flat) {
      rgba[at] = lr;
      rgba[at + 1] = lg;
      rgba[at + 2] = lb;
      rgba[at + 3] = Math.round(255 * lightOpacity * Math.min(1, (value - flat) / (1 - flat || 1)) ** 0.9);
    } else {
      rgba[at] = sr;
      rgba[at + 1] = sg;
      rgba[at + 2] = sb;
      rgba[at + 3] = Math.round(255 * shadowOpacity * Math.min(1, (flat - value) / flat) ** 0.8);
    }
  }
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Two rounds of Chaikin's corner cutting (a closed ring stays closed, an open line keeps its ends), then simplified (in px). */
export function smoothContour(points: Array<[number, number]>, closed: boolean): Array<[number, number]> {
  let line = closed ? points.slice(0, -1) : points;
  for (let round = 0; round < 2 && line.length > 2; round++) {
    const next: Array<[number, number]> = closed ? [] : [line[0]!];
    const count = closed ? line.length : line.length - 1;
    for (let i = 0; i < count; i++) {
      const [ax, ay] = line[i]!;
      const [bx, by] = line[(i + 1) % line.length]!;
      next.push([0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by], [0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by]);
    }
    if (!closed) next.push(line.at(-1)!);
    line = next;
  }
  if (closed) line.push(line[0]!);
  return line.length > 2 ? simplifyLine(line, 0.2) : line;
}

/** The grid's height at (c, r) in samples, bilinear; NaN outside it or where it has no data. */
function heightAt(grid: ElevationGrid, c: number, r: number): number {
  if (!(c >= 0 && r >= 0 && c <= grid.width - 1 && r <= grid.height - 1)) return Number.NaN;
  const c0 = Math.min(Math.floor(c), grid.width - 2);
  const r0 = Math.min(Math.floor(r), grid.height - 2);
  const fc = c - c0;
  const fr = r - r0;
  const at = (dc: number, dr: number) => grid.heights[(r0 + dr) * grid.width + c0 + dc]!;
  return (at(0, 0) * (1 - fc) + at(1, 0) * fc) * (1 - fr) + (at(0, 1) * (1 - fc) + at(1, 1) * fc) * fr;
}

/** SVG path data of a line, leaving out the stretches (arc lengths from its start) where labels sit. */
function pathData(points: ReadonlyArray<[number, number]>, closed: boolean, gaps: ReadonlyArray<[number, number]> = []): string {
  if (points.length < 2) return '';
  const out: string[] = [];
  let drawing = false;
  let travelled = 0;
  const inGap = (s: number) => gaps.some(([from, to]) => s > from && s < to);
  const move = ([x, y]: [number, number], pen: 'M' | 'L') => out.push(`${pen}${fmt(x)} ${fmt(y)}`);
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    if (i > 0) {
      const previous = points[i - 1]!;
      const length = Math.hypot(point[0] - previous[0], point[1] - previous[1]);
      // Cut at each gap's ends within this segment.
      for (const [from, to] of gaps) {
        for (const edge of [from, to]) {
          if (edge > travelled && edge < travelled + length) {
            const t = (edge - travelled) / length;
            const at: [number, number] = [previous[0] + (point[0] - previous[0]) * t, previous[1] + (point[1] - previous[1]) * t];
            if (edge === from && drawing) {
              move(at, 'L');
              drawing = false;
            } else if (edge === to) {
              move(at, 'M');
              drawing = true;
            }
          }
        }
      }
      travelled += length;
    }
    if (inGap(travelled)) continue;
    move(point, drawing ? 'L' : 'M');
    drawing = true;
  }
  if (closed && gaps.length === 0 && out.length > 2) out.push('Z');
  return out.join('');
}

interface Labels {
  gaps: Map<ContourLine, Array<[number, number]>>;
  ops: SceneOp[];
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** One segment of a contour line, for finding the lines that would run through a label. */
interface Segment extends Box {
  line: ContourLine;
  /** Arc length along its line where the segment starts and ends. */
  from: number;
  to: number;
  a: [number, number];
  b: [number, number];
}

function segmentIndex(lines: readonly ContourLine[]): RBush<Segment> {
  const segments: Segment[] = [];
  for (const line of lines) {
    let travelled = 0;
    for (let i = 1; i < line.points.length; i++) {
      const a = line.points[i - 1]!;
      const b = line.points[i]!;
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      segments.push({
        minX: Math.min(a[0], b[0]),
        minY: Math.min(a[1], b[1]),
        maxX: Math.max(a[0], b[0]),
        maxY: Math.max(a[1], b[1]),
        line,
        from: travelled,
        to: travelled + length,
        a,
        b,
      });
      travelled += length;
    }
  }
  return new RBush<Segment>().load(segments);
}

/**
 * The part of segment a-b inside the box ±halfW × ±halfH centred on (cx, cy) and turned by `radians`, as
 * fractions [t0, t1] of the segment (Liang-Barsky, in the box's frame), or undefined when it stays outside.
 */
function segmentInBox(
  a: readonly [number, number],
  b: readonly [number, number],
  box: { cx: number; cy: number; radians: number; halfW: number; halfH: number },
): [number, number] | undefined {
  const cos = Math.cos(box.radians);
  const sin = Math.sin(box.radians);
  const local = ([x, y]: readonly [number, number]) => [(x - box.cx) * cos + (y - box.cy) * sin, -(x - box.cx) * sin + (y - box.cy) * cos] as const;
  const [x0, y0] = local(a);
  const [x1, y1] = local(b);
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [
    [-dx, x0 + box.halfW],
    [dx, box.halfW - x0],
    [-dy, y0 + box.halfH],
    [dy, box.halfH - y0],
  ] as const) {
    if (p === 0) {
      if (q < 0) return undefined;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return undefined;
  }
  return [t0, t1];
}

/** Gaps along one line, sorted and merged where they overlap. */
function mergeGaps(gaps: ReadonlyArray<[number, number]>): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const [from, to] of [...gaps].sort((p, q) => p[0] - q[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/**
 * Heights along the index lines: set along the line where it runs nearly straight for the label's length,
 * upright and reading uphill (the figures' tops towards higher ground, as a topographic map sets them:
 * where uphill would turn them upside down, the label moves on along its line), at most one per
 * LABEL_SPACING of line, never overlapping each other or the title block. The
 * line is left out under each one, and so is every other contour line (or a bend of its own) that would
 * run through the figures, with a little clear paper around them: the knockout a halo gives on a
 * topographic map, which steep ground, where the lines crowd closer than the type is tall, needs.
 */
async function placeLabels(
  lines: ContourLine[],
  allLines: readonly ContourLine[],
  layout: PosterLayout,
  theme: Theme,
  color: string,
  heightAt: (x: number, y: number) => number,
): Promise<Labels> {
  const { scale, window } = layout;
  const face = labelFaces(theme).regular;
  await loadFacesFor(face, '0123456789-');
  const size = 9 * scale;
  const spacing = 320 * scale;
  const index = new RBush<Box>();
  for (const box of labelObstacles(layout)) index.insert(box);
  const segments = segmentIndex(allLines);
  // Clear paper around the figures: a fifth of the type size.
  const pad = size * 0.2;
  const result: Labels = { gaps: new Map(), ops: [] };
  // One paint for every figure: the SVG writes it once for them all.
  const paint: Paint = { fill: color };
  const byLength = lines
    .map((line) => ({ line, arc: cumulative(line.points) }))
    .filter(({ arc }) => arc.at(-1)! > spacing / 3)
    .sort((a, b) => b.arc.at(-1)! - a.arc.at(-1)!);
  for (const { line, arc } of byLength) {
    const text = String(Math.round(line.level));
    const laid = layoutLine(face, text, size, 0);
    const half = laid.width / 2 + size * 0.35;
    const total = arc.at(-1)!;
    let last = Number.NEGATIVE_INFINITY;
    for (let s = Math.min(spacing / 2, total / 2); s < total - half; s += size) {
      if (s - half < 0 || s - last < spacing) continue;
      const from = pointAt(line.points, arc, s - half);
      const to = pointAt(line.points, arc, s + half);
      // Nearly straight under the label: the chord at least 96 % of the arc.
      if (Math.hypot(to[0] - from[0], to[1] - from[1]) < 0.96 * 2 * half) continue;
      // And no hairpin just past it: the line twice the label's length either side runs on, not back (a
      // bend there would leave a stub curling round the figures).
      const before = pointAt(line.points, arc, Math.max(0, s - 2 * half));
      const after = pointAt(line.points, arc, Math.min(total, s + 2 * half));
      if (Math.hypot(after[0] - before[0], after[1] - before[1]) < 0.8 * (Math.min(total, s + 2 * half) - Math.max(0, s - 2 * half))) continue;
      const [cx, cy] = pointAt(line.points, arc, s);
      let angle = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
      if (angle > 90) angle -= 180;
      else if (angle <= -90) angle += 180;
      const radians = (angle * Math.PI) / 180;
      // The figures' up, turned with them (y runs down the page): higher ground must lie that way.
      const [upX, upY] = [Math.sin(radians) * size * 0.6, -Math.cos(radians) * size * 0.6];
      if (heightAt(cx + upX, cy + upY) < heightAt(cx - upX, cy - upY)) continue;
      const halfH = size * 0.6;
      const extentX = Math.abs(half * Math.cos(radians)) + Math.abs(halfH * Math.sin(radians));
      const extentY = Math.abs(half * Math.sin(radians)) + Math.abs(halfH * Math.cos(radians));
      const box = { minX: cx - extentX, minY: cy - extentY, maxX: cx + extentX, maxY: cy + extentY };
      if (!boxInWindow(window, box) || index.collides(box)) continue;
      const ink = { cx, cy, radians, halfW: laid.width / 2 + pad, halfH: size * 0.35 + pad };
      for (const segment of segments.search(box)) {
        // Its own line is left out from s − half to s + half already.
        if (segment.line === line && segment.to > s - half && segment.from < s + half) continue;
        const inside = segmentInBox(segment.a, segment.b, ink);
        if (!inside) continue;
        const length = segment.to - segment.from;
        result.gaps.set(segment.line, [...(result.gaps.get(segment.line) ?? []), [segment.from + inside[0] * length, segment.from + inside[1] * length]]);
      }
      index.insert(box);
      last = s;
      result.gaps.set(line, [...(result.gaps.get(line) ?? []), [s - half, s + half]]);
      const capHeight = size * 0.7;
      const left = cx - laid.width / 2;
      const baseline = cy + capHeight / 2;
      const rotation = Math.round(angle * 10) / 10;
      const transform = rotateAbout(rotation, Number(fmt(cx)), Number(fmt(cy)));
      const d = laid.runs.map((run) => runOutline(run, size, left + run.x, baseline)).join('');
      result.ops.push({ op: 'path', d, paint, transform });
    }
  }
  for (const [line, gaps] of result.gaps) result.gaps.set(line, mergeGaps(gaps));
  return result;
}

function boxInWindow(window: Window, box: Box): boolean {
  return (
    insideWindow(window, box.minX, box.minY) &&
    insideWindow(window, box.maxX, box.minY) &&
    insideWindow(window, box.minX, box.maxY) &&
    insideWindow(window, box.maxX, box.maxY)
  );
}

function cumulative(points: ReadonlyArray<[number, number]>): number[] {
  const arc = [0];
  for (let i = 1; i < points.length; i++) arc.push(arc[i - 1]! + Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]));
  return arc;
}

function pointAt(points: ReadonlyArray<[number, number]>, arc: readonly number[], s: number): [number, number] {
  let lo = 0;
  let hi = arc.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (arc[mid]! <= s) lo = mid;
    else hi = mid;
  }
  const span = arc[hi]! - arc[lo]! || 1;
  const t = Math.max(0, Math.min(1, (s - arc[lo]!) / span));
  return [points[lo]![0] + (points[hi]![0] - points[lo]![0]) * t, points[lo]![1] + (points[hi]![1] - points[lo]![1]) * t];
}
