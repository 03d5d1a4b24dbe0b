import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PLACES } from '@/tests/support/engine';
import { createScratchDatabase, type ScratchDatabase } from '@/tests/support/postgres';
import { ROOT } from '@/tests/support/server';

/**
 * Three instances of the render workers (tests/support/render-instance.ts, each a process of its own)
 * on one PostgreSQL database and one object store; one of them is SIGKILLed while it holds jobs
 * mid-render (its posters stored, nothing recorded). Its jobs go to the others once their heartbeat
 * lapses, and every render ends once: charged exactly for what succeeded, a file for every charge.
 */
const serverUrl = process.env.DATABASE_URL;
/** The shortest heartbeat pg-boss takes: the killed instance's jobs are given to another one within about two. */
const HEARTBEAT_SECONDS = 10;
const monaco = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 256 };

const children: ChildProcess[] = [];
let scratch: ScratchDatabase | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await scratch?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts an instance; resolves with it and each line it printed that starts with one of `waitFor`, once all were printed. */
async function instance(args: string[], waitFor: string[]): Promise<{ child: ChildProcess; lines: Map<string, string> }> {
  // Node itself (tsx as its loader), not the tsx command: a SIGKILL must reach the process that holds the jobs.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/support/render-instance.ts'), ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: scratch!.url,
      DATA_DIR: dataDir,
      TILES_URL: PLACES,
      JOBS_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const lines = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const prefix = waitFor.find((wanted) => line.startsWith(wanted));
      if (prefix) lines.set(prefix, line.slice(prefix.length).trim());
      if (lines.size === waitFor.length) resolve();
    });
    child.on('exit', (code, signal) => reject(new Error(`instance exited (${code ?? signal}) before it was ready: ${stderr}`)));
  });
  return { child, lines };
}

describe.skipIf(!serverUrl)('three instances, one SIGKILLed mid-render (postgres)', () => {
  it('every render ends once, the charges are exactly the renders that succeeded, and each has its stored file', async () => {
    scratch = await createScratchDatabase(serverUrl!, 'atlasprint_crash');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-crash-'));
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    try {
      // A business key with room; a starter key 2 renders from its quota of 100 with 4 queued; a single-render key with 2 credits and 3 queued.
      const plan = {
        keys: [{ plan: 'business' }, { plan: 'starter', used: 98 }, { plan: 'single', credits: 2 }],
        renders: [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 0],
        request: monaco,
      };
      // The first instance queues them, and holds the jobs it takes (at most its 2 workers') mid-render.
      const holder = await instance(['hold', 'queue', JSON.stringify(plan)], ['queued', 'ready']);
      const queued = JSON.parse(holder.lines.get('queued')!) as { keys: string[]; renders: string[] };
      expect(queued.renders).toHaveLength(12);
      const rows = async () =>
        (
          await db.query<{
            id: string;
            key_id: string;
            status: string;
            storage_key: string | null;
            sha256: string | null;
            bytes: number | null;
            error: { code: string } | null;
          }>('select id, key_id, status, storage_key, sha256, bytes, error from renders order by id')
        ).rows;
      await expect.poll(async () => (await rows()).filter((row) => row.status === 'rendering').length, { timeout: 30_000, interval: 100 }).toBe(2);
      const held = (await rows()).filter((row) => row.status === 'rendering').map((row) => row.id);
      // Its posters are written, not recorded: the files of attempts that will never be charged.
      await expect
        .poll(() => fs.readdirSync(path.join(dataDir!, 'files/renders')).filter((file) => file.endsWith('.svg')).length, { timeout: 30_000, interval: 100 })
        .toBe(2);

      await Promise.all([instance([], ['ready']), instance([], ['ready'])]);
      holder.child.kill('SIGKILL');
      await new Promise((resolve) => holder.child.once('exit', resolve));

      await expect
        .poll(async () => (await rows()).filter((row) => row.status === 'queued' || row.status === 'rendering').length, {
          timeout: 120_000,
          interval: 250,
        })
        .toBe(0);
      const finished = await rows();
      expect(finished).toHaveLength(12);
      expect(finished.filter((row) => held.includes(row.id)).map((row) => row.status)).not.toContain('rendering');

      const byKey = (index: number, status: string) => finished.filter((row) => row.key_id === queued.keys[index] && row.status === status);
      // Business: all 5; starter: 2 of 4 (quota_exceeded); single: 2 of 3 (no_credits): failed renders are refused, never charged.
      expect([0, 1, 2].map((index) => [byKey(index, 'succeeded').length, byKey(index, 'failed').length])).toEqual([
        [5, 0],
        [2, 2],
        [2, 1],
      ]);
      expect(byKey(1, 'failed').map((row) => row.error?.code)).toEqual(['quota_exceeded', 'quota_exceeded']);
      expect(byKey(2, 'failed').map((row) => row.error?.code)).toEqual(['no_credits']);
      const usage = await db.query<{ key_id: string; used: number }>('select key_id, used from usage_periods');
      const used = (keyId: string) => usage.rows.filter((row) => row.key_id === keyId).reduce((sum, row) => sum + row.used, 0);
      expect([used(queued.keys[0]!), used(queued.keys[1]!)]).toEqual([5, 98 + 2]);
      const credits = await db.query<{ credits: number }>('select credits from api_keys where id = $1', [queued.keys[2]]);
      expect(credits.rows[0]!.credits).toBe(0);

      // A stored file for every charged render: its bytes as recorded, carrying its signed record (the row's sha256).
      for (const row of finished.filter((row) => row.status === 'succeeded')) {
        const file = fs.readFileSync(path.join(dataDir, 'files', row.storage_key!));
        expect(file.length).toBe(row.bytes);
        expect(file.toString('utf8')).toContain(row.sha256!);
      }
      // Every job ended: completed (a render refused for its key's allowance is a completed job too; one put back while its key had
      // its renders in hand is a job of its own), none left to run or failed. Eventually: a worker ends its render's row, then
      // pg-boss marks the job completed once the work returns, so the last job may still read active just after its render ended.
      const jobStates = async () =>
        (
          await db.query<{ state: string; jobs: number }>(
            "select state, count(*)::int as jobs from pgboss.job where name = 'render' group by state order by state",
          )
        ).rows;
      await expect.poll(async () => (await jobStates()).map((row) => row.state), { timeout: 30_000, interval: 250 }).toEqual(['completed']);
      expect((await jobStates())[0]!.jobs).toBeGreaterThanOrEqual(12);
    } finally {
      await db.end();
    }
  }, 180_000);
});
