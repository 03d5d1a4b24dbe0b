import { ConfigError, getConfig } from '@/lib/config';
import { closeDb, getDatabaseHandle } from '@/lib/db';
import { log } from '@/lib/log';
import { startOperatorEndpoint } from '@/lib/operator';
import { getKeyring, SigningKeyError } from '@/lib/provenance';

/** Start-up of the server process. A bad setting or an unreachable database stops it here, loudly. */
export async function boot(): Promise<void> {
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig();
    getKeyring().configured();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof SigningKeyError) {
      process.stderr.write(`\nAtlasprint cannot start. ${error.message}\n\n`);
      process.exit(1);
    }
    throw error;
  }
  try {
    const handle = await getDatabaseHandle();
    // The signing key: SIGNING_KEY, or the database's current key (made by the first instance).
    await getKeyring()
      .prepare()
      .catch((error: unknown) => {
        if (!(error instanceof SigningKeyError)) throw error;
        process.stderr.write(`\nAtlasprint cannot start. ${error.message}\n\n`);
        process.exit(1);
      });
    if (handle.kind === 'pglite') await startOperatorEndpoint();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        // Close the database cleanly (PGlite flushes to disk) before the process goes.
        closeDb().finally(() => process.exit(0));
        setTimeout(() => process.exit(0), 3_000).unref();
      });
    }
    // The place index takes about two seconds to build: built now, in the background, not on the first search.
    setTimeout(() => {
      void import('@/lib/places')
        .then(({ loadGazetteer }) => loadGazetteer())
        .catch((error: unknown) => log.error('building the place index failed', { error }));
    }, 1_000).unref();
    log.info('atlasprint ready', {
      database: handle.kind,
      dataDir: config.dataDir,
      publicBaseUrl: config.publicBaseUrl,
    });
  } catch (error) {
    process.stderr.write(`\nAtlasprint cannot start: the database failed to open. ${(error as Error).message}\n\n`);
    process.exit(1);
  }
}
