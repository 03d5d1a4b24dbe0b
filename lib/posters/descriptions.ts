import type { posterFields } from '@/lib/render';
import {
  DEFAULT_THEME,
  FONT_FAMILIES,
  LEGACY_THEME_KEYS,
  MAP_SHAPES,
  MARKER_ICONS,
  MARKER_SIZE_PX,
  MAX_DIMENSION,
  MAX_RASTER_DIMENSION,
  SYNC_MAX_DIMENSION,
  WEBP_MAX_DIMENSION,
  MAX_MARKER_LABEL_LENGTH,
  MIN_MAP_COVERAGE,
  PREVIEW_DIMENSION,
  THEMES,
  TILE_STYLES,
  TILE_STYLE_KEYS,
} from '@/lib/render';

export type RequestField = keyof typeof posterFields | 'preview' | 'allowPartialMap' | 'params' | 'rawParams';

/**
 * What every RenderRequest field means, written for a person reading the docs and for a model that
 * has only the schema to go by. Attached to the one RenderRequest schema, so REST's OpenAPI document
 * and the MCP tool describe fields the same way.
 */

function themeDescription(): string {
  const artistic = Object.values(THEMES).map((theme) => `- ${theme.key}: ${theme.name} (${theme.tone}). ${theme.description}`);
  const tiles = TILE_STYLE_KEYS.map((key) => `- ${key}: ${TILE_STYLES[key].name}. ${TILE_STYLES[key].description}`);
  const legacy = Object.entries(LEGACY_THEME_KEYS).map(([old, current]) => `${old} = ${current}`);
  return [
    `The look of the poster: colors, fonts, which roads stand out. Default ${DEFAULT_THEME.artistic} (${DEFAULT_THEME.tile} with renderMode "tile").`,
    'Artistic themes (renderMode "artistic", the default), drawn from vector map data:',
    ...artistic,
    'Map-tile styles (need renderMode "tile"; personal use only):',
    ...tiles,
    `Legacy keys still accepted: ${legacy.join(', ')}.`,
  ].join('\n');
}

const fonts = () => `A CSS font-family list; the first of ${FONT_FAMILIES.join(', ')} named in it is used. Default: the theme's font.`;

