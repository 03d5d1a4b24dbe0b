import { BUILT_LANDUSE_CLASSES, NAMED_ROAD_CLASSES, PARK_CLASSES, WOOD_CLASSES, type RoadClass } from '../openmaptiles';
import type { DrawKind, LabelRole, Oneway, Properties, TileSchema, WayTags } from './types';

/**
 * The Protomaps basemap schema (https://docs.protomaps.com/basemaps/layers, tiles v4: what
 * `pmtiles extract` cuts from Protomaps' daily builds), read into the engine's vocabulary. Every
 * feature has a `kind` and most a `kind_detail`; the kinds of land and water are mostly OSM's own
 * values (`park`, `wood`, `residential`, `river`…), the very words the OpenMapTiles groups
 * (../openmaptiles) are made of, so the same lists decide both. Roads are grouped coarser
 * (`highway`, `major_road`, `minor_road`, `path`, `other`) with the OSM highway value in
 * `kind_detail`, which gives back the road class. Older builds (tiles v3) prefixed fields with
 * `pmap:`, kept railways in `transit` and marked tunnels with `level: -1`: read too.
 */

const field = (properties: Properties, name: string): string => String(properties[name] ?? properties[`pmap:${name}`] ?? '');

/** Natural cover in the `landuse` (z8+) and `landcover` (z0-7) layers, drawn in the faint landcover tint. */
const LANDCOVER_KINDS: ReadonlySet<string> = new Set([
  'grass',
  'grassland',
  'meadow',
  'scrub',
  'shrub',
  'heath',
  'farmland',
  'crop',
  'orchard',
  'vineyard',
  'wetland',
  'mangrove',
  'moss',
  'sand',
  'beach',
  'bare_rock',
  'scree',
  'barren',
  'glacier',
  'snow',
]);

/** Green places people made that Protomaps names in its own words. */
const MORE_PARK_KINDS: ReadonlySet<string> = new Set(['dog_park']);

/** Built land kinds beyond the OpenMapTiles ones: military land by its use. */
const MORE_BUILT_KINDS: ReadonlySet<string> = new Set(['naval_base', 'airfield']);

/** Airports and their runways and taxiways (landuse areas, road lines). */
const AEROWAY_KINDS: ReadonlySet<string> = new Set(['aerodrome', 'runway', 'taxiway', 'apron', 'helipad']);

/** Railways that are not drawn (and were not in OpenMapTiles' rail classes either). */
const UNDRAWN_RAIL: ReadonlySet<string> = new Set(['disused', 'abandoned', 'razed', 'construction', 'proposed', 'miniature', 'platform_edge']);

/** Small waterways (lines of the `water` layer): streams, drains and ditches, not rivers or canals. */
const MINOR_WATERWAY_KINDS: ReadonlySet<string> = new Set(['stream', 'drain', 'ditch']);

/** Water whose names are printed: seas, lakes, rivers, and named fountains (landmarks, which OpenMapTiles builds name as ponds); not swimming pools. */
const NAMED_WATER_KINDS: ReadonlySet<string> = new Set([
  'ocean',
  'sea',
  'bay',
  'strait',
  'fjord',
  'lake',
  'water',
  'reservoir',
  'lagoon',
  'river',
  'canal',
  'stream',
  'fountain',
]);

/** `kind_detail` of `other` roads that are streets. */
const OTHER_STREETS: ReadonlySet<string> = new Set(['living_street', 'busway', 'road']);

const isTunnel = (properties: Properties) =>
  properties.is_tunnel === true || properties.is_tunnel === 'true' || Number(properties.level ?? properties['pmap:level'] ?? 0) === -1;

/** A slip road (`is_link`, or `kind_detail` ending in `_link`). */
const isLink = (properties: Properties) =>
  properties.is_link === true || properties.is_link === 'true' || Number(properties.link ?? 0) === 1 || field(properties, 'kind_detail').endsWith('_link');

/** A line of `roads` as the road class it is drawn as, or what else it is. */
function lineOf(properties: Properties): RoadClass | 'rail' | 'pier' | 'aeroway' | undefined {
  const kind = field(properties, 'kind');
  const detail = field(properties, 'kind_detail').replace(/_link$/, '');
  switch (kind) {
    case 'highway':
      return 'motorway';
    case 'major_road':
      return detail === 'trunk' || detail === 'primary' || detail === 'secondary' || detail === 'tertiary' ? detail : 'tertiary';
    case 'medium_road':
      return 'tertiary';
    case 'minor_road':
      return detail === 'service' || detail === 'raceway' ? 'service' : 'minor';
    case 'other':
      return OTHER_STREETS.has(detail) ? 'minor' : detail === 'platform' ? 'path' : undefined;
    case 'path':
      return detail === 'pier' ? 'pier' : 'path';
    case 'rail':
      return UNDRAWN_RAIL.has(detail) ? undefined : 'rail';
    case 'aeroway':
      return 'aeroway';
    default:
      return undefined;
  }
}

function drawLine(properties: Properties): DrawKind | undefined {
  const line = lineOf(properties);
  switch (line) {
    case undefined:
      return undefined;
    case 'pier':
      return 'pier-line';
    case 'aeroway':
      return 'aeroway-line';
    case 'rail':
      return isTunnel(properties) ? undefined : 'rail';
    default:
      if (isTunnel(properties)) return `tunnel:${line}`;
      return isLink(properties) ? `link:${line}` : `road:${line}`;
  }
}

