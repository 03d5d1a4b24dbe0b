import { describe, expect, it } from 'vitest';
import { toApiError, type ApiError } from '@/lib/http';
import { createKey, findKeyById } from '@/lib/keys';
import { parseRenderRequest, renderForKey, type RenderDependencies } from '@/lib/posters';
import { getKeyring } from '@/lib/provenance';
import { parsePosterSpec, PdfPrinter, PosterEngine, RenderError, TileStore } from '@/lib/render';
import { renders } from '@/lib/db';
import { eq } from 'drizzle-orm';
import { CHROMIUM, instantEngine, PLACES } from '@/tests/support/engine';
import { LocalStore, type ObjectStore } from '@/lib/storage';
import { keyStatus } from '@/lib/usage';
import { useServiceDatabase } from '@/tests/support/database';

const database = useServiceDatabase();
const request = parseRenderRequest({ lat: 43.7375, lon: 7.4289, format: 'png' });

function engineThatFails(error: unknown): Pick<PosterEngine, 'render'> {
  return { render: () => Promise.reject(error) };
}
/** Draws at once: these tests are about what happens around the drawing. */
const workingEngine = instantEngine();

function deps(engine: Pick<PosterEngine, 'render'>, store?: ObjectStore): RenderDependencies {
  return { db: database.db(), engine, store: store ?? new LocalStore(process.env.DATA_DIR!, 'http://localhost:3000'), signer: getKeyring() };
}

/** The failure as REST and MCP would answer it (the domain says what went wrong; lib/http gives the status). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  const answered = toApiError(error);
  expect(answered, `not an error the API knows: ${String(error)}`).toBeDefined();
  return answered!;
}

describe(`render faults are never charged (${database.kind})`, () => {
  it('a render failure is a 502, safe to retry, and the reservation is given back', async () => {
    const { record } = await createKey(database.db(), { plan: 'pro' });
    const error = await failure(
      renderForKey(record, request, deps(engineThatFails(new RenderError('render_failed', 'rasterising the poster failed: out of memory')))),
    );
    expect(error.status).toBe(502);
    expect(error.message).toBe('render failed: rasterising the poster failed: out of memory; it was not charged and is safe to retry');
    expect((await keyStatus(database.db(), record)).used).toBe(0);
  });

  it('an unreachable map source is a 502 and refunds', async () => {
    const { record } = await createKey(database.db(), { plan: 'single', credits: 1 });
    const error = await failure(
      renderForKey(record, request, deps(engineThatFails(new RenderError('tiles_unavailable', 'map data source x could not be read: timeout')))),
    );
    expect(error.status).toBe(502);
    expect((await findKeyById(database.db(), record.id))!.credits).toBe(1);
  });

  it.each(['busy', 'timeout'] as const)('a %s renderer is a 503 with Retry-After, and refunds', async (code) => {
    const { record } = await createKey(database.db(), { plan: 'starter' });
    const error = await failure(renderForKey(record, request, deps(engineThatFails(new RenderError(code, 'renderer busy: retry in about a minute')))));
    expect(error.status).toBe(503);
    expect(error.code).toBe(code);
    expect(error.headers['Retry-After']).toBe('60');
    expect(error.message).toContain('(not charged)');
    expect((await keyStatus(database.db(), record)).used).toBe(0);
  });

  it('an unexpected engine crash is a 502 that refunds', async () => {
    const { record } = await createKey(database.db(), { plan: 'starter' });
    const error = await failure(renderForKey(record, request, deps(engineThatFails(new TypeError('undefined is not a function')))));
    expect(error.status).toBe(502);
    expect((await keyStatus(database.db(), record)).used).toBe(0);
  });

  it('a storage failure is a 502 that refunds', async () => {
    const { record } = await createKey(database.db(), { plan: 'pro' });
    const brokenStore: ObjectStore = {
      kind: 's3',
      put: () => Promise.reject(new Error('connection reset')),
      delete: async () => {},
      exists: async () => false,
    };
    const error = await failure(renderForKey(record, request, deps(workingEngine, brokenStore)));
    expect([error.status, error.message]).toEqual([502, 'storing the poster failed; it was not charged and is safe to retry']);
    expect((await keyStatus(database.db(), record)).used).toBe(0);
  });

  it('a render that cannot be recorded is removed from storage, refunded, and never verifies', async () => {
    const { record } = await createKey(database.db(), { plan: 'pro' });
    const local = new LocalStore(process.env.DATA_DIR!, 'http://localhost:3000');
    const kept: string[] = [];
    const watched: ObjectStore = {
      kind: 'local',
      put: async (key, bytes, options) => (kept.push(key), local.put(key, bytes, options)),
      delete: (key) => local.delete(key),
      exists: (key) => local.exists(key),
    };
    // The renders table refuses the row (as a database that drops mid-render would); everything else works.
    const db = database.db();
    // In a transaction too: the row is written in one with taking the render's counting slot.
    const refusingRenders = <T extends object>(handle: T): T =>
      new Proxy(handle, {
        get(target, property, receiver) {
          const inner = target as unknown as typeof db;
          if (property === 'insert')
            return (table: unknown) =>
              table === renders ? { values: () => Promise.reject(new Error('connection terminated')) } : inner.insert(table as typeof renders);
          if (property === 'transaction')
            return (work: (tx: unknown) => Promise<unknown>, ...rest: unknown[]) =>
              (inner.transaction as (...args: unknown[]) => Promise<unknown>)((tx: object) => work(refusingRenders(tx)), ...rest);
          return Reflect.get(target, property, receiver);
        },
      });
    const failingDb = refusingRenders(db);
    const error = await failure(renderForKey(record, request, { ...deps(workingEngine, watched), db: failingDb }));
    expect([error.status, error.code, error.headers['Retry-After']]).toEqual([503, 'database_unavailable', '5']);
    expect(kept).toHaveLength(1);
    expect(await local.read(kept[0]!)).toBeUndefined();
    expect((await keyStatus(db, record)).used).toBe(0);
    expect(await db.select().from(renders).where(eq(renders.keyId, record.id))).toEqual([]);
  });

  it('a successful render is counted once', async () => {
    const { record } = await createKey(database.db(), { plan: 'pro' });
    const { result } = await renderForKey(record, request, deps(workingEngine));
    expect(result.usage).toEqual({ used: 1, quota: 1000, remaining: 999 });
    expect((await keyStatus(database.db(), record)).used).toBe(1);
  });
});

describe(`a caller who goes away (${database.kind})`, () => {
  /** Calls `onRead` when a render gets as far as reading its map tiles: it is then under way. */
  class WatchedTileStore extends TileStore {
    onRead: (() => void) | undefined;
    override getAll(...args: Parameters<TileStore['getAll']>): ReturnType<TileStore['getAll']> {
      this.onRead?.();
      return super.getAll(...args);
    }
  }
  const tileStore = new WatchedTileStore();
  const engine = new PosterEngine({ tilesUrl: PLACES, concurrency: 1, tileStore });
  const big = parseRenderRequest({ lat: 39.279, lon: -76.585, zoom: 14, format: 'png', maxDimension: 4096 });
  const small = parseRenderRequest({ lat: 43.7375, lon: 7.4289, zoom: 15, format: 'png', maxDimension: 256 });

  it('stops the render, refunds it, and stores nothing', async () => {
    const { record } = await createKey(database.db(), { plan: 'pro' });
    const stored: string[] = [];
    const store = { put: async (key: string) => (stored.push(key), { url: `http://localhost/${key}` }) } as unknown as ObjectStore;
    const controller = new AbortController();
    // The caller leaves while the render is under way (reading its tiles), not at some guessed moment.
    tileStore.onRead = () => {
      tileStore.onRead = undefined;
      controller.abort();
    };
    const error = await failure(renderForKey(record, big, deps(engine, store), { signal: controller.signal }));
    expect(controller.signal.aborted).toBe(true);
    expect(error.status).toBe(499);
    expect((await keyStatus(database.db(), record)).used).toBe(0);
    expect(stored).toEqual([]);
    expect(await database.db().select().from(renders).where(eq(renders.keyId, record.id))).toEqual([]);
  });

  it('never starts a render whose caller left while it waited in the queue', async () => {
    // The first holds the engine's one slot from this call until it ends, and the second's caller leaves
    // before either call returns: any size keeps the second waiting, so the first is small.
    const first = engine.render(small.spec);
    const controller = new AbortController();
    const second = engine.render(big.spec, { signal: controller.signal });
    controller.abort();
    const [done, stopped] = await Promise.allSettled([first, second]);
    expect(done.status).toBe('fulfilled');
    expect(stopped).toMatchObject({ status: 'rejected', reason: { code: 'aborted' } });
  });

  it('refuses at once a signal that has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(engine.render(parsePosterSpec({ lat: 43.7375, lon: 7.4289 }), { signal: controller.signal })).rejects.toMatchObject({ code: 'aborted' });
  });
});

