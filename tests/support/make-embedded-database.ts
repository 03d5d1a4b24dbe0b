// `node --import tsx tests/support/make-embedded-database.ts DIR`: makes DIR/pglite a closed, migrated embedded
// database, by the product's own code (the drizzle migrations, then the job engine's pg-boss schema), for
// tests/support/embedded-database-template.ts to cache. No signing key, no API key: what the service finds on a
// first start once initdb and the migrations have run.
import path from 'node:path';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: make-embedded-database.ts DATA_DIR');
process.env.DATA_DIR = path.resolve(dataDir);
delete process.env.DATABASE_URL;
process.env.LOG_LEVEL = 'silent';
// Imported after the environment is set: the modules read their settings when first used.
const { getConfig } = await import('@/lib/config');
const { closeDb, getDatabaseHandle } = await import('@/lib/db');
const { getJobEngine } = await import('@/lib/jobs');
const setting = getConfig().database;
if (setting.kind !== 'pglite') throw new Error(`the template is an embedded database, not ${setting.kind}`);
await getDatabaseHandle();
await getJobEngine();
await closeDb();
