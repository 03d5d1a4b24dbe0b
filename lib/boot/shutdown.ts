import { getConfig } from '@/lib/config';
import { closeDb, getDatabaseHandle } from '@/lib/db';
import { stopJobs } from '@/lib/jobs';
import { log } from '@/lib/log';
import { getPosterEngine } from '@/lib/posters';
import { closeSharedRenderResources } from '@/lib/render';
import { processSingleton } from '@/lib/singleton';

/**
 * What scripts/server.mjs needs to shut the process down gracefully (it owns the HTTP server, these
 * modules own the engine and the database). Handed over through the process singletons, the one
 * place a plain Node script and the bundles Next.js builds both see: server.mjs reads
 * `globalThis[Symbol.for('atlasprint.processSingletons')].get('lifecycle')` once Next.js has booted.
 */
export interface Lifecycle {
  /** SHUTDOWN_TIMEOUT_SECONDS: the whole stop, from the signal to the exit. */
  timeoutSeconds: number;
  /** SHUTDOWN_GRACE_SECONDS: the part of it requests in flight get to finish after SIGTERM or SIGINT. */
  graceSeconds: number;
  /**
   * Stops the job workers (queued renders under way get up to `budgetMs` to finish), then closes the PDF
   * printer's browser and the render and raster worker threads (renders still running fail, and are refunded).
   */
  closeEngine(budgetMs: number): Promise<void>;
  /** Closes the database (PGlite flushes to disk; a PostgreSQL pool ends its connections): last, after every refund. */
  closeDatabase(): Promise<void>;
}

async function closeEngine(budgetMs: number): Promise<void> {
  // The job workers first: a queued render under way finishes (or is left to the next process, which retries it),
  // rather than fail as the engine closes under it. Half the budget: the browser and the threads get the rest.
  await stopJobs(budgetMs / 2);
  const engine = getPosterEngine.peek();
  const [shared] = await Promise.all([closeSharedRenderResources(), engine?.close()]);
  log.info('shutdown: closed the PDF browser and the worker pools', {
    browser: shared.browser ? 'closed' : 'never started',
    renderWorkers: engine ? 'closed' : 'never started',
    rasterWorkers: shared.rasterWorkers ? 'closed' : 'never started',
  });
}

async function closeDatabase(): Promise<void> {
  const kind = getDatabaseHandle.peek() ? ((await getDatabaseHandle.peek()?.catch(() => undefined))?.kind ?? 'failed to open') : 'never opened';
  await closeDb();
  log.info('shutdown: closed the database', { database: kind });
}

export const lifecycle = processSingleton(
  'lifecycle',
  (): Lifecycle => ({ timeoutSeconds: getConfig().shutdownTimeoutSeconds, graceSeconds: getConfig().shutdownGraceSeconds, closeEngine, closeDatabase }),
);
