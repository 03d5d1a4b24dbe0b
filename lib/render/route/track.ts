import polyline from '@mapbox/polyline';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { recognisedAcrossCopies } from '@/lib/singleton';

/**
 * A route track the caller already has (a recorded run, a planned ride): GeoJSON, GPX text or an encoded
 * polyline, read into lines of [lon, lat]. Every problem is a TrackError whose message leaves out the
 * field's name, so the caller can say `routeTrack: <message>`.
 */

export const MAX_TRACK_POINTS = 20_000;
/**
 * Lines (GPX segments, GeoJSON LineStrings, polylines) a track may have: each is drawn as a line of
 * its own with its halo and ends, so 10 000 two-point lines once took a render worker 12 s. A real
 * track has a handful (a multi-day hike a few dozen).
 */
export const MAX_TRACK_LINES = 500;

export type TrackInput = string | { type: 'LineString'; coordinates: unknown } | { type: 'MultiLineString'; coordinates: unknown } | Record<string, unknown>;

/** Lines of [lon, lat] points (a MultiLineString or a GPX with several trk/trkseg gives several lines). */
export type Track = Array<Array<[number, number]>>;

export class TrackError extends Error {
  static {
    recognisedAcrossCopies(this, 'render.TrackError');
  }
  override name = 'TrackError';
}

const SHAPE = 'must be GeoJSON (a LineString or MultiLineString), GPX text or an encoded polyline';

/** A line as received, its points not yet checked; `path` names it in messages (`coordinates[2]`). */
interface RawLine<T> {
  path: string;
  points: readonly T[];
}

export function parseTrack(input: unknown): Track {
  if (typeof input === 'string') return parseText(input);
  if (isRecord(input)) return parseGeoJson(input);
  throw new TrackError(SHAPE);
}

function parseText(input: string): Track {
  const text = input.replace(/^\uFEFF/, '').trim();
  if (text.startsWith('<?xml') || text.startsWith('<gpx')) return parseGpx(text);
  const forced = /^polyline([56]):/.exec(text);
  if (forced) return parsePolyline(text.slice(forced[0].length), Number(forced[1]));
  if (text !== '' && isPolylineText(text)) return parsePolyline(text);
  // GeoJSON sent as a string (a form field, a query parameter): a quote can never be part of a polyline.
  if (text.startsWith('{')) {
    const parsed = parseJson(text);
    if (isRecord(parsed)) return parseGeoJson(parsed);
  }
  throw new TrackError(SHAPE);
}

// ---------------------------------------------------------------------------------------------------------
// Shared: limits and clean-up

/** Checks the count before any point is read, so an oversized track costs no more than counting it. */
function readLines<L extends RawLine<unknown>>(lines: readonly L[], readPoint: (point: L['points'][number], path: string, line: L) => [number, number]): Track {
  if (lines.length > MAX_TRACK_LINES) {
    throw new TrackError(`has ${groupDigits(lines.length)} lines; at most ${groupDigits(MAX_TRACK_LINES)} are taken: join its segments first`);
  }
  const total = lines.reduce((sum, line) => sum + line.points.length, 0);
  if (total > MAX_TRACK_POINTS) {
    throw new TrackError(`has ${groupDigits(total)} points; at most ${groupDigits(MAX_TRACK_POINTS)} are taken: simplify the track first`);
  }
  return finish(lines.map((line) => line.points.map((point, i) => readPoint(point, `${line.path}[${i}]`, line))));
}

/** A GPS logger repeats its position while standing still; a line of one point draws nothing. */
function finish(lines: Track): Track {
  const kept = lines.map(withoutRepeats).filter((line) => line.length >= 2);
  if (kept.length === 0) throw new TrackError('needs at least 2 points');
  return kept;
}

function withoutRepeats(line: Array<[number, number]>): Array<[number, number]> {
  return line.filter((point, i) => {
    const previous = line[i - 1];
    return previous === undefined || previous[0] !== point[0] || previous[1] !== point[1];
  });
}

/** `20513` → `20 513`: counts in messages are read by people. */
function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

