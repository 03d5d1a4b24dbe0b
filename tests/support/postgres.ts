import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's URL: the server, role and options of the given URL. */
  url: string;
  name: string;
  /** Drops it, closing whatever connections are still open to it. */
  drop: () => Promise<void>;
}

/**
 * A new, empty database on the server of `serverUrl` (TEST_DATABASE_URL), for tests that need one
 * of their own: several instances starting on it, or a table that must start empty. The role needs
 * CREATEDB (.ci/start-postgres.sh grants it). With `template`, a copy of that database (nobody may be
 * connected to it meanwhile).
 */
export async function createScratchDatabase(serverUrl: string, prefix = 'atlasprint_scratch', template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } catch (error) {
    const role = new URL(serverUrl).username;
    throw new Error(
      `cannot create a scratch database on ${new URL(serverUrl).host}: ${(error as Error).message}. The role ${role} needs CREATEDB (bash .ci/start-postgres.sh grants it)`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
