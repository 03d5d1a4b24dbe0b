import { afterEach, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/health/route';
import { getConfig } from '@/lib/config';
import { closeDb } from '@/lib/db';
import { call } from '@/tests/support/database';

describe('GET /health when the database is down', () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, PAYMENTS: process.env.PAYMENTS, PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL };
  afterEach(async () => {
    await closeDb().catch(() => undefined);
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    getConfig.reset();
  });

  it('answers 503 with ok false and a Retry-After', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    // A whole deployment's settings, so that the database is what fails, not the configuration.
    Object.assign(process.env, {
      DATABASE_URL: 'postgres://atlasprint:atlasprint@127.0.0.1:1/none',
      PAYMENTS: 'test',
      PUBLIC_BASE_URL: 'http://localhost:3000',
    });
    getConfig.reset();
    expect(getConfig().database.kind).toBe('postgres');
    const response = await call(health, { path: '/health' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await response.json()).toEqual({ ok: false, service: 'atlasprint', message: 'database unreachable' });
  });
});
