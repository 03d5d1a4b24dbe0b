import { z } from 'zod';
import { renderRequestSchema, type RenderRequest, type RenderResult } from '@/lib/posters';
import { FONT_FAMILIES, FORMATS, LEGACY_THEME_KEYS, MAX_DIMENSION, PREVIEW_DIMENSION, THEMES, TILE_STYLES, TILE_STYLE_KEYS } from '@/lib/render';
import type { KeyStatus } from '@/lib/usage';

/**
 * The JSON Schemas the MCP tools advertise. render_poster's input is derived from
 * renderRequestSchema, the one schema of POST /v1/render: the same fields, the same defaults, the
 * same limits (read off the schema itself), the same theme keys (legacy ones included), with
 * descriptions written for a model choosing a theme and a zoom.
 */

export type JsonSchema = { [key: string]: unknown };

function themeDescription(): string {
  const artistic = Object.values(THEMES).map((theme) => `- ${theme.key}: ${theme.name} (${theme.tone}). ${theme.description}`);
  const tiles = TILE_STYLE_KEYS.map((key) => `- ${key}: ${TILE_STYLES[key].name}. ${TILE_STYLES[key].description}`);
  const legacy = Object.entries(LEGACY_THEME_KEYS).map(([old, current]) => `${old} = ${current}`);
  return [
    'The look of the poster: colours, fonts, which roads stand out. Default midnight_dark (standard with renderMode "tile").',
    'Artistic themes (renderMode "artistic", the default), drawn from vector map data:',
    ...artistic,
    'Map-tile styles (need renderMode "tile"; personal use only):',
    ...tiles,
    `Legacy keys still accepted: ${legacy.join(', ')}.`,
  ].join('\n');
}

const fonts = () => `A CSS font-family list; the first of ${FONT_FAMILIES.join(', ')} named in it is used. Default: the theme's font.`;

/** A description of every top-level field, for a model that has only the schema to go by. */
const DESCRIPTIONS: { [Field in keyof RenderRequest]-?: string | (() => string) } = {
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
  format: 'File format: png (default), jpeg or webp (raster); pdf (vector, for print); svg (vector, without map labels).',
  maxDimension: `Pixels of the longer side; more than ${MAX_DIMENSION} is capped to ${MAX_DIMENSION} (the default). 1024 to 2048 suit a screen, ${MAX_DIMENSION} a print.`,
  bearing: 'Map rotation in degrees clockwise; 90 puts east at the top. Default 0 (north up).',
  mapShape: 'rectangle (default) fills the page; circle, hexagon and heart sit above the text.',
  matEnabled: 'Frame the map with a mat (a border); the title then sits on the mat below the map.',
  matWidth: 'Mat width in reference px (on a 1024 px frame; scales with the poster).',
  matWhiteBorder: "A white mat instead of the theme's mat colour.",
  matShowBorder: 'Draw a line around the map window.',
  matBorderWidth: 'Width of the line around the map window, in reference px.',
  matBorderOpacity: 'Opacity of the line around the map window.',
  showLabels: 'Street, place and water names on the map (raster formats and PDF; SVG never has labels).',
  overlayBgType:
    "What is behind the text: vignette (the page colour fades in at the top and bottom), radial (a soft pool behind the text), none (text with a halo). Default: the theme's.",
  overlaySize: 'Scale of the text block: small, medium (default) or large; none leaves the text out.',
  overlayX: 'Horizontal centre of the text block, as a fraction of the page width.',
  overlayY: 'Vertical centre of the text block, as a fraction of the page height.',
  cityFont: fonts,
  countryFont: fonts,
  coordsFont: fonts,
  cityFontSize: 'Title size in reference px; 0 (default) sizes the title to the page.',
  cityLetterSpacing: "Title letter-spacing in em. Default: the theme's.",
  cityFontWeight: 'Title weight. Default bold.',
  cityTextTransform: "Title case: uppercase, none or capitalize. Default: the theme's.",
  showCountry: 'Print the subtitle (country).',
  showCoords: 'Print the coordinates of the centre.',
  showMarker: 'false hides every marker; true with no markers puts one at the centre.',
  markers: 'Markers to place on the map, each {lat, lon}.',
  markerIcon: 'Marker shape.',
  markerSize: 'Marker size, × 40 reference px.',
  markerColor: "Marker colour as #RRGGBB; empty or absent: the theme's accent colour.",
  showRoute: 'Draw a route: a line from the start through routeViaPoints to the end, in order (straight segments, not routed along roads). Start and end are required when true.',
  routeStartLat: 'Latitude of the route start.',
  routeStartLon: 'Longitude of the route start.',
  routeEndLat: 'Latitude of the route end.',
  routeEndLon: 'Longitude of the route end.',
  routeViaPoints: 'Points the route passes through between start and end, in order, each {lat, lon}.',
  routeColor: "Route colour as #RRGGBB; empty or absent: the theme's route colour.",
  showWater: 'Draw water.',
  showParks: 'Draw parks and green spaces.',
  showRoads: 'Draw roads.',
  showBuildings: "Draw buildings. Default: the theme's choice.",
  preview: `Also return the poster at ${PREVIEW_DIMENSION} px as a WebP image in the result, to look at it. Costs nothing more.`,
  params: 'Design fields by editor field name; they may also be given at the top level, and win over it.',
  rawParams: 'Editor share-link parameters by short name (z, t, c, …); unknown names are ignored. Mostly for pasting a share link.',
};