function rangeProblem(lon: number, lat: number): string | undefined {
  if (lon < -180 || lon > 180) return `longitude ${lon}, outside -180 to 180`;
  if (lat < -90 || lat > 90) return `latitude ${lat}, outside -90 to 90`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// GeoJSON

type LineType = 'LineString' | 'MultiLineString';

interface GeoJsonLine extends RawLine<unknown> {
  type: LineType;
}

function parseGeoJson(value: Record<string, unknown>): Track {
  switch (value.type) {
    case 'LineString':
    case 'MultiLineString':
      return readLines(geometryLines(value, ''), geoJsonPosition);
    case 'Feature':
      return readLines(featureLines(value), geoJsonPosition);
    case 'FeatureCollection':
      return readLines(collectionLines(value), geoJsonPosition);
    default:
      throw new TrackError(SHAPE);
  }
}

function isLineType(type: unknown): type is LineType {
  return type === 'LineString' || type === 'MultiLineString';
}

function featureLines(feature: Record<string, unknown>): GeoJsonLine[] {
  const geometry = feature.geometry;
  if (geometry === null || geometry === undefined) throw new TrackError('Feature has no geometry');
  if (!isRecord(geometry) || typeof geometry.type !== 'string') throw new TrackError('geometry is not a GeoJSON geometry');
  if (!isLineType(geometry.type)) throw new TrackError(`geometry is a ${geometry.type}, not a LineString or MultiLineString`);
  return geometryLines(geometry, 'geometry.');
}

/**
 * Points and empty geometries are skipped: a GPX converted to GeoJSON carries its waypoints as Point
 * features beside the track. Any other geometry is refused rather than silently left out of the drawing.
 */
function collectionLines(collection: Record<string, unknown>): GeoJsonLine[] {
  const features = collection.features;
  if (!Array.isArray(features)) throw new TrackError('FeatureCollection has no features array');
  const lines = features.flatMap((feature: unknown, i): GeoJsonLine[] => {
    const path = `features[${i}]`;
    if (!isRecord(feature) || feature.type !== 'Feature') throw new TrackError(`${path} is not a GeoJSON Feature`);
    const geometry = feature.geometry;
    if (geometry === null || geometry === undefined) return [];
    if (!isRecord(geometry) || typeof geometry.type !== 'string') throw new TrackError(`${path}.geometry is not a GeoJSON geometry`);
    if (geometry.type === 'Point' || geometry.type === 'MultiPoint') return [];
    if (!isLineType(geometry.type)) throw new TrackError(`${path}.geometry is a ${geometry.type}, not a LineString or MultiLineString`);
    return geometryLines(geometry, `${path}.geometry.`);
  });
  if (lines.length === 0) throw new TrackError('FeatureCollection has no LineString or MultiLineString features');
  return lines;
}

function geometryLines(geometry: Record<string, unknown>, prefix: string): GeoJsonLine[] {
  const path = `${prefix}coordinates`;
  const coordinates = geometry.coordinates;
  if (geometry.type === 'LineString') {
    if (!Array.isArray(coordinates)) throw new TrackError(`${path} must be an array of [longitude, latitude] positions`);
    return [{ path, points: coordinates, type: 'LineString' }];
  }
  if (!Array.isArray(coordinates)) throw new TrackError(`${path} must be an array of lines, each an array of [longitude, latitude] positions`);
  return coordinates.map((line: unknown, i) => {
    if (!Array.isArray(line)) throw new TrackError(`${path}[${i}] must be an array of [longitude, latitude] positions`);
    return { path: `${path}[${i}]`, points: line, type: 'MultiLineString' };
  });
}

function geoJsonPosition(value: unknown, path: string, line: GeoJsonLine): [number, number] {
  if (!Array.isArray(value)) {
    // One level of nesting too few is the usual way a MultiLineString goes wrong.
    const hint = line.type === 'MultiLineString' && typeof value === 'number' ? ': is this a LineString?' : '';
    throw new TrackError(`${path} must be a [longitude, latitude] position, not ${describe(value)}${hint}`);
  }
  if (Array.isArray(value[0])) {
    const hint = line.type === 'LineString' ? ': is this a MultiLineString?' : '';
    throw new TrackError(`${path} is a list of positions, not a [longitude, latitude] position${hint}`);
  }
  if (value.length < 2 || value.length > 3) {
    throw new TrackError(
      `${path} has ${value.length} element${value.length === 1 ? '' : 's'}; a position is [longitude, latitude] or [longitude, latitude, elevation]`,
    );
  }
  value.forEach((n: unknown, i) => {
    if (typeof n !== 'number' || !Number.isFinite(n)) throw new TrackError(`${path}[${i}] must be a number, not ${describe(n)}`);
  });
  const [lon, lat] = value as [number, number];
  const problem = rangeProblem(lon, lat);
  if (problem === undefined) return [lon, lat];
  // Latitude first is the commonest mistake; say so when the swapped pair would be a place on Earth.
  const swapped = rangeProblem(lat, lon) === undefined;
  throw new TrackError(`${path} has ${problem}${swapped ? ' (GeoJSON positions are [longitude, latitude]: are the two swapped?)' : ''}`);
}

// ---------------------------------------------------------------------------------------------------------
// GPX

const GPX_LISTS = new Set(['trk', 'trkseg', 'trkpt', 'rte', 'rtept']);

const gpxParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Some exporters write <gpx:trkpt>; the prefix says nothing we need.
  removeNSPrefix: true,
  // Only lat/lon attributes are read; turning <ele>5</ele> into numbers would be wasted work.
  parseTagValue: false,
  ignoreDeclaration: true,
  isArray: (name, _path, _isLeaf, isAttribute) => !isAttribute && GPX_LISTS.has(name),
});

