import { z } from 'zod';
import { didYouMean } from '@/lib/suggest';
import {
  DEFAULT_DPI,
  MAX_BLEED_MM,
  MAX_PRINT_ASPECT,
  MAX_DPI,
  MIN_DPI,
  MM_PER_INCH,
  parsePrintSize,
  printGeometry,
  type PrintGeometry,
  type PrintSize,
} from './print';
import { parseTrack, TrackError, type Track } from './route';
import {
  COLOR_SLOTS,
  colorProblems,
  isColorSlot,
  isTileStyle,
  resolveThemeKey,
  THEME_KEYS,
  themeForSpec,
  TILE_STYLE_KEYS,
  type CustomColors,
  type PosterThemeKey,
} from './themes';
import { recognisedAcrossCopies } from '@/lib/singleton';

/** Unknown names given a did-you-mean, at most, per object: a refusal names the first five problems, and thousands of unknown names must cost little. */
const SUGGESTED_AT_MOST = 5;

/**
 * PosterSpec: everything the engine needs to draw one poster, validated, with the bounds and
 * defaults of every field. Lengths given in "reference px" (cityFontSize, matWidth,
 * matBorderWidth, markerSize × MARKER_SIZE_PX) are pixels on the 1024 px reference frame and scale with the
 * output, so one spec looks the same at 640 and at 4096 px.
 * Messages state the rule only; the caller prefixes the field path ("zoom must be between 0 and 22").
 */

export const FORMATS = ['png', 'jpeg', 'webp', 'pdf', 'svg'] as const;
export type Format = (typeof FORMATS)[number];

/**
 * The default maxDimension (the everyday poster), the most a synchronous render draws (POST /v1/render,
 * MCP render_poster: SYNC_MAX_DIMENSION), and the layout size of a vector print (PDF, SVG: sharp at any size).
 */
export const MAX_DIMENSION = 4096;
/**
 * The longest side a synchronous render draws: it answers within the request (measured: see components/docs/content/engine.md,
 * Print sizes); more is refused with a 400 that names the queued POST /v1/renders.
 */
export const SYNC_MAX_DIMENSION = MAX_DIMENSION;
/**
 * The longest side of a queued PNG or JPEG: 2 m at 300 dpi with bleed, past A0 at 300 dpi (14 114 px) and past
 * every browser's 16 384 px canvas. Drawn and encoded in strips (./threads), so memory does not grow with it.
 */
export const MAX_RASTER_DIMENSION = 24_000;
/** The longest side a WebP holds (its format stores 14-bit sizes). */
export const WEBP_MAX_DIMENSION = 16_383;
export const MIN_DIMENSION = 256;
export const PREVIEW_DIMENSION = 640;
export const MAX_MARKERS = 100;
export const MAX_VIA_POINTS = 50;
export const MAX_TEXT_LENGTH = 100;
export const MAX_ASPECT = MAX_PRINT_ASPECT;

/** zod's number refuses NaN and ±Infinity itself; native bounds also show up in the JSON Schema (MCP, OpenAPI). */
const finite = () =>
  z.number({
    error: (issue) => (issue.input === undefined ? 'is required' : typeof issue.input === 'number' ? 'must be a finite number' : 'must be a number'),
  });

const between = (min: number, max: number) => finite().min(min, `must be between ${min} and ${max}`).max(max, `must be between ${min} and ${max}`);

const bool = () => z.boolean({ error: 'must be true or false' });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `must be one of ${values.join(', ')}${didYouMean(issue.input, values)}` });

