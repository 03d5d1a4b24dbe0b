import { ConfigError, getConfig } from '@/lib/config';
import { getDatabaseHandle } from '@/lib/db';
import { log } from '@/lib/log';
import { startOperatorEndpoint } from '@/lib/operator';
import { getKeyring, SigningKeyError } from '@/lib/provenance';
import { processSingleton } from '@/lib/singleton';
import { lifecycle } from './shutdown';

/** Set (to its name) by scripts/server.mjs before Next.js boots: it handles SIGTERM and SIGINT itself. */
const signalsHandledByServer = processSingleton<string | undefined>('signalHandler', () => undefined);

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
    // SIGTERM and SIGINT: scripts/server.mjs (npm start) drains the requests in flight, then closes what
    // these hand it. Elsewhere (next dev) the database is still closed cleanly: PGlite flushes to disk.
    const { closeDatabase } = lifecycle();
    if (!signalsHandledByServer.peek()) {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void closeDatabase().finally(() => process.exit(0)));
    }
    // Renders queued before this process started (by it before a restart, or by another instance) are drawn here too.
    void import('@/lib/posters')
      .then(({ renderQueue }) => renderQueue.start())
      .catch((error: unknown) => log.error('starting the render workers failed', { error }));
    // Webhook deliveries queued before this process started, or being retried, likewise.
    void import('@/lib/webhooks')
      .then(({ webhookQueue }) => webhookQueue.start())
      .catch((error: unknown) => log.error('starting the webhook workers failed', { error }));
    // The daily prune of what is past its retention (scheduled once across every instance).
    void import('@/lib/retention')
      .then(({ retentionQueue }) => retentionQueue.start())
      .catch((error: unknown) => log.error('starting the retention prune failed', { error }));
    // The place index: built once per process (the route's copy of lib/places finds the same one), now,
    // in slices that leave the server answering, rather than on the first search.
    void import('@/lib/places')
      .then(({ loadPlaceIndex }) => loadPlaceIndex())
      .catch((error: unknown) => log.error('building the place index failed', { error }));
    // The first poster's own costs (worker threads, fonts, the place index's scan, archive headers, Skia),
    // paid now by a small poster per worker thread rather than by the first customer; /health answers
    // meanwhile (the posters are drawn off this thread). Without worker threads (next dev) it would hold
    // this thread, so it is left to the first poster there.
    void import('@/lib/posters')
      .then(async ({ getPosterEngine }) => {
        const engine = getPosterEngine();
        if (!engine.threaded) return;
        const { ms, failed } = await engine.warm();
        log.info('poster engine warmed', { ms, ...(failed.length > 0 ? { failed: failed[0] } : {}) });
      })
      .catch((error: unknown) => log.error('warming the poster engine failed', { error }));
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
