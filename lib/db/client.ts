import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseSetting } from '@/lib/config';
import { schema } from './schema';
import { recognisedAcrossCopies } from '@/lib/singleton';
import { PgliteThread } from './pglite-thread';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `work` in one transaction of `db`, handed to it as a Database: drizzle types a transaction apart
 * from its database though it makes every query a database makes, and the domain's functions take
 * either (the one place that says so).
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Database));
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseSetting['kind'];
  /** The embedded database's one connection, on its own thread, for the job engine (lib/jobs) to share: PGlite serves one owner. */
  pglite?: PgliteThread;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');
/** Any constant shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 4_241_707;

export class DatabaseInUseError extends Error {
  static {
    recognisedAcrossCopies(this, 'db.DatabaseInUseError');
  }
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is open in process ${pid}. PGlite serves one process only: ` +
        'operator scripts reach it through the running server, or stop that process first.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A pid file beside the PGlite folder stops a second process from opening (and corrupting) it. */
function claimEmbeddedDatabase(dir: string): () => void {
  const pidFile = `${dir}.pid`;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  try {
    const holder = Number(fs.readFileSync(pidFile, 'utf8'));
    if (holder && holder !== process.pid && processAlive(holder)) throw new DatabaseInUseError(dir, holder);
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw error;
  }
  fs.writeFileSync(pidFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(pidFile, 'utf8') === String(process.pid)) fs.unlinkSync(pidFile);
    } catch {
      /* already gone */
    }
  };
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  const release = claimEmbeddedDatabase(dir);
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: PgliteThread;
  try {
    client = await PgliteThread.open(dir);
  } catch (error) {
    release();
    throw error;
  }
  // drizzle's pglite session calls the part of PGlite's interface the thread offers (lib/db/pglite-thread.ts).
  const db = drizzle({ client: client as never, schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    release();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Migrate on one session holding an advisory lock, so instances starting together take turns.
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(migrator, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await migrator.end();
  }
  // A database that stops answering fails the query after 15 s (a 503 to the caller) instead of holding it for good.
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5_000, query_timeout: 15_000 });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it on next use */
  });
  return { db: drizzle(pool, { schema }) as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

async function openNeon(url: string): Promise<DatabaseHandle> {
  const { Pool, Client, neonConfig } = await import('@neondatabase/serverless');
  const { drizzle } = await import('drizzle-orm/neon-serverless');
  const { migrate } = await import('drizzle-orm/neon-serverless/migrator');
  if (typeof WebSocket === 'undefined') neonConfig.webSocketConstructor = (await import('ws')).default;
  const migrator = new Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(migrator as never, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await migrator.end();
  }
  const pool = new Pool({ connectionString: url });
  return { db: drizzle(pool, { schema }) as unknown as Database, kind: 'neon', close: () => pool.end() };
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(setting: DatabaseSetting): Promise<DatabaseHandle> {
  switch (setting.kind) {
    case 'pglite':
      return openPglite(setting.dir);
    case 'postgres':
      return openPostgres(setting.url);
    case 'neon':
      return openNeon(setting.url);
  }
}

/**
 * Resolves when the database answers, rejects when it does not within the time limit. The embedded database
 * is asked on its thread without SQL: a statement would wait behind a transaction or the job worker's queue.
 */
export async function pingDatabase(handle: Pick<DatabaseHandle, 'db' | 'pglite'>, timeoutMs = 2_000): Promise<void> {
  if (handle.pglite) return handle.pglite.ping(timeoutMs);
  const { db } = handle;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
