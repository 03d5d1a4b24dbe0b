import RBush from 'rbush';
import { fontFace, layoutLine, undrawableCharacter, type FontFace } from '../fonts';
import type { Affine } from '../geo';
import type { LabelFeature, PackedGeometry } from '../tiles';
import type { Theme } from '../themes';
import { capRatio, insideWindow, type Window } from '../layout';
import { foldName } from '../fold';
import { runsOp, type TextOutlines } from './text';
import { roadInkPx } from './map-layers';
import type { RoadClass } from '../openmaptiles';
import { fmt, type Paint, rotateAbout, type SceneOp } from '../scene';

/**
 * Street, place and water names, placed without overlaps: candidates go in order of importance,
 * and each is kept only if its box (with a little air) touches no box already taken. Streets are
 * set straight along the longest nearly-straight stretch of their line that holds the name, beside
 * the road (above it, else below), never on it.
 */

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface PlacedLabel extends Box {
  text: string;
  kind: LabelFeature['kind'];
}

export interface LabelOptions {
  theme: Theme;
  /** Poster px per reference px. */
  scale: number;
  zoom: number;
  width: number;
  height: number;
  /** Areas labels must stay clear of (markers, the title block). */
  avoid: readonly Box[];
  /** `local`: names as written on the spot; `latin`: the data's Latin-script names where it has them. */
  language?: 'local' | 'latin';
  /** Set names in fallback faces (or, 'all', every name) as glyph outlines (raster output). */
  outline?: TextOutlines;
  /** The map's window: a label is placed wholly inside it or not at all (never cut at a circle's edge). */
  window?: Window;
  /** The poster's title: a place label naming the same place (in any of its names) would repeat it. */
  title?: string;
  /** Other names of places by the name the map data gives them (from a place index: tiles often carry only the local name). */
  placeAliases?: ReadonlyMap<string, readonly string[]>;
}

/** Whether a box lies inside the window: its edges tested every few px (at most 24 points a side). */
function boxInside(window: Window, box: Box): boolean {
  if (window.shape === 'rectangle') return insideWindow(window, box.minX, box.minY) && insideWindow(window, box.maxX, box.maxY);
  const along = (length: number) => Math.min(24, Math.max(2, Math.ceil(length / 6)));
  const across = along(box.maxX - box.minX);
  const down = along(box.maxY - box.minY);
  for (let i = 0; i <= across; i++) {
    const x = box.minX + ((box.maxX - box.minX) * i) / across;
    if (!insideWindow(window, x, box.minY) || !insideWindow(window, x, box.maxY)) return false;
  }
  for (let i = 1; i < down; i++) {
    const y = box.minY + ((box.maxY - box.minY) * i) / down;
    if (!insideWindow(window, box.minX, y) || !insideWindow(window, box.maxX, y)) return false;
  }
  return true;
}

/** Place classes whose labels could repeat a poster's title: the places posters are made of. */
export const TITLED_PLACE_CLASSES: ReadonlySet<string> = new Set(['city', 'town', 'village']);

/** The names of the places among `tiles`' labels that might be the title under another name (none of their own names is it). */
export function placesToLookUp(tiles: ReadonlyArray<{ labels: readonly LabelFeature[] }>, title: string | undefined): string[] {
  const titleKey = title ? nameKey(title) : '';
  if (!titleKey) return [];
  const names = new Set<string>();
  for (const { labels } of tiles) {
    for (const feature of labels) {
      if (feature.kind !== 'place' || !TITLED_PLACE_CLASSES.has(feature.cls)) continue;
      if ([feature.name, feature.latin, ...(feature.aliases ?? [])].some((alias) => nameKey(alias) === titleKey)) continue;
      names.add(feature.name);
    }
  }
  return [...names];
}

/** A name reduced to its letters, case and accents aside: "KØBENHAVN" and "København" are one. */
const nameKey = (name: string) => foldName(name).replace(/ /g, '');

export interface LabelLayer {
  /** The labels as scene operations (the poster's labels layer). */
  ops: SceneOp[];
  labels: PlacedLabel[];
  /** Faces used and their text, for embedding exactly those glyphs. */
  uses: Array<{ face: FontFace; text: string }>;
}

interface Style {
  /** Reference px. */
  size: number;
  trackingEm: number;
  upper: boolean;
  bold: boolean;
  priority: number;
}

