/**
 * What each OpenMapTiles feature becomes on a poster. The schema's real classes are used
 * (`minor`, not `residential`; `trunk` exists), so no road falls to a default.
 */

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
  | `road:${RoadKind}`
  | `tunnel:${RoadKind}`
  /** The median between the two carriageways of a divided road (./divided.ts), filled in the road's colour. */
  | `median:${RoadKind}`;

export type RoadKind = 'motorway' | 'trunk' | 'primary' | 'secondary' | 'tertiary' | 'minor' | 'service' | 'path';

const ROAD_CLASS: Record<string, RoadKind> = {
  motorway: 'motorway',
  trunk: 'trunk',
  primary: 'primary',
  secondary: 'secondary',
  tertiary: 'tertiary',
  minor: 'minor',
  residential: 'minor',
  unclassified: 'minor',
  living_street: 'minor',
  busway: 'minor',
  raceway: 'service',
  service: 'service',
  track: 'path',
  path: 'path',
};

/**
 * Green areas, by what they are on the ground (issue 26):
 * - `park`: places people made and keep (landuse `class`, landcover `subclass`): parks, gardens,
 *   cemeteries, pitches, playgrounds, allotments… The strongest green: small, bounded, in town.
 * - `wood`: woods and forests (landcover class `wood`): natural cover in a quiet colour of its
 *   own (`palette.wood`, between the park and the page), drawn under parks.
 * - `landcover`: the rest of the natural cover: grass, meadow, scrub, heath, farmland, vineyards,
 *   orchards, wetland, sand, rock, ice (the faint `palette.landcover` tint). Open land is the page's
 *   own texture; filling meadows and pasture like parks made mountain posters half slab.
 * - nothing: nature reserves, national parks and protected areas (the `park` layer). They are
 *   lines on a register, not something seen on the ground: their edges run ruler-straight across
 *   hills and valleys, and an outline would read as a path or a contour. What grows inside them is
 *   drawn by its own landcover (woods as wood, meadows as landcover).
 */
const PARK_CLASSES = new Set([
  'park',
  'garden',
  'cemetery',
  'grave_yard',
  'pitch',
  'playground',
  'stadium',
  'recreation_ground',
  'golf_course',
  'village_green',
  'allotments',
  'zoo',
  'theme_park',
]);
const WOOD_LANDCOVER = new Set(['wood', 'forest']);
const BUILT_LANDUSE = new Set([
  'commercial',
  'industrial',
  'retail',
  'railway',
  'military',
  'hospital',
  'school',
  'college',
  'university',
  'kindergarten',
  'quarry',
  'garages',
  'bus_station',
  'residential',
  'suburb',
  'neighbourhood',
]);
const MINOR_WATERWAYS = new Set(['stream', 'drain', 'ditch']);

type Properties = Record<string, string | number | boolean | undefined>;

/** The kind a feature is drawn as, or undefined when posters leave it out. */
export function classify(layer: string, type: number, properties: Properties): DrawKind | undefined {
  const cls = String(properties.class ?? '');
  const subclass = String(properties.subclass ?? '');
  switch (layer) {
    case 'water':
      return type === 3 ? 'water' : undefined;
    case 'waterway':
      if (type !== 2 || properties.brunnel === 'tunnel') return undefined;
      return MINOR_WATERWAYS.has(cls) ? 'waterway-minor' : 'waterway';
    case 'park':
      // Nature reserves, national parks, protected areas: not drawn (above). A build that puts a made park here keeps it.
      return type === 3 && PARK_CLASSES.has(cls) ? 'park' : undefined;
    case 'landcover':
      if (type !== 3) return undefined;
      if (PARK_CLASSES.has(subclass)) return 'park';
      return WOOD_LANDCOVER.has(cls) || WOOD_LANDCOVER.has(subclass) ? 'wood' : 'landcover';
    case 'landuse':
      if (type !== 3) return undefined;
      if (PARK_CLASSES.has(cls)) return 'park';
      return BUILT_LANDUSE.has(cls) ? 'landuse' : undefined;
    case 'building':
      return type === 3 ? 'building' : undefined;
    case 'aeroway':
      return type === 3 ? 'aeroway' : type === 2 ? 'aeroway-line' : undefined;
    case 'transportation': {
      if (cls === 'pier') return type === 3 ? 'pier' : 'pier-line';
      if (cls === 'rail' || cls === 'transit') return properties.brunnel === 'tunnel' || type !== 2 ? undefined : 'rail';
      const road = ROAD_CLASS[cls];
      if (!road || type !== 2) return undefined;
      return properties.brunnel === 'tunnel' ? `tunnel:${road}` : `road:${road}`;
    }
    default:
      return undefined;
  }
}
