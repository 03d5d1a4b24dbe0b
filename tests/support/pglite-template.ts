/**
 * Vitest global setup (integration-pglite): one embedded database, made and migrated once per run, that
 * every test file starts from as a copy of its folder (seedEmbeddedDatabase, tests/support/database.ts).
 *
 * Why: a fresh PGlite folder runs initdb inside wasm before its first query, 10-16 s on 2 busy cores,
 * while opening a folder that exists takes 1-2 s and copying one (40 MB) well under a second. Measured on
 * keys.test.ts, initdb was ~90 % of a test file's own time. The copy is made by the product's own code
 * (drizzle migrations, then the job engine's pg-boss schema), and each test file still opens its copy through
 * it too, so the migrations run on every open as they do in production (finding none pending).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed, migrated PGlite folder to copy (tests/support/pglite-template.ts). */
    pgliteTemplate: string;
  }
}

export default async function makePgliteTemplate(project: TestProject): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-pglite-template-'));
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: process.env.LOG_LEVEL };
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  process.env.LOG_LEVEL = 'silent';
  // Imported here: the modules read their settings when first used, after the environment above is set.
  const { getConfig } = await import('@/lib/config');
  const { closeDb, getDatabaseHandle } = await import('@/lib/db');
  const { getJobEngine } = await import('@/lib/jobs');
  getConfig.reset();
  try {
    const setting = getConfig().database;
    if (setting.kind !== 'pglite') throw new Error(`the PGlite template needs the embedded database, not ${setting.kind}`);
    await getDatabaseHandle();
    await getJobEngine();
    await closeDb();
    project.provide('pgliteTemplate', setting.dir);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    getConfig.reset();
  }
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
