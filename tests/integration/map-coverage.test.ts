import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as me } from '@/app/v1/me/route';
import { POST as queueBatch } from '@/app/v1/batches/route';
import { POST as queueRender } from '@/app/v1/renders/route';
import { getConfig } from '@/lib/config';
import { renders } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { createKey, findKeyById } from '@/lib/keys';
import { getKeyring } from '@/lib/provenance';
import { getObjectStore } from '@/lib/storage';
import { parseRenderRequest, renderForKey } from '@/lib/posters';
import { PosterEngine } from '@/lib/render';
import { call, useServiceDatabase } from '@/tests/support/database';
import { CITY, PLACES } from '@/tests/support/engine';
import { renderCall, useRenderSettings } from '@/tests/support/render-api';

/**
 * A poster the map data would leave blank is refused before it is charged (partial_map_data,
 * no_map_data), unless the request allows a partial map; and a deployment without a tile server of
 * its own refuses the map-tile styles (tile_style_unavailable). The oracles are the database's own
 * counts and the engine's own answer for the zoom it suggests.
 */
useRenderSettings();
// The bundled Copenhagen archive first, as the default TILES_URL has it (offline: no planet behind it).
process.env.TILES_URL = `${CITY},${PLACES}`;
const database = useServiceDatabase();

/** Copenhagen at the zoom GET /v1/places suggests for it: the city archive covers about half of the poster. */
const copenhagen = { lat: 55.676, lon: 12.576, zoom: 12, city: 'Copenhagen', format: 'png', maxDimension: 512 } as const;
const pacific = { lat: 0, lon: -150, zoom: 12, format: 'svg', maxDimension: 256 } as const;

type Json = Record<string, any>;

async function remaining(key: string): Promise<number> {
  return ((await (await call(me, { path: '/v1/me', key })).json()) as { remaining: number }).remaining;
}

async function rendersOf(keyId: string): Promise<number> {
  const [row] = await database.db().select({ n: count() }).from(renders).where(eq(renders.keyId, keyId));
  return Number(row?.n ?? 0);
}

async function post(route: typeof queueRender, path: string, body: unknown, key: string): Promise<{ status: number; json: Json }> {
  const response = await call(route, { method: 'POST', path, key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Json };
}

const PARTIAL =
  /^the map data covers (\d+) % of this poster \(55\.6760, 12\.5760 at zoom 12\), so the rest would be blank: at zoom (\d+(?:\.\d)?) \(the same centre and size\) the data fills it; or send allowPartialMap: true to draw it as it is \(not charged\)$/;

describe('a poster the map data covers only partly', () => {
  it('is a 400 partial_map_data naming the share and the zoom that fills it; nothing charged, nothing recorded', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall(copenhagen, key);
    expect([status, json.code], JSON.stringify(json)).toEqual([400, 'partial_map_data']);
    const [, share, zoom] = PARTIAL.exec(json.message) ?? [];
    expect(Number(share)).toBeGreaterThan(30);
    expect(Number(share)).toBeLessThan(90);
    expect(Number(zoom)).toBeGreaterThan(12);
    expect(json.message).not.toMatch(/retry/);
    expect(await remaining(key)).toBe(1000);
    expect(await rendersOf(record.id)).toBe(0);
  });

  it('with allowPartialMap: true it is drawn, charged once, and says part of it is blank', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall({ ...copenhagen, allowPartialMap: true }, key);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.warnings).toContainEqual(
      expect.stringMatching(
        /^the map data this server has for 55\.6760, 12\.5760 ends inside the poster at zoom 12 \(it covers [1-8]\d % of it\), so part of it is blank: zoom in to stay inside the data$/,
      ),
    );
    expect(await remaining(key)).toBe(999);
    expect(await rendersOf(record.id)).toBe(1);
  });

  it('at the zoom the refusal names, the same poster fills with data: drawn with no word of blank map, charged once', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const refused = await renderCall(copenhagen, key);
    const zoom = Number(PARTIAL.exec(refused.json.message)?.[2]);
    const { status, json } = await renderCall({ ...copenhagen, zoom }, key);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.warnings.filter((warning: string) => warning.includes('map data'))).toEqual([]);
    expect(await remaining(key)).toBe(999);
  });

  it('queued (POST /v1/renders) or in a batch, it is refused at once, naming the batch item; nothing is queued', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const one = await post(queueRender, '/v1/renders', copenhagen, key);
    expect([one.status, one.json.code]).toEqual([400, 'partial_map_data']);
    expect(one.json.message).toMatch(PARTIAL);
    const batch = await post(queueBatch, '/v1/batches', { renders: [{ ...copenhagen, zoom: 14 }, copenhagen, pacific] }, key);
    expect([batch.status, batch.json.code]).toEqual([400, 'invalid_request']);
    expect(batch.json.message).toMatch(
      /^renders\[1\]: the map data covers \d+ % of this poster .*; renders\[2\]: no map data source covers this view \(0\.0000, -150\.0000 at zoom 12\)/,
    );
    const pacificOnly = await post(queueBatch, '/v1/batches', { renders: [pacific] }, key);
    expect([pacificOnly.status, pacificOnly.json.code]).toEqual([400, 'no_map_data']);
    expect(pacificOnly.json.message).toMatch(/^renders\[0\]: no map data source covers this view/);
    expect(await rendersOf(record.id)).toBe(0);
    expect(await remaining(key)).toBe(1000);
  });
});

