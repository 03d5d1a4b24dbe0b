import { getConfig } from '@/lib/config';
import { openDatabase, type Database, type DatabaseHandle } from './client';

export { openDatabase, pingDatabase, DatabaseInUseError, type Database, type DatabaseHandle } from './client';
export { eventually } from './eventually';
export * from './schema';

const HANDLE_SLOT = Symbol.for('atlasprint.database');
type HandleHolder = { [HANDLE_SLOT]?: Promise<DatabaseHandle> };

/**
 * The process's database, opened and migrated once. Kept on globalThis because Next.js may load
 * this module more than once (instrumentation and each route bundle), and PGlite must have one owner.
 */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const holder = globalThis as HandleHolder;
  if (!holder[HANDLE_SLOT]) {
    const opening = openDatabase(getConfig().database);
    holder[HANDLE_SLOT] = opening;
    opening.catch(() => {
      if (holder[HANDLE_SLOT] === opening) delete holder[HANDLE_SLOT];
    });
  }
  return holder[HANDLE_SLOT];
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Closes the process's database (tests and scripts). */
export async function closeDb(): Promise<void> {
  const holder = globalThis as HandleHolder;
  const handle = holder[HANDLE_SLOT];
  delete holder[HANDLE_SLOT];
  if (handle) await (await handle).close();
}
