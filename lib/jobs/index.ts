import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type GroupConcurrencyConfig,
  type Job,
  type JobOptions,
  type QueueOptions,
} from 'pg-boss';
import { getConfig, type DatabaseSetting } from '@/lib/config';
import { getDatabaseHandle, onDatabaseClose, type Database } from '@/lib/db';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/singleton';

/**
 * The job engine: one pg-boss per process, on the service's own database, so a job is a row that
 * outlives the process that queued it (a restart, a crash: the next process, or another instance,
 * picks it up). On PGlite it shares the embedded database's one connection; on PostgreSQL it keeps a
 * small pool of its own. pg-boss keeps its tables in the `pgboss` schema and migrates them itself.
 */

/** How long stopping waits for the jobs under way to end; one still running after it is retried by whoever comes next. */
const STOP_GRACE_MS = 30_000;
/** pg-boss's own pool on PostgreSQL: polling, and the few statements of each job's life. */
const ENGINE_OPTIONS = { application_name: 'atlasprint-jobs', max: 4 } satisfies ConstructorOptions;

/**
 * Neon's pooled endpoint (`ep-…-pooler.…`) is PgBouncer in transaction mode, which breaks the session
 * pg-boss listens and locks on; the direct endpoint is the same host without `-pooler`. There is no
 * setting of its own for it (DATABASE_URL names one endpoint): a pooled URL is turned into the direct one.
 */
export function directDatabaseUrl(setting: Extract<DatabaseSetting, { url: string }>): string {
  if (setting.kind !== 'neon') return setting.url;
  const url = new URL(setting.url);
  url.hostname = url.hostname.replace(/^([^.]+)-pooler\./, '$1.');
  return url.toString();
}

/** The process's job engine, started (and its schema migrated) on first use; stopped before the database closes. */
export const getJobEngine = processSingleton('jobEngine', async (): Promise<PgBoss> => {
  const handle = await getDatabaseHandle();
  const { database: setting, jobsHeartbeatSeconds } = getConfig();
  // Lapsed heartbeats are looked for as often as a heartbeat is due (pg-boss's default is a minute): a
  // killed instance's jobs go to another one within about two heartbeats.
  const options = { ...ENGINE_OPTIONS, monitorIntervalSeconds: jobsHeartbeatSeconds, superviseIntervalSeconds: jobsHeartbeatSeconds };
  const boss = handle.pglite
    ? new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', ...options })
    : new PgBoss({ connectionString: directDatabaseUrl(setting as Extract<DatabaseSetting, { url: string }>), ...options });
  boss.on('error', (error: unknown) => log.error('job engine error', { error }));
  await boss.start();
  let stopped: Promise<void> | undefined;
  const stop = (timeoutMs = STOP_GRACE_MS) => {
    stopped ??= (async () => {
      getJobEngine.reset();
      startedQueues().clear();
      stopEngine().delete(stop);
      // Pools first: they fetch no more, and their jobs under way end (or the time runs out) while the
      // engine can still settle them; then the engine, in what is left of the same time.
      const started = Date.now();
      await Promise.all([...stopPools()].map((stopPool) => stopPool(timeoutMs)));
      stopPools().clear();
      await boss.stop({ graceful: true, timeout: Math.max(1_000, timeoutMs - (Date.now() - started)) });
    })();
    return stopped;
  };
  stopEngine().add(stop);
  onDatabaseClose(stop);
  return boss;
});

/** How to stop the running engine (a set, so a stop that has begun is not run twice). */
const stopEngine = processSingleton('jobEngineStop', () => new Set<(timeoutMs?: number) => Promise<void>>());

/**
 * Stops this process's workers, letting the jobs under way finish (up to `timeoutMs`, 30 s unless given): on shutdown,
 * before the poster engine closes under them. Jobs left are retried by the next process. The database
 * closing stops them too.
 */
export async function stopJobs(timeoutMs?: number): Promise<void> {
  await Promise.all([...stopEngine()].map((stop) => stop(timeoutMs)));
}

/**
 * Finished jobs (completed, failed, cancelled) are deleted by pg-boss's own maintenance after this, on
 * every queue (its deleteAfterSeconds; a queue's own options may say otherwise). What a job did is in
 * the service's tables; the job's record is for looking into a recent failure.
 */
