import { afterEach, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/health/route';
import { closeDb } from '@/lib/db';
import { call } from '@/tests/support/database';

const CONFIG_SLOT = Symbol.for('atlasprint.config');

describe('GET /health when the database is down', () => {
  const saved = process.env.DATABASE_URL;
  afterEach(async () => {
    await closeDb().catch(() => undefined);
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
    delete (globalThis as Record<symbol, unknown>)[CONFIG_SLOT];
  });

  it('answers 503 with ok false and a Retry-After', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    process.env.DATABASE_URL = 'postgres://atlasprint:atlasprint@127.0.0.1:1/none';
    delete (globalThis as Record<symbol, unknown>)[CONFIG_SLOT];
    const response = await call(health, { path: '/health' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await response.json()).toEqual({ ok: false, service: 'atlasprint', message: 'database unreachable' });
  });
});