const PLACE_STYLES: Record<string, Style> = {
  city: { size: 12, trackingEm: 0.12, upper: true, bold: true, priority: 0 },
  town: { size: 10, trackingEm: 0.12, upper: true, bold: true, priority: 1 },
  village: { size: 8, trackingEm: 0.12, upper: true, bold: true, priority: 3 },
  suburb: { size: 7.5, trackingEm: 0.22, upper: true, bold: true, priority: 2 },
  quarter: { size: 6.5, trackingEm: 0.22, upper: true, bold: true, priority: 4 },
  neighbourhood: { size: 6, trackingEm: 0.2, upper: true, bold: true, priority: 5 },
};
const WATER_STYLE: Style = { size: 7, trackingEm: 0.14, upper: false, bold: false, priority: 3 };
const STREET_STYLES: Record<string, Style> = {
  motorway: { size: 7, trackingEm: 0.04, upper: false, bold: true, priority: 6 },
  trunk: { size: 7, trackingEm: 0.04, upper: false, bold: true, priority: 6 },
  primary: { size: 6.8, trackingEm: 0.04, upper: false, bold: false, priority: 7 },
  secondary: { size: 6.6, trackingEm: 0.04, upper: false, bold: false, priority: 8 },
  tertiary: { size: 6.4, trackingEm: 0.04, upper: false, bold: false, priority: 9 },
  minor: { size: 6, trackingEm: 0.03, upper: false, bold: false, priority: 10 },
};
/** The road classes a street name is never set across. */
const MAIN_ROADS: ReadonlySet<string> = new Set(['motorway', 'trunk', 'primary', 'secondary', 'tertiary']);
/** Minor streets only where they have room to be read. */
const MIN_ZOOM: Record<string, number> = { minor: 14, tertiary: 13, secondary: 12 };
const MAX_LABELS = 260;
/** A street name is repeated no closer than this (reference px). */
const REPEAT_DISTANCE = 260;
/**
 * Where a place's or water's name may sit about its point, in its own half-widths and half-heights:
 * on it, then above, below, beside it and at its corners, then further above and below, so it can step off a road it would cover.
 */
const POINT_OFFSETS: ReadonlyArray<[number, number]> = [
  [0, 0],
  [0, -2],
  [0, 2],
  [1.15, 0],
  [-1.15, 0],
  [1.15, -2],
  [-1.15, -2],
  [1.15, 2],
  [-1.15, 2],
  [0, -4],
  [0, 4],
  [0, -6],
  [0, 6],
];
/** Where along its straightest stretch a street name is tried, as shares of the stretch's slack either side of its middle. */
const ALONG_SHARES = [0, -0.5, 0.5, -1, 1];
/** A street whose line lies this share of its length on a drawn slip road (within LINK_SNAP_PX) is that slip road. */
const LINK_SHARE = 0.5;
/** Poster px (per reference px) a street's line may lie from a drawn slip road and still be on it. */
const LINK_SNAP_PX = 1.5;
/**
 * Names that are only the word for a slip road, as mappers sometimes name one the data draws as its
 * class ("Bretelle", Monaco: a primary, not flagged as a ramp): a description, not a street's name. Folded (../fold).
 */
const SLIP_ROAD_WORDS: ReadonlySet<string> = new Set([
  'bretelle',
  'bretella',
  'slip road',
  'slip',
  'ramp',
  'on ramp',
  'off ramp',
  'rampe',
  'auffahrt',
  'abfahrt',
  'zubringer',
  'raccordo',
  'svincolo',
  'enlace',
  'ramal',
  'oprit',
  'afrit',
  'pakorsel',
  'frakorsel',
  'tilslutning',
]);
/** Consecutive segments whose direction differs less than this are one straight stretch. */
const STRAIGHT_DEGREES = 14;
/** Air between a street's road and its name beside it, beyond the halo (em). */
const SIDE_GAP_EM = 0.12;
/** How far descenders reach below the baseline (em), allowed for where a name has any. */
const DESCENT_EM = 0.22;
/** A name with letters that may reach below the baseline: any outside a Latin set known not to (no g, j, p, q, y, comma, cedilla). */
const DESCENDERS = /[^A-Za-fhik-oru-xzÀ-ÆÈ-ÖØ-æè-öø-þ0-9 .'’&-]/u;

interface Candidate {
  feature: LabelFeature;
  style: Style;
  points: Array<[number, number]>;
  length: number;
}

/** A label's axis-aligned box, rotated by `angle` degrees about its centre, with air around it. */
function labelBox(cx: number, cy: number, angle: number, textWidth: number, capHeight: number, size: number): Box {
  const radians = (angle * Math.PI) / 180;
  const halfW = textWidth / 2 + size * 0.4;
  const halfH = capHeight / 2 + size * 0.45;
  const extentX = Math.abs(halfW * Math.cos(radians)) + Math.abs(halfH * Math.sin(radians));
  const extentY = Math.abs(halfW * Math.sin(radians)) + Math.abs(halfH * Math.cos(radians));
  return { minX: cx - extentX, minY: cy - extentY, maxX: cx + extentX, maxY: cy + extentY };
}

/** A stretch of a road a street name must keep clear of, inked `reach` px either side of its centre line. */
interface RoadSegment extends Box {
  from: [number, number];
  to: [number, number];
  reach: number;
}

/** A line's segments, each with its box grown by `reach`. */
function roadSegments(points: ReadonlyArray<[number, number]>, reach: number): RoadSegment[] {
  const segments: RoadSegment[] = [];
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1]!;
    const to = points[i]!;
    segments.push({
      from,
      to,
      reach,
      minX: Math.min(from[0], to[0]) - reach,
      minY: Math.min(from[1], to[1]) - reach,
      maxX: Math.max(from[0], to[0]) + reach,
      maxY: Math.max(from[1], to[1]) + reach,
    });
  }
  return segments;
}