function inputSchemaOf(schema: z.ZodType): JsonSchema {
  // The bounds come with the schema: its numbers use zod's own min/max.
  const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'input' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Every value the theme field accepts: the artistic themes, the legacy keys, the map-tile styles. */
export function themeKeys(): string[] {
  return [...Object.keys(THEMES), ...Object.keys(LEGACY_THEME_KEYS), ...TILE_STYLE_KEYS];
}

function renderPosterInput(): JsonSchema {
  const json = inputSchemaOf(renderRequestSchema);
  const properties = json.properties as Record<string, JsonSchema>;
  for (const [field, description] of Object.entries(DESCRIPTIONS)) {
    const property = properties[field];
    if (!property) throw new Error(`render_poster: ${field} is described but is not a RenderRequest field`);
    property.description = typeof description === 'function' ? description() : description;
  }
  properties.theme!.enum = themeKeys();
  return json;
}

/** RenderResult as the tool returns it: the REST body without the preview, which comes as an image. */
const renderResultSchema = z.object({
  id: z.string().describe('The render id (rnd_…).'),
  url: z.string().describe('Public link to the stored poster; it needs no key.'),
  format: z.string().describe(`The file format: ${FORMATS.join(', ')}.`),
  bytes: z.number().describe('Size of the stored file in bytes.'),
  provenance: z
    .object({ v: z.number(), id: z.string(), plan: z.string(), issued: z.string(), sha256: z.string(), signature: z.string() })
    .describe('The signed record; with signature given as sig it verifies at POST /v1/verify.'),
  usage: z
    .union([z.object({ used: z.number(), quota: z.number(), remaining: z.number() }), z.object({ credits: z.number() })])
    .describe('The key after this render: renders used and left this month, or credits left.'),
});

const keyStatusSchema = z.object({
  plan: z.string(),
  status: z.string().describe('active, suspended (payment failed) or revoked (subscription ended).'),
  key_prefix: z.string(),
  period: z.string().describe('The month counted, YYYY-MM (UTC).'),
  quota: z.number().nullable(),
  used: z.number().nullable(),
  remaining: z.number().nullable(),
  credits: z.number().nullable().describe('Render credits left, for single-render keys.'),
  created_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});

// The tools return the services' own values: these checks keep the advertised schemas in step with them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const renderResultInStep: Same<Omit<RenderResult, 'preview'>, z.infer<typeof renderResultSchema>> = true;
const keyStatusFits: KeyStatus extends z.infer<typeof keyStatusSchema> ? true : false = true;
void renderResultInStep;
void keyStatusFits;

export interface ToolSchemas {
  renderPosterInput: JsonSchema;
  renderResult: JsonSchema;
  usageInput: JsonSchema;
  keyStatus: JsonSchema;
}

let built: ToolSchemas | undefined;

/** Built once per process: the schemas depend only on code. */
export function toolSchemas(): ToolSchemas {
  built ??= {
    renderPosterInput: renderPosterInput(),
    renderResult: inputSchemaOf(renderResultSchema),
    usageInput: { type: 'object', properties: {}, additionalProperties: false },
    keyStatus: inputSchemaOf(keyStatusSchema),
  };
  return built;
}
