import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { getConfig } from '@/lib/config';
import { closeDb, getDb, type Database } from '@/lib/db';
import { copyEmbeddedDatabase } from './embedded-database-template';

/**
 * Puts a fresh embedded database in `dir` (a PGlite folder that does not exist yet): a copy of the run's
 * migrated template (tests/support/pglite-template.ts) when the project made one, so opening it skips
 * PGlite's initdb; otherwise nothing, and the first opening makes it from scratch.
 */
export function seedEmbeddedDatabase(dir: string): void {
  const template = inject('pgliteTemplate');
  if (template) copyEmbeddedDatabase(template, dir);
}

/**
 * Gives a test file the service's database: a fresh embedded PGlite in a temporary DATA_DIR (a copy
 * of the run's migrated template), or the real PostgreSQL named by DATABASE_URL (the
 * integration-postgres project sets it).
 */
export function useServiceDatabase(): { db: () => Database; kind: 'pglite' | 'postgres' } {
  let database: Database | undefined;
  let dataDir: string | undefined;
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-test-'));
    process.env.DATA_DIR = dataDir;
    getConfig.reset();
    const setting = getConfig().database;
    if (setting.kind === 'pglite') seedEmbeddedDatabase(setting.dir);
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
