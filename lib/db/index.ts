import { getConfig } from '@/lib/config';
import { processSingleton } from '@/lib/singleton';
import { openDatabase, type Database, type DatabaseHandle } from './client';

export { openDatabase, pingDatabase, DatabaseInUseError, inTransaction, type Database, type DatabaseHandle } from './client';
export { eventually } from './eventually';
export * from './schema';

/**
 * The process's database, opened and migrated once (a process singleton: Next.js may load this
 * module more than once, and PGlite must have one owner). A failed opening is forgotten, so the
 * next request tries again.
 */
export const getDatabaseHandle = processSingleton('database', (): Promise<DatabaseHandle> => openDatabase(getConfig().database));

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** What must stop before the database closes (the job engine's workers and polling), in the order registered. */
const beforeClose = processSingleton('databaseBeforeClose', () => new Set<() => Promise<void>>());

/** Runs `stop` before the process's database is closed (once: it is forgotten when it has run). */
export function onDatabaseClose(stop: () => Promise<void>): void {
  beforeClose().add(stop);
}

/** Closes the process's database (tests and scripts), after what uses it in the background has stopped. */
export async function closeDb(): Promise<void> {
  for (const stop of [...beforeClose()]) {
    beforeClose().delete(stop);
    await stop();
  }
  const handle = getDatabaseHandle.peek();
  getDatabaseHandle.reset();
  if (handle) await (await handle).close();
}