describe('a poster with no map data at all', () => {
  it('is a 400 no_map_data naming the view and where the data is, without a word of retrying; not charged', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall(pacific, key);
    expect([status, json.code]).toEqual([400, 'no_map_data']);
    expect(json.message).toBe(
      "no map data source covers this view (0.0000, -150.0000 at zoom 12): this server has map data only within city.pmtiles (lon/lat 12.5222, 55.6376 to 12.6240, 55.6972); places.pmtiles (lon/lat -77.0000, 39.0000 to 10.0000, 48.0000); centre the poster on a place inside it (GET /v1/places finds a place's coordinates) (not charged)",
    );
    expect(json.message).not.toMatch(/retry/i);
    expect(await remaining(key)).toBe(1000);
    expect(await rendersOf(record.id)).toBe(0);
  });
});

describe('map-tile styles on a deployment with no tile server of its own', () => {
  const standard = { lat: 43.7375, lon: 7.4289, zoom: 15, renderMode: 'tile', theme: 'standard', format: 'png', maxDimension: 256 } as const;

  it('are refused with tile_style_unavailable naming the setting, before anything is charged', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const row = (await findKeyById(database.db(), record.id))!;
    // The engine a deployment builds (lib/posters/process-engine with rasterDefaults false): no template given, no defaults.
    const engine = new PosterEngine({ tilesUrl: PLACES, rasterTileDefaults: false });
    const deps = { db: database.db(), engine, store: getObjectStore(), signer: getKeyring() };
    const error = await renderForKey(row, parseRenderRequest(standard), deps).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('tile_style_unavailable');
    expect((error as DomainError).message).toMatch(
      /^the standard style needs TILES_STANDARD_URL on this deployment: its default tile server \(tile\.openstreetmap\.org\)/,
    );
    const satellite = await renderForKey(row, parseRenderRequest({ ...standard, theme: 'satellite' }), deps).catch((failure: unknown) => failure);
    expect((satellite as DomainError).message).toMatch(/^the satellite style needs TILES_SATELLITE_URL on this deployment/);
    expect(await remaining(key)).toBe(1000);
    expect(await rendersOf(record.id)).toBe(0);
  });

  it('through the API: refused on a real database (a deployment), kept on the defaults in embedded mode', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    if (database.kind === 'postgres') {
      expect(getConfig().tiles.rasterDefaults).toBe(false);
      const { status, json } = await renderCall(standard, key);
      expect([status, json.code]).toEqual([400, 'tile_style_unavailable']);
      expect(json.message).toMatch(/TILES_STANDARD_URL/);
      const queued = await post(queueRender, '/v1/renders', standard, key);
      expect([queued.status, queued.json.code]).toEqual([400, 'tile_style_unavailable']);
      expect(await remaining(key)).toBe(1000);
    } else {
      // Embedded: the check passes on the defaults (no tile is fetched: drawing is not asked for here).
      expect(getConfig().tiles.rasterDefaults).toBe(true);
      const engine = new PosterEngine({ tilesUrl: PLACES, rasterTileDefaults: getConfig().tiles.rasterDefaults });
      await expect(engine.checkMap(parseRenderRequest(standard).spec)).resolves.toBeUndefined();
    }
  });
});
