/**
 * Vitest global setup (integration-postgres): one database, migrated once per run by the product's own
 * code (drizzle's migrations, then the job engine's pg-boss schema), that each test file's own database
 * is made from (CREATE DATABASE … TEMPLATE, a file copy: tests/support/own-database.ts). Migrating a new
 * database per file cost 2-10 s a file on a busy machine; each file still opens its copy through the
 * product's code, so the migrations run on every open as in production (finding none pending).
 */
import type { TestProject } from 'vitest/node';
import { createScratchDatabase } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name of a migrated database on TEST_DATABASE_URL's server to copy (tests/support/postgres-template.ts). */
    postgresTemplate: string;
  }
}

export default async function makePostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('the integration-postgres project needs TEST_DATABASE_URL');
  const template = await createScratchDatabase(server, 'atlasprint_template');
  const saved = {
    DATABASE_URL: process.env.DATABASE_URL,
    PAYMENTS: process.env.PAYMENTS,
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL,
    LOG_LEVEL: process.env.LOG_LEVEL,
  };
  Object.assign(process.env, { DATABASE_URL: template.url, PAYMENTS: 'test', PUBLIC_BASE_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
  // Imported here: the modules read their settings when first used, after the environment above is set.
  const { getConfig } = await import('@/lib/config');
  const { closeDb, getDatabaseHandle } = await import('@/lib/db');
  const { getJobEngine, stopJobs } = await import('@/lib/jobs');
  getConfig.reset();
  try {
    await getDatabaseHandle();
    await getJobEngine();
    // A template is copied only while nobody is connected to it.
    await stopJobs();
    await closeDb();
    project.provide('postgresTemplate', template.name);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    getConfig.reset();
  }
  return () => template.drop();
}
