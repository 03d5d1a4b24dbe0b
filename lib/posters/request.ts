import { z } from 'zod';
import { describeProblems, DomainError, MAX_PROBLEM_LENGTH, MAX_PROBLEMS_SAID } from '@/lib/errors';
import { describeIssue, posterFields, posterSpecSchema, type PosterSpec } from '@/lib/render';
import { didYouMean } from '@/lib/suggest';
import { FIELD_DESCRIPTIONS, type RequestField } from './descriptions';
import { recognisedAcrossCopies } from '@/lib/singleton';

/**
 * RenderRequest (components/docs/content/api.md: RenderRequest; /docs#render-request): the poster's fields at the top level, design fields also in
 * `params` (which wins when both are given), and editor share-link parameters in `rawParams` by
 * their short names (which lose to both). Every bad value is named by the field it came from.
 */

/** Fields of the request itself; everything else in the poster is a design field. */
const REQUEST_FIELDS = ['lat', 'lon', 'zoom', 'theme', 'renderMode', 'city', 'country', 'width', 'height', 'format', 'maxDimension'] as const;
type PosterField = keyof typeof posterFields;
export const DESIGN_FIELDS = (Object.keys(posterFields) as PosterField[]).filter((field) => !(REQUEST_FIELDS as readonly string[]).includes(field));

/** The editor's share-link short names (rawParams) and the field each one means. */
export const SHORT_NAMES: Readonly<Record<string, PosterField>> = {
  lat: 'lat',
  lng: 'lon',
  lon: 'lon',
  z: 'zoom',
  t: 'theme',
  rm: 'renderMode',
  c: 'city',
  co: 'country',
  w: 'width',
  h: 'height',
  f: 'format',
  md: 'maxDimension',
  b: 'bearing',
  sh: 'mapShape',
  me: 'matEnabled',
  mw: 'matWidth',
  mwb: 'matWhiteBorder',
  msb: 'matShowBorder',
  mbw: 'matBorderWidth',
  mbo: 'matBorderOpacity',
  lb: 'showLabels',
  ob: 'overlayBgType',
  os: 'overlaySize',
  ox: 'overlayX',
  oy: 'overlayY',
  cf: 'cityFont',
  cof: 'countryFont',
  crf: 'coordsFont',
  cfs: 'cityFontSize',
  cls: 'cityLetterSpacing',
  cfw: 'cityFontWeight',
  ctt: 'cityTextTransform',
  sc: 'showCountry',
  scd: 'showCoords',
  sm: 'showMarker',
  mk: 'markers',
  mi: 'markerIcon',
  ms: 'markerSize',
  mc: 'markerColor',
  sr: 'showRoute',
  rsa: 'routeStartLat',
  rso: 'routeStartLon',
  rea: 'routeEndLat',
  reo: 'routeEndLon',
  rv: 'routeViaPoints',
  rc: 'routeColor',
  rp: 'routeProfile',
  rd: 'routeDots',
  sw: 'showWater',
  sp: 'showParks',
  srd: 'showRoads',
  sb: 'showBuildings',
  tr: 'terrain',
};

const requestFields = {
  ...posterFields,
  preview: z.boolean({ error: 'must be true or false' }).default(false),
  allowPartialMap: z.boolean({ error: 'must be true or false' }).default(false),
  params: z
    .object(Object.fromEntries(DESIGN_FIELDS.map((field) => [field, posterFields[field].optional().describe(FIELD_DESCRIPTIONS[field])])))
    .strict()
    .optional(),
  rawParams: z.record(z.string(), z.unknown()).optional(),
};
const describedRequestFields = Object.fromEntries(
  Object.entries(requestFields).map(([field, schema]) => [field, schema.describe(FIELD_DESCRIPTIONS[field as RequestField])]),
) as typeof requestFields;

/** The one schema of RenderRequest: REST, MCP and the OpenAPI document all describe it with this. */
export const renderRequestSchema = z.object(describedRequestFields).strict();
export type RenderRequest = z.input<typeof renderRequestSchema>;
const REQUEST_FIELD_NAMES = Object.keys(renderRequestSchema.shape);
const DESIGN_FIELD_NAMES = new Set<string>(DESIGN_FIELDS);