/** A character as its code point is written in messages: U+00E9, U+1F600. */
export function codePointName(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Code points no XML document (so no SVG, no PDF's source) can hold: lone surrogates and U+FFFE/U+FFFF. */
const NOT_A_CHARACTER = /\p{Surrogate}|[\ufffe\uffff]/u;

const text = () =>
  z
    .string({ error: 'must be a string' })
    .max(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`)
    .superRefine((value, ctx) => {
      const found = NOT_A_CHARACTER.exec(value)?.[0];
      if (found) {
        ctx.addIssue({ code: 'custom', message: `contains ${codePointName(found)}, which is not a character text can hold` });
      }
    })
    // Control characters have no place on a poster (and would be invalid XML).
    .transform((value) => value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim());

const fontFamily = () => z.string({ error: 'must be a string' }).max(200, 'must be at most 200 characters');

const hexColor = () =>
  z
    .string({ error: 'must be a string' })
    .refine((v) => v === '' || /^#[0-9a-fA-F]{6}$/.test(v), 'must be a color written #RRGGBB (or empty for the theme color)')
    .transform((v) => (v === '' ? undefined : (v.toLowerCase() as `#${string}`)));

/** The customer's own colors: a strict #RRGGBB per palette slot (./themes/custom), every unknown slot named. */
const COLOR_RULE = 'must be a color written #RRGGBB';
const colorSlots = z
  .looseObject(
    Object.fromEntries(
      COLOR_SLOTS.map((slot) => [
        slot,
        z
          .string({ error: COLOR_RULE })
          .regex(/^#[0-9a-fA-F]{6}$/, COLOR_RULE)
          .transform((v) => v.toLowerCase() as `#${string}`)
          .optional(),
      ]),
    ),
    { error: `must be an object of color slots (${COLOR_SLOTS.join(', ')}), each #RRGGBB` },
  )
  .superRefine(
    (value, ctx) => {
      let unknown = 0;
      for (const key of Object.keys(value)) {
        if (isColorSlot(key)) continue;
        const suggestion = ++unknown <= SUGGESTED_AT_MOST ? didYouMean(key, COLOR_SLOTS) : '';
        ctx.addIssue({ code: 'custom', path: [key], message: `is not a color slot${suggestion || `; slots: ${COLOR_SLOTS.join(', ')}`}` });
      }
    },
    // Also beside a slot of the wrong type: every problem at once.
    { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  )
  .transform((value): CustomColors => Object.fromEntries(Object.entries(value).filter(([key, hex]) => isColorSlot(key) && hex !== undefined)))
  // Unknown slots are refused (above); the JSON Schema says so too.
  .meta({ additionalProperties: false });

const point = z.object({ lat: between(-90, 90), lon: between(-180, 180) }, { error: 'must be an object with lat and lon' });

/** A marker's icons; `markerIcon` may also be `none`, for no markers at all. */
export const MARKER_ICONS = ['pin', 'circle', 'heart', 'star'] as const;
/** The outlines a map can take: rectangle fills the page, the others sit above the text. */
export const MAP_SHAPES = ['rectangle', 'circle', 'hexagon', 'heart'] as const;
export type MapShape = (typeof MAP_SHAPES)[number];
export type MarkerIcon = (typeof MARKER_ICONS)[number];
/** A marker's height in reference px at markerSize 1. */
export const MARKER_SIZE_PX = 40;
export const MAX_MARKER_LABEL_LENGTH = 60;

/** A marker: where, and optionally what it says, in which color, with which icon (each overriding the global one). */
const markerItem = z
  .object(
    {
      lat: between(-90, 90),
      lon: between(-180, 180),
      label: text()
        .pipe(z.string().max(MAX_MARKER_LABEL_LENGTH, `must be at most ${MAX_MARKER_LABEL_LENGTH} characters`))
        .optional(),
      color: hexColor().optional(),
      icon: oneOf(MARKER_ICONS).optional(),
    },
    { error: 'must be an object with lat and lon (and optionally label, color, icon)' },
  )
  .strict();

/**
 * An object whose unknown keys are refused one by one, each with the nearest known name
 * ("terrain.contour is not a terrain field; did you mean contours?"), and whose known keys keep their rules.
 */
function closedObject<const T extends z.ZodRawShape>(shape: T, what: string, form: string) {
  const names = Object.keys(shape);
  return z
    .looseObject(shape, { error: `must be an object ${form}` })
    .superRefine(
      (value, ctx) => {
        let unknown = 0;
        for (const key of Object.keys(value)) {
          if (Object.hasOwn(shape, key)) continue;
          // A suggestion only for the few a refusal names: thousands of unknown names must cost little (issue 38).
          const hint = ++unknown <= SUGGESTED_AT_MOST ? didYouMean(key, names) : '';
          ctx.addIssue({ code: 'custom', path: [key], message: `is not a ${what} field${hint || `; fields: ${names.join(', ')}`}` });
        }
      },
      { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
    )
    .transform((value) => Object.fromEntries(Object.entries(value).filter(([key]) => Object.hasOwn(shape, key))) as z.output<z.ZodObject<T>>)
    .meta({ additionalProperties: false });
}

/** Contour intervals a poster may ask for, per unit: a line every 1 to 1000 m (3 to 3000 ft). */
export const CONTOUR_INTERVAL = { m: { min: 1, max: 1000 }, ft: { min: 3, max: 3000 } } as const;
export const CONTOUR_UNITS = ['m', 'ft'] as const;
export type ContourUnit = (typeof CONTOUR_UNITS)[number];

const contourFields = {
  interval: finite().positive('must be greater than 0').optional(),
  unit: oneOf(CONTOUR_UNITS).default('m'),
  labels: bool().default(false),
  indexEvery: finite().int('must be a whole number').min(2, 'must be between 2 and 10').max(10, 'must be between 2 and 10').default(5),
};

/** Terrain under the map (../terrain): hillshade and contour lines from the elevation source (ELEVATION_URL). */
const terrainFields = {
  hillshade: bool().default(true),
  // true: an interval chosen by zoom (../terrain contourInterval); false or absent: none.
  contours: z.preprocess(
    (value) => (value === true ? {} : value === false ? undefined : value),
    closedObject(contourFields, 'terrain.contours', 'with interval, unit, labels or indexEvery (or true, or false)').optional(),
  ),
  // Absent: chosen by the poster (../terrain hillshadeExaggeration): 1, or 2 on a terrain poster of hillshade alone.
  exaggeration: between(0.1, 10).optional(),
  azimuth: between(0, 360).default(315),
  altitude: between(1, 90).default(45),
  multidirectional: bool().default(false),
};
const terrainSchema = closedObject(terrainFields, 'terrain', 'with hillshade, contours, exaggeration, azimuth, altitude or multidirectional').superRefine(
  (terrain, ctx) => {
    const contours = terrain.contours;
    if (contours?.interval !== undefined) {
      const { min, max } = CONTOUR_INTERVAL[contours.unit];
      if (contours.interval < min || contours.interval > max) {
        ctx.addIssue({ code: 'custom', path: ['contours', 'interval'], message: `must be between ${min} and ${max} (${contours.unit})` });
      }
    }
    if (!terrain.hillshade && !contours) {
      ctx.addIssue({ code: 'custom', message: 'draws nothing with hillshade false and no contours: turn one on, or leave terrain out' });
    }
  },
);

/** Tracks already read, by the value sent (the same string or object), while withTrackCache runs. */
let trackCache: Map<unknown, Track | TrackError> | undefined;

/**
 * Runs `parse` (synchronous) with each distinct routeTrack value read once into `cache`: the items of a
 * batch share their defaults' track (the same string or object), read once for all of them rather than
 * once per item (100 reads of a 20 000-point track held the event loop for seconds). The tracks so
 * read are shared between the specs: nothing changes a spec's track after it is read.
 */
export function withTrackCache<T>(cache: Map<unknown, Track | TrackError>, parse: () => T): T {
  const outer = trackCache;
  trackCache = cache;
  try {
    return parse();
  } finally {
    trackCache = outer;
  }
}

function readTrack(value: unknown): Track | TrackError {
  const cached = trackCache?.get(value);
  if (cached) return cached;
  let read: Track | TrackError;
  try {
    read = parseTrack(value);
  } catch (error) {
    if (!(error instanceof TrackError)) throw error;
    read = error;
  }
  trackCache?.set(value, read);
  return read;
}

/** The forms of a routeTrack (./route parseTrack), as JSON Schema alternatives with titles the docs show. */
const ROUTE_TRACK_FORMS = [
  {
    title: 'GeoJSON',
    description: 'A LineString or MultiLineString, or a Feature or FeatureCollection of them; positions [lon, lat].',
    type: 'object',
    properties: {
      type: { type: 'string', enum: ['LineString', 'MultiLineString', 'Feature', 'FeatureCollection'] },
      coordinates: { type: 'array', description: 'Of a LineString: [lon, lat] positions; of a MultiLineString: lines of them.' },
      geometry: {
        type: ['object', 'null'],
        description: 'Of a Feature: its LineString or MultiLineString.',
        properties: { type: { type: 'string' }, coordinates: { type: 'array' } },
        additionalProperties: true,
      },
      features: { type: 'array', description: 'Of a FeatureCollection: Features (Point features, such as waypoints, are skipped).' },
    },
    required: ['type'],
    additionalProperties: true,
  },
  { title: 'GPX', description: 'GPX text: trk/trkseg/trkpt and rte/rtept points.', type: 'string' },
  { title: 'Encoded polyline', description: 'Precision 5, or 6 when 5 leaves the globe; prefix polyline6: to force 6.', type: 'string' },
];

/** An artistic theme (legacy keys resolved) or a map-tile style; which renderMode it needs is checked on the whole spec. */
const themeKey = z
  .string({ error: 'must be a string' })
  .superRefine((v, ctx) => {
    if (resolveThemeKey(v) !== undefined || isTileStyle(v)) return;
    // A near name says more than the whole list (59 names); with none near, the list it is.
    const every = [...THEME_KEYS, ...TILE_STYLE_KEYS];
    const suggestion = didYouMean(v, every);
    ctx.addIssue({
      code: 'custom',
      message: suggestion ? `must be one of the ${every.length} themes and map-tile styles${suggestion}` : `must be one of ${every.join(', ')}`,
    });
  })
  .transform((v) => (isTileStyle(v) ? v : resolveThemeKey(v)!));

export const RENDER_MODES = ['artistic', 'tile'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];

/** The theme of a poster that names none, by render mode. */
export const DEFAULT_THEME = { artistic: 'midnight_dark', tile: 'standard' } as const satisfies Record<RenderMode, PosterThemeKey>;

/** The deepest zoom a poster may ask for. */
export const MAX_ZOOM = 22;

/** Every field of a poster with its rule and default; the API's RenderRequest is built from these. */
export const posterFields = {
  lat: between(-90, 90),
  lon: between(-180, 180),
  zoom: between(0, MAX_ZOOM).default(13),
  /** Default DEFAULT_THEME[renderMode] (filled in by posterSpecSchema). */
  theme: themeKey.optional(),
  renderMode: oneOf(RENDER_MODES).default('artistic'),
  city: text().default(''),
  country: text().default(''),
  width: between(1, 100_000).default(3600),
  height: between(1, 100_000).default(4800),
  format: oneOf(FORMATS).default('png'),
  // Unset: MAX_DIMENSION, or a print's pixels at its dpi (filled in by posterSpecSchema, which caps it per format).
  maxDimension: finite()
    .min(MIN_DIMENSION, `must be at least ${MIN_DIMENSION}`)
    .transform((v) => Math.round(v))
    .optional(),

  // A physical size replaces width × height: the aspect, and the pixels at `dpi` (see ./print).
  printSize: z
    .string({ error: 'must be a string' })
    .transform((value, ctx): PrintSize => {
      const size = parsePrintSize(value);
      if (typeof size === 'string') {
        ctx.addIssue({ code: 'custom', message: size });
        return z.NEVER;
      }
      return size;
    })
    .optional(),
  dpi: between(MIN_DPI, MAX_DPI).default(DEFAULT_DPI),
  bleedMm: between(0, MAX_BLEED_MM).default(0),
  cropMarks: bool().default(false),
  bearing: between(-360, 360).default(0),
  mapShape: oneOf(MAP_SHAPES).default('rectangle'),
  matEnabled: bool().default(false),
  matWidth: between(0, 200).default(40),
  matWhiteBorder: bool().default(false),
  matShowBorder: bool().default(true),
  matBorderWidth: between(0, 20).default(1.5),
  matBorderOpacity: between(0, 1).default(0.6),
  // Unset means on: only an explicit `true` on a theme without labels is worth a warning.
  showLabels: bool().optional(),
  labelLanguage: oneOf(['local', 'latin'] as const).default('local'),
  overlayBgType: oneOf(['none', 'vignette', 'radial'] as const).optional(),
  overlaySize: oneOf(['none', 'small', 'medium', 'large'] as const).default('medium'),
  overlayX: between(0, 1).default(0.5),
  overlayY: between(0, 1).default(0.875),
  cityFont: fontFamily().optional(),
  countryFont: fontFamily().optional(),
  coordsFont: fontFamily().optional(),
  cityFontSize: between(0, 400).default(0),
  cityLetterSpacing: between(-0.1, 1).optional(),
  cityFontWeight: oneOf(['normal', 'bold'] as const).default('bold'),
  cityTextTransform: oneOf(['uppercase', 'none', 'capitalize'] as const).optional(),
  showCountry: bool().default(true),
  showCoords: bool().default(true),
  showMarker: bool().optional(),
  markers: z.array(markerItem, { error: 'must be an array of {lat, lon}' }).max(MAX_MARKERS, `must have at most ${MAX_MARKERS} items`).default([]),
  markerIcon: oneOf([...MARKER_ICONS, 'none']).default('pin'),
  markerSize: between(0.25, 5).default(1),
  markerColor: hexColor().optional(),
  showRoute: bool().default(false),
  routeStartLat: between(-90, 90).optional(),
  routeStartLon: between(-180, 180).optional(),
  routeEndLat: between(-90, 90).optional(),
  routeEndLon: between(-180, 180).optional(),
  routeViaPoints: z.array(point, { error: 'must be an array of {lat, lon}' }).max(MAX_VIA_POINTS, `must have at most ${MAX_VIA_POINTS} items`).default([]),
  routeColor: hexColor().optional(),
  routeDots: bool().default(true),
  routeProfile: oneOf(['walk', 'bike', 'drive', 'straight'] as const).default('walk'),
  // A track the caller brings (GeoJSON, GPX text, encoded polyline), read into lines of [lon, lat].
  routeTrack: z
    .unknown()
    .transform((value, ctx): Track | undefined => {
      if (value === undefined || value === null) return undefined;
      const read = readTrack(value);
      if (!(read instanceof TrackError)) return read;
      ctx.addIssue({ code: 'custom', message: read.message.startsWith('must ') ? read.message : `: ${read.message}` });
      return z.NEVER;
    })
    // What parseTrack takes, for JSON Schema (OpenAPI, MCP) and the typed client: a transform of unknown says nothing.
    .meta({ anyOf: ROUTE_TRACK_FORMS })
    .optional(),
  showWater: bool().default(true),
  showParks: bool().default(true),
  showRoads: bool().default(true),
  showBuildings: bool().optional(),
  colors: colorSlots.optional(),
  terrain: terrainSchema.optional(),
};

/** Fields that only mean something on a physical sheet, and the one that replaces the pixel size. */
const PRINT_ONLY_FIELDS = ['dpi', 'bleedMm', 'cropMarks'] as const;

/** Checks on what was given (not on defaults): printSize against width/height, print fields without a printSize. */
function checkGivenFields(input: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const given = (field: string) => (input as Record<string, unknown>)[field] !== undefined;
  if (given('printSize')) {
    for (const field of ['width', 'height'] as const) {
      if (given(field))
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'cannot be combined with printSize: a print size sets the aspect itself (give one or the other)',
        });
    }
  } else {
    for (const field of PRINT_ONLY_FIELDS) {
      if (given(field))
        ctx.addIssue({ code: 'custom', path: [field], message: 'needs printSize: it is measured on the printed sheet (e.g. printSize "50x70cm")' });
    }
  }
  return input;
}

const posterObject = z.object(posterFields);

export const posterSpecSchema = z
  .preprocess(checkGivenFields, posterObject)
  .superRefine((spec, ctx) => {
    if (spec.cropMarks && spec.format !== 'pdf') {
      ctx.addIssue({
        code: 'custom',
        path: ['cropMarks'],
        message: `are for PDF only (format "pdf"); a ${spec.format} has no room outside the sheet for them`,
      });
    }
    const aspect = Math.max(spec.width / spec.height, spec.height / spec.width);
    // Only for sizes that passed their own bounds: one problem, one message.
    if (spec.width >= 1 && spec.height >= 1 && aspect > MAX_ASPECT) {
      ctx.addIssue({
        code: 'custom',
        path: ['width'],
        message: `and height must not be more than ${MAX_ASPECT} times each other (got ${spec.width}×${spec.height})`,
      });
    }
    if (spec.showRoute && spec.routeTrack === undefined) {
      for (const field of ['routeStartLat', 'routeStartLon', 'routeEndLat', 'routeEndLon'] as const) {
        if (spec[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'is required when showRoute is true' });
      }
    }
    // The customer's colors: slots the style can draw, and a title readable on the page (before anything is charged).
    const colorTheme = spec.theme ?? DEFAULT_THEME[spec.renderMode];
    const colors = spec.colors as unknown;
    if (
      colors &&
      typeof colors === 'object' &&
      Object.values(colors).every((hex) => typeof hex === 'string' && /^#[0-9a-f]{6}$/.test(hex)) &&
      (isTileStyle(colorTheme) || resolveThemeKey(colorTheme) !== undefined) &&
      (spec.renderMode === 'tile') === isTileStyle(colorTheme)
    ) {
      const options = { tile: spec.renderMode === 'tile', matEnabled: spec.matEnabled === true, matWhiteBorder: spec.matWhiteBorder === true };
      for (const { slot, message } of colorProblems(themeForSpec({ theme: colorTheme }), colors as CustomColors, options)) {
        ctx.addIssue({ code: 'custom', path: ['colors', slot], message });
      }
    }
    if (spec.terrain && spec.renderMode === 'tile') {
      ctx.addIssue({ code: 'custom', path: ['terrain'], message: 'is drawn with the artistic themes only: use renderMode "artistic", or leave terrain out' });
    }
    // Map-tile styles and artistic themes are drawn differently: each names the mode it needs.
    if (typeof spec.theme === 'string' && typeof spec.renderMode === 'string') {
      if (isTileStyle(spec.theme) && spec.renderMode !== 'tile') {
        ctx.addIssue({ code: 'custom', path: ['theme'], message: `${spec.theme} is a map-tile style: use renderMode "tile"` });
      } else if (!isTileStyle(spec.theme) && spec.renderMode === 'tile') {
        ctx.addIssue({
          code: 'custom',
          path: ['theme'],
          message: `${spec.theme} is an artistic theme: use renderMode "artistic", or theme ${TILE_STYLE_KEYS.join(' or ')}`,
        });
      }
    }
  })
  .superRefine((spec, ctx) => {
    // A WebP cannot hold more than WEBP_MAX_DIMENSION a side: refused, not shrunk behind the caller's back.
    if (spec.format !== 'webp') return;
    const asked = askedPixels(spec);
    if (asked <= WEBP_MAX_DIMENSION) return;
    const alternatives = `choose format "png" or "jpeg" (up to ${MAX_RASTER_DIMENSION} px, queued with POST /v1/renders) or "pdf" (vector)`;
    if (spec.printSize) {
      const inches = (Math.max(spec.printSize.widthMm, spec.printSize.heightMm) + 2 * spec.bleedMm) / MM_PER_INCH;
      ctx.addIssue({
        code: 'custom',
        path: ['format'],
        message: `webp holds at most ${WEBP_MAX_DIMENSION} px a side, and this print is ${asked} px on its longest side at ${spec.dpi} dpi: ${alternatives}, or a dpi of at most ${Math.floor(WEBP_MAX_DIMENSION / inches)}`,
      });
    } else {
      ctx.addIssue({
        code: 'custom',
        path: ['maxDimension'],
        message: `must be at most ${WEBP_MAX_DIMENSION} for format "webp" (the most a WebP holds): ${alternatives}`,
      });
    }
  })
  .transform((spec) => {
    const theme = spec.theme ?? DEFAULT_THEME[spec.renderMode];
    const cap = dimensionCap(spec.format);
    if (!spec.printSize)
      return { ...spec, theme, maxDimension: Math.min(spec.maxDimension ?? MAX_DIMENSION, cap), print: undefined as PrintGeometry | undefined };
    // The layout fills the trim, in pixels at the dpi the file will really have (maxDimension, if given, caps them).
    const print = printGeometry(spec.printSize, spec.dpi, spec.bleedMm, Math.min(spec.maxDimension ?? cap, cap));
    return { ...spec, theme, print, width: print.trimPx.width, height: print.trimPx.height, maxDimension: Math.max(print.trimPx.width, print.trimPx.height) };
  });

/**
 * The most pixels a side of a poster of `format` has: a vector file is laid out at MAX_DIMENSION (it prints
 * sharp at any size), a PNG or JPEG up to MAX_RASTER_DIMENSION, a WebP up to what the format holds.
 */
export function dimensionCap(format: Format): number {
  if (format === 'pdf' || format === 'svg') return MAX_DIMENSION;
  return format === 'webp' ? WEBP_MAX_DIMENSION : MAX_RASTER_DIMENSION;
}

/** The longest side asked for, before any cap: a print's sheet (trim and bleed) at its dpi, else maxDimension. */
function askedPixels(spec: { printSize?: PrintSize; dpi: number; bleedMm: number; maxDimension?: number }): number {
  if (!spec.printSize) return spec.maxDimension ?? MAX_DIMENSION;
  const print = printGeometry(spec.printSize, spec.dpi, spec.bleedMm, Number.POSITIVE_INFINITY);
  const sheet = Math.max(print.trimPx.width, print.trimPx.height) + 2 * print.bleedPx;
  return spec.maxDimension === undefined ? sheet : Math.min(sheet, spec.maxDimension);
}

/**
 * The longest side of the sheet a parsed poster's file has (a print's trim and bleed, else maxDimension): what a
 * synchronous render is held to (SYNC_MAX_DIMENSION).
 */
export function sheetPixels(spec: Pick<PosterSpec, 'print' | 'maxDimension'>): number {
  return spec.print ? Math.max(spec.print.trimPx.width, spec.print.trimPx.height) + 2 * spec.print.bleedPx : spec.maxDimension;
}

export type PosterSpecInput = z.input<typeof posterObject>;
export type PosterSpec = z.output<typeof posterSpecSchema>;

/** "markers[2].lat must be between -90 and 90": the path, then the rule. */
export function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  const path = issue.path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');
  // A message may start with ':' to read as `routeTrack: GPX has no track points`.
  return path ? `${path}${issue.message.startsWith(':') ? '' : ' '}${issue.message}` : issue.message.replace(/^:\s*/, '');
}

export class SpecError extends Error {
  static {
    recognisedAcrossCopies(this, 'render.SpecError');
  }
  override name = 'SpecError';
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** Validates and fills defaults; throws SpecError naming each bad field. */
export function parsePosterSpec(input: unknown): PosterSpec {
  const parsed = posterSpecSchema.safeParse(input);
  if (!parsed.success) throw new SpecError(parsed.error.issues.map(describeIssue));
  return parsed.data;
}
