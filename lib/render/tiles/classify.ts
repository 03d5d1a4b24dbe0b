import { BUILT_LANDUSE_CLASSES, MINOR_WATERWAY_CLASSES, PARK_CLASSES, RAIL_CLASSES, ROAD_CLASS_OF, WOOD_CLASSES, type RoadClass } from '../openmaptiles';

/** What an OpenMapTiles feature becomes on a poster (the schema's names: ../openmaptiles). */
export type DrawKind =
  | 'landuse'
  | 'landcover'
  | 'wood'
  | 'park'
  | 'water'
  | 'waterway'
  | 'waterway-minor'
  | 'building'
  | 'pier'
  | 'pier-line'
  | 'rail'
  | 'aeroway'
  | 'aeroway-line'
  | `road:${RoadClass}`
  | `tunnel:${RoadClass}`;

type Properties = Record<string, string | number | boolean | undefined>;

/**
 * The kind a feature is drawn as, or undefined when posters leave it out.
 *
 * Green areas, by what they are on the ground (issue 26; the groups: ../openmaptiles):
 * - `park`: places people made and keep (landuse `class`, landcover `subclass`). The strongest
 *   green: small, bounded, in town.
 * - `wood`: woods and forests: natural cover in a quiet colour of its own (`palette.wood`, between
 *   the park and the page), drawn under parks.
 * - `landcover`: the rest of the natural cover: grass, meadow, scrub, heath, farmland, vineyards,
 *   orchards, wetland, sand, rock, ice (the faint `palette.landcover` tint). Open land is the page's
 *   own texture; filling meadows and pasture like parks made mountain posters half slab.
 * - nothing: nature reserves, national parks and protected areas (the `park` layer). Their edges run
 *   ruler-straight across hills and valleys, and an outline would read as a path or a contour. What
 *   grows inside them is drawn by its own landcover (woods as wood, meadows as landcover).
 */
export function classify(layer: string, type: number, properties: Properties): DrawKind | undefined {
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
    case 'transportation': {
      if (cls === 'pier') return type === 3 ? 'pier' : 'pier-line';
      if (RAIL_CLASSES.includes(cls)) return properties.brunnel === 'tunnel' || type !== 2 ? undefined : 'rail';
      const road = ROAD_CLASS_OF[cls];
      if (!road || type !== 2) return undefined;
      return properties.brunnel === 'tunnel' ? `tunnel:${road}` : `road:${road}`;
    }
    default:
      return undefined;
  }
}
