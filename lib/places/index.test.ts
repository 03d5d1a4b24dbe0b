import { beforeAll, describe, expect, it } from 'vitest';
import { findPlaces, loadGazetteer, suggestedZoom } from './index';

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
  beforeAll(() => void loadGazetteer(), 120_000);

  it.each(CORPUS)('%s → %s (%s)', (query, name, country) => {
    const [first] = findPlaces(query, 5);
    expect(first && [first.name, first.country]).toEqual([name, country]);
  });

  it('gives each place its coordinates, population, country name and a poster zoom', () => {
    const [copenhagen] = findPlaces('Copenhagen', 1);
    expect(copenhagen).toMatchObject({ countryName: 'Denmark', zoom: 12 });
    expect(copenhagen!.lat).toBeCloseTo(55.676, 2);
    expect(copenhagen!.lon).toBeCloseTo(12.566, 2);
    expect([suggestedZoom(8_000_000), suggestedZoom(300_000), suggestedZoom(5_000)]).toEqual([11, 13, 15]);
  });

  it('lists the places of an ambiguous name, largest first, and honours the limit', () => {
    const springfields = findPlaces('Springfield', 10);
    expect(springfields).toHaveLength(10);
    expect(springfields.every((place) => place.name.startsWith('Springfield'))).toBe(true);
    const populations = springfields.filter((place) => place.name === 'Springfield').map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('finds nothing for a name no place has, rather than anything at all', () => {
    expect(findPlaces('Xqzwvvbnm', 5)).toEqual([]);
    expect(findPlaces('   ', 5)).toEqual([]);
  });
});