const DESCRIPTIONS: Record<RequestField, string | (() => string)> = {
  lat: 'Latitude of the centre of the map, in degrees (WGS 84).',
  lon: 'Longitude of the centre of the map, in degrees (WGS 84).',
  zoom:
    'Map scale, as in a web map on a 1024 px frame: about 11 shows a metro area, 13 a city, 15 a neighbourhood, 16-17 a few streets. ' +
    'The poster shows the same ground at any pixel size, only sharper. Default 13.',
  theme: themeDescription,
  renderMode: '"artistic" (default): an artistic theme drawn from vector map data. "tile": the map-tile styles standard or satellite (personal use only).',
  city: 'The title printed on the poster, usually the place name. Empty: no title.',
  country: 'The subtitle under the title, usually the country or region.',
  width: 'Poster width in any unit: with height it gives the aspect ratio only (at most 4:1 either way). Default 3600 × 4800, a 3:4 portrait.',
  height: 'Poster height in any unit; see width. The size in pixels comes from maxDimension.',
  printSize:
    'A physical print size instead of width × height: A5, A4, A3, A2, A1, A0 (or B4…B1; add " landscape" to turn it), or width x height with a unit, like 50x70cm, 500x700mm or 18x24in ' +
    '(portrait or landscape by the order of the numbers; 5 cm to 2 m a side). It sets the aspect; a PDF is exactly this size (plus bleed) with its TrimBox and BleedBox set, and a PNG, JPEG or WebP ' +
    'has printSize × dpi pixels (the longest side at most maxDimension) and states its dpi in the file. Not with width or height.',
  dpi: `Dots per inch of a raster print (png, jpeg, webp) at printSize: 72 to 600, default 300. The pixels are capped only by maxDimension when given and by the format (PNG and JPEG ${MAX_RASTER_DIMENSION} px, WebP ${WEBP_MAX_DIMENSION} px on the longest side), the aspect kept; more than ${SYNC_MAX_DIMENSION} px must be queued (POST /v1/renders, render_batch); the RenderResult's print.dpi is the resolution the file really has, and a warning says when it is under 150 (the PDF is sharp at any size). Needs printSize.`,
  bleedMm:
    'Bleed for the cutter, in mm on each side (0 to 10; printers ask for 2-3): the page grows by it, backgrounds, map, mat and fades run into it, and the title, credit, markers and map shape stay inside the trim less a 5 mm safe margin. Needs printSize.',
  cropMarks:
    "PDF only: crop marks outside the bleed at the trim's corners (the page grows to hold them; TrimBox and BleedBox stay exact). Default false. Needs printSize.",
  format: 'File format: png (default), jpeg or webp (raster); pdf (vector, for print); svg (vector, without map labels).',
  maxDimension: `Pixels of the longer side. Unset: ${MAX_DIMENSION}, or for a print (printSize) its full pixels at dpi. A synchronous render draws at most ${SYNC_MAX_DIMENSION} (more is refused: queue it with POST /v1/renders or render_batch); queued PNG and JPEG up to ${MAX_RASTER_DIMENSION}, WebP up to ${WEBP_MAX_DIMENSION}; PDF and SVG are laid out at ${MAX_DIMENSION} at most (vector). 1024 to 2048 suit a screen, ${MAX_DIMENSION} an everyday print.`,
  bearing: 'Map rotation in degrees clockwise; 90 puts east at the top. Default 0 (north up).',
  mapShape: `${MAP_SHAPES[0]} (default) fills the page; ${new Intl.ListFormat('en-GB').format(MAP_SHAPES.slice(1))} sit above the text.`,
  matEnabled: 'Frame the map with a mat (a border); the title then sits on the mat below the map.',
  matWidth:
    'Mat width in reference px (on a 1024 px frame; scales with the poster). At most a fifth of the shorter side: a wider mat is drawn at that width, so the map and the text always have room.',
  matWhiteBorder: "A white mat instead of the theme's mat color.",
  matShowBorder: 'Draw a line around the map window.',
  matBorderWidth: 'Width of the line around the map window, in reference px.',
  matBorderOpacity: 'Opacity of the line around the map window.',
  showLabels: 'Street, place and water names on the map (raster formats and PDF; SVG never has labels).',
  labelLanguage:
    "local (default): map names as written on the spot (東京, القاهرة, Αθήνα), in any of the shipped scripts; latin: the map data's Latin-script name where it has one (Tokyo, al-Qahira), else the local name.",
  overlayBgType:
    "What is behind the text: vignette (the map eases into a solid panel of the page color behind the text and fades out at the top), radial (the same panel, the map fading out towards every edge), none (no backdrop: the text prints over the map with a halo). With vignette and radial the text and the credit always sit on clean page. Default: the theme's.",
  overlaySize: 'Scale of the text block: small, medium (default) or large; none leaves the text out.',
  overlayX: 'Horizontal centre of the text block, as a fraction of the page width.',
  overlayY: 'Vertical centre of the text block, as a fraction of the page height.',
  cityFont: fonts,
  countryFont: fonts,
  coordsFont: fonts,
  cityFontSize:
    'Title size in reference px; 0 (default) sizes the title to the page. Sizes under 4 are set at 4; a title is always shrunk to fit 80 % of the width.',
  cityLetterSpacing: "Title letter-spacing in em. Default: the theme's.",
  cityFontWeight: 'Title weight. Default bold.',
  cityTextTransform: "Title case: uppercase, none or capitalize. Default: the theme's.",
  showCountry: 'Print the subtitle (country).',
  showCoords: 'Print the coordinates of the centre.',
  showMarker: 'false hides every marker; true with no markers puts one at the centre.',
  markers: `Markers to place on the map, each {lat, lon} with optionally label (up to ${MAX_MARKER_LABEL_LENGTH} characters, any script the title can use, set beside the marker with a halo, clear of the title and the other labels, or left out with a warning), color (#RRGGBB) and icon (${MARKER_ICONS.join(', ')}), which override markerColor and markerIcon for that marker.`,
  markerIcon: 'Marker shape.',
  markerSize: `Marker size, × ${MARKER_SIZE_PX} reference px.`,
  markerColor: "Marker color as #RRGGBB; empty or absent: the theme's accent color.",
  showRoute:
    'Draw a route: from the start through routeViaPoints to the end, in order, along the streets (see routeProfile). Start and end are required when true.',
  routeTrack:
    "A track you bring, drawn as the route instead of start/via/end: a GeoJSON LineString or MultiLineString (or a Feature or FeatureCollection of them; positions [lon, lat]), GPX text (trk/trkseg/trkpt and rte/rtept points), or an encoded polyline (precision 5, or 6 when 5 leaves the globe; prefix polyline6: to force it). At most 20 000 points; simplified for drawing at the poster's scale. The request body may be up to 2 MiB for it.",
  routeDots: 'Mark the start (a filled dot) and the end (an open dot) of the route; default true.',
  routeProfile:
    "How the route follows the streets of the map data: walk (default: footways, paths and streets, no motorways), bike (no motorways or steps; cycleways preferred), drive (roads only, one-way streets the right way), or straight (straight segments between the points). A leg with no street within 150 m of its ends, or no path by street, is drawn straight and named in the result's warnings.",
  routeStartLat: 'Latitude of the route start.',
  routeStartLon: 'Longitude of the route start.',
  routeEndLat: 'Latitude of the route end.',
  routeEndLon: 'Longitude of the route end.',
  routeViaPoints: 'Points the route passes through between start and end, in order, each {lat, lon}.',
  routeColor: "Route color as #RRGGBB; empty or absent: the theme's route color.",
  showWater: 'Draw water.',
  showParks: 'Draw parks and green spaces.',
  showRoads: 'Draw roads.',
  showBuildings: "Draw buildings. Default: the theme's choice.",
  colors:
    'Your own colors over the theme, each #RRGGBB, any of: background (the page and the land; land tints, road casings and the mat follow it), text (title, subtitle, coordinates, credit; map labels a softer shade of it), ' +
    "water (rivers keep their shade of it), parks, roads (the motorways; smaller roads are it faded towards the page in the theme's own steps), buildings (when drawn), route, accent (markers, and the route unless route is given). " +
    "markerColor, a marker's color and routeColor still win over these. The text must have at least 3:1 contrast on the page and, with a mat, on the mat, or the request is refused. " +
    'With renderMode "tile" only background, text, route and accent can be set. Example: {"background": "#f4efe6", "water": "#2b6cb0", "roads": "#1a1a1a", "text": "#1a1a1a"}.',
  terrain:
    "Terrain from the elevation data: hillshade (on by default) and contour lines, in the theme's own colors. An object: " +
    'hillshade (true/false), contours (true for an interval chosen by zoom, or {interval, unit: "m" | "ft", labels: true/false, indexEvery: 2-10, default 5: every so many lines is a thicker index line}), ' +
    'exaggeration (0.1-10; default 1, true to the ground, or 2 on a terrain poster with hillshade alone, where rolling hills at 1 read flat), azimuth (where the light comes from, degrees clockwise from north, default 315), altitude (1-90 degrees, default 45), multidirectional (light from four directions, as gdaldem -multidirectional). ' +
    'With showRoads, showWater and showParks false (and no buildings) the poster is terrain alone and needs no map data. A view the elevation data does not cover is refused like map data (no_map_data, partial_map_data; allowPartialMap draws it). ' +
    'Example: {"hillshade": true, "contours": {"interval": 20, "unit": "m", "labels": true}, "exaggeration": 1.5}.',
  preview: `Also return the poster at ${PREVIEW_DIMENSION} px as a WebP image in the result, to look at it. Costs nothing more.`,
  allowPartialMap: () =>
    `Draw the poster even when the map data covers less than ${Math.round(MIN_MAP_COVERAGE * 100)} % of it (the rest is left blank, and a warning says so). Default false: such a request is refused with partial_map_data, naming the share covered and the zoom at which the data fills the poster, and it is not charged.`,
  params: 'Design fields by editor field name; they may also be given at the top level, and win over it.',
  rawParams: 'Editor share-link parameters by short name (z, t, c, …); unknown names are ignored. Mostly for pasting a share link.',
};

export const FIELD_DESCRIPTIONS = Object.fromEntries(
  Object.entries(DESCRIPTIONS).map(([field, text]) => [field, typeof text === 'function' ? text() : text]),
) as Record<RequestField, string>;
