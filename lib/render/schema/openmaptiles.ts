import {
  BUILT_LANDUSE_CLASSES,
  DRAWN_LAYERS,
  LABEL_LAYERS,
  MINOR_WATERWAY_CLASSES,
  NEVER_ROUTABLE,
  PARK_CLASSES,
  RAIL_CLASSES,
  ROAD_CLASS_OF,
  TRANSPORTATION_LAYER,
  WOOD_CLASSES,
} from '../openmaptiles';
import type { DrawKind, Oneway, Properties, TileSchema } from './types';

/**
 * The kind an OpenMapTiles feature is drawn as, or undefined when posters leave it out.
 *
 * Green areas, by what they are on the ground (issue 26; the groups: ../openmaptiles):
 * - `park`: places people made and keep (landuse `class`, landcover `subclass`). The strongest
 *   green: small, bounded, in town.
 * - `wood`: woods and forests: natural cover in a quiet color of its own (`palette.wood`, between
 *   the park and the page), drawn under parks.
 * - `landcover`: the rest of the natural cover: grass, meadow, scrub, heath, farmland, vineyards,
 *   orchards, wetland, sand, rock, ice (the faint `palette.landcover` tint). Open land is the page's
 *   own texture; filling meadows and pasture like parks made mountain posters half slab.
 * - nothing: nature reserves, national parks and protected areas (the `park` layer). Their edges run
 *   ruler-straight across hills and valleys, and an outline would read as a path or a contour. What
 *   grows inside them is drawn by its own landcover (woods as wood, meadows as landcover).
 */
function draw(layer: string, type: number, properties: Properties): DrawKind | undefined {
  const cls = String(properties.class ?? '');
  const subclass = String(properties.subclass ?? '');
  switch (layer) {
    case 'water':
      return type === 3 ? 'water' : undefined;
    case 'waterway':
      if (type !== 2 || properties.brunnel === 'tunnel') return undefined;
      return MINOR_WATERWAY_CLASSES.has(cls) ? 'waterway-minor' : 'waterway';
    case 'park':
      // Nature reserves, national parks, protected areas: not drawn (above). A build that puts a made park here keeps it.
      return type === 3 && PARK_CLASSES.has(cls) ? 'park' : undefined;
    case 'landcover':
      if (type !== 3) return undefined;
      if (PARK_CLASSES.has(subclass)) return 'park';
      return WOOD_CLASSES.has(cls) || WOOD_CLASSES.has(subclass) ? 'wood' : 'landcover';
    case 'landuse':
      if (type !== 3) return undefined;
      if (PARK_CLASSES.has(cls)) return 'park';
      return BUILT_LANDUSE_CLASSES.has(cls) ? 'landuse' : undefined;
    case 'building':
      return type === 3 ? 'building' : undefined;
    case 'aeroway':
      return type === 3 ? 'aeroway' : type === 2 ? 'aeroway-line' : undefined;
    case TRANSPORTATION_LAYER: {
      if (cls === 'pier') return type === 3 ? 'pier' : 'pier-line';
      if (RAIL_CLASSES.includes(cls)) return properties.brunnel === 'tunnel' || type !== 2 ? undefined : 'rail';
      const road = ROAD_CLASS_OF[cls];
      if (!road || type !== 2) return undefined;
      if (properties.brunnel === 'tunnel') return `tunnel:${road}`;
      return Number(properties.ramp ?? 0) === 1 ? `link:${road}` : `road:${road}`;
    }
    default:
      return undefined;
  }
}

function oneway(properties: Properties): Oneway {
  const value = Number(properties.oneway ?? 0);
  return value === 1 ? 1 : value === -1 ? -1 : 0;
}

/**
 * The OpenMapTiles schema (https://openmaptiles.org/schema/: OpenFreeMap, MapTiler, planetiler's and
 * tilemaker's defaults), whose classes are the engine's own words: it is read as it is.
 */
export const OPENMAPTILES: TileSchema = {
  id: 'openmaptiles',
  title: 'OpenMapTiles',
  // The schema is CC-BY 4.0: printed maps credit it beside OpenStreetMap (openmaptiles.org/docs/terminology/attribution).
  credit: '© OpenMapTiles',
  markerLayers: ['transportation', 'transportation_name', 'building', 'place', 'water_name', 'waterway', 'park', 'poi', 'housenumber', 'boundary', 'aeroway'],
  drawnLayers: DRAWN_LAYERS,
  draw,
  oneway,
  wayLayers: [TRANSPORTATION_LAYER],
  way(_layer, properties) {
    const cls = String(properties.class ?? '');
    if (!cls || NEVER_ROUTABLE.has(cls)) return undefined;
    return { cls, subclass: String(properties.subclass ?? ''), oneway: oneway(properties), ramp: Number(properties.ramp ?? 0) === 1 };
  },
  labelLayers: Object.keys(LABEL_LAYERS),
  label(layer, _type, properties) {
    const kind = LABEL_LAYERS[layer as keyof typeof LABEL_LAYERS];
    return kind ? { kind, cls: String(properties.class ?? '') } : undefined;
  },
  // OpenMapTiles builds vary in which name fields they fill.
  localName: ['name', 'name:latin', 'name_en'],
  latinName: ['name:latin', 'name_en', 'name'],
};
