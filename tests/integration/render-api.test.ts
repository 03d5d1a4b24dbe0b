import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as me } from '@/app/v1/me/route';
import { GET as signingKeys } from '@/app/.well-known/atlasprint-signing-key.json/route';
import { createKey, applyPaymentEvent, findKeyById } from '@/lib/keys';
import { extractFromPng, extractFromSvg, sha256Hex } from '@/lib/provenance';
import { keyStatus, reserveRender } from '@/lib/usage';
import { pdfInfo } from '@/tests/support/engine';
import { call, useServiceDatabase } from '@/tests/support/database';
import { fetchStored, renderCall, useRenderSettings, verifyCall } from '@/tests/support/render-api';

useRenderSettings();
const database = useServiceDatabase();

const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', country: 'Monte Carlo', maxDimension: 512 };

async function remaining(key: string): Promise<number> {
  const status = (await (await call(me, { path: '/v1/me', key })).json()) as { remaining: number };
  return status.remaining;
}

describe(`POST /v1/render (${database.kind})`, () => {
  it.each([
    ['png', 'png', [0x89, 0x50, 0x4e, 0x47]],
    ['jpeg', 'jpeg', [0xff, 0xd8, 0xff]],
    ['webp', 'webp', [0x52, 0x49, 0x46, 0x46]],
    ['svg', 'svg', [0x3c, 0x73, 0x76, 0x67]],
    ['pdf', 'pdf', [0x25, 0x50, 0x44, 0x46]],
  ] as const)('renders %s: 200, the stored file at url is right, bytes match, usage falls by one', async (format, sharpFormat, magic) => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const before = await remaining(key);
    const { status, json, headers } = await renderCall({ ...monaco, format, width: 600, height: 800 }, key);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({ format, usage: { quota: 1000, used: 1, remaining: 999 } });
    expect(json.id).toMatch(/^rnd_[0-9A-Za-z]{24}$/);
    expect(headers.get('x-ratelimit-limit')).toBe('1000');
    expect(headers.get('x-ratelimit-remaining')).toBe('999');
    expect(await remaining(key)).toBe(before - 1);

    const stored = await fetchStored(json.url);
    expect(stored.status).toBe(200);
    expect([...stored.bytes.subarray(0, magic.length)]).toEqual(magic);
    expect(stored.bytes.length).toBe(json.bytes);
    expect(stored.headers.get('cache-control')).toContain('immutable');
    if (format === 'pdf') {
      expect(pdfInfo(stored.bytes)['Page size']).toMatch(/^288 x 384 pts/); // 384 × 512 px at 0.75 pt per px
    } else {
      const meta = await sharp(stored.bytes).metadata();
      expect(meta.format).toBe(sharpFormat);
      expect([meta.width, meta.height]).toEqual([384, 512]);
    }
  });

  it('embeds a record in the PNG that verifies as valid and logged, over the bytes before embedding', async () => {
    const { key } = await createKey(database.db(), { plan: 'business' });
    const { json } = await renderCall({ ...monaco, format: 'png' }, key);
    const stored = await fetchStored(json.url);
    const embedded = extractFromPng(stored.bytes)!;
    const record = JSON.parse(embedded.text);
    expect(record).toMatchObject({ v: 1, id: json.id, plan: 'business', issued: json.provenance.issued, sha256: json.provenance.sha256 });
    expect(sha256Hex(embedded.original)).toBe(json.provenance.sha256);
    expect((await verifyCall(record)).json).toEqual({ valid: true, id: json.id, issued: json.provenance.issued, plan: 'business', logged: true });
  });

  it('embeds a record in the SVG metadata that verifies, and the response record verifies too', async () => {
    const { key } = await createKey(database.db(), { plan: 'starter' });
    const { json } = await renderCall({ ...monaco, format: 'svg' }, key);
    const stored = await fetchStored(json.url);
    const embedded = extractFromSvg(stored.bytes.toString('utf8'))!;
    expect(sha256Hex(Buffer.from(embedded.original))).toBe(json.provenance.sha256);
    expect((await verifyCall(JSON.parse(embedded.text))).json).toMatchObject({ valid: true, logged: true });
    const { signature, ...fields } = json.provenance;
    expect((await verifyCall({ ...fields, sig: signature })).json).toMatchObject({ valid: true, logged: true, plan: 'starter' });
  });

  it('names its signing key (kid), listed in the JWKS; the record verifies with its kid or without, not under another key’s', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const { json } = await renderCall({ ...monaco, format: 'svg' }, key);
    const { signature, kid, ...fields } = json.provenance;
    const response = await call(signingKeys, { path: '/.well-known/atlasprint-signing-key.json' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const { keys } = (await response.json()) as { keys: { kid: string; kty: string; crv: string; alg: string; use: string }[] };
    expect(keys[0]).toMatchObject({ kid, kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(JSON.parse(extractFromSvg((await fetchStored(json.url)).bytes.toString('utf8'))!.text).kid).toBe(kid);
    expect((await verifyCall({ ...fields, kid, sig: signature })).json.valid).toBe(true);
    expect((await verifyCall({ ...fields, sig: signature })).json.valid).toBe(true);
    expect((await verifyCall({ ...fields, kid: 'mFarJRRJbqk5BZTstulMhp70nlSNXmanW0_dBxu2Blc', sig: signature })).json.valid).toBe(false);
    expect((await verifyCall({ ...fields, kid: 7, sig: signature })).json.message).toBe('kid must be a string');
  });

  it('a record with any field changed, or a forged signature, is not valid', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const { json } = await renderCall({ ...monaco, format: 'jpeg' }, key);
    const { signature, ...record } = json.provenance;
    // The last character of the id, changed (never to itself).
    const otherId = `${record.id.slice(0, -1)}${record.id.endsWith('x') ? 'y' : 'x'}`;
    for (const change of [{ id: otherId }, { plan: 'business' }, { issued: '2020-01-01T00:00:00.000Z' }, { sha256: '0'.repeat(64) }, { v: 2 }]) {
      const { status, json: verdict } = await verifyCall({ ...record, ...change, sig: signature });
      expect(status).toBe(200);
      expect(verdict.valid).toBe(false);
    }
    const forged = Buffer.from(signature, 'base64url');
    forged[10]! ^= 0xff;
    expect((await verifyCall({ ...record, sig: forged.toString('base64url') })).json).toMatchObject({ valid: false, logged: true });
    expect((await verifyCall({ ...record, id: 'rnd_unknown', sig: signature })).json).toMatchObject({ valid: false, logged: false });
  });

  it('POST /v1/verify answers 400 when no record is given', async () => {
    for (const body of [{}, { id: 'rnd_x' }, { sig: 'abc' }]) {
      const { status, json } = await verifyCall(body);
      expect(status).toBe(400);
      expect(json.message).toMatch(/^no provenance record: send its fields/);
    }
    expect((await verifyCall({ id: 42, sig: 'x' })).json.message).toBe('id must be a string');
  });

  it('returns a 640 px WebP preview as base64 when asked', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const { json } = await renderCall({ ...monaco, maxDimension: 1024, format: 'pdf', preview: true }, key);
    expect(json.preview.mime).toBe('image/webp');
    const meta = await sharp(Buffer.from(json.preview.data, 'base64')).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(640);
  });
});

