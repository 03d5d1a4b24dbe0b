import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiKeys, openDatabase, type DatabaseHandle } from '@/lib/db';
import { createKey } from '@/lib/keys';
import { seedEmbeddedDatabase } from '@/tests/support/database';

/**
 * The embedded database each integration-pglite file starts from is a copy of one folder migrated once per
 * run (tests/support/pglite-template.ts). These say the copy is what a fresh start makes, not a shortcut
 * with less in it, and that files do not share data through it.
 */
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as {
  entries: { when: number; tag: string }[];
};

const folders: string[] = [];
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A seeded embedded database, opened the way the service opens it (migrations run). */
async function seededDatabase(): Promise<DatabaseHandle> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-template-test-'));
  folders.push(folder);
  const dir = path.join(folder, 'pglite');
  seedEmbeddedDatabase(dir);
  const handle = await openDatabase({ kind: 'pglite', dir });
  handles.push(handle);
  return handle;
}

describe.skipIf(kind !== 'pglite')('the run’s embedded database template (pglite)', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    [first, second] = [await seededDatabase(), await seededDatabase()];
  });

  it('is made by the run, and a test file’s folder starts as a copy of it', async () => {
    const template = inject('pgliteTemplate');
    expect(template && fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-template-test-'));
    folders.push(folder);
    seedEmbeddedDatabase(path.join(folder, 'pglite'));
    expect(fs.readdirSync(path.join(folder, 'pglite')).sort()).toEqual(fs.readdirSync(template).sort());
  });

  it('holds every migration in drizzle/, in order, and the job engine’s schema', async () => {
    const client = first.pglite!;
    const applied = await client.query<{ created_at: string }>('SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY id');
    expect(applied.rows.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
    const bossTables = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'pgboss' AND table_name IN ('job', 'queue', 'version')",
    );
    expect(bossTables.rows.map((row) => row.table_name).sort()).toEqual(['job', 'queue', 'version']);
  });

  it('gives each file a database of its own: what one writes, another copy does not see', async () => {
    await createKey(first.db, { plan: 'pro' });
    expect(await first.db.$count(apiKeys)).toBe(1);
    expect(await second.db.$count(apiKeys)).toBe(0);
  });
});
