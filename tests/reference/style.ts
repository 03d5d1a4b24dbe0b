import type { MapOptions } from 'maplibre-gl';
import type { Theme } from '@/lib/render';
import {
  BUILT_LANDUSE_CLASSES,
  MINOR_WATERWAY_CLASSES,
  PARK_CLASSES,
  RAIL_CLASSES,
  ROAD_CLASS_OF,
  WOOD_CLASSES,
  type RoadClass,
} from '@/lib/render/openmaptiles';
import { roadStrokePx } from '@/lib/render/svg/map-layers';

/**
 * The MapLibre style that draws what our engine draws for one layer group, restated here from the
 * engine's rules (not imported: the oracle must not share the code it checks):
 * - which features, and as which kind: lib/render/tiles/classify.ts;
 * - in which order, color and stroke width: lib/render/svg/map-layers.ts (`mapLayerOps`).
 * Shared with the engine: the schema's vocabulary only (lib/render/openmaptiles: which classes are
 * parks, woods, built land, small waterways, rail, and which road class a transportation class is).
 * Those lists say what the data means, not how it is drawn; which layer and field each group is
 * read from, what wins where groups overlap, tunnels, order, colors and widths are restated here.
 * Colors are the theme's own, on the theme's page color, so that both renderings go through the
 * same mask (masks.ts) with the same antialiasing contrast. One source, no symbols, no glyphs, no
 * sprites: nothing is fetched but the archive.
 *
 * Not restated: divided roads (lib/render/tiles/divided.ts), the two carriageways of a dual
 * carriageway merged into one line half way between them. Finding them takes pairs of lines, which a
 * MapLibre style cannot express; the reference draws the two carriageways where the engine draws one
 * line between, a few px off along a few roads. Measured with the filled medians they replaced
 * (Debian's Chromium 156, SwiftShader): roads IoU Copenhagen core 0.793 -> 0.770, Copenhagen whole
 * 0.770 -> 0.767, Monaco 0.848 -> 0.822, Baltimore 0.823 -> 0.805, Vaduz 0.756 (none there); ink
 * within one pixel 0.990-0.998. Hand-built tiles test them (map-layers.test.ts).
 */

export type Group = 'water' | 'parks' | 'roads';
export const GROUPS: readonly Group[] = ['water', 'parks', 'roads'];

type Style = Exclude<MapOptions['style'], string | undefined>;
type Layer = Style['layers'][number];
type LineLayer = Extract<Layer, { type: 'line' }>;
/** MapLibre's expression type (not exported by name from maplibre-gl): filters here are expressions only. */
type Filter = Extract<NonNullable<NonNullable<LineLayer['paint']>['line-width']>, readonly unknown[]>;

// map-layers.ts: the drawing order of road classes (thin first). Road widths are the engine's own
// (roadStrokePx): an input to the comparison, not what it checks.
const ROAD_ORDER: RoadClass[] = ['path', 'service', 'minor', 'tertiary', 'secondary', 'primary', 'trunk', 'motorway'];
const WATERWAY_WIDTH = 1.1;
const MINOR_WATERWAY_WIDTH = 0.45;
const RAIL_WIDTH = 0.42;
const PIER_LINE_WIDTH = 0.8;
const AEROWAY_LINE_WIDTH = 2;
/** map-layers.ts: tunnels are this much thinner than their road… */
const TUNNEL_WIDTH = 0.7;
/** …and mixed this far towards the page color. */
const TUNNEL_FADE = 0.6;

/**
 * A stroke width in poster px, as map-layers.ts computes it: reference px at zoom 13, grown
 * 2^(0.6·(zoom − 13)) with the view's zoom up to zoom 14 and 2^(0.3·(zoom − 14)) more past it, times
 * the poster's scale (poster px per reference px), never under 0.5 px. Widths are an input to the
 * comparison, not what it checks.
 */
export function strokePx(referencePx: number, zoom: number, scale: number): number {
  const growth = 2 ** (0.6 * (Math.min(zoom, 14) - 13) + 0.3 * Math.max(0, zoom - 14));
  return Math.max(0.5, referencePx * growth * scale);
}

