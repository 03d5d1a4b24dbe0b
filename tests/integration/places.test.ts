import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/v1/places/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http';
import { call, useServiceDatabase } from '@/tests/support/database';
import { CITY, PLACES } from '@/tests/support/engine';

// The bundled archives only: whether a place is covered must not depend on this machine's network.
process.env.TILES_URL = `${CITY},${PLACES}`;

const database = useServiceDatabase();
// The PostgreSQL test database outlives a run: each run its own addresses.
const run = randomUUID().slice(0, 8);
let addresses = 0;
const search = async (query: string, address = `2001:db8:${run}::${++addresses}`) => {
  const response = await call(GET, { path: `/v1/places${query}`, headers: { [CLIENT_ADDRESS_HEADER]: address } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
};

describe(`GET /v1/places (${database.kind})`, () => {
  it('answers a place by name with coordinates, a poster zoom and the place index credit, with no key', async () => {
    const { status, body } = await search('?q=Kobenhavn&limit=1');
    expect(status).toBe(200);
    expect(body).toEqual({
      query: 'Kobenhavn',
      results: [
        {
          name: 'Copenhagen',
          country: 'DK',
          countryName: 'Denmark',
          lat: 55.67594,
          lon: 12.56553,
          population: 1153615,
          zoom: 12,
          // The bundled inner-Copenhagen archive fills a poster there only from a little deeper than 12.
          covered: false,
          coveredZoom: expect.closeTo(13.5, 0),
          coverageNote: expect.stringMatching(
            /^the map data covers \d+ % of this poster \(55\.6759, 12\.5655 at zoom 12\), so the rest would be blank: at zoom 13\.\d/,
          ),
        },
      ],
      credit: 'Place names: GeoNames (geonames.org), CC BY 4.0',
    });
  });

  it('narrows by US state and answers an empty list for no match', async () => {
    expect((await search('?q=Paris%2C%20Texas')).body.results[0]).toMatchObject({ name: 'Paris', country: 'US' });
    expect((await search('?q=Xqzwvvbnm')).body.results).toEqual([]);
  });

  it.each([
    ['', 'q must be a place name'],
    ['?q=', 'q must be a place name, such as "Paris" or "Springfield, IL"'],
    ['?q=Paris&limit=50', 'limit must be between 1 and 20'],
    ['?q=Paris&limit=two', 'limit must be a number'],
    ['?q=Paris&limit=0x10', 'limit must be a number'],
    ['?q=Paris&limit=1e1', 'limit must be a number'],
    ['?q=Paris&country=FR', 'country is not a parameter of /v1/places (use q and limit)'],
  ])('refuses %j with a 400 naming the parameter', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('limits searches per client address, counted in the database', async () => {
    const address = `2001:db8:${run}::busy`;
    // The clock held at the start of a minute's window: 122 searches on a busy machine can take longer than
    // what is left of a minute, and a new window counts from zero again (a CI run saw 200 at the 121st).
    vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / 60_000) * 60_000 + 1_000 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 121; i++) statuses.push((await search('?q=Oslo', address)).status);
      expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
      const refused = await search('?q=Oslo', address);
      expect([statuses[120], refused.status, refused.body.code]).toEqual([429, 429, 'rate_limited']);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
