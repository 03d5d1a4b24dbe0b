/**
 * Vitest setup (integration projects), the first setup file, so its afterAll runs last: the integration
 * files of a worker share one module graph (`isolate: false`, vitest.config.ts), as the unit and render
 * files do, and this makes each file start in a process as a fresh one would be.
 *
 * Why share: importing the app (route handlers, drizzle, pg-boss, the engine's front) took ~3.6 s of
 * CPU for each file, and the integration files run 74 times a CI run (on PGlite and PostgreSQL).
 *
 * What a file leaves behind and the next must not see, undone here after each file, whatever its outcome:
 * - work still running (a task after a response, a render whose client left): waited for, as a shutdown
 *   does, so nothing writes to a database after it closes;
 * - the service's database, closed (its job engine stopped first: lib/db's closeDb);
 * - every process singleton that depends on the configuration or on the file's data (the config itself,
 *   the object store, the keyring, the place index, the payment provider…), forgotten, so the next use
 *   reads the next file's environment; kept are only what is read from files that never change (KEPT_SINGLETONS);
 * - the environment: variables a file set or changed are put back as they were before it (own-database.ts
 *   points DATABASE_URL at the file's own database, and finds the server's URL here again next time).
 */
import { afterAll } from 'vitest';

/**
 * What is read from files that never change while a process runs, kept: the font files, the opened tile
 * archives, the place index built from the bundled GeoNames file (~4 CPU s a build, and every file
 * that answers a place search or starts the service built it again), and PGlite's compiled WebAssembly.
 */
const KEPT_SINGLETONS = new Set(['fontFileBytes', 'tileSources', 'placeIndex', 'placeIndexBuilds', 'pgliteRuntime']);

const environment = { ...process.env };

afterAll(async () => {
  const singletons = await import('@/lib/singleton');
  const running = [...singletons.workInFlight()];
  // Bounded by the hook's timeout (vitest.config.ts): a file whose work never settles fails there, by name.
  await Promise.allSettled(running);
  if (singletons.anyProcessSingletonMade('database', 'jobEngine')) {
    const { closeDb } = await import('@/lib/db');
    await closeDb();
  }
  singletons.resetProcessSingletons(...singletons.processSingletonNames().filter((name) => !KEPT_SINGLETONS.has(name)));
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
