import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { getConfig } from '@/lib/config';
import { closeDb, getDb, type Database } from '@/lib/db';

/**
 * Gives a test file the service's database: a fresh embedded PGlite in a temporary DATA_DIR, or
 * the real PostgreSQL named by DATABASE_URL (the integration-postgres project sets it).
 */
export function useServiceDatabase(): { db: () => Database; kind: 'pglite' | 'postgres' } {
  let database: Database | undefined;
  let dataDir: string | undefined;
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-test-'));
    process.env.DATA_DIR = dataDir;
    getConfig.reset();
    database = await getDb();
    // Opening and migrating a fresh PGlite takes seconds, and over a minute on a machine many test runs share.
  }, 180_000);

  afterAll(async () => {
    await closeDb();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    kind,
    db: () => {
      if (!database) throw new Error('database not open yet: call db() inside a test or hook');
      return database;
    },
  };
}

/** Calls a route handler the way Next.js does. */
export function call(
  handler: (request: Request, context: unknown) => Promise<Response>,
  init: { method?: string; path?: string; key?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.key !== undefined) headers.set('Authorization', `Bearer ${init.key}`);
  const request = new Request(`http://localhost:3000${init.path ?? '/'}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
  });
  return handler(request, { params: Promise.resolve({}) });
}