/**
 * Whether any of `segments`, inked its reach either side of its centre line, comes into the rectangle
 * of `halfWidth` × `halfHeight` about `centre` turned by `angle` degrees: tested every px along it.
 */
function roadsNear(segments: readonly RoadSegment[], centre: [number, number], angle: number, rect: { halfWidth: number; halfHeight: number }): boolean {
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  for (const { from, to, reach } of segments) {
    const steps = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1])));
    for (let k = 0; k <= steps; k++) {
      const dx = from[0] + ((to[0] - from[0]) * k) / steps - centre[0];
      const dy = from[1] + ((to[1] - from[1]) * k) / steps - centre[1];
      if (Math.abs(dx * cos + dy * sin) < rect.halfWidth + reach && Math.abs(-dx * sin + dy * cos) < rect.halfHeight + reach) return true;
    }
  }
  return false;
}

function styleOf(feature: LabelFeature, zoom: number): Style | undefined {
  if (feature.kind === 'place') return PLACE_STYLES[feature.cls];
  if (feature.kind === 'water') return WATER_STYLE;
  const style = STREET_STYLES[feature.cls];
  return style && zoom >= (MIN_ZOOM[feature.cls] ?? 0) ? style : undefined;
}

function lineLength(points: ReadonlyArray<[number, number]>): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  return length;
}

/** The longest run of nearly collinear segments: [start, end] points. */
function straightestRun(points: ReadonlyArray<[number, number]>): { from: [number, number]; to: [number, number]; length: number } | undefined {
  let best: { from: [number, number]; to: [number, number]; length: number } | undefined;
  let runStart = 0;
  let runLength = 0;
  let runAngle = Number.NaN;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const segment = Math.hypot(x1 - x0, y1 - y0);
    if (segment === 0) continue;
    const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
    const turn = Math.abs(((angle - runAngle + 540) % 360) - 180);
    if (Number.isNaN(runAngle) || turn > STRAIGHT_DEGREES) {
      runStart = i - 1;
      runLength = 0;
      runAngle = angle;
    }
    runLength += segment;
    if (!best || runLength > best.length) best = { from: points[runStart]!, to: points[i]!, length: runLength };
  }
  return best;
}

/** The faces labels are set in: regular, and bold for the more important names. */
export function labelFaces(theme: Theme): { regular: FontFace; bold: FontFace } {
  return {
    regular: fontFace(theme.fonts.labels.family, theme.fonts.labels.weight),
    bold: fontFace(theme.fonts.labels.family, Math.max(600, theme.fonts.labels.weight)),
  };
}

/** A line of `layer` in poster px. */
function projectedLines(layer: PackedGeometry, [a, b, c, d, e, f]: Affine): Array<Array<[number, number]>> {
  const lines: Array<Array<[number, number]>> = [];
  for (let r = 0; r + 1 < layer.rings.length; r++) {
    const line: Array<[number, number]> = [];
    for (let i = layer.rings[r]!; i < layer.rings[r + 1]!; i++) {
      const x = layer.coords[2 * i]!;
      const y = layer.coords[2 * i + 1]!;
      line.push([a * x + c * y + e, b * x + d * y + f]);
    }
    if (line.length >= 2) lines.push(line);
  }
  return lines;
}

