import { getConfig } from '@/lib/config';
import { processSingleton } from '@/lib/singleton';
import { openDatabase, type Database, type DatabaseHandle } from './client';

export { openDatabase, pingDatabase, DatabaseInUseError, type Database, type DatabaseHandle } from './client';
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

/** Closes the process's database (tests and scripts). */
export async function closeDb(): Promise<void> {
  const handle = getDatabaseHandle.peek();
  getDatabaseHandle.reset();
  if (handle) await (await handle).close();
}
