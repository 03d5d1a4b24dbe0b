import { afterAll, inject } from 'vitest';
import { createScratchDatabase } from './postgres';

/**
 * Each integration file on PostgreSQL works on a database of its own, a copy of the run's migrated
 * template (tests/support/postgres-template.ts) made before the file is loaded and dropped after it:
 * files run side by side (one vitest worker a core), and two files' job engines on one database would
 * take each other's jobs and count each other's rows.
 */
const server = process.env.DATABASE_URL;
if (server) {
  const own = await createScratchDatabase(server, 'atlasprint_file', inject('postgresTemplate'));
  process.env.DATABASE_URL = own.url;
  // Best effort: a server that will not end another role's session (an autovacuum worker's) keeps it; a
  // database left on a CI machine's scratch server costs nothing.
  afterAll(async () => {
    await own.drop().catch((error: unknown) => console.warn(`could not drop ${own.name}: ${(error as Error).message}`));
    // The next file of this worker (files share one process: fresh-process.ts) makes its own from the server again.
    process.env.DATABASE_URL = server;
  });
}
