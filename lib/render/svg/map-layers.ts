import { clipPolygon, clipPolyline, type Point } from 'lineclip';
import { simplifyLine, type Affine } from '../geo';
import { ROAD_CLASSES, ROAD_WIDTH, type RoadClass, widthGrowth } from '../openmaptiles';

export { ROAD_WIDTH };
import type { DecodedTile, DrawKind, PackedGeometry } from '../tiles';
import type { Theme } from '../themes';
import { mix } from '../themes';
import { fmt, layer, type LayerName, type Paint, type SceneOp } from '../scene';
import { type OverWater, overWater as whatLiesOverWater } from './over-water';

const WATERWAY_WIDTH = 1.1;
const MINOR_WATERWAY_WIDTH = 0.45;
const RAIL_WIDTH = 0.42;
/**
 * A slip road's stroke as a share of its class's width. At the class's own width a ramp leaving a
 * road at a shallow angle ran beside it as one band nearly twice a road wide, and a junction's fan of
 * links (Monaco) as a knot (issue 39); under 0.8 of the road, a fork is never wider than 1.8 roads.
 */
export const LINK_WIDTH_SHARE = 0.6;
/** A tunnel's stroke as a share of its class's width, and how far its color is mixed into the page. */
export const TUNNEL_WIDTH_SHARE = 0.8;
export const TUNNEL_FADE = 0.45;
/**
 * A tunnel's dashes: round-capped, so each dash shows `width` longer than its length and each gap
 * `width` shorter; never shorter than 2 px either way, so thin tunnels read as dashes, not dots.
 */
export function tunnelDash(width: number): [dash: number, gap: number] {
  return [Math.max(2, width * 1.5), Math.max(2, width * 1.5) + width];
}
/**
 * Woods at city zoom and wider cover whole hillsides (Andorra, Vaduz: ~45 % of the map at z13) with
 * polygons whose edges run ruler-straight for hundreds of metres, as mapped; at the theme's wood color
 * they read as slabs (issue 39). Up to WOOD_QUIET_ZOOM they are drawn WOOD_QUIET_SHARE of the way into
 * the page, a texture within a few ΔE of it; nearer, where a wood is a place, the share shrinks to none
 * at WOOD_FULL_ZOOM.
 */
const WOOD_QUIET_SHARE = 0.5;
const WOOD_QUIET_ZOOM = 13.5;
const WOOD_FULL_ZOOM = 15;

/** How quiet woods are at `zoom`: 1 at WOOD_QUIET_ZOOM and wider, 0 from WOOD_FULL_ZOOM. */
const woodQuietness = (zoom: number) => Math.min(1, Math.max(0, (WOOD_FULL_ZOOM - zoom) / (WOOD_FULL_ZOOM - WOOD_QUIET_ZOOM)));

/** The fill of woods at `zoom`: the theme's wood color, mixed into the page at low zoom. */
export function woodFill(theme: Theme, zoom: number): string {
  const share = WOOD_QUIET_SHARE * woodQuietness(zoom);
  return share > 0 ? mix(theme.palette.wood, theme.palette.background, share) : theme.palette.wood;
}

/**
 * Quiet woods still showed their mapped edges: Andorra's and Vaduz's forests are mapped with nodes
 * hundreds of metres apart (the archive's deepest zoom, z14, carries the same straight runs as z13:
 * the mapping, not the tiles), and a crisp step of the woods' whole contrast along a straight line
 * 80-450 px long on a 1500 px poster reads as ruled. So at low zoom a wood is feathered INWARD, as a
 * designer's wash: its outline stays where it is mapped (and where MapLibre draws it: the reference
 * test's parks masks), paler at the edge, and its fill deepens in WOOD_EDGE_STEPS even steps over
 * WOOD_EDGE_REACH reference px inside it. The edge keeps WOOD_EDGE_SHARE of the fill's contrast with
 * the page: a pixel at the edge must still read as woods (at least 30 % of the wood's color, the
 * reference test's coverage), so the step at the outline is about two thirds of a crisp one and the
 * rest of the contrast comes as a ramp the eye reads as a soft edge. Crisp again by WOOD_FULL_ZOOM.
 */