function parseGpx(text: string): Track {
  const check = XMLValidator.validate(text);
  if (check !== true) throw new TrackError(`GPX is not well-formed XML: ${validationReason(check.err)}`);
  let document: unknown;
  try {
    document = gpxParser.parse(text);
  } catch (error) {
    throw new TrackError(`GPX is not well-formed XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const root = isRecord(document) ? document.gpx : undefined;
  if (root === undefined) throw new TrackError('GPX document has no <gpx> root element');
  // The validator lets several top-level elements through; the parser then gives an array.
  if (Array.isArray(root)) throw new TrackError('GPX is not well-formed XML: more than one <gpx> root element');
  const lines: Array<RawLine<unknown>> = [
    ...children(root, 'trk').flatMap((track, t) =>
      children(track, 'trkseg').map((segment, s) => ({ path: `trk[${t}].trkseg[${s}].trkpt`, points: children(segment, 'trkpt') })),
    ),
    ...children(root, 'rte').map((route, r) => ({ path: `rte[${r}].rtept`, points: children(route, 'rtept') })),
  ];
  if (lines.every((line) => line.points.length === 0)) throw new TrackError('GPX has no track points');
  return readLines(lines, gpxPosition);
}

function validationReason(err: { msg: string; line: number; col?: number }): string {
  // Several tags left open come as a JSON dump of their names at a made-up place (line 1, column 1).
  const unclosed = /^Invalid '(\[.*\])' found\.?$/.exec(err.msg)?.[1];
  if (unclosed !== undefined) {
    const names = parseJson(unclosed);
    if (Array.isArray(names)) return `unclosed tags ${names.map((name) => `<${String(name)}>`).join(', ')}`;
  }
  const where = err.col === undefined ? `line ${err.line}` : `line ${err.line}, column ${err.col}`;
  return `${err.msg.replace(/\.$/, '')} (${where})`;
}

/** An element written empty (`<trkseg/>`) or holding only text parses as a string: it has no children. */
function children(node: unknown, name: string): unknown[] {
  if (!isRecord(node)) return [];
  const list = node[name];
  return Array.isArray(list) ? list : [];
}

function gpxPosition(point: unknown, path: string): [number, number] {
  const lat = gpxDegrees(point, 'lat', path, 90);
  const lon = gpxDegrees(point, 'lon', path, 180);
  return [lon, lat];
}

/** Strict: `Number()` would take "", "0x1F" and " " as numbers. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function gpxDegrees(point: unknown, name: 'lat' | 'lon', path: string, limit: number): number {
  const raw = isRecord(point) ? point[`@_${name}`] : undefined;
  if (typeof raw !== 'string') throw new TrackError(`GPX ${path} has no ${name} attribute`);
  const value = DECIMAL.test(raw.trim()) ? Number(raw) : Number.NaN;
  const shown = `${name}="${truncate(raw)}"`;
  if (!Number.isFinite(value)) throw new TrackError(`GPX ${path} has ${shown}, not a number`);
  if (Math.abs(value) > limit) throw new TrackError(`GPX ${path} has ${shown}, outside -${limit} to ${limit}`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------
// Encoded polyline

/** Every character of an encoded polyline is a 5-bit chunk plus 63: `?` (63) to `~` (126). */
function isPolylineText(text: string): boolean {
  return /^[?-~]*$/.test(text);
}

/**
 * Without a `polyline5:`/`polyline6:` prefix the precision is guessed: 5 (Google) unless that puts a point
 * off the globe, then 6 (OSRM, Valhalla). A precision-6 line near 0°, 0° decodes validly at 5 too, which is
 * what the prefix is for.
 */
function parsePolyline(text: string, precision?: number): Track {
  checkPolylineText(text, precision);
  if (precision !== undefined) {
    const points = decodeLonLat(text, precision);
    const problem = polylineRangeProblem(points);
    if (problem !== undefined) throw new TrackError(`not a valid encoded polyline at precision ${precision}: ${problem}`);
    return readPolyline(points);
  }
  const at5 = decodeLonLat(text, 5);
  if (polylineRangeProblem(at5) === undefined) return readPolyline(at5);
  const at6 = decodeLonLat(text, 6);
  const problem = polylineRangeProblem(at6);
  if (problem !== undefined) {
    throw new TrackError(`not a valid encoded polyline: neither precision 5 nor 6 gives coordinates on the globe (at precision 6, ${problem})`);
  }
  return readPolyline(at6);
}

/** The decoder reads past the end as zeros, so a cut-off string would otherwise decode without complaint. */
function checkPolylineText(text: string, precision: number | undefined): void {
  const bad = /[^?-~]/.exec(text);
  if (bad) {
    const where = precision === undefined ? '' : ` at precision ${precision}`;
    throw new TrackError(
      `not a valid encoded polyline${where}: it has ${JSON.stringify(bad[0])} at position ${bad.index}, and an encoded polyline uses only the characters ? to ~`,
    );
  }
  if (text === '') return;
  // Characters ? to ^ (chunks below 0x20) end a number; _ to ~ say that more chunks follow.
  if (/[_-~]$/.test(text)) throw new TrackError('not a valid encoded polyline: it ends in the middle of a number (cut off?)');
  const numbers = text.replace(/[_-~]/g, '').length;
  if (numbers % 2 !== 0) throw new TrackError('not a valid encoded polyline: it ends with a latitude that has no longitude (cut off?)');
}

function decodeLonLat(text: string, precision: number): Array<[number, number]> {
  return polyline.decode(text, precision).map(([lat, lon]): [number, number] => [lon, lat]);
}

function polylineRangeProblem(points: ReadonlyArray<[number, number]>): string | undefined {
  for (const [i, [lon, lat]] of points.entries()) {
    const problem = rangeProblem(lon, lat);
    if (problem !== undefined) return `point ${i + 1} of ${points.length} has ${problem}`;
  }
  return undefined;
}

function readPolyline(points: Array<[number, number]>): Track {
  return readLines([{ path: 'points', points }], (point) => point);
}

// ---------------------------------------------------------------------------------------------------------
// Helpers

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A value as a message shows it: short, and its kind clear (`"55.6"` is a string, 55.6 a number). */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(truncate(value));
  if (typeof value === 'object') return 'an object';
  return String(value);
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
