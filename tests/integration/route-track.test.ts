import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { createKey } from '@/lib/keys';
import { keyStatus } from '@/lib/usage';
import { useServiceDatabase } from '@/tests/support/database';
import { fetchStored, renderCall, useRenderSettings } from '@/tests/support/render-api';

/** Tracks people bring, through POST /v1/render: each form drawn, a big one within the body limit, bad ones 400 and free. */
useRenderSettings();
const database = useServiceDatabase();
const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 512 };
// A loop around the harbour of Monaco, [lon, lat].
const loop: Array<[number, number]> = Array.from({ length: 41 }, (_, i) => {
  const angle = (i / 40) * 2 * Math.PI;
  return [7.4289 + 0.004 * Math.cos(angle), 43.7375 + 0.003 * Math.sin(angle)];
});
const gpx = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Harbour loop</name><trkseg>
${loop.map(([lon, lat]) => `<trkpt lat="${lat}" lon="${lon}"><ele>3</ele></trkpt>`).join('\n')}
</trkseg></trk></gpx>`;

/** The route's line in the stored SVG (the path drawn in the route color), as its points. */
async function routePoints(url: string): Promise<number> {
  const svg = (await fetchStored(url)).bytes.toString('utf8');
  // The route's layer (its halo and its line): the line with the most points.
  const layer = /<g id="route"[^>]*>([\s\S]*?)<\/g>\s*(?:<g id="|<\/svg>)/.exec(svg)?.[1] ?? '';
  const lines = [...layer.matchAll(/\sd="(M[^"]+)"/g)].map((match) => match[1]!.trim().split(/[\s,]+/).length / 2);
  return Math.max(0, ...lines);
}

describe(`routeTrack (${database.kind})`, () => {
  it.each([
    ['GeoJSON', { type: 'LineString', coordinates: loop }],
    ['GPX', gpx],
    ['an encoded polyline', polyline.encode(loop.map(([lon, lat]) => [lat, lon]))],
  ])('draws %s as the route, charged once', async (_form, routeTrack) => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall({ ...monaco, routeTrack, routeColor: '#ff00aa' }, key);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.warnings).toEqual([]);
    // The loop's 41 points, drawn as one line (none dropped at this size: its bends are larger than a pixel).
    expect(await routePoints(json.url)).toBeGreaterThanOrEqual(30);
    expect((await keyStatus(database.db(), record)).used).toBe(1);
  });

  it('takes a 20 000-point track within the body limit', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const big = Array.from({ length: 20_000 }, (_, i): [number, number] => [7.42 + (i % 200) * 0.0001, 43.73 + Math.floor(i / 200) * 0.0001]);
    const body = JSON.stringify({ ...monaco, routeTrack: { type: 'LineString', coordinates: big } });
    expect(body.length).toBeGreaterThan(64 * 1024);
    const { status } = await renderCall(undefined, key, body);
    expect(status).toBe(200);
  });

  it.each([
    [{ type: 'LineString', coordinates: [[7.4, 43.7]] }, 'routeTrack: needs at least 2 points'],
    ['<?xml version="1.0"?><gpx></gpx>', 'routeTrack: GPX has no track points'],
    ['<gpx><trk>', 'routeTrack: GPX is not well-formed XML: unclosed tags <gpx>, <trk>'],
    [
      {
        type: 'LineString',
        coordinates: [
          [43.7, 97.4],
          [43.71, 97.41],
        ],
      },
      'routeTrack: coordinates[0] has latitude 97.4, outside -90 to 90 (GeoJSON positions are [longitude, latitude]: are the two swapped?)',
    ],
    [42, 'routeTrack must be GeoJSON (a LineString or MultiLineString), GPX text or an encoded polyline'],
  ])('refuses a bad track with a 400 naming the problem, and charges nothing (%#)', async (routeTrack, message) => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall({ ...monaco, routeTrack }, key);
    expect(status).toBe(400);
    expect(json.message).toBe(message);
    expect((await keyStatus(database.db(), record)).used).toBe(0);
  });
});