/** The distance from `point` to the segment `from`–`to`. */
function distanceToSegment([px, py]: [number, number], [x0, y0]: [number, number], [x1, y1]: [number, number]): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / lengthSquared));
  return Math.hypot(px - x0 - t * dx, py - y0 - t * dy);
}

/** The share of a line's length (sampled every 3 px or so) lying within `reach` of one of `links`' segments. */
function shareOn(points: ReadonlyArray<[number, number]>, links: RBush<RoadSegment>, reach: number): number {
  const bounds = { minX: Number.POSITIVE_INFINITY, minY: Number.POSITIVE_INFINITY, maxX: Number.NEGATIVE_INFINITY, maxY: Number.NEGATIVE_INFINITY };
  for (const [x, y] of points) {
    bounds.minX = Math.min(bounds.minX, x);
    bounds.minY = Math.min(bounds.minY, y);
    bounds.maxX = Math.max(bounds.maxX, x);
    bounds.maxY = Math.max(bounds.maxY, y);
  }
  // Most streets come nowhere near a slip road.
  if (!links.collides(bounds)) return 0;
  let on = 0;
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1]!;
    const to = points[i]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) / 3));
    for (let k = 0; k < steps; k++) {
      const point: [number, number] = [from[0] + ((to[0] - from[0]) * (k + 0.5)) / steps, from[1] + ((to[1] - from[1]) * (k + 0.5)) / steps];
      total++;
      const near = links.search({ minX: point[0] - reach, minY: point[1] - reach, maxX: point[0] + reach, maxY: point[1] + reach });
      if (near.some((segment) => distanceToSegment(point, segment.from, segment.to) <= reach)) on++;
    }
  }
  return total === 0 ? 0 : on / total;
}

/**
 * The tiles' names, and (`roads`) the lines the map draws from them: every drawn main road, slip road
 * and roundabout (named or not) is kept clear of the lettering, and a name carried by a slip road is left off.
 */
export interface LabelTile {
  labels: readonly LabelFeature[];
  transform: Affine;
  roads?: readonly PackedGeometry[];
}

