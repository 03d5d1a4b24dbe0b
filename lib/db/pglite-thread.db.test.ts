import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/errors';
import { seedEmbeddedDatabase } from '@/tests/support/database';
import { PgliteThread, pgliteRuntime } from './pglite-thread';

/**
 * The embedded database on its own thread (./pglite-thread.ts, ./pglite-worker.mjs), on a copy of the run's
 * migrated PGlite folder: what crosses (rows, PostgreSQL's errors, notifications), what waits (statements
 * behind a transaction) and what ends (close, a thread that dies). The integration-pglite project only: the
 * PostgreSQL project has no PGlite folder to copy.
 */
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function freshFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-pglite-thread-'));
  folders.push(folder);
  const dir = path.join(folder, 'pglite');
  seedEmbeddedDatabase(dir);
  return dir;
}

const moments = pgTable('thread_moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  atText: timestamp('at_text', { mode: 'string' }).notNull(),
  day: date('day').notNull(),
});

describe.runIf(inject('pgliteTemplate'))('the embedded database on its own thread', () => {
  // One thread for the tests that leave it open (opening a folder takes seconds on a busy machine); the last two end their own.
  let dir: string;
  let thread: PgliteThread;
  beforeAll(async () => {
    dir = freshFolder();
    thread = await PgliteThread.open(dir);
  });
  beforeEach(async () => {
    // The last two tests end the shared thread, and start one of their own.
    if (!thread.closed) await thread.exec('DROP TABLE IF EXISTS thread_notes; CREATE TABLE thread_notes (id integer PRIMARY KEY, body text NOT NULL)');
  });
  afterAll(async () => {
    await thread.close();
  });

  it("is opened with PGlite's WebAssembly compiled once a process, found in the installed package (not left to PGlite to load again)", async () => {
    const runtime = await pgliteRuntime();
    expect(runtime?.wasmModule).toBeInstanceOf(WebAssembly.Module);
    expect(WebAssembly.Module.exports(runtime!.wasmModule).length).toBeGreaterThan(100);
    expect(runtime?.fsBundle.size).toBeGreaterThan(1_000_000);
    expect(await pgliteRuntime()).toBe(runtime);
  });

  it('answers rows in either row mode, and every statement of an exec', async () => {
    const objects = await thread.query<{ id: number; body: string }>('INSERT INTO thread_notes VALUES ($1, $2), ($3, $4) RETURNING *', [1, 'one', 2, 'two']);
    expect(objects.rows).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ]);
    const arrays = await thread.query<unknown[]>('SELECT id, body FROM thread_notes WHERE id = $1', [2], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[2, 'two']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'body']);
    const results = await thread.exec("UPDATE thread_notes SET body = 'uno' WHERE id = 1; SELECT body FROM thread_notes ORDER BY id");
    expect(results.at(-1)?.rows).toEqual([{ body: 'uno' }, { body: 'two' }]);
  });

  it('hands drizzle timestamps, dates and their text as drizzle expects (its parsers applied on this side)', async () => {
    await thread.exec('CREATE TABLE thread_moments (id integer PRIMARY KEY, at timestamptz NOT NULL, at_text timestamp NOT NULL, day date NOT NULL)');
    const db = drizzle({ client: thread as never });
    const at = new Date('2026-03-04T05:06:07.891Z');
    await db.insert(moments).values({ id: 1, at, atText: '2026-03-04 05:06:07.891', day: '2026-03-04' });
    const [row] = await db.select().from(moments).where(eq(moments.id, 1));
    if (!row) throw new Error('the row written is not read back');
    expect(row.at).toBeInstanceOf(Date);
    expect(row.at.toISOString()).toBe(at.toISOString());
    expect(row.atText).toBe('2026-03-04 05:06:07.891');
    expect(row.day).toBe('2026-03-04');
    // Raw SQL through drizzle keeps PostgreSQL's text for timestamps (its identity parsers), as on PGlite itself.
    const raw = await db.execute<{ at: unknown }>(sql`SELECT at FROM thread_moments`);
    expect(raw.rows[0]?.at).toBe('2026-03-04 05:06:07.891+00');
  });

  it("fails a statement with PostgreSQL's code, message and fields, and the next statement runs", async () => {
    await thread.query('INSERT INTO thread_notes VALUES (1, $1)', ['one']);
    const duplicate = await thread.query('INSERT INTO thread_notes VALUES (1, $1)', ['again']).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "thread_notes_pkey"',
      constraint: 'thread_notes_pkey',
      table: 'thread_notes',
    });
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    await expect(thread.query('SELEKT 1')).rejects.toMatchObject({ code: '42601', message: expect.stringContaining('syntax error') });
    expect((await thread.query('SELECT count(*)::int AS n FROM thread_notes')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction whose callback resolves, and rolls back one whose callback fails', async () => {
    const kept = await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_notes VALUES (1, $1)', ['kept']);
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM thread_notes')).rows[0]?.n;
    });
    expect(kept).toBe(1);
    const failed = thread.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_notes VALUES (2, $1)', ['dropped']);
      throw new Error('the callback failed');
    });
    await expect(failed).rejects.toThrow('the callback failed');
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_notes VALUES (3, $1)', ['rolled back']);
      await tx.rollback();
    });
    expect((await thread.query('SELECT body FROM thread_notes ORDER BY id')).rows).toEqual([{ body: 'kept' }]);
  });

  it('holds statements from outside a transaction until it commits, while a ping answers at once', async () => {
    let outsideSettled = false;
    let outside: Promise<number | undefined> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_notes VALUES (1, $1)', ['inside']);
      outside = thread.query<{ n: number }>('SELECT count(*)::int AS n FROM thread_notes').then((result) => {
        outsideSettled = true;
        return result.rows[0]?.n;
      });
      // Sent after the outside statement: the thread has taken that one up and it waits for the transaction's lock.
      await tx.query('SELECT 1');
      await thread.ping(10_000);
      expect(outsideSettled).toBe(false);
    });
    // It ran after the commit: it sees the row.
    expect(await outside).toBe(1);
  });

  it('delivers NOTIFY to listeners, and no longer after they stop listening', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('thread_news', (payload) => heard.push(`news: ${payload}`));
    const stopOther = await thread.listen('thread_other', (payload) => heard.push(`other: ${payload}`));
    await thread.query("SELECT pg_notify('thread_news', 'first')");
    await stop();
    await thread.query("SELECT pg_notify('thread_news', 'after stopping')");
    const lastHeard = new Promise<void>((resolve) => {
      void thread.listen('thread_other', (payload) => payload === 'last' && resolve());
    });
    await thread.query("SELECT pg_notify('thread_other', 'last')");
    await lastHeard;
    // Notifications arrive in order: by the last one, one sent after stopping would have arrived too.
    expect(heard).toEqual(['news: first', 'other: last']);
    await stopOther();
  });

  it('closes: PGlite flushed to its folder, the thread ended, later statements refused as the database unavailable', async () => {
    await thread.query('INSERT INTO thread_notes VALUES (1, $1)', ['written before closing']);
    const worker = (thread as unknown as { worker: Worker }).worker;
    let ended = false;
    worker.once('exit', () => {
      ended = true;
    });
    await thread.close();
    expect(ended).toBe(true);
    const refused = await thread.query('SELECT 1').catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '08003', message: expect.stringContaining('closed') });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // The folder is whole (opened again, the row is there) and no longer written: it can be removed.
    const again = await PgliteThread.open(dir);
    expect((await again.query('SELECT body FROM thread_notes')).rows).toEqual([{ body: 'written before closing' }]);
    await again.close();
    fs.rmSync(dir, { recursive: true });
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('fails statements with a clear error, not a hang, when its thread dies', async () => {
    thread = await PgliteThread.open(freshFolder());
    const worker = (thread as unknown as { worker: Worker }).worker;
    const inFlight = thread.query('SELECT count(*) FROM generate_series(1, 2000000)').catch((error: unknown) => error);
    await worker.terminate();
    const error = await inFlight;
    expect(error).toMatchObject({ code: '08006', message: expect.stringContaining("the embedded database's thread stopped") });
    expect(isDatabaseUnavailable(error)).toBe(true);
    await expect(thread.query('SELECT 1')).rejects.toMatchObject({ code: '08006' });
    await expect(thread.ping(1_000)).rejects.toMatchObject({ code: '08006' });
    await expect(thread.transaction(async () => 'never run')).rejects.toMatchObject({ code: '08006' });
  });
});