function drawLand(kind: string): DrawKind | undefined {
  if (PARK_CLASSES.has(kind) || MORE_PARK_KINDS.has(kind)) return 'park';
  if (WOOD_CLASSES.has(kind)) return 'wood';
  if (LANDCOVER_KINDS.has(kind)) return 'landcover';
  if (BUILT_LANDUSE_CLASSES.has(kind) || MORE_BUILT_KINDS.has(kind)) return 'landuse';
  if (AEROWAY_KINDS.has(kind)) return 'aeroway';
  if (kind === 'pier') return 'pier';
  // Nature reserves, national parks and protected areas are not drawn (./openmaptiles.ts says why); nor
  // pedestrian squares, platforms, dams: OpenMapTiles posters leave them out too.
  return undefined;
}

function draw(layer: string, type: number, properties: Properties): DrawKind | undefined {
  const kind = field(properties, 'kind');
  switch (layer) {
    case 'water':
      if (type === 3) return 'water';
      if (type !== 2 || isTunnel(properties)) return undefined;
      return MINOR_WATERWAY_KINDS.has(kind) ? 'waterway-minor' : 'waterway';
    case 'landuse':
      return type === 3 ? drawLand(kind) : undefined;
    case 'landcover':
      // Daylight landcover of the low zooms: `urban_area` is built land Protomaps paints at z0-7 only (OpenMapTiles has none).
      return type === 3 && kind !== 'urban_area' ? (kind === 'forest' ? 'wood' : drawLand(kind)) : undefined;
    case 'buildings':
      return type === 3 && (kind === 'building' || kind === 'building_part' || kind === '') ? 'building' : undefined;
    case 'roads':
    case 'transit':
      return type === 2 ? drawLine(properties) : undefined;
    default:
      return undefined;
  }
}

function oneway(properties: Properties): Oneway {
  const value = String(properties.oneway ?? '').toLowerCase();
  if (value === 'yes' || value === 'true' || value === '1') return 1;
  if (value === '-1' || value === 'reverse') return -1;
  return 0;
}

/** Footway kinds Protomaps keeps from OSM's `footway=*`: on foot, they are footways. */
const FOOTWAY_DETAILS: ReadonlySet<string> = new Set(['sidewalk', 'crossing']);

function way(layer: string, properties: Properties): WayTags | undefined {
  if (layer !== 'roads') return undefined;
  const line = lineOf(properties);
  if (line === undefined || line === 'rail' || line === 'aeroway') return undefined;
  const detail = field(properties, 'kind_detail');
  const ramp = isLink(properties);
  const tags = (cls: string, subclass = ''): WayTags => ({ cls, subclass, oneway: oneway(properties), ramp });
  if (line === 'pier') return tags('pier');
  if (line === 'path') {
    if (detail === 'track') return tags('track');
    return tags('path', FOOTWAY_DETAILS.has(detail) ? 'footway' : detail);
  }
  // Race tracks are drawn as service roads but, as in OpenMapTiles, followed by no route.
  if (detail === 'raceway') return tags('raceway');
  return tags(line);
}

/** Place kinds to OpenMapTiles' place classes, which the labels are styled by. */
function placeClass(properties: Properties): string | undefined {
  const kind = field(properties, 'kind');
  const detail = field(properties, 'kind_detail');
  switch (kind) {
    case 'locality':
      return detail || 'town';
    case 'neighbourhood':
    case 'macrohood':
    case 'microhood':
      return detail === 'macrohood' || kind === 'macrohood'
        ? 'suburb'
        : detail === 'microhood' || kind === 'microhood'
          ? 'neighbourhood'
          : detail || 'neighbourhood';
    case 'country':
      return 'country';
    case 'region':
      return 'state';
    default:
      return undefined;
  }
}

function label(layer: string, type: number, properties: Properties): LabelRole | undefined {
  switch (layer) {
    case 'places': {
      const cls = type === 1 ? placeClass(properties) : undefined;
      return cls ? { kind: 'place', cls } : undefined;
    }
    case 'roads': {
      const line = type === 2 ? lineOf(properties) : undefined;
      return line && NAMED_ROAD_CLASSES.has(line) ? { kind: 'street', cls: line } : undefined;
    }
    case 'water': {
      const kind = field(properties, 'kind');
      return (type === 1 || type === 2) && NAMED_WATER_KINDS.has(kind) ? { kind: 'water', cls: kind } : undefined;
    }
    default:
      return undefined;
  }
}

export const PROTOMAPS: TileSchema = {
  id: 'protomaps',
  title: 'Protomaps basemap',
  // Protomaps asks (does not require) that its basemap be named: a word, as a print credit names a cartographer.
  credit: 'Protomaps',
  markerLayers: ['earth', 'roads', 'buildings', 'places', 'pois', 'boundaries', 'transit'],
  // Land first, then water over it, buildings, and the lines: the decoder buckets by kind, the order of drawing is map-layers.ts's.
  drawnLayers: ['landcover', 'landuse', 'water', 'buildings', 'roads', 'transit'],
  draw,
  oneway,
  wayLayers: ['roads'],
  way,
  labelLayers: ['roads', 'places', 'water'],
  label,
  localName: ['name', 'name:en'],
  latinName: ['name:latin', 'name:en', 'name'],
};