/** Share links carry text: "13" for a zoom, "true" for a switch, JSON for lists. */
function fromShareLink(field: PosterField, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const schema = posterFields[field];
  // A conversion is right when the field takes that type at all, even if this value breaks its bounds.
  const probe = (candidate: unknown) => {
    const result = schema.safeParse(candidate);
    return result.success || result.error.issues.every((issue) => issue.code !== 'invalid_type');
  };
  if (/^-?\d+(\.\d+)?$/.test(value.trim()) && probe(Number(value))) return Number(value);
  if ((value === 'true' || value === '1') && probe(true)) return true;
  if ((value === 'false' || value === '0') && probe(false)) return false;
  if (/^\s*[[{]/.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

export { describeProblems, MAX_PROBLEM_LENGTH, MAX_PROBLEMS_SAID };

/** A RenderRequest with bad fields: the first few problems, each naming its field, and how many more. */
export class RequestError extends DomainError {
  static {
    recognisedAcrossCopies(this, 'posters.RequestError');
  }
  override name = 'RequestError';
  /**
   * `problems`: the first few in order (at least the ones a refusal says) and any others the caller may
   * need to tell apart; `total`: how many there are in all, the ones counted without being written out
   * included (a body of 70 000 unknown names is 70 000 problems, of which five are put into words).
   */
  constructor(
    readonly problems: string[],
    readonly total = problems.length,
  ) {
    super('invalid_request', describeProblems(problems, total));
  }
}

export interface ParsedRenderRequest {
  spec: PosterSpec;
  preview: boolean;
  /** Draw a map the data covers only partly (absent from requests stored before the field: false). */
  allowPartialMap?: boolean;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Where a value sits in a body, built into text only when a problem is found there (a 20 000-point track is walked without 40 000 path strings). */
interface Place {
  key: string;
  inArray: boolean;
  parent?: Place;
}

function pathOf(place: Place | undefined): string {
  if (!place) return '';
  const above = pathOf(place.parent);
  return place.inArray ? `${above}[${place.key}]` : above ? `${above}.${place.key}` : place.key;
}

/**
 * `__proto__` as a JSON key is an own property of the parsed body, but copying it into a new object
 * (as a schema does) sets that object's prototype instead: the value would vanish unseen. Named here.
 */
function prototypeKeys(value: unknown): string[] {
  const found: string[] = [];
  const walk = (node: object, place: Place | undefined) => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const child: unknown = node[i];
        if (child !== null && typeof child === 'object') walk(child, { key: String(i), inArray: true, parent: place });
      }
      return;
    }
    for (const key of Object.keys(node)) {
      if (key === '__proto__') {
        const at = pathOf({ key, inArray: false, parent: place });
        found.push(pathOf(place) === 'colors' ? `${at} is not a color slot` : `${at} is not a field name the API accepts`);
        continue;
      }
      const child: unknown = (node as Record<string, unknown>)[key];
      if (child !== null && typeof child === 'object') walk(child, { key, inArray: false, parent: place });
    }
  };
  if (value !== null && typeof value === 'object') walk(value, undefined);
  return found;
}

/** The fields of a RenderRequest that are not the poster's own (read apart from its fields). */
const REQUEST_OPTION_NAMES = new Set(['params', 'rawParams', 'preview', 'allowPartialMap']);

/**
 * Validates a RenderRequest body into the engine's PosterSpec; throws RequestError naming each bad field.
 * A "did you mean" is looked for only while the problems are among the first `suggested` (those a
 * refusal says, MAX_PROBLEMS_SAID): a body of 70 000 unknown names costs five lookups, not 70 000.
 * Past the first `suggested` problems, an unknown top-level name is counted, not written out (issue 38:
 * a message and a string per name was most of the garbage whose collection held the event loop): it is
 * always the caller's own field, so nothing needs its text to tell it apart (parseBatchRequest).
 */
export function parseRenderRequest(body: unknown, { suggested = MAX_PROBLEMS_SAID }: { suggested?: number } = {}): ParsedRenderRequest {
  if (!isObject(body)) throw new RequestError(['the request body must be a JSON object']);
  const problems: string[] = [];
  /** Unknown top-level names past the first MAX_PROBLEMS_SAID problems: counted only. */
  let unknownNamesCounted = 0;
  const count = () => problems.length + unknownNamesCounted;
  const nearest = (name: string, known: readonly string[]) => (count() < suggested ? didYouMean(name, known) : '');
  /** Where each field's value came from, so a message can name what the caller actually sent. */
  const origin = new Map<string, string>();
  const merged: Record<string, unknown> = {};

  // Read by name, not by `...rest`: copying the rest of a body of 70 000 names held the event loop ~0.4 s.
  const { params, rawParams, preview, allowPartialMap } = body;
  if (rawParams !== undefined) {
    if (!isObject(rawParams)) problems.push('rawParams must be an object of share-link parameters');
    else {
      for (const [short, value] of Object.entries(rawParams)) {
        // Own names only: a share link's `toString` or `constructor` is not a field (nor Object.prototype's).
        const field = Object.hasOwn(SHORT_NAMES, short) ? SHORT_NAMES[short] : undefined;
        if (!field) continue;
        merged[field] = fromShareLink(field, value);
        origin.set(field, `rawParams.${short}`);
      }
    }
  }
  for (const name of Object.keys(body)) {
    if (REQUEST_OPTION_NAMES.has(name)) continue;
    if (!Object.hasOwn(posterFields, name)) {
      if (count() < Math.max(suggested, MAX_PROBLEMS_SAID)) problems.push(`${name} is not a RenderRequest field${nearest(name, REQUEST_FIELD_NAMES)}`);
      else unknownNamesCounted++;
      continue;
    }
    merged[name] = body[name];
    origin.delete(name);
  }
  if (params !== undefined) {
    if (!isObject(params)) problems.push('params must be an object of design fields');
    else {
      for (const [name, value] of Object.entries(params)) {
        if (!DESIGN_FIELD_NAMES.has(name)) {
          problems.push(`params.${name} is not a design field${nearest(name, DESIGN_FIELDS)}`);
          continue;
        }
        merged[name] = value;
        origin.set(name, `params.${name}`);
      }
    }
  }
  if (preview !== undefined && typeof preview !== 'boolean') problems.push('preview must be true or false');
  if (allowPartialMap !== undefined && typeof allowPartialMap !== 'boolean') problems.push('allowPartialMap must be true or false');
  for (const problem of prototypeKeys(merged)) problems.push(problem);

  const parsed = posterSpecSchema.safeParse(merged);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const from = origin.get(field);
      if (from?.startsWith('rawParams.')) problems.push(`${describeIssue(issue)} (given as ${from})`);
      else problems.push(describeIssue({ path: from ? [from, ...issue.path.slice(1)] : issue.path, message: issue.message }));
    }
  }
  // Someone with a place name and no coordinates: say where coordinates come from.
  const missing = problems.filter((problem) => problem === 'lat is required' || problem === 'lon is required');
  if (missing.length > 0) {
    const last = problems.lastIndexOf(missing.at(-1)!);
    problems[last] +=
      ` (the centre's coordinates: find them from a place name with GET /v1/places?q=${encodeURIComponent(typeof merged.city === 'string' && merged.city ? merged.city : 'Paris')} or the MCP tool find_place)`;
  }
  if (count() > 0) throw new RequestError(problems, count());
  return { spec: parsed.data!, preview: preview === true, ...(allowPartialMap === true ? { allowPartialMap: true } : {}) };
}

/**
 * What a render's row keeps of its request besides the spec (lib/db renders.request): the spec is its
 * own column and is never held twice; an item of a batch keeps only its own fields as sent.
 */
export type StoredRequest = { preview: boolean; allowPartialMap?: true } | { item: Record<string, unknown> } | ParsedRenderRequest;

/** A render's columns for its request: the spec once, and what else it is drawn with. */
export function storedRequest(request: ParsedRenderRequest): { request: StoredRequest; spec: PosterSpec } {
  return { request: { preview: request.preview, ...(request.allowPartialMap ? { allowPartialMap: true as const } : {}) }, spec: request.spec };
}
