import net from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as queueBatch } from '@/app/v1/batches/route';
import { GET as findPlaces } from '@/app/v1/places/route';
import { POST as queueRender } from '@/app/v1/renders/route';
import { renders } from '@/lib/db';
import { createKey } from '@/lib/keys';
import { keyStatus } from '@/lib/usage';
import { call, useServiceDatabase } from '@/tests/support/database';
import { CITY, PLACES } from '@/tests/support/engine';
import { renderCall, useRenderSettings } from '@/tests/support/render-api';

/**
 * A map source that does not answer (the planet behind the bundled archives, offline): a synchronous
 * render is a 503 map_source_unreachable naming the host and saying what can be drawn now; a queued render or a batch is accepted, for
 * its worker to retry, not refused for an outage that may pass.
 */
useRenderSettings();
// A port that refuses connections at once: the remote source "could not be read", as offline.
const closed = await new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});
process.env.TILES_URL = `${CITY},${PLACES},http://127.0.0.1:${closed}/planet.pmtiles`;
// No worker takes the queued renders here: what is asserted is the answer to the POST.
process.env.JOB_WORKERS = 'off';
const database = useServiceDatabase();
afterAll(() => {
  delete process.env.JOB_WORKERS;
});

const copenhagen = { lat: 55.676, lon: 12.576, zoom: 12, city: 'Copenhagen', format: 'png', maxDimension: 512 } as const;

async function post(route: typeof queueRender, path: string, body: unknown, key: string) {
  const response = await call(route, { method: 'POST', path, key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

describe('a map source that does not answer', () => {
  it('a synchronous render of a half-covered view: 503 map_source_unreachable naming the host, not "safe to retry", not charged, with the zoom the bundled data fills', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall(copenhagen, key);
    expect([status, json.code], JSON.stringify(json)).toEqual([503, 'map_source_unreachable']);
    expect(json.message).toMatch(
      new RegExp(
        `^no map data source this server can reach covers this view \\(55\\.6760, 12\\.5760 at zoom 12\\): map data source 127\\.0\\.0\\.1:${closed} cannot be reached: it refused the connection, and retrying will not help until it can be reached again; at zoom 1\\d\\.\\d \\(the same centre and size\\) the data fills it, or send allowPartialMap: true to draw what there is; the map data this server can read now covers city\\.pmtiles .*\\(not charged\\)$`,
      ),
    );
    expect(json.message).not.toMatch(/safe to retry/);
    expect((await keyStatus(database.db(), record)).used).toBe(0);
  });

  it('a queued render and a batch are accepted (202), for the worker to retry, not refused for the outage', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const one = await post(queueRender, '/v1/renders', copenhagen, key);
    expect([one.status, one.json.status], JSON.stringify(one.json)).toEqual([202, 'queued']);
    const batch = await post(queueBatch, '/v1/batches', { renders: [copenhagen, { ...copenhagen, zoom: 14 }] }, key);
    expect([batch.status, batch.json.status], JSON.stringify(batch.json)).toEqual([202, 'queued']);
    const [row] = await database.db().select({ n: count() }).from(renders).where(eq(renders.keyId, record.id));
    expect(Number(row?.n)).toBe(3);
  });

  it('place search says which places the map data covers now: Vaduz yes, Monaco from 14.5; Copenhagen not at 12 but at the zoom the bundled archive fills; Paris not, naming the host', async () => {
    const search = async (q: string) => {
      const response = await call(findPlaces, { path: `/v1/places?q=${encodeURIComponent(q)}&limit=1` });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
      return ((await response.json()) as { results: Array<Record<string, any>> }).results[0]!;
    };
    const vaduz = await search('Vaduz');
    expect([vaduz.name, vaduz.covered, vaduz.coveredZoom, vaduz.coverageNote]).toEqual(['Vaduz', true, undefined, undefined]);
    // The bundled Monaco is the principality's core: its data fills a poster from a little deeper than the suggested 14.
    const monaco = await search('Monaco');
    expect([monaco.name, monaco.zoom, monaco.covered, monaco.coveredZoom]).toEqual(['Monaco', 14, false, 14.5]);
    const copenhagen = await search('Copenhagen');
    expect([copenhagen.name, copenhagen.zoom, copenhagen.covered]).toEqual(['Copenhagen', 12, false]);
    expect(copenhagen.coveredZoom).toBeGreaterThan(12);
    expect(copenhagen.coveredZoom).toBeLessThan(15);
    expect(copenhagen.coverageNote).toContain(`map data source 127.0.0.1:${closed} cannot be reached`);
    // The zoom offered draws: the same check a render makes before it is charged passes there.
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const drawn = await renderCall({ ...copenhagen_at(copenhagen), zoom: copenhagen.coveredZoom }, key);
    expect(drawn.status, JSON.stringify(drawn.json)).toBe(200);
    const paris = await search('Paris');
    expect([paris.country, paris.covered, paris.coveredZoom]).toEqual(['FR', false, undefined]);
    expect(paris.coverageNote).toMatch(/cannot be reached: it refused the connection, and retrying will not help .* city\.pmtiles \(lon\/lat/);
  });
});

const copenhagen_at = (place: Record<string, any>) => ({ lat: place.lat, lon: place.lon, city: 'Copenhagen', format: 'png', maxDimension: 512 });