const WOOD_EDGE_REACH = 16;
const WOOD_EDGE_STEPS = 4;
const WOOD_EDGE_SHARE = 0.7;
/** Under this reach (poster px) the ramp is within anti-aliasing: woods are drawn in one crisp fill. */
const WOOD_EDGE_MIN_PX = 1.5;

/** One band of a wood's feathered edge: `color` from the mapped edge `depth` poster px into the wood. */
export interface WoodBand {
  color: string;
  depth: number;
}

/**
 * The bands of the woods' feathered edge at `zoom` and `scale`, deepest first (each drawn over the
 * ones before, the palest at the edge last); none when woods are drawn crisp.
 */
export function woodEdgeBands(theme: Theme, zoom: number, scale: number): WoodBand[] {
  const quietness = woodQuietness(zoom);
  const reach = WOOD_EDGE_REACH * scale * quietness;
  if (reach < WOOD_EDGE_MIN_PX) return [];
  const fill = woodFill(theme, zoom);
  // The edge's share of the fill's contrast: WOOD_EDGE_SHARE when quiet, all of it where woods turn crisp.
  const edgeShare = 1 - (1 - WOOD_EDGE_SHARE) * quietness;
  return Array.from({ length: WOOD_EDGE_STEPS }, (_, i) => {
    const step = WOOD_EDGE_STEPS - 1 - i; // 0 at the edge
    const share = edgeShare + ((1 - edgeShare) * step) / WOOD_EDGE_STEPS;
    return { color: mix(fill, theme.palette.background, 1 - share), depth: (reach * (step + 1)) / WOOD_EDGE_STEPS };
  });
}

/** No line thinner than this many poster px: thinner ones vanish in print. */
const MIN_STROKE_PX = 0.5;
/** Features are grouped into one <path> per kind and grid cell: small paths let rasterisers cull. */
const CELL_PX = 512;
/** Simplification tolerance in poster px: below what any printer resolves. */
const SIMPLIFY_PX = 0.3;

/** Least important first: the main roads are drawn over the streets they cross. */
const ROAD_ORDER: readonly RoadClass[] = [...ROAD_CLASSES].reverse();
const CASED: readonly RoadClass[] = ['secondary', 'primary', 'trunk', 'motorway'];

export interface MapLayerOptions {
  theme: Theme;
  zoom: number;
  /** Poster px per reference px. */
  scale: number;
  width: number;
  height: number;
  /** Page beyond 0…width × 0…height to draw too (print bleed), in px. */
  margin?: number;
  showWater: boolean;
  showParks: boolean;
  showRoads: boolean;
  showBuildings: boolean;
}

export interface PlacedTile {
  tile: DecodedTile;
  transform: Affine;
}

interface Style {
  kind: DrawKind;
  fill?: string;
  stroke?: string;
  width?: number;
  /** Dash and gap lengths in poster px. */
  dash?: readonly number[];
  /** A road's casing (drawn under every road's fill). */
  casing?: boolean;
  /** Areas feathered inward from their mapped edges (woods at low zoom): the bands and the edges by cell. */
  feather?: { bands: readonly WoodBand[]; edges: Map<number, string[]> };
}

/** Paths of one kind, by grid cell. */
type Buckets = Map<DrawKind, Map<number, string[]>>;

type Frame = [minX: number, minY: number, maxX: number, maxY: number];

function collect(placed: readonly PlacedTile[], wanted: ReadonlySet<DrawKind>, frame: Frame): Buckets {
  const buckets: Buckets = new Map();
  const columns = Math.ceil((frame[2] - frame[0]) / CELL_PX) + 2;
  for (const { tile, transform } of placed) {
    for (const layer of tile.layers) {
      if (!wanted.has(layer.kind)) continue;
      let cells = buckets.get(layer.kind);
      if (!cells) {
        cells = new Map();
        buckets.set(layer.kind, cells);
      }
      const sink = (x: number, y: number, d: string) => {
        const cell = Math.floor((y - frame[1]) / CELL_PX) * columns + Math.floor((x - frame[0]) / CELL_PX);
        let list = cells.get(cell);
        if (!list) {
          list = [];
          cells.set(cell, list);
        }
        list.push(d);
      };
      if (layer.type === 3) emitPolygons(layer, transform, frame, sink);
      else emitLines(layer, transform, frame, sink);
    }
  }
  return buckets;
}

