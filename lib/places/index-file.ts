import fs from 'node:fs';
import path from 'node:path';

export interface City {
  name: string;
  country: string;
  /** First-level division code (a US state: TX). */
  admin: string;
  lat: number;
  lon: number;
  population: number;
}

export interface PlaceIndex {
  cities: City[];
  /** Every folded name of every place, sorted; `owner[i]` is the city of `keys[i]`. */
  keys: string[];
  owner: Int32Array;
  /** `primary[i]`: keys[i] is the place's own name (not an alternate). */
  primary: Uint8Array;
  /** City indices by population, largest first: for one- and two-letter prefixes. */
  byPopulation: Int32Array;
  /** Folded own name of each city. */
  folded: string[];
  /** Country codes by folded name, code and alias ("denmark", "dk", "usa"). */
  countries: Map<string, string>;
}

/**
 * The place index as one file, written by the build (scripts/build-place-index.ts) and read by the built
 * server (PLACE_INDEX_FILE), so a start reads it in a fraction of a second instead of folding and sorting
 * 420 000 names again (~5 CPU s a start). A line of JSON (what the file was made from, and where each
 * section is), then the sections: text as lines, numbers as typed arrays. No name holds a newline or a
 * tab (GeoNames is tab-separated lines, and folding turns every run of other characters into a space).
 */
const FORMAT = 'atlasprint-place-index/1';

interface Header {
  format: string;
  /** The GeoNames file's size in bytes: a file made from another one is not read. */
  source: number;
  cities: number;
  keys: number;
  countries: Array<[string, string]>;
  sections: Record<SectionName, { offset: number; bytes: number }>;
}

type SectionName = 'cities' | 'folded' | 'keys' | 'lat' | 'lon' | 'population' | 'owner' | 'byPopulation' | 'primary';

/** Writes `index`, made from a GeoNames file of `source` bytes, to `file`. */
export function writePlaceIndexFile(index: PlaceIndex, source: number, file: string): void {
  const { cities } = index;
  const parts: Record<SectionName, Uint8Array> = {
    cities: Buffer.from(cities.map((city) => `${city.name}\t${city.country}\t${city.admin}`).join('\n')),
    folded: Buffer.from(index.folded.join('\n')),
    keys: Buffer.from(index.keys.join('\n')),
    lat: new Uint8Array(Float64Array.from(cities, (city) => city.lat).buffer),
    lon: new Uint8Array(Float64Array.from(cities, (city) => city.lon).buffer),
    population: new Uint8Array(Float64Array.from(cities, (city) => city.population).buffer),
    owner: new Uint8Array(index.owner.buffer, index.owner.byteOffset, index.owner.byteLength),
    byPopulation: new Uint8Array(index.byPopulation.buffer, index.byPopulation.byteOffset, index.byPopulation.byteLength),
    primary: index.primary,
  };
  const sections = {} as Header['sections'];
  let offset = 0;
  for (const [name, bytes] of Object.entries(parts) as Array<[SectionName, Uint8Array]>) {
    sections[name] = { offset, bytes: bytes.byteLength };
    // Each section starts on a multiple of 8, so the typed arrays can view the file's bytes in place.
    offset += Math.ceil(bytes.byteLength / 8) * 8;
  }
  const header: Header = { format: FORMAT, source, cities: cities.length, keys: index.keys.length, countries: [...index.countries], sections };
  const head = Buffer.from(`${JSON.stringify(header)}\n`);
  const body = Buffer.alloc(Math.ceil(head.byteLength / 8) * 8 + offset);
  head.copy(body);
  const start = Math.ceil(head.byteLength / 8) * 8;
  for (const [name, bytes] of Object.entries(parts) as Array<[SectionName, Uint8Array]>) body.set(bytes, start + sections[name].offset);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

/** Bytes of text decoded and split at once: splitting the 373 000 keys in one go held the thread ~0.4 s. */
const LINES_CHUNK = 128 * 1024;

/** `text`'s lines, a chunk (ending at a line's end) at a time, with `pause` between chunks. */
async function lines(text: Buffer, pause: () => Promise<void>): Promise<string[]> {
  const out: string[] = [];
  for (let from = 0; from <= text.length; ) {
    const end = text.indexOf(10, Math.min(from + LINES_CHUNK, text.length));
    const to = end < 0 ? text.length : end;
    for (const line of text.toString('utf8', from, to).split('\n')) out.push(line);
    from = to + 1;
    await pause();
  }
  return out;
}

/**
 * The index in `file`, or undefined when the file is missing, of another format, or made from another
 * GeoNames file (`source` bytes). `pause` is awaited between steps of a few milliseconds (it may return at
 * once when the thread has not been held long), so the server's thread answers meanwhile.
 */
export async function readPlaceIndexFile(file: string, source: number, pause: () => Promise<void>): Promise<PlaceIndex | undefined> {
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(file);
  } catch {
    return undefined;
  }
  const newline = bytes.indexOf(10);
  if (newline < 0) return undefined;
  let header: Header;
  try {
    header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as Header;
  } catch {
    return undefined;
  }
  if (header.format !== FORMAT || header.source !== source) return undefined;
  const start = Math.ceil((newline + 1) / 8) * 8;
  const section = (name: SectionName) => {
    const { offset, bytes: length } = header.sections[name];
    return bytes.subarray(start + offset, start + offset + length);
  };
  // Copies, so the typed arrays are aligned and the file's buffer can go.
  const numbers = <T>(name: SectionName, make: (buffer: ArrayBuffer) => T) => {
    const part = section(name);
    return make(part.buffer.slice(part.byteOffset, part.byteOffset + part.byteLength) as ArrayBuffer);
  };
  const keys = await lines(section('keys'), pause);
  const folded = await lines(section('folded'), pause);
  const rows = await lines(section('cities'), pause);
  const [lat, lon, population] = (['lat', 'lon', 'population'] as const).map((name) => numbers(name, (buffer) => new Float64Array(buffer)));
  const cities: City[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const [name, country, admin] = rows[i]!.split('\t');
    cities[i] = { name: name!, country: country!, admin: admin!, lat: lat![i]!, lon: lon![i]!, population: population![i]! };
    if ((i & 4095) === 4095) await pause();
  }
  if (cities.length !== header.cities || keys.length !== header.keys) return undefined;
  return {
    cities,
    keys,
    owner: numbers('owner', (buffer) => new Int32Array(buffer)),
    primary: numbers('primary', (buffer) => new Uint8Array(buffer)),
    byPopulation: numbers('byPopulation', (buffer) => new Int32Array(buffer)),
    folded,
    countries: new Map(header.countries),
  };
}