/** `a` mixed towards `b` by `t`, per channel, as lib/render/themes/color.ts `mix` does (rounded). */
export function mixHex(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const polygons: Filter = ['==', ['geometry-type'], 'Polygon'];
const lines: Filter = ['==', ['geometry-type'], 'LineString'];
const isIn = (property: string, values: Iterable<string>): Filter => ['in', ['get', property], ['literal', [...values]]];
const roundLines = { 'line-cap': 'round', 'line-join': 'round' } as const;

function fill(id: string, sourceLayer: string, filter: Filter, color: string): Layer {
  return { id, type: 'fill', source: 'omt', 'source-layer': sourceLayer, filter, paint: { 'fill-color': color, 'fill-antialias': true } };
}

function line(id: string, sourceLayer: string, filter: Filter, color: string, width: number): Layer {
  return { id, type: 'line', source: 'omt', 'source-layer': sourceLayer, filter, layout: roundLines, paint: { 'line-color': color, 'line-width': width } };
}

/** Piers: drawn by the engine in the page color over water and parks, whatever the group (classify.ts `pier`, `pier-line`). */
function piers(theme: Theme, px: (reference: number) => number): Layer[] {
  const isPier: Filter = ['==', ['get', 'class'], 'pier'];
  return [
    fill('pier', 'transportation', ['all', isPier, polygons], theme.palette.background),
    line('pier-line', 'transportation', ['all', isPier, lines], theme.palette.background, px(PIER_LINE_WIDTH)),
  ];
}

function groupLayers(group: Group, theme: Theme, px: (reference: number) => number, roadWidth: (kind: RoadClass) => number): Layer[] {
  const p = theme.palette;
  if (group === 'water') {
    return [
      fill('water', 'water', polygons, p.water),
      line(
        'waterway-minor',
        'waterway',
        ['all', lines, ['!=', ['get', 'brunnel'], 'tunnel'], isIn('class', MINOR_WATERWAY_CLASSES)],
        p.waterway,
        px(MINOR_WATERWAY_WIDTH),
      ),
      line(
        'waterway',
        'waterway',
        ['all', lines, ['!=', ['get', 'brunnel'], 'tunnel'], ['!', isIn('class', MINOR_WATERWAY_CLASSES)]],
        p.waterway,
        px(WATERWAY_WIDTH),
      ),
      ...piers(theme, px),
    ];
  }
  if (group === 'parks') {
    const parkLandcover: Filter = isIn('subclass', PARK_CLASSES);
    const woodLandcover: Filter = ['all', ['!', parkLandcover], ['any', isIn('class', WOOD_CLASSES), isIn('subclass', WOOD_CLASSES)]];
    // The engine's order: kind landcover, kind landuse, aeroway, kind wood, kind park (from three source layers), piers, aeroway lines.
    return [
      fill('landcover', 'landcover', ['all', polygons, ['!', parkLandcover], ['!', woodLandcover]], p.landcover),
      fill('landuse', 'landuse', ['all', polygons, isIn('class', BUILT_LANDUSE_CLASSES)], p.landuse),
      fill('aeroway', 'aeroway', polygons, p.landuse),
      fill('wood', 'landcover', ['all', polygons, woodLandcover], p.wood),
      fill('park-landcover', 'landcover', ['all', polygons, parkLandcover], p.park),
      fill('park-landuse', 'landuse', ['all', polygons, isIn('class', PARK_CLASSES)], p.park),
      // The park layer's nature reserves, national parks and protected areas are not drawn: only made parks.
      fill('park', 'park', ['all', polygons, isIn('class', PARK_CLASSES)], p.park),
      ...piers(theme, px),
      line('aeroway-line', 'aeroway', lines, p.landuse, px(AEROWAY_LINE_WIDTH)),
    ];
  }
  const classesOf = (kind: RoadClass) => Object.keys(ROAD_CLASS_OF).filter((cls) => ROAD_CLASS_OF[cls] === kind);
  const tunnel: Filter = ['==', ['get', 'brunnel'], 'tunnel'];
  const notTunnel: Filter = ['!=', ['get', 'brunnel'], 'tunnel'];
  return [
    // Tunnels under everything, thinner and faded into the page; then roads thin to thick; then rail.
    ...ROAD_ORDER.map((kind) =>
      line(
        `tunnel-${kind}`,
        'transportation',
        ['all', lines, tunnel, isIn('class', classesOf(kind))],
        mixHex(p.roads[kind], p.background, TUNNEL_FADE),
        roadWidth(kind) * TUNNEL_WIDTH,
      ),
    ),
    ...ROAD_ORDER.map((kind) =>
      line(`road-${kind}`, 'transportation', ['all', lines, notTunnel, isIn('class', classesOf(kind))], p.roads[kind], roadWidth(kind)),
    ),
    line('rail', 'transportation', ['all', lines, notTunnel, isIn('class', RAIL_CLASSES)], p.rail, px(RAIL_WIDTH)),
  ];
}

/** The style drawing `group` as the engine would at this view zoom and poster scale, from `tilesUrl` (a pmtiles:// URL). */
export function referenceStyle(group: Group, theme: Theme, zoom: number, scale: number, tilesUrl: string): Style {
  const px = (reference: number) => strokePx(reference, zoom, scale);
  return {
    version: 8,
    sources: { omt: { type: 'vector', url: tilesUrl } },
    layers: [
      { id: 'page', type: 'background', paint: { 'background-color': theme.palette.background } },
      ...groupLayers(group, theme, px, (kind) => roadStrokePx(kind, zoom, scale, theme.roadWidthScale)),
    ],
  };
}

/** The colors a group is drawn in (tunnels are faded towards the page and left to the mask's threshold). */
export function groupColors(theme: Theme, group: Group): string[] {
  const p = theme.palette;
  if (group === 'water') return [p.water, p.waterway];
  if (group === 'parks') return [p.park, p.wood, p.landcover, p.landuse];
  return [...ROAD_ORDER.map((kind) => p.roads[kind]), p.rail];
}