describe(`warnings (${database.kind})`, () => {
  it('tells the caller which markers the poster could not show, and is still a 200 charged once', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const inside = { lat: monaco.lat, lon: monaco.lon };
    const far = { lat: monaco.lat + 0.2, lon: monaco.lon };
    const { status, json } = await renderCall({ ...monaco, format: 'svg', maxDimension: 512, mapShape: 'circle', markers: [inside, far] }, key);
    expect(status).toBe(200);
    expect(json.warnings).toEqual([
      `markers[1] (${far.lat}, ${far.lon}) falls outside the map's circle and is not shown: zoom out or move the centre to include it`,
    ]);
    expect((await keyStatus(database.db(), record)).used).toBe(1);
    const plain = await renderCall({ ...monaco, format: 'svg', maxDimension: 512 }, key);
    expect(plain.json.warnings).toEqual([]);
  });
});

describe(`charging (${database.kind})`, () => {
  it('single plan: one credit gives one 200, then 402 with credits 0', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'single' });
    const first = await renderCall({ ...monaco, format: 'svg' }, key);
    expect(first.status).toBe(200);
    expect(first.json.usage).toEqual({ credits: 0 });
    expect(first.headers.get('x-ratelimit-limit')).toBeNull();
    const second = await renderCall({ ...monaco, format: 'svg' }, key);
    expect(second.status).toBe(402);
    expect(second.json.message).toMatch(/^no render credits left/);
    expect((await findKeyById(database.db(), record.id))!.credits).toBe(0);
  });

  it('a view no configured map source covers is a 400 that says so and where the data is, and is not charged', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall({ lat: 48.8566, lon: 2.3522, zoom: 15, city: 'Paris', format: 'svg', maxDimension: 512 }, key);
    expect([status, json.code, json.message]).toEqual([
      400,
      'no_map_data',
      "no map data source covers this view (48.8566, 2.3522 at zoom 15): this server has map data only within places.pmtiles (lon/lat -77.0000, 39.0000 to 10.0000, 48.0000); centre the poster on a place inside it (GET /v1/places finds a place's coordinates) (not charged)",
    ]);
    expect(await remaining(key)).toBe(1000);
  });

  it('text no poster font can draw is a 400 naming the field and the character, and is not charged', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall({ ...monaco, city: 'Luxor 𓀀', format: 'svg' }, key);
    expect([status, json.message]).toEqual([400, 'city contains U+13000, which no poster font can draw']);
    const marked = await renderCall({ ...monaco, format: 'svg', markers: [{ lat: monaco.lat, lon: monaco.lon, label: 'Tomb 𓀀' }] }, key);
    expect([marked.status, marked.json.message]).toEqual([400, 'markers[0].label contains U+13000, which no poster font can draw']);
    expect(await remaining(key)).toBe(1000);
  });

  it('titles in other scripts render and are charged once', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const { status, json } = await renderCall({ ...monaco, city: 'موناكو', country: 'モナコ', format: 'svg' }, key);
    expect(status, JSON.stringify(json)).toBe(200);
    const svg = (await fetchStored(json.url)).bytes.toString('utf8');
    expect(svg).toContain('font-family="Noto Sans Arabic"');
    expect(svg).toContain('font-family="Noto Sans JP"');
    expect(await remaining(key)).toBe(999);
  });

  it('suspended and revoked keys get 403 and are not charged', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    await applyPaymentEvent(database.db(), record.id, 'payment_failed');
    const suspended = await renderCall({ ...monaco, format: 'svg' }, key);
    expect([suspended.status, suspended.json.message]).toEqual([403, expect.stringMatching(/^API key suspended/)]);
    await applyPaymentEvent(database.db(), record.id, 'subscription_ended');
    const revoked = await renderCall({ ...monaco, format: 'svg' }, key);
    expect([revoked.status, revoked.json.message]).toEqual([403, expect.stringMatching(/^API key revoked/)]);
    expect(await remaining(key)).toBe(1000);
  });

  it('a used-up quota gives 429 saying when it resets, and counts nothing more', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'starter' });
    await Promise.all(Array.from({ length: 100 }, () => reserveRender(database.db(), record)));
    const { status, json, headers } = await renderCall({ ...monaco, format: 'svg' }, key);
    expect(status).toBe(429);
    expect(json.message).toMatch(/^monthly quota of 100 renders used up for \d{4}-\d{2}; it resets at \d{4}-\d{2}-01T00:00:00Z/);
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await remaining(key)).toBe(0);
  });

  it('30 concurrent renders against a key with 10 renders left: exactly 10 × 200 and 20 × 429', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'starter' });
    await Promise.all(Array.from({ length: 90 }, () => reserveRender(database.db(), record)));
    const results = await Promise.all(Array.from({ length: 30 }, () => renderCall({ ...monaco, format: 'svg', maxDimension: 256 }, key)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await remaining(key)).toBe(0);
  });

  it('a missing or wrong key is 401 and a bad body 400, before anything is charged', async () => {
    expect((await renderCall({ ...monaco })).status).toBe(401);
    expect((await renderCall({ ...monaco }, `atp_live_${'q'.repeat(40)}`)).status).toBe(401);
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const bad = await renderCall({ ...monaco, zoom: 99 }, key);
    expect([bad.status, bad.json.message]).toEqual([400, 'zoom must be between 0 and 22']);
    expect((await renderCall(undefined, key, '{"lat": 1,')).json.message).toMatch(/^request body is not valid JSON/);
    expect((await renderCall(undefined, key, JSON.stringify({ lat: 1, lon: 2, city: 'x'.repeat(2_200_000) }))).status).toBe(413);
    expect(await remaining(key)).toBe(1000);
  });
});
