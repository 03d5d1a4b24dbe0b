import { describe, expect, it } from 'vitest';
import { GET as me } from '@/app/v1/me/route';
import { POST as rotate, GET as rotateGet } from '@/app/v1/keys/rotate/route';
import { GET as health } from '@/app/health/route';
import { createKey, applyPaymentEvent, KeyTransitionError } from '@/lib/keys';
import { reserveRender } from '@/lib/usage';
import { call, useServiceDatabase } from '@/tests/support/database';

const database = useServiceDatabase();

async function errorOf(response: Response) {
  return { status: response.status, body: (await response.json()) as { error: boolean; message: string } };
}

describe(`keys over HTTP (${database.kind})`, () => {
  it('GET /health answers ok with the service name', async () => {
    const response = await call(health, { path: '/health' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, service: 'atlasprint' });
  });

  it('refuses a missing key with 401 and a hint', async () => {
    const { status, body } = await errorOf(await call(me, { path: '/v1/me' }));
    expect(status).toBe(401);
    expect(body).toEqual({ error: true, code: 'unauthorized', message: 'missing API key: send the header "Authorization: Bearer atp_live_…"' });
  });

  it('refuses garbage and unknown keys with 401', async () => {
    for (const key of ['garbage', `atp_live_${'x'.repeat(40)}`, "atp_live_' OR 1=1 --"]) {
      const { status, body } = await errorOf(await call(me, { path: '/v1/me', key }));
      expect(status).toBe(401);
      expect(body.error).toBe(true);
      expect(body.message).toMatch(/^invalid API key|^Authorization header must be/);
    }
  });

  it('refuses malformed Authorization headers with 401, never a 500', async () => {
    for (const value of ['Basic YTpi', 'Bearer', 'Bearer\tx y', `Bearer ${'k'.repeat(10_000)}`, 'Bearer atp_live_\u00e9\u00e9']) {
      const response = await call(me, { path: '/v1/me', headers: { Authorization: value } });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: boolean }).error).toBe(true);
    }
  });

  it('GET /v1/me shows every KeyStatus field of a subscription key', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'pro' });
    await reserveRender(database.db(), record);
    await reserveRender(database.db(), record);
    const response = await call(me, { path: '/v1/me', key });
    expect(response.status).toBe(200);
    const status = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(status).sort()).toEqual(
      ['plan', 'status', 'key_prefix', 'period', 'quota', 'used', 'remaining', 'credits', 'created_at', 'last_used_at', 'scheduled_change'].sort(),
    );
    expect(status).toMatchObject({
      plan: 'pro',
      status: 'active',
      key_prefix: key.slice(0, 12),
      quota: 1000,
      used: 2,
      remaining: 998,
      credits: null,
      scheduled_change: null,
    });
    expect(status.period).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(new Date(status.created_at as string).getTime()).toBeLessThanOrEqual(Date.now());
    expect(status.last_used_at).not.toBeNull();
  });

  it('GET /v1/me shows credits, and nulls for the quota fields, of a single key', async () => {
    const { key } = await createKey(database.db(), { plan: 'single', credits: 3 });
    const status = (await (await call(me, { path: '/v1/me', key })).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ plan: 'single', status: 'active', quota: null, used: null, remaining: null, credits: 3 });
  });

  it('GET /v1/me still answers for a suspended key and shows its status', async () => {
    const { key, record } = await createKey(database.db(), { plan: 'starter' });
    await applyPaymentEvent(database.db(), record.id, 'payment_failed');
    const status = (await (await call(me, { path: '/v1/me', key })).json()) as Record<string, unknown>;
    expect(status.status).toBe('suspended');
  });

  it('rotation: the old key is 401 at once, the new key works and keeps the usage', async () => {
    const { key: oldKey, record } = await createKey(database.db(), { plan: 'starter' });
    await reserveRender(database.db(), record);

    const response = await call(rotate, { method: 'POST', path: '/v1/keys/rotate', key: oldKey });
    expect(response.status).toBe(200);
    const issued = (await response.json()) as { key: string; key_prefix: string; note: string };
    expect(issued.key).toMatch(/^atp_live_[0-9A-Za-z]{40}$/);
    expect(issued.key).not.toBe(oldKey);
    expect(issued.key_prefix).toBe(issued.key.slice(0, 12));
    expect(issued.note).toContain('shown only this once');

    const old = await errorOf(await call(me, { path: '/v1/me', key: oldKey }));
    expect(old.status).toBe(401);
    expect(old.body.message).toContain('rotated out');

    const fresh = await call(me, { path: '/v1/me', key: issued.key });
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toMatchObject({ key_prefix: issued.key_prefix, used: 1, plan: 'starter' });

    const again = await call(rotate, { method: 'POST', path: '/v1/keys/rotate', key: oldKey });
    expect(again.status).toBe(401);
  });

  it('two simultaneous rotations with the same key: exactly one wins', async () => {
    const { key } = await createKey(database.db(), { plan: 'pro' });
    const responses = await Promise.all(Array.from({ length: 5 }, () => call(rotate, { method: 'POST', path: '/v1/keys/rotate', key })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('rotate refuses a missing key with 401, and GET with a JSON 405', async () => {
    expect((await call(rotate, { method: 'POST', path: '/v1/keys/rotate' })).status).toBe(401);
    const response = await call(rotateGet, { path: '/v1/keys/rotate' });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: true, code: 'method_not_allowed', message: 'GET is not supported here; use POST' });
  });

  it('payment events move a key through its states (components/docs/content/api.md: Buying a key)', async () => {
    const { record } = await createKey(database.db(), { plan: 'business' });
    expect((await applyPaymentEvent(database.db(), record.id, 'payment_failed')).to).toBe('suspended');
    expect((await applyPaymentEvent(database.db(), record.id, 'payment_succeeded')).to).toBe('active');
    const ended = await applyPaymentEvent(database.db(), record.id, 'subscription_ended');
    expect([ended.from, ended.to]).toEqual(['active', 'revoked']);
    expect((await applyPaymentEvent(database.db(), record.id, 'payment_succeeded')).to).toBe('revoked');
    const single = await createKey(database.db(), { plan: 'single' });
    await expect(applyPaymentEvent(database.db(), single.record.id, 'payment_failed')).rejects.toThrow(KeyTransitionError);
  });
});
