/**
 * The OpenMapTiles schema as the engine reads it (https://openmaptiles.org/schema/): the layers a
 * poster takes, the classes of the `transportation` layer and the road class each is drawn as, and
 * groups of land classes by what they are on the ground. The tile decoder, the classifier, the
 * route profiles, the map layers and the theme palettes read these, so a class is named once. What
 * a poster does with each group (color, order) is theirs, not this module's; the width each road class
 * is drawn at is here, since the tile decoder measures narrow merges in strokes (../tiles/merges.ts).
 */

/** The layers whose geometry a poster draws, in the order they are decoded. */
export const DRAWN_LAYERS = ['water', 'waterway', 'park', 'landcover', 'landuse', 'building', 'aeroway', 'transportation'] as const;
export type DrawnLayer = (typeof DRAWN_LAYERS)[number];

/** The layer of roads, paths, railways, ferries and piers: drawn, and read for routing. */
export const TRANSPORTATION_LAYER = 'transportation' satisfies DrawnLayer;

/** The layers of names, and the kind of label each gives. */
export const LABEL_LAYERS = { transportation_name: 'street', place: 'place', water_name: 'water' } as const;
export type LabelKind = (typeof LABEL_LAYERS)[keyof typeof LABEL_LAYERS];

/**
 * The road classes a poster tells apart, each with its own color and width, most important first.
 * The schema's own classes: `minor`, not `residential`; `trunk` exists.
 */
export const ROAD_CLASSES = ['motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'minor', 'service', 'path'] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number];

/**
 * The `transportation` classes drawn as roads, and the road class each is drawn as. Besides the
 * schema's classes, the OSM values some builds write (`residential`, `unclassified`,
 * `living_street`) are streets, so no road falls through.
 */
export const ROAD_CLASS_OF: Readonly<Record<string, RoadClass>> = {
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

/** `transportation` classes of railways drawn as rail (other rail classes are not drawn). */
export const RAIL_CLASSES: readonly string[] = ['rail', 'transit'];

/** The `transportation_name` classes whose names are printed along the line: streets, not service roads or paths. */
export const NAMED_ROAD_CLASSES: ReadonlySet<string> = new Set(ROAD_CLASSES.filter((cls) => cls !== 'service' && cls !== 'path'));

/** `transportation` classes that no route profile follows, on foot, by bike or by car: rails, lifts, ferries, race tracks, guided busways. */
export const NEVER_ROUTABLE: ReadonlySet<string> = new Set([
  'rail',
  'transit',
  'aerialway',
  'ferry',
  'bus_guideway',
  'raceway',
  'light_rail',
  'subway',
  'tram',
  'monorail',
  'funicular',
  'narrow_gauge',
  'preserved',
]);

/**
 * Green places people made and keep (a landuse or park `class`, a landcover `subclass`): parks,
 * gardens, cemeteries, pitches, playgrounds, allotments… Nature reserves, national parks and
 * protected areas are not among them: they are lines on a register, not something seen on the ground.
 */
export const PARK_CLASSES: ReadonlySet<string> = new Set([
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

/** Woods and forests (a landcover `class` or `subclass`). */
export const WOOD_CLASSES: ReadonlySet<string> = new Set(['wood', 'forest']);

/** Built-up land (landuse `class`): where people live, work, trade and learn. */
export const BUILT_LANDUSE_CLASSES: ReadonlySet<string> = new Set([
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

/** Small waterways (a waterway `class`): streams, drains and ditches, not rivers or canals. */
export const MINOR_WATERWAY_CLASSES: ReadonlySet<string> = new Set(['stream', 'drain', 'ditch']);

/**
 * Stroke widths in reference px at zoom 13, in three tiers (issue 39): the arterials (motorway…
 * secondary) bold enough to read as a network at arm's length, as maptoposter's New Delhi does;
 * tertiary a clear second tier; minor streets, service roads and paths a fine mesh of texture. The
 * primary stays under 4 px on a 1500 px poster at zoom 15 (map-layers.test.ts): wider read as heavy
 * where the blocks are few (Monaco).
 */
export const ROAD_WIDTH: Readonly<Record<RoadClass, number>> = {
  motorway: 1.9,
  trunk: 1.7,
  primary: 1.45,
  secondary: 1.2,
  tertiary: 0.85,
  minor: 0.45,
  service: 0.36,
  path: 0.28,
};
/** Widths grow with zoom, slower than the ground does: thin texture when far, bold streets when near. */
const WIDTH_GROWTH_PER_ZOOM = 0.6;
/**
 * Past zoom 14 they grow slower still: at 0.6 a zoom, Monaco's main roads at z15 were ~6 px on a
 * 1500 px poster, heavy for the blocks between them (issue 39).
 */
const WIDTH_GROWTH_PER_ZOOM_CLOSE = 0.3;
const CLOSE_FROM_ZOOM = 14;

/** How much wider than at zoom 13 lines are drawn at `zoom`. */
export function widthGrowth(zoom: number): number {
  const far = Math.min(zoom, CLOSE_FROM_ZOOM) - 13;
  const close = Math.max(0, zoom - CLOSE_FROM_ZOOM);
  return 2 ** (WIDTH_GROWTH_PER_ZOOM * far + WIDTH_GROWTH_PER_ZOOM_CLOSE * close);
}