describe.runIf(CHROMIUM)(`Chromium killed mid-PDF (${database.kind})`, () => {
  /** The real printer, whose browser is killed (SIGKILL) as soon as the next print has been taken on. */
  class ArmedPrinter extends PdfPrinter {
    armed = false;
    override print(...args: Parameters<PdfPrinter['print']>): ReturnType<PdfPrinter['print']> {
      const printing = super.print(...args);
      if (this.armed) {
        this.armed = false;
        // The job holds a page slot of this browser now; it dies under the job.
        const pid = this.browserPid;
        if (pid) process.kill(pid, 'SIGKILL');
      }
      return printing;
    }
  }

  it('answers 502, refunds, stores nothing, and the next PDF works', async () => {
    const printer = new ArmedPrinter({ executablePath: CHROMIUM });
    const engine = new PosterEngine({ tilesUrl: PLACES, printer });
    // Small: the browser is killed as the print is taken on, whatever the sheet's size.
    const pdf = parseRenderRequest({ lat: 43.7375, lon: 7.4289, zoom: 15, format: 'pdf', maxDimension: 512 });
    const { record } = await createKey(database.db(), { plan: 'pro' });
    const stored: string[] = [];
    const local = new LocalStore(process.env.DATA_DIR!, 'http://localhost:3000');
    const store: ObjectStore = {
      kind: 'local',
      put: (key, bytes, options) => (stored.push(key), local.put(key, bytes, options)),
      delete: (key) => local.delete(key),
      exists: (key) => local.exists(key),
    };

    await renderForKey(record, pdf, deps(engine, store)); // the browser is up
    const pid = printer.browserPid;
    printer.armed = true;
    const error = await failure(renderForKey(record, pdf, deps(engine, store)));
    expect([error.status, error.code]).toEqual([502, 'render_failed']);
    expect(error.message).toMatch(/not charged and is safe to retry$/);
    expect(stored).toHaveLength(1);
    expect((await keyStatus(database.db(), record)).used).toBe(1);

    const { result } = await renderForKey(record, pdf, deps(engine, store));
    expect(printer.browserPid).not.toBe(pid);
    const file = await local.read(stored[1]!);
    expect(file?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(result.usage).toMatchObject({ used: 2 });
    await printer.close();
  });
});
