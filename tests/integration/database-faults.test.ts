import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, renders, type Database, type DatabaseHandle } from '@/lib/db';
import { toApiError } from '@/lib/http';
import { createKey } from '@/lib/keys';
import { parseRenderRequest, renderForKey } from '@/lib/posters';
import { getKeyring } from '@/lib/provenance';
import { LocalStore, type ObjectStore } from '@/lib/storage';
import { keyStatus } from '@/lib/usage';
import { useServiceDatabase } from '@/tests/support/database';
import { instantEngine } from '@/tests/support/engine';
import { tcpCut, type TcpCut } from '@/tests/support/tcp-cut';

/**
 * The database goes away while a poster is being drawn: the caller gets a 503 it can retry,
 * nothing stays stored or public, and the render is not charged once the database is back.
 */
const database = useServiceDatabase();
const request = parseRenderRequest({ lat: 43.7375, lon: 7.4289, format: 'png' });

const engineThat = instantEngine;

/** A store that records what it was given, over the real local store. */
function watchedStore(): { store: ObjectStore; kept: string[]; local: LocalStore } {
  const local = new LocalStore(process.env.DATA_DIR!, 'http://localhost:3000');
  const kept: string[] = [];
  return {
    local,
    kept,
    store: {
      kind: 'local',
      put: async (key, bytes, options) => (kept.push(key), local.put(key, bytes, options)),
      delete: (key) => local.delete(key),
      exists: (key) => local.exists(key),
    },
  };
}

describe.runIf(database.kind === 'postgres')('PostgreSQL unreachable mid-render (a real connection cut)', () => {
  let relay: TcpCut | undefined;
  let proxied: DatabaseHandle | undefined;
  afterAll(async () => {
    await proxied?.close().catch(() => {});
    await relay?.close();
  });

  it('answers 503 database_unavailable, keeps nothing, and the refund lands when the database is back', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    relay = await tcpCut(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    proxied = await openDatabase({ kind: 'postgres', url: url.toString() });
    const db: Database = proxied.db;
    const { record } = await createKey(db, { plan: 'pro' });
    const { store, kept, local } = watchedStore();

    const error = toApiError(
      await renderForKey(record, request, { db, engine: engineThat(() => relay!.cut()), store, signer: getKeyring() }).then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
    expect([error?.status, error?.code, error?.headers['Retry-After']]).toEqual([503, 'database_unavailable', '5']);
    expect(error?.message).toMatch(/not charged/);
    // Stored before the row failed, then removed: no public poster that verifies as ours.
    expect(kept).toHaveLength(1);
    expect(await local.read(kept[0]!)).toBeUndefined();
    // While it is down the reservation stands; the refund is retried until it lands.
    expect((await keyStatus(database.db(), record)).used).toBe(1);
    relay.restore();
    await expect.poll(async () => (await keyStatus(database.db(), record)).used, { timeout: 20_000, interval: 250 }).toBe(0);
    expect(await database.db().select().from(renders).where(eq(renders.keyId, record.id))).toEqual([]);
  });
});

describe(`the database lost after the reservation (${database.kind})`, () => {
  it('answers 503, removes the poster, and refunds once the database answers again', async () => {
    const real = database.db();
    const { record } = await createKey(real, { plan: 'starter' });
    let down = false;
    // Every query fails while "down", with the driver's own words for a dropped connection.
    const lost = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });
    const rejecting: unknown = new Proxy(() => {}, {
      get: (_, property) => {
        if (property !== 'then' && property !== 'catch' && property !== 'finally') return () => rejecting;
        const failed = Promise.reject(lost());
        return failed[property].bind(failed);
      },
      apply: () => rejecting,
    });
    const db = new Proxy(real, {
      get: (target, property, receiver) =>
        down && ['insert', 'update', 'delete', 'select', 'execute', 'transaction'].includes(String(property))
          ? () => rejecting
          : Reflect.get(target, property, receiver),
    });
    const { store, kept, local } = watchedStore();
    const error = toApiError(
      await renderForKey(record, request, { db, engine: engineThat(() => (down = true)), store, signer: getKeyring() }).then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
    expect([error?.status, error?.code]).toEqual([503, 'database_unavailable']);
    expect(await local.read(kept[0]!)).toBeUndefined();
    expect((await keyStatus(real, record)).used).toBe(1);
    down = false;
    await expect.poll(async () => (await keyStatus(real, record)).used, { timeout: 20_000, interval: 250 }).toBe(0);
  });
});