/** Receives one finished path (`d`) and the point that decides its grid cell. */
type Sink = (x: number, y: number, d: string) => void;

interface ProjectedRing {
  points: Point[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Ring `r` of a layer in poster px, with its bounding box. */
function projectRing(layer: PackedGeometry, r: number, [a, b, c, d, e, f]: Affine): ProjectedRing {
  const { coords, rings } = layer;
  const start = rings[r]!;
  const end = rings[r + 1]!;
  const points: Point[] = new Array(end - start);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = start; i < end; i++) {
    const x0 = coords[2 * i]!;
    const y0 = coords[2 * i + 1]!;
    const x = a * x0 + c * y0 + e;
    const y = b * x0 + d * y0 + f;
    points[i - start] = [x, y];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { points, minX, minY, maxX, maxY };
}

const outside = (ring: ProjectedRing, frame: Frame) => ring.maxX < frame[0] || ring.minX > frame[2] || ring.maxY < frame[1] || ring.minY > frame[3];
const inside = (ring: ProjectedRing, frame: Frame) => ring.minX >= frame[0] && ring.maxX <= frame[2] && ring.minY >= frame[1] && ring.maxY <= frame[3];
/** Smaller than a tenth of a pixel both ways: invisible. */
const tiny = (ring: ProjectedRing) => ring.maxX - ring.minX < 0.1 && ring.maxY - ring.minY < 0.1;

function pathData(part: readonly Point[], close: boolean): string {
  let d = `M${fmt(part[0]![0])} ${fmt(part[0]![1])}`;
  for (let i = 1; i < part.length; i++) d += ` ${fmt(part[i]![0])} ${fmt(part[i]![1])}`;
  return close ? `${d}Z` : d;
}

const simplified = (ring: ProjectedRing): Point[] => simplifyLine(ring.points, SIMPLIFY_PX, { radialFirst: true });

function emitLines(layer: PackedGeometry, transform: Affine, frame: Frame, sink: Sink): void {
  for (let r = 0; r < layer.rings.length - 1; r++) {
    const line = projectRing(layer, r, transform);
    if (outside(line, frame)) continue;
    const tuples = simplified(line);
    for (const part of inside(line, frame) ? [tuples] : clipPolyline(tuples, frame)) {
      if (part.length >= 2) sink(part[0]![0], part[0]![1], pathData(part, false));
    }
  }
}

/**
 * Each polygon, outer ring and holes, becomes one run of subpaths in one cell's path, so the
 * nonzero fill (holes wind against their outer ring) keeps lakes' islands and courtyards open.
 * Clipping each ring to the frame on its own is exact for that rule: what a ring adds outside the
 * frame is cut away, what it adds inside is kept, and the seams it leaves along the frame have no area.
 */
function emitPolygons(layer: PackedGeometry, transform: Affine, frame: Frame, sink: Sink): void {
  const { polygons } = layer;
  for (let p = 0; p < polygons.length - 1; p++) {
    let d = '';
    let anchor: Point | undefined;
    for (let r = polygons[p]!; r < polygons[p + 1]!; r++) {
      const ring = projectRing(layer, r, transform);
      const isOuter = r === polygons[p];
      if (outside(ring, frame) || tiny(ring)) {
        if (isOuter) break;
        continue;
      }
      const tuples = simplified(ring);
      const part = inside(ring, frame) ? tuples : clipPolygon(tuples, frame);
      if (part.length < 3) {
        if (isOuter) break;
        continue;
      }
      anchor ??= part[0];
      d += pathData(part, true);
    }
    if (anchor) sink(anchor[0], anchor[1], d);
  }
}

/** A cased road's casing around its fill of `fill` px. */
const casingPx = (fill: number) => fill + Math.max(1, fill * 0.45);

/** How wide a road of class `kind` is inked on the map, in poster px: its casing where the theme draws them, else its stroke. */
export function roadInkPx(kind: RoadClass, zoom: number, scale: number, theme: Theme): number {
  const stroke = roadStrokePx(kind, zoom, scale, theme.roadWidthScale);
  return theme.casings && CASED.includes(kind) ? casingPx(stroke) : stroke;
}

/**
 * The mapped edges of a kind's polygons as open lines, by grid cell: each ring's runs of sides that
 * are the area's real outline. Left out are the sides a tile's clipping made (on or past the tile's
 * square: the neighbouring tile carries the area on), and sides two polygons of a tile share (one
 * wood beside another, a wood in another's hole): neither is an edge on the map. Lines reach `reach` px past the frame, where
 * an edge just outside it still feathers the area inside.
 */
function collectEdges(placed: readonly PlacedTile[], kind: DrawKind, frame: Frame, reach: number): Map<number, string[]> {
  const cells = new Map<number, string[]>();
  const wide: Frame = [frame[0] - reach, frame[1] - reach, frame[2] + reach, frame[3] + reach];
  const columns = Math.ceil((frame[2] - frame[0]) / CELL_PX) + 2;
  for (const { tile, transform } of placed) {
    for (const layer of tile.layers) {
      if (layer.kind !== kind || layer.type !== 3) continue;
      emitEdges(layer, tile.extent, transform, wide, (x, y, d) => {
        const cell = Math.floor((y - frame[1]) / CELL_PX) * columns + Math.floor((x - frame[0]) / CELL_PX);
        let list = cells.get(cell);
        if (!list) cells.set(cell, (list = []));
        list.push(d);
      });
    }
  }
  return cells;
}

function emitEdges(layer: PackedGeometry, extent: number, [a, b, c, d, e, f]: Affine, frame: Frame, sink: Sink): void {
  const { coords, rings } = layer;
  const ringCount = rings.length - 1;
  const vertex = (i: number) => coords[2 * i]! * 65536 + coords[2 * i + 1]!;
  // The tile's sides as drawn, each from one vertex to the next. Rings wind one way round an area
  // (outer rings clockwise, holes against: decode.ts), so two areas that meet run their common side
  // in opposite directions; an area the tile carries twice (a wood in two source layers) runs it the
  // same way, and its edge is real.
  const sides = new Set<string>();
  for (let r = 0; r < ringCount; r++) {
    const start = rings[r]!;
    const end = rings[r + 1]!;
    for (let i = start; i < end; i++) sides.add(`${vertex(i)},${vertex(i + 1 < end ? i + 1 : start)}`);
  }
  const onTileSquare = (i: number, j: number) => {
    const [x0, y0, x1, y1] = [coords[2 * i]!, coords[2 * i + 1]!, coords[2 * j]!, coords[2 * j + 1]!];
    return (x0 === x1 && (x0 <= 0 || x0 >= extent)) || (y0 === y1 && (y0 <= 0 || y0 >= extent));
  };
  const emit = (run: Point[]) => {
    if (run.length < 2) return;
    const simplifiedRun = simplifyLine(run, SIMPLIFY_PX, { radialFirst: true });
    for (const part of clipPolyline(simplifiedRun, frame)) if (part.length >= 2) sink(part[0]![0], part[0]![1], pathData(part, false));
  };
  const at = (i: number): Point => {
    const x0 = coords[2 * i]!;
    const y0 = coords[2 * i + 1]!;
    return [a * x0 + c * y0 + e, b * x0 + d * y0 + f];
  };
  for (let r = 0; r < ringCount; r++) {
    const start = rings[r]!;
    const end = rings[r + 1]!;
    if (end - start < 3) continue;
    const isEdge = (i: number) => {
      const j = i + 1 < end ? i + 1 : start;
      return !onTileSquare(i, j) && !sides.has(`${vertex(j)},${vertex(i)}`);
    };
    // Start the walk after a side that is not an edge, so a run is never split at the ring's seam.
    let first = start;
    for (let i = start; i < end; i++) {
      if (!isEdge(i)) {
        first = i + 1 < end ? i + 1 : start;
        break;
      }
    }
    let run: Point[] = [];
    for (let k = 0; k < end - start; k++) {
      const i = start + ((first - start + k) % (end - start));
      if (isEdge(i)) {
        if (run.length === 0) run.push(at(i));
        run.push(at(i + 1 < end ? i + 1 : start));
      } else {
        emit(run);
        run = [];
      }
    }
    emit(run);
  }
}

/**
 * A road's stroke in poster px: reference px at zoom 13, grown with the zoom, times the poster's
 * scale. The minor street is worked out first, to the 0.01 px the SVG writes and never under
 * MIN_STROKE_PX; every other class is its multiple by the table (ROAD_WIDTH), rounded up, so the
 * proportions hold in the file at every size and zoom: where minor streets sit at the floor, the
 * main roads keep their proportion over them. Service roads and paths, thinner than a minor street
 * by the table, only keep the floor: below it a line vanishes in print, so at small sizes they are
 * drawn as wide as a minor street (their color still steps them down).
 */
export function roadStrokePx(kind: RoadClass, zoom: number, scale: number, roadWidthScale = 1): number {
  const growth = widthGrowth(zoom);
  const minor = Math.max(MIN_STROKE_PX, Math.round(ROAD_WIDTH.minor * roadWidthScale * growth * scale * 100) / 100);
  return Math.max(MIN_STROKE_PX, Math.ceil(((minor * ROAD_WIDTH[kind]) / ROAD_WIDTH.minor) * 100 - 1e-6) / 100);
}

/**
 * The land's own cover: what relief is shaded and contoured over. Water, piers, roads, rail and
 * buildings come after the terrain, so a lake or a river is never shaded or crossed by contour lines
 * and the streets keep their full color over the relief (a print designer's order, as on topographic maps).
 */
const GROUND_KINDS: ReadonlySet<DrawKind> = new Set(['landcover', 'landuse', 'aeroway', 'wood', 'park']);

/** The water and what lies on it (its rivers, its piers): drawn before the water's own fades, and what crosses the water after them. */
const WATER_KINDS: ReadonlySet<DrawKind> = new Set(['water', 'waterway-minor', 'waterway', 'pier', 'pier-line']);

/** The styles in order, split where the terrain goes: the ground first, then the rest. */
function splitAtGround(styles: readonly Style[]): [ground: Style[], above: Style[]] {
  const at = styles.findIndex((style) => !GROUND_KINDS.has(style.kind));
  return at < 0 ? [[...styles], []] : [styles.slice(0, at), styles.slice(at)];
}

/** The poster layer (../scene LAYERS) a kind of map feature is drawn in. */
function layerOf(kind: DrawKind, cased: boolean): LayerName {
  if (kind.startsWith('tunnel:')) return 'tunnels';
  if (kind.startsWith('road:') || kind.startsWith('link:')) return cased ? 'road-casings' : (`roads-${kind.slice('road:'.length)}` as LayerName);
  const layers: Partial<Record<DrawKind, LayerName>> = {
    landcover: 'landcover',
    landuse: 'landuse',
    aeroway: 'airports',
    wood: 'woods',
    park: 'parks',
    water: 'water',
    'waterway-minor': 'waterways',
    waterway: 'waterways',
    pier: 'piers',
    'pier-line': 'piers',
    'aeroway-line': 'runways',
    rail: 'rail',
    building: 'buildings',
  };
  return layers[kind] ?? 'landuse';
}

/**
 * The map's layers in cartographic order as scene operations, for tiles already placed on the poster:
 * one path per kind and grid cell (small paths let rasterisers cull), each kind's paths in its layer
 * (water, parks, woods, each road class, rail, buildings…: what a designer recolors or hides), one
 * paint for a whole layer. `overGround` (the terrain) is drawn over the land's cover and under water,
 * roads and buildings; `overWater` (the water's own fades) over the water and its piers, under what
 * crosses it.
 */
export function mapLayerOps(placed: readonly PlacedTile[], options: MapLayerOptions, overGround: readonly SceneOp[] = []): SceneOp[] {
  return mapLayers(placed, options, { overGround }).ops;
}

/**
 * mapLayerOps, and with `inkRows` (ranges of rows), what lies over the water there (./over-water): the lines
 * drawn over it (bridges, viaducts, tunnels under a harbour), which the poster fades as land, and the buildings
 * standing on it, which it fades with the water.
 */
export function mapLayers(
  placed: readonly PlacedTile[],
  options: MapLayerOptions,
  {
    overGround = [],
    overWater = [],
    inkRows,
  }: { overGround?: readonly SceneOp[]; overWater?: readonly SceneOp[]; inkRows?: ReadonlyArray<{ from: number; to: number }> },
): { ops: SceneOp[]; overWater: OverWater } {
  const { buckets, styles } = mapStyles(placed, options);
  const [ground, above] = splitAtGround(styles);
  const wet = above.findIndex((style) => !WATER_KINDS.has(style.kind));
  const [onWater, overIt] = wet < 0 ? [above, []] : [above.slice(0, wet), above.slice(wet)];
  const draw = (list: Style[]) => {
    const layers: Array<{ name: LayerName; ops: SceneOp[] }> = [];
    for (const style of list) {
      const cells = buckets.get(style.kind);
      if (!cells || cells.size === 0) continue;
      // Polygons keep their holes by the nonzero rule (their rings wind against each other): stated in the SVG.
      const paint: Paint = style.fill
        ? { fill: style.fill, evenOdd: false }
        : {
            stroke: style.stroke,
            width: Math.round((style.width ?? 1) * 100) / 100,
            cap: 'round',
            join: 'round',
            ...(style.dash ? { dash: style.dash.map((length) => Number(fmt(length))) } : {}),
          };
      const name = layerOf(style.kind, style.casing === true);
      const fills = [...cells.values()].map((paths) => paths.join(''));
      const filled = fills.map((d): SceneOp => ({ op: 'path', d, paint }));
      const ops = style.feather && style.feather.edges.size > 0 ? [featherOp(fills, filled, style.feather)] : filled;
      // Kinds of one layer drawn one after another (a river's two widths, a pier's areas and lines) share its group.
      const last = layers.at(-1);
      if (last?.name === name) last.ops.push(...ops);
      else layers.push({ name, ops });
    }
    return layers.map(({ name, ops }): SceneOp => ({ op: 'layer', name, ops }));
  };
  const ops = [...draw(ground), ...layer('terrain', [...overGround]), ...draw(onWater), ...layer('water-fades', [...overWater]), ...draw(overIt)];
  if (!inkRows || !buckets.get('water')?.size) return { ops, overWater: { lines: '', onWater: '' } };
  // Each line kind drawn over the water at its widest stroke (a casing's, where it has one). Paths and
  // service roads over water are a pier's or a quay's: they stand on it, and fade with it.
  const widths = { crossing: new Map<DrawKind, number>(), onWater: new Map<DrawKind, number>() };
  for (const style of overIt) {
    if (!style.stroke || !style.width) continue;
    const map = /:(path|service)$/.test(style.kind) ? widths.onWater : widths.crossing;
    map.set(style.kind, Math.max(map.get(style.kind) ?? 0, style.width));
  }
  const frame = mapFrame(options);
  return { ops, overWater: whatLiesOverWater(placed, widths, inkRows, { minX: frame[0], maxX: frame[2] }) };
}

/**
 * A feathered area: its fill, then each band a stroke along the mapped edges twice its depth wide,
 * all clipped to the area itself (all its cells: a band may cross into a neighbouring cell's
 * polygon), so only a band's inner half shows and the outline stays where it is mapped. The fill is
 * inside the clip too: drawn outside it, its own anti-aliased edge under the band's made the edge's
 * pixels darker than the band (a faint dark line along the outline).
 */
function featherOp(fills: readonly string[], filled: readonly SceneOp[], { bands, edges }: NonNullable<Style['feather']>): SceneOp {
  const lines = [...edges.values()].map((paths) => paths.join(''));
  return {
    op: 'clip',
    clip: fills.join(''),
    ops: [
      ...filled,
      ...bands.flatMap((band) => {
        const paint: Paint = { stroke: band.color, width: Math.round(band.depth * 200) / 100, cap: 'round', join: 'round' };
        return lines.map((d): SceneOp => ({ op: 'path', d, paint }));
      }),
    ],
  };
}

/** What the map draws of its tiles: the poster and its bleed, and room for the widest road's stroke beyond. */
function mapFrame(options: MapLayerOptions): Frame {
  const margin = roadStrokePx('motorway', options.zoom, options.scale, options.theme.roadWidthScale) * 2 + 4 + (options.margin ?? 0);
  return [-margin, -margin, options.width + margin, options.height + margin];
}

/**
 * The water areas the map fills (`water` polygons, holes kept), as one path of nonzero fill over the
 * same frame: what the poster's fades tell water from land by (./poster). Empty when water is
 * switched off or there is none. Rivers drawn as lines are not in it (issue 39's note: Skia's path
 * operations fill the inside of a stroked loop).
 */
export function waterOutline(placed: readonly PlacedTile[], options: MapLayerOptions): string {
  if (!options.showWater) return '';
  const cells = collect(placed, new Set<DrawKind>(['water']), mapFrame(options)).get('water');
  return cells ? [...cells.values()].map((paths) => paths.join('')).join('') : '';
}

/** The map's paths by kind and grid cell, and the styles that draw them in cartographic order. */
function mapStyles(placed: readonly PlacedTile[], options: MapLayerOptions): { buckets: Buckets; styles: Style[] } {
  const { theme, scale } = options;
  const p = theme.palette;
  const growth = widthGrowth(options.zoom);
  const px = (referenceWidth: number) => Math.max(MIN_STROKE_PX, referenceWidth * growth * scale);
  const roadPx = (kind: RoadClass) => roadStrokePx(kind, options.zoom, scale, theme.roadWidthScale);
  const linkPx = (kind: RoadClass) => Math.max(MIN_STROKE_PX, roadPx(kind) * LINK_WIDTH_SHARE);

  const wanted = new Set<DrawKind>(['pier', 'pier-line']);
  if (options.showParks) for (const kind of ['park', 'wood', 'landcover', 'landuse', 'aeroway', 'aeroway-line'] as const) wanted.add(kind);
  if (options.showWater) for (const kind of ['water', 'waterway', 'waterway-minor'] as const) wanted.add(kind);
  if (options.showRoads) {
    wanted.add('rail');
    for (const road of ROAD_ORDER) {
      wanted.add(`road:${road}`);
      wanted.add(`link:${road}`);
      wanted.add(`tunnel:${road}`);
    }
  }
  if (options.showBuildings) wanted.add('building');

  const frame = mapFrame(options);
  const buckets = collect(placed, wanted, frame);
  const bands = woodEdgeBands(theme, options.zoom, scale);
  const woodEdges = bands.length > 0 && buckets.get('wood')?.size ? collectEdges(placed, 'wood', frame, bands[0]!.depth) : undefined;

  const parts: Style[] = [
    { kind: 'landcover', fill: p.landcover },
    { kind: 'landuse', fill: p.landuse },
    { kind: 'aeroway', fill: p.landuse },
    // Woods under parks: a park in a wood (or a wood in a park, as tiles draw them) shows as the park.
    { kind: 'wood', fill: woodFill(theme, options.zoom), ...(woodEdges ? { feather: { bands, edges: woodEdges } } : {}) },
    { kind: 'park', fill: p.park },
    { kind: 'water', fill: p.water },
    { kind: 'waterway-minor', stroke: p.waterway, width: px(MINOR_WATERWAY_WIDTH) },
    { kind: 'waterway', stroke: p.waterway, width: px(WATERWAY_WIDTH) },
    { kind: 'pier', fill: p.background },
    { kind: 'pier-line', stroke: p.background, width: px(0.8) },
    { kind: 'aeroway-line', stroke: p.landuse, width: px(2) },
  ];
  // Tunnels: under everything else, dashed, thinner and faded part of the way into the page, so a road
  // runs on through the hill as a tunnel instead of ending in a stub at the portal (issue 39). A solid
  // faded line read as a minor street beside a stub.
  for (const road of ROAD_ORDER) {
    const width = roadPx(road) * TUNNEL_WIDTH_SHARE;
    parts.push({
      kind: `tunnel:${road}`,
      stroke: mix(p.roads[road], p.background, TUNNEL_FADE),
      width,
      dash: tunnelDash(width),
    });
  }
  if (theme.casings) {
    for (const road of CASED) {
      parts.push({ kind: `link:${road}`, stroke: p.roadCasing, width: casingPx(linkPx(road)), casing: true });
      parts.push({ kind: `road:${road}`, stroke: p.roadCasing, width: casingPx(roadPx(road)), casing: true });
    }
  }
  // Each class's slip roads under its roads, in its color: where a ramp leaves, the road runs on over it.
  for (const road of ROAD_ORDER) {
    parts.push({ kind: `link:${road}`, stroke: p.roads[road], width: linkPx(road) });
    parts.push({ kind: `road:${road}`, stroke: p.roads[road], width: roadPx(road) });
  }
  parts.push({ kind: 'rail', stroke: p.rail, width: px(RAIL_WIDTH) });
  parts.push({ kind: 'building', fill: p.building });
  return { buckets, styles: parts };
}