export const JOB_RECORD_RETENTION_DAYS = 7;

/** The queues whose workers run in this process, by name. */
const startedQueues = processSingleton('jobQueues', () => new Map<string, Promise<PgBoss>>());

type QueueSettings = QueueOptions & { deadLetter?: string };

export interface QueueDefinition<Data extends object> {
  name: string;
  /** Retries, backoff, expiry, heartbeat, retention and dead letters of its jobs (pg-boss QueueOptions); read when the queue starts. */
  options: QueueSettings | (() => QueueSettings);
  /** Jobs this process works on at once. */
  concurrency: number;
  /**
   * For I/O-bound jobs (a webhook waiting on a customer's server): one poller fetches up to
   * `concurrency` jobs and runs each on its own, settling it alone, so a slow job holds its own slot
   * only and a freed slot is filled at the next poll. Without it, pg-boss runs `concurrency` workers,
   * each polling on its own (which is too many polls to give I/O its hundreds of slots).
   */
  pooled?: boolean;
  /** Jobs of one group (job.group.id) worked on at once across every instance, by the group's tier. */
  groupConcurrency?: GroupConcurrencyConfig;
  /** Does one job; a throw fails the attempt (pg-boss retries it within the queue's retryLimit). */
  work: (job: Job<Data>) => Promise<void>;
  /** A cron expression: pg-boss sends the queue a job on it (once across every instance), with `scheduled` as its data. */
  schedule?: { cron: string; data: Data };
  /**
   * How often an idle worker of the queue asks the database for a job, in seconds (DEFAULT_POLL_SECONDS unless
   * said): each ask is a query, every few hundred milliseconds, from every worker of every instance, so a queue
   * whose jobs may wait (a dead letter, a sweep each minute, a prune each day) asks less often.
   */
  pollSeconds?: number;
}

/** How often an idle worker asks for a job, unless its queue says otherwise: a queued render waits at most this long. */
export const DEFAULT_POLL_SECONDS = 0.5;

export interface JobQueue<Data extends object> {
  readonly name: string;
  /** Makes the queue (once) and starts this process's workers on it: at boot, and before the first job is sent. */
  start(): Promise<void>;
  /**
   * Queues a job in the caller's transaction: the job exists exactly when what the transaction wrote does.
   * start() it first, outside the transaction (on PGlite, whose one connection the transaction holds, starting inside it never ends).
   */
  sendIn(tx: Database, data: Data, options?: Pick<JobOptions, 'group' | 'priority' | 'startAfter'>): Promise<string>;
  /**
   * Queues several jobs in the caller's transaction in one statement (a batch's renders): as sendIn each,
   * for the cost of one. start() the queue first, as for sendIn.
   */
  sendManyIn(tx: Database, jobs: readonly { data: Data; options?: Pick<JobOptions, 'group' | 'priority' | 'startAfter'> }[]): Promise<void>;
}

/**
 * A queue of this process. Every process that serves the API starts its workers, so jobs queued by
 * one instance are worked on by any of them.
 */
