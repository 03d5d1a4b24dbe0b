import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as me } from '@/app/v1/me/route';
import { POST as queueBatch } from '@/app/v1/batches/route';
import { renders } from '@/lib/db';
import { createKey } from '@/lib/keys';
import { call, useServiceDatabase } from '@/tests/support/database';
import { CITY } from '@/tests/support/engine';
import { fetchStored, renderCall, useRenderSettings } from '@/tests/support/render-api';

/**
 * Terrain through the API: a terrain poster of the Cumberland Mountains drawn from the bundled
 * elevation archive alone (no map data there), charged once; a view the elevation data does not cover
 * refused as map data is (400, nothing charged) unless allowPartialMap; misspelt terrain fields named.
 */
useRenderSettings();
process.env.TILES_URL = CITY;
// Offline: the bundled archive only, no worldwide source behind it.
process.env.ELEVATION_URL = 'data/elevation/cumberland.pmtiles';
const database = useServiceDatabase();

const cumberland = {
  lat: 36.59,
  lon: -84.245,
  zoom: 11.3,
  city: 'Cumberland Mountains',
  format: 'png',
  maxDimension: 400,
  showRoads: false,
  showWater: false,
  showParks: false,
  terrain: { contours: { interval: 50, labels: true } },
} as const;

async function remaining(key: string): Promise<number> {
  return ((await (await call(me, { path: '/v1/me', key })).json()) as { remaining: number }).remaining;
}

async function rendersOf(keyId: string): Promise<number> {
  const [row] = await database.db().select({ n: count() }).from(renders).where(eq(renders.keyId, keyId));
  return Number(row?.n ?? 0);
}

/** The spread of grey levels in the poster's upper half (the map): 0 for a blank page. */
async function mapSpread(bytes: Buffer): Promise<number> {
  const { width, height } = await sharp(bytes).metadata();
  // sharp's stats() reads the input whole: the half is cut out first.
  const half = await sharp(bytes)
    .extract({ left: 0, top: 0, width: width!, height: Math.floor(height! / 2) })
    .greyscale()
    .raw()
    .toBuffer();
  const mean = half.reduce((sum, v) => sum + v, 0) / half.length;
  return Math.sqrt(half.reduce((sum, v) => sum + (v - mean) ** 2, 0) / half.length);
}

describe('terrain posters', () => {
  it('a terrain poster (roads, water, parks off) needs no map data: drawn, shaded and contoured, charged once', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall(cumberland, key);
    expect(status, JSON.stringify(json)).toBe(200);
    const { bytes } = await fetchStored(json.url);
    expect(await mapSpread(bytes)).toBeGreaterThan(8);
    // The same poster without terrain is a blank page where the map would be.
    const bare = await renderCall({ ...cumberland, terrain: undefined, showBuildings: false, showLabels: false, lat: 55.676, lon: 12.576, zoom: 14 }, key);
    expect(bare.status, JSON.stringify(bare.json)).toBe(200);
    expect(await mapSpread((await fetchStored(bare.json.url)).bytes)).toBeLessThan(2);
    expect(await remaining(key)).toBe(998);
    expect(await rendersOf(record.id)).toBe(2);
  });

  it('a view the elevation data does not cover is a 400 no_map_data naming the elevation data; not charged', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall({ ...cumberland, lat: 46.5, lon: 8.0 }, key);
    expect([status, json.code]).toEqual([400, 'no_map_data']);
    expect(json.message).toMatch(
      /^no elevation data source covers this view \(46\.5000, 8\.0000 at zoom 11\.3\): this server has elevation data only within cumberland\.pmtiles/,
    );
    const half = await renderCall({ ...cumberland, lon: -84.08 }, key);
    expect([half.status, half.json.code]).toEqual([400, 'partial_map_data']);
    expect(half.json.message).toMatch(/^the elevation data covers \d+ % of this poster/);
    expect(await remaining(key)).toBe(1000);
    expect(await rendersOf(record.id)).toBe(0);
    const allowed = await renderCall({ ...cumberland, lon: -84.08, allowPartialMap: true }, key);
    expect(allowed.status, JSON.stringify(allowed.json)).toBe(200);
    expect(allowed.json.warnings).toContainEqual(expect.stringMatching(/^the elevation data this server has for .* so part of it is blank/));
    expect(await remaining(key)).toBe(999);
  });

  it('bad terrain fields are 400s naming the field, with the nearest name; in a batch too; nothing charged', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const typo = await renderCall({ ...cumberland, terrain: { contour: true, azimuth: 400 } }, key);
    expect([typo.status, typo.json.code]).toEqual([400, 'invalid_request']);
    expect(typo.json.message).toContain('terrain.contour is not a terrain field: did you mean contours?');
    expect(typo.json.message).toContain('terrain.azimuth must be between 0 and 360');
    const interval = await renderCall({ ...cumberland, params: { terrain: { contours: { interval: 0.5, unit: 'm' } } } }, key);
    expect(interval.json.message).toContain('terrain.contours.interval must be between 1 and 1000 (m)');
    const batch = await call(queueBatch, {
      method: 'POST',
      path: '/v1/batches',
      key,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ renders: [{ ...cumberland, terrain: { contours: { unit: 'yards' } } }] }),
    });
    const body = (await batch.json()) as { message: string };
    expect(batch.status).toBe(400);
    expect(body.message).toContain('terrain.contours.unit must be one of m, ft');
    expect(await remaining(key)).toBe(1000);
  });
});
