/**
 * One instance of the service's render workers, as a process of its own, for the crash test
 * (tests/integration/render-jobs-crash.test.ts): it opens DATABASE_URL and DATA_DIR as the service
 * does, starts the render queue's workers (lib/boot does the same), says `ready` on stdout and works
 * until it is killed. Run with `node --import tsx tests/support/render-instance.ts [hold] [queue <json>]`.
 *
 * - `hold`: every poster this instance draws is stored, then its store never answers: the instance
 *   holds its jobs mid-render (file written, nothing recorded) until it is killed.
 * - `queue <json>`: first makes the keys and queues the renders the JSON asks for
 *   ({keys: [{plan, credits?, used?}], renders: [key index, …], request}), and prints
 *   `queued {keys: [id…], renders: [id…]}`.
 */
import { getDb, usagePeriods, type Database } from '@/lib/db';
import { newId } from '@/lib/ids';
import { createKey } from '@/lib/keys';
import type { PlanId } from '@/lib/plans';
import { checkQueueRoom, insertQueuedRender, parseRenderRequest, renderQueue } from '@/lib/posters';
import { getObjectStore, type ObjectReader, type ObjectStore } from '@/lib/storage';
import { periodOf } from '@/lib/usage';

interface QueuePlan {
  keys: Array<{ plan: PlanId; credits?: number; used?: number }>;
  renders: number[];
  request: unknown;
}

const args = process.argv.slice(2);

if (args.includes('hold')) {
  const store = getObjectStore();
  const holding: ObjectStore & ObjectReader = {
    kind: store.kind,
    get: (key) => store.get(key),
    put: async (key, bytes, options) => {
      await store.put(key, bytes, options);
      return new Promise<never>(() => undefined);
    },
    delete: (key) => store.delete(key),
    exists: (key) => store.exists(key),
  };
  getObjectStore.set(holding);
}

async function queue(db: Database, plan: QueuePlan): Promise<{ keys: string[]; renders: string[] }> {
  const keys = [];
  for (const wanted of plan.keys) {
    const { record } = await createKey(db, { plan: wanted.plan, ...(wanted.credits === undefined ? {} : { credits: wanted.credits }) });
    if (wanted.used !== undefined) await db.insert(usagePeriods).values({ keyId: record.id, period: periodOf(new Date()), used: wanted.used });
    keys.push(record);
  }
  const request = parseRenderRequest(plan.request);
  await renderQueue.start();
  const ids = [];
  for (const index of plan.renders) {
    const key = keys[index]!;
    const id = newId('rnd');
    await db.transaction(async (tx) => {
      await checkQueueRoom(tx as unknown as Database, key, 1);
      await insertQueuedRender(tx as unknown as Database, key, id, request);
    });
    ids.push(id);
  }
  return { keys: keys.map((key) => key.id), renders: ids };
}

const db = await getDb();
const queueAt = args.indexOf('queue');
if (queueAt >= 0) {
  const queued = await queue(db, JSON.parse(args[queueAt + 1]!) as QueuePlan);
  process.stdout.write(`queued ${JSON.stringify(queued)}\n`);
}
await renderQueue.start();
process.stdout.write('ready\n');