export function defineQueue<Data extends object>(definition: QueueDefinition<Data>): JobQueue<Data> {
  const start = () => {
    const queues = startedQueues();
    let started = queues.get(definition.name);
    if (!started) {
      started = (async () => {
        const boss = await getJobEngine();
        // A queue made by an earlier version keeps its old options unless told the new ones (createQueue only makes a missing one).
        const options = {
          deleteAfterSeconds: JOB_RECORD_RETENTION_DAYS * 86_400,
          ...(typeof definition.options === 'function' ? definition.options() : definition.options),
        };
        if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, options);
        else await boss.createQueue(definition.name, options);
        // A process that only queues (JOB_WORKERS=off) leaves the jobs to the processes that work them.
        if (!getConfig().jobWorkers) return boss;
        if (definition.pooled) startPool(boss, definition);
        else
          await boss.work<Data>(
            definition.name,
            {
              localConcurrency: definition.concurrency,
              pollingIntervalSeconds: definition.pollSeconds ?? DEFAULT_POLL_SECONDS,
              ...(definition.groupConcurrency ? { groupConcurrency: definition.groupConcurrency } : {}),
            },
            async ([job]) => {
              if (job) await definition.work(job);
            },
          );
        if (definition.schedule) await boss.schedule(definition.name, definition.schedule.cron, definition.schedule.data);
        return boss;
      })();
      queues.set(definition.name, started);
      started.catch(() => {
        if (queues.get(definition.name) === started) queues.delete(definition.name);
      });
    }
    return started;
  };
  const startedBoss = () => {
    const started = startedQueues().get(definition.name);
    if (!started) throw new Error(`start the ${definition.name} queue before sending to it in a transaction`);
    return started;
  };
  return {
    name: definition.name,
    start: async () => {
      await start();
    },
    sendIn: async (tx, data, options = {}) => {
      const boss = await startedBoss();
      // Every driver behind Database (PGlite, node-postgres, Neon) answers execute() with its rows, as the adapter reads them.
      const id = await boss.send(definition.name, data, { ...options, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
      if (!id) throw new Error(`the job engine did not queue a ${definition.name} job`);
      return id;
    },
    sendManyIn: async (tx, jobs) => {
      if (jobs.length === 0) return;
      const boss = await startedBoss();
      const ids = await boss.insert(
        definition.name,
        jobs.map(({ data, options }) => ({ data, ...options })),
        { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql), returnId: true },
      );
      if (ids?.length !== jobs.length) throw new Error(`the job engine queued ${ids?.length ?? 0} of ${jobs.length} ${definition.name} jobs`);
    },
  };
}

/**
 * Moves a group's waiting jobs of a queue to another tier of its group concurrency, in the caller's
 * transaction: a key whose plan changed has its queued renders counted at the new plan's concurrency.
 * pg-boss keeps a job's tier from when it was sent and has no call for this; its table is written here
 * only (the `pgboss` schema, as the engine makes it).
 */
export async function regroupWaitingJobs(tx: Database, queue: string, groupId: string, tier: string): Promise<void> {
  await tx.execute(
    sql`UPDATE pgboss.job SET group_tier = ${tier} WHERE name = ${queue} AND group_id = ${groupId} AND state < 'active' AND group_tier IS DISTINCT FROM ${tier}`,
  );
}

/** How to stop the pools of this process's engine (each waits for its jobs under way, up to the grace). */
const stopPools = processSingleton('jobPoolStops', () => new Set<(timeoutMs: number) => Promise<void>>());

/** A pooled queue's poller (QueueDefinition.pooled): fetches as many jobs as it has free slots, and runs each alone. */
function startPool<Data extends object>(boss: PgBoss, definition: QueueDefinition<Data>): void {
  const running = new Set<Promise<void>>();
  let stopping = false;
  let wake: (() => void) | undefined;
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const run = async (job: Job<Data>) => {
    // The retry count names the attempt: a settle of a claim that lapsed cannot touch the next one's (pg-boss's fence).
    const attempt = { id: job.id, retryCount: job.retryCount };
    try {
      await definition.work(job);
      await boss.complete(definition.name, attempt);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss
        .fail(definition.name, attempt, { message })
        .catch((failure: unknown) => log.error('a pooled job could not be failed', { queue: definition.name, error: failure }));
    }
  };
  const loop = (async () => {
    while (!stopping) {
      const free = definition.concurrency - running.size;
      let fetched: Job<Data>[] = [];
      if (free > 0) {
        try {
          fetched = await boss.fetch<Data>(definition.name, {
            batchSize: free,
            ...(definition.groupConcurrency ? { groupConcurrency: definition.groupConcurrency } : {}),
          });
        } catch (error) {
          if (!stopping) log.error('a pooled queue could not fetch', { queue: definition.name, error });
        }
      }
      for (const job of fetched) {
        const done: Promise<void> = run(job).finally(() => {
          running.delete(done);
          // A freed slot after a full pool: fetch again now instead of at the next poll.
          if (running.size === definition.concurrency - 1) wake?.();
        });
        running.add(done);
      }
      // A full batch may mean more are waiting: fetch again at once while slots are free.
      if (stopping || fetched.length === 0 || fetched.length >= free) await nap((definition.pollSeconds ?? DEFAULT_POLL_SECONDS) * 1000);
    }
  })();
  stopPools().add(async (timeoutMs: number) => {
    stopping = true;
    wake?.();
    await loop;
    const grace = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
    await Promise.race([Promise.allSettled([...running]), grace]);
  });
}

export type { Job } from 'pg-boss';