export function labelLayer(tiles: ReadonlyArray<LabelTile>, options: LabelOptions): LabelLayer {
  const { theme, scale, width, height } = options;
  const titleKey = options.title ? nameKey(options.title) : '';
  const { regular, bold } = labelFaces(theme);
  const index = new RBush<Box>();
  for (const box of options.avoid) index.insert(box);
  const margin = 6 * scale;

  const candidates: Candidate[] = [];
  // The main roads (every named class above the minor street, named or not at this zoom) as the map
  // draws them, which no street name may be set across.
  const mainRoads = new RBush<RoadSegment>();
  // Slip roads as drawn (`link:<class>`): the tiles' name layer does not tell a slip road from its class
  // ("Bretelle", Monaco, named as a primary), and a slip road's name is not one a poster shows.
  const links = new RBush<RoadSegment>();
  for (const { roads = [], transform } of tiles) {
    for (const layer of roads) {
      const [drawn, road] = layer.kind.split(':') as [string, string | undefined];
      if (layer.type !== 2 || (drawn !== 'road' && drawn !== 'link' && drawn !== 'tunnel') || !road || !MAIN_ROADS.has(road)) continue;
      const reach = roadInkPx(road as RoadClass, options.zoom, scale, theme) / 2;
      for (const line of projectedLines(layer, transform)) {
        if (line.every(([x, y]) => x < 0 || y < 0 || x > width || y > height)) continue;
        mainRoads.load(roadSegments(line, reach));
        if (drawn === 'link') links.load(roadSegments(line, LINK_SNAP_PX * scale));
      }
    }
  }
  // The lines the map draws, where given, are the main roads; the named lines stand in for them otherwise.
  const drawnRoads = tiles.some(({ roads }) => roads !== undefined);
  for (const { labels, transform } of tiles) {
    const [a, b, c, d, e, f] = transform;
    for (const feature of labels) {
      const style = styleOf(feature, options.zoom);
      const mainRoad = !drawnRoads && feature.kind === 'street' && feature.type === 2 && MAIN_ROADS.has(feature.cls);
      if (!style && !mainRoad) continue;
      const points: Array<[number, number]> = [];
      for (let i = 0; i < feature.coords.length; i += 2) {
        const x = feature.coords[i]!;
        const y = feature.coords[i + 1]!;
        points.push([a * x + c * y + e, b * x + d * y + f]);
      }
      if (points.every(([x, y]) => x < 0 || y < 0 || x > width || y > height)) continue;
      if (mainRoad) mainRoads.load(roadSegments(points, roadInkPx(feature.cls as RoadClass, options.zoom, scale, theme) / 2));
      if (style && feature.kind === 'street' && (SLIP_ROAD_WORDS.has(foldName(feature.name)) || SLIP_ROAD_WORDS.has(foldName(feature.latin)))) continue;
      if (style && feature.kind === 'street' && shareOn(points, links, LINK_SNAP_PX * scale) >= LINK_SHARE) continue;
      if (style) candidates.push({ feature, style, points, length: feature.type === 2 ? lineLength(points) : 0 });
    }
  }
  candidates.sort((p, q) => p.style.priority - q.style.priority || q.length - p.length);

  const placed: PlacedLabel[] = [];
  const texts = new Map<FontFace, string>();
  const shownAt = new Map<string, Array<[number, number]>>();
  const ops: SceneOp[] = [];
  const haloWidth = Number(fmt(Math.max(1, 1.6 * scale)));
  // One paint for every name and one for every knocked-out space: the SVG writes each once for a run of them.
  const namePaint: Paint = { stroke: theme.palette.halo, width: haloWidth, join: 'round', strokeFirst: true, fill: theme.palette.label };
  const gapPaint: Paint = { fill: theme.palette.halo };
  for (const { feature, style, points } of candidates) {
    if (placed.length >= MAX_LABELS) break;
    if (
      feature.kind === 'place' &&
      titleKey &&
      [feature.name, feature.latin, ...(feature.aliases ?? []), ...(options.placeAliases?.get(feature.name) ?? [])].some((alias) => nameKey(alias) === titleKey)
    )
      continue;
    const name = options.language === 'latin' ? feature.latin : feature.name;
    const text = style.upper ? name.toLocaleUpperCase('en') : name;
    const face = style.bold ? bold : regular;
    const size = style.size * scale;
    const tracking = style.trackingEm * size;
    // A name in a script no shipped face has is left off the map, never printed as boxes.
    if (undrawableCharacter(face, text) !== undefined) continue;
    const laid = layoutLine(face, text, size, tracking);
    const textWidth = laid.width;
    const capHeight = capRatio(face) * size;

    // Where the name may go, in order: a street's beside its road (above it, else below), a place's or water's on its point.
    const spots: Array<{ centre: [number, number]; angle: number }> = [];
    if (feature.type === 2) {
      const run = straightestRun(points);
      if (!run || run.length < textWidth + 2 * size) continue;
      let angle = (Math.atan2(run.to[1] - run.from[1], run.to[0] - run.from[0]) * 180) / Math.PI;
      // Never upside down.
      if (angle > 90) angle -= 180;
      else if (angle <= -90) angle += 180;
      const middle: [number, number] = [(run.from[0] + run.to[0]) / 2, (run.from[1] + run.to[1]) / 2];
      if (feature.kind === 'street') {
        // Beside the road, parallel to it, as a printed map names a road drawn as one line (Imhof): set on
        // it, the name's halo wiped the road out under the lettering, and a short main road read as a
        // dashed line ("Holmens Kanal", issue 39). Above first, the baseline clear of the road's ink by
        // the halo and any descenders; below, the letters' tops as clear.
        const roadHalf = roadInkPx(feature.cls as RoadClass, options.zoom, scale, theme) / 2;
        const clear = haloWidth / 2 + SIDE_GAP_EM * size;
        const above = roadHalf + clear + (DESCENDERS.test(text) ? DESCENT_EM * size : 0) + capHeight / 2;
        const below = roadHalf + clear + capHeight / 2;
        const radians = (angle * Math.PI) / 180;
        // The text's "up" and "along" in poster px.
        const up: [number, number] = [Math.sin(radians), -Math.cos(radians)];
        const along: [number, number] = [Math.cos(radians), Math.sin(radians)];
        // Its own road, the whole of it (not only the stretch the name follows), and every main road
        // stay clear of the lettering and its halo: the halo would cut them into dashes as it did its road.
        const ownRoad = roadSegments(points, roadHalf);
        const lettering = { halfWidth: textWidth / 2 + haloWidth / 2, halfHeight: capHeight / 2 + haloWidth / 2 };
        const slack = (run.length - textWidth - 2 * size) / 2;
        for (const shift of ALONG_SHARES.map((share) => share * slack)) {
          for (const offset of [-above, below]) {
            const centre: [number, number] = [middle[0] + along[0] * shift - up[0] * offset, middle[1] + along[1] * shift - up[1] * offset];
            const near = labelBox(centre[0], centre[1], angle, textWidth, capHeight, size);
            if (roadsNear(ownRoad, centre, angle, lettering) || roadsNear(mainRoads.search(near), centre, angle, lettering)) continue;
            spots.push({ centre, angle });
          }
        }
      } else spots.push({ centre: middle, angle });
    } else {
      // On its point, else about it, its lettering and halo clear of every main road and roundabout: set
      // across one, the halo cut the road ("Fontaine Japonaise" on the Monaco roundabout, "HARBOR EAST"
      // on a Baltimore main road, issue 39). Left off where no spot is clear.
      const [px, py] = points[0]!;
      const lettering = { halfWidth: textWidth / 2 + haloWidth / 2, halfHeight: capHeight / 2 + haloWidth / 2 };
      // Only a name its point would set across a road moves: one with room there stays on it, as before.
      for (const [across, down] of POINT_OFFSETS) {
        const centre: [number, number] = [px + across * (textWidth / 2 + size * 0.4), py + down * (capHeight / 2 + size * 0.45)];
        const near = labelBox(centre[0], centre[1], 0, textWidth, capHeight, size);
        if (roadsNear(mainRoads.search(near), centre, 0, lettering)) continue;
        spots.push({ centre, angle: 0 });
        if (across === 0 && down === 0) break;
      }
    }
    const key = `${feature.kind}:${name}`;
    const seen = shownAt.get(key) ?? [];
    const repeat = feature.kind === 'street' ? REPEAT_DISTANCE * scale : Number.POSITIVE_INFINITY;
    const spot = spots.find(({ centre: [cx, cy], angle }) => {
      const box = labelBox(cx, cy, angle, textWidth, capHeight, size);
      if (box.minX < margin || box.minY < margin || box.maxX > width - margin || box.maxY > height - margin) return false;
      // Wholly inside the window: the box's corners and points along its edges (a heart is not convex
      // where its lobes meet, so corners alone could straddle the notch).
      if (options.window && !boxInside(options.window, box)) return false;
      if (index.collides(box)) return false;
      return !seen.some(([x, y]) => Math.hypot(x - cx, y - cy) < repeat);
    });
    if (!spot) continue;
    const {
      centre: [cx, cy],
      angle,
    } = spot;
    const box = labelBox(cx, cy, angle, textWidth, capHeight, size);

    index.insert(box);
    shownAt.set(key, [...seen, [cx, cy]]);
    placed.push({ ...box, text, kind: feature.kind });
    for (const run of laid.runs) texts.set(run.face, (texts.get(run.face) ?? '') + run.text);
    const x = cx - textWidth / 2;
    const baseline = cy + capHeight / 2;
    const rotation = angle ? rotateAbout(Math.round(angle * 10) / 10, Number(fmt(cx)), Number(fmt(cy))) : undefined;
    // A street name's halo runs on unbroken between its words and across its punctuation: glyph by
    // glyph, a crossing street showed through a word space, above a full stop or below an apostrophe
    // ("H.C.▪ Andersens", "O▪Donnell"). Only those gaps are knocked out, as tall as the haloed letters;
    // never a plate under the whole name, which read as a grey box wherever the ground is not the page.
    if (feature.kind === 'street') {
      for (const match of text.matchAll(/[\s\p{P}]+/gu)) {
        const start = match.index;
        const end = start + match[0].length;
        // Between letters only: a name's own ends need no bridge.
        if (start === 0 || end === text.length) continue;
        // From the end of the letter before (a line's width leaves out the tracking after it) well into the next, under its ink.
        const left = x + layoutLine(face, text.slice(0, start), size, tracking).width + tracking;
        const right = x + layoutLine(face, text.slice(0, end), size, tracking).width + tracking + haloWidth + 0.3 * size;
        const gap = {
          x: Number(fmt(left)),
          y: Number(fmt(cy - capHeight / 2 - haloWidth / 2)),
          width: Number(fmt(right - left)),
          height: Number(fmt(capHeight + haloWidth)),
        };
        ops.push({ op: 'rect', ...gap, paint: gapPaint, ...(rotation ? { transform: rotation } : {}) });
      }
    }
    ops.push(runsOp(laid.runs, { left: x, baseline, face, size, outline: options.outline }, namePaint, rotation));
  }
  return {
    ops,
    labels: placed,
    uses: [...texts].map(([face, text]) => ({ face, text })),
  };
}
