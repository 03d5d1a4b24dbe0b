import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as me } from '@/app/v1/me/route';
import { idempotentRequests } from '@/lib/db';
import { createKey } from '@/lib/keys';
import { getObjectStore } from '@/lib/storage';
import { call, useServiceDatabase } from '@/tests/support/database';
import { renderCall, useRenderSettings } from '@/tests/support/render-api';

useRenderSettings();
const database = useServiceDatabase();

const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 256 };

async function used(key: string): Promise<number> {
  return ((await (await call(me, { path: '/v1/me', key })).json()) as { used: number }).used;
}

describe(`Idempotency-Key on POST /v1/render (${database.kind})`, () => {
  it('answers a retry with the first result, the same id, url and provenance, charged once', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await renderCall(monaco, key, undefined, headers);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await renderCall(monaco, key, undefined, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await used(key)).toBe(1);
  });

  it('takes a retry written differently (fields and colors in another order, a default spelled out) as the same request', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await renderCall({ ...monaco, colors: { water: '#123456', parks: '#224422' } }, key, undefined, headers);
    expect(first.status).toBe(200);
    const { format, city, ...rest } = monaco;
    const reordered = { colors: { parks: '#224422', water: '#123456' }, city, ...rest, format, showCountry: true, bearing: 0 };
    const again = await renderCall(reordered, key, undefined, headers);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(again.json.id).toBe(first.json.id);
    expect(await used(key)).toBe(1);
  });

  it('answers 410, not a dead link, once the first poster has been taken down, and charges nothing more', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await renderCall(monaco, key, undefined, headers);
    expect(first.status).toBe(200);
    await getObjectStore().delete(`renders/${first.json.id}.svg`);
    const again = await renderCall(monaco, key, undefined, headers);
    expect([again.status, again.json.code]).toEqual([410, 'gone']);
    expect(again.json.message).toContain(first.json.id);
    expect(await used(key)).toBe(1);
  });

  it('answers retries racing each other with one render: the rest get the result or a 409 while it runs', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const headers = { 'Idempotency-Key': randomUUID() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => renderCall(monaco, key, undefined, headers)));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      String(statuses),
    ).toBe(true);
    expect(new Set(answers.filter((a) => a.status === 200).map((a) => a.json.id)).size).toBe(1);
    const conflict = answers.find((answer) => answer.status === 409);
    if (conflict) expect(conflict.json.message).toMatch(/^a request with this Idempotency-Key is still being rendered/);
    expect(await used(key)).toBe(1);
  });

  it('refuses the same key with a different request (422), charging nothing more', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const headers = { 'Idempotency-Key': 'order-1042-poster' };
    expect((await renderCall(monaco, key, undefined, headers)).status).toBe(200);
    const other = await renderCall({ ...monaco, city: 'Monte Carlo' }, key, undefined, headers);
    expect([other.status, other.json.message]).toEqual([
      422,
      'this Idempotency-Key was used with a different request in the last 24 hours: use a new key for a new request',
    ]);
    expect(await used(key)).toBe(1);
  });

  it('takes a body that differs only in allowPartialMap for another request (422), never the first one’s answer', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const headers = { 'Idempotency-Key': randomUUID() };
    expect((await renderCall(monaco, key, undefined, headers)).status).toBe(200);
    const partial = await renderCall({ ...monaco, allowPartialMap: true }, key, undefined, headers);
    expect([partial.status, partial.json.code, partial.headers.get('idempotent-replayed')]).toEqual([422, 'idempotency_key_reused', null]);
    // Spelled out at its default, it is the first request again.
    const spelledOut = await renderCall({ ...monaco, allowPartialMap: false }, key, undefined, headers);
    expect([spelledOut.status, spelledOut.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await used(key)).toBe(1);
  });

  it('keeps keys apart per API key', async () => {
    const [a, b] = [await createKey(database.db(), { plan: 'pro' }), await createKey(database.db(), { plan: 'pro' })];
    const headers = { 'Idempotency-Key': 'shared-string' };
    const first = await renderCall(monaco, a.key, undefined, headers);
    const second = await renderCall(monaco, b.key, undefined, headers);
    expect(second.json.id).not.toBe(first.json.id);
    expect([await used(a.key), await used(b.key)]).toEqual([1, 1]);
  });

  it('frees the key of a request that failed, so its retry renders', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const headers = { 'Idempotency-Key': randomUUID() };
    const failed = await renderCall({ ...monaco, city: 'Luxor 𓀀' }, key, undefined, headers);
    expect(failed.status).toBe(400);
    // A refused text never claims the key; a render that fails after its claim releases it.
    const ok = await renderCall(monaco, key, undefined, headers);
    expect(ok.status).toBe(200);
    const spent = await createKey(database.db(), { plan: 'single', credits: 0 });
    const refused = await renderCall(monaco, spent.key, undefined, headers);
    expect(refused.status).toBe(402);
    expect(await database.db().select().from(idempotentRequests).where(sql`${idempotentRequests.keyId} = ${spent.record.id}`)).toEqual([]);
  });

  it('renders anew once the 24 hours are over', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await renderCall(monaco, key, undefined, headers);
    await database.db().update(idempotentRequests).set({ createdAt: sql`now() - interval '25 hours'` }).where(sql`${idempotentRequests.keyId} = ${record.id}`);
    const later = await renderCall(monaco, key, undefined, headers);
    expect(later.status).toBe(200);
    expect(later.json.id).not.toBe(first.json.id);
    expect(await used(key)).toBe(2);
  });

  it('refuses a malformed key before anything is charged', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    for (const bad of ['', 'has space', 'x'.repeat(256), 'tab\there']) {
      const answer = await renderCall(monaco, key, undefined, { 'Idempotency-Key': bad });
      expect([answer.status, answer.json.message], JSON.stringify(bad)).toEqual([
        400,
        'Idempotency-Key must be 1 to 255 printable ASCII characters without spaces (a UUID, say)',
      ]);
    }
    expect(await used(key)).toBe(0);
  });
});
