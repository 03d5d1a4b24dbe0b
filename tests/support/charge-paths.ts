import { randomUUID } from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import { renders, usagePeriods, type ApiKeyRow, type Database } from '@/lib/db';
import { newId } from '@/lib/ids';
import { createKey } from '@/lib/keys';
import { parseRenderRequest, renderDependencies, renderForKey, renderQueue, workOnRender, type RenderDependencies } from '@/lib/posters';

/** What the charge-path tests (lib/posters/*.db.test.ts) share: a small poster, its rows, its charges, draws held on demand. */

export const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 256 };
export const request = parseRenderRequest(monaco);

/** A queued render's row, as POST /v1/renders writes it (its job is the test's to run). */
export async function queuedRow(db: Database, key: ApiKeyRow): Promise<string> {
  const id = newId('rnd');
  await db.insert(renders).values({ id, keyId: key.id, plan: key.plan, status: 'queued', request, spec: request.spec });
  return id;
}

export const attempt = (id: string, deps: RenderDependencies, retryCount = 0) =>
  workOnRender({ id: randomUUID(), name: 'render', data: { renderId: id }, retryCount, signal: new AbortController().signal } as never, deps);

export async function row(db: Database, id: string) {
  const [found] = await db.select().from(renders).where(eq(renders.id, id));
  return found!;
}

export async function charged(db: Database, keyId: string): Promise<number> {
  const [found] = await db
    .select({ used: sum(usagePeriods.used) })
    .from(usagePeriods)
    .where(eq(usagePeriods.keyId, keyId));
  return Number(found?.used ?? 0);
}

/**
 * The real dependencies, with each draw held until `release()` (and `drawing` resolved once `expected`
 * draws are held), and every file the renders stored noted.
 */
export function heldDependencies(db: Database, expected: number) {
  const real = renderDependencies(db);
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered = 0;
  let allEntered!: () => void;
  const drawing = new Promise<void>((resolve) => {
    allEntered = resolve;
  });
  const stored: string[] = [];
  const deps: RenderDependencies = {
    ...real,
    engine: {
      render: async (spec, options) => {
        entered += 1;
        if (entered === expected) allEntered();
        await released;
        return real.engine.render(spec, options);
      },
    },
    store: {
      kind: real.store.kind,
      put: (key, bytes, options) => {
        stored.push(key);
        return real.store.put(key, bytes, options);
      },
      delete: (key) => real.store.delete(key),
      exists: (key) => real.store.exists(key),
    },
  };
  return { deps, drawing, release, stored };
}

/** A starter key (one render at a time) whose synchronous render is held mid-draw, and a queued render of it waiting. */
export async function starterBusyWithSyncRender(db: Database) {
  const { record } = await createKey(db, { plan: 'starter' });
  await renderQueue.start();
  const held = heldDependencies(db, 1);
  const synchronous = renderForKey(record, request, held.deps);
  await held.drawing;
  const id = await queuedRow(db, record);
  return { record, held, synchronous, id };
}
