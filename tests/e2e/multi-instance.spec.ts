import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import S3rver from 's3rver';
import { extractFromPng } from '@/lib/provenance';
import { PLACES } from '@/tests/support/engine';
import { createScratchDatabase, type ScratchDatabase } from '@/tests/support/postgres';
import { buildIfNeeded, lastLine, runScript, startServer, type RunningServer } from '@/tests/support/server';

/**
 * Three instances of the built server (as `npm start` runs it) on loopback ports, against one real
 * PostgreSQL (a database of this run's own, dropped after) and one S3-compatible store (s3rver), as
 * behind a load balancer: whatever one instance does, the others see at once.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const MONACO = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco' };

type Json = Record<string, any>;
interface Answer {
  status: number;
  json: Json;
  headers: Headers;
}

test.describe('three instances on one PostgreSQL and one S3 store', () => {
  test.skip(
    !SERVER_URL,
    'needs TEST_DATABASE_URL, a real PostgreSQL whose role may create databases: .ci/run sets it; locally TEST_DATABASE_URL=$(bash .ci/start-postgres.sh | tail -n 1) npx playwright test multi-instance',
  );

  let database: ScratchDatabase | undefined;
  let s3: S3rver | undefined;
  let s3Dir = '';
  let instances: RunningServer[] = [];
  let sql: pg.Client | undefined;
  let env: Record<string, string> = {};

  async function call(
    instance: RunningServer,
    pathname: string,
    init: { method?: string; key?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`${instance.url}${pathname}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.key ? { Authorization: `Bearer ${init.key}` } : {}),
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    });
    const text = await response.text();
    let json: Json = {};
    try {
      json = JSON.parse(text) as Json;
    } catch {
      /* not JSON (a redirect) */
    }
    return { status: response.status, json, headers: response.headers };
  }

  const render = (instance: RunningServer, key: string, fields: Json = {}, headers: Record<string, string> = {}) =>
    call(instance, '/v1/render', { key, body: { ...MONACO, format: 'svg', maxDimension: 256, ...fields }, headers });
  const verify = (instance: RunningServer, body: Json) => call(instance, '/v1/verify', { body });
  const me = (instance: RunningServer, key: string) => call(instance, '/v1/me', { key });
  const kids = async (instance: RunningServer) =>
    ((await call(instance, '/.well-known/atlasprint-signing-key.json')).json.keys as { kid: string }[]).map((key) => key.kid);

  async function createKey(args: string[]): Promise<string> {
    const created = await runScript('key:create', args, env);
    expect(created.code, created.stderr).toBe(0);
    return lastLine(created.stdout);
  }

  function tally(answers: Answer[]): Record<number, number> {
    const counts: Record<number, number> = {};
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }

  test.beforeAll(async () => {
    // Building (when the sources changed) takes minutes on two cores; then three servers start.
    test.setTimeout(480_000);
    await buildIfNeeded();
    database = await createScratchDatabase(SERVER_URL!, 'atlasprint_multi');
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-multi-s3-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'posters', configs: [] }] });
    const { port } = await s3.run();
    env = {
      DATABASE_URL: database.url,
      PAYMENTS: 'test',
      PUBLIC_BASE_URL: 'https://posters.example',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'posters',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      TILES_URL: PLACES,
    };
    // All three at once on the empty database: they take turns migrating and make one signing key between them.
    instances = await Promise.all([0, 1, 2].map(() => startServer({ env })));
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });

  test.afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    for (const instance of instances) fs.rmSync(instance.dataDir, { recursive: true, force: true });
    await sql?.end();
    await s3?.close();
    if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
    await database?.drop();
  });

  test('started together on an empty database, they made one signing key, and every instance publishes it', async () => {
    const listed = await Promise.all(instances.map(kids));
    expect(listed[0]).toHaveLength(1);
    expect(listed).toEqual([listed[0], listed[0], listed[0]]);
    expect((await sql!.query('SELECT count(*)::int AS n FROM signing_keys')).rows[0].n).toBe(1);
  });

  test('credits are exact: 30 renders of a 10-credit key spread over the three at once → 10 × 200, 20 × 402, none left anywhere', async () => {
    const key = await createKey(['--plan', 'single', '--credits', '10']);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => render(instances[n % 3]!, key)));
    expect(tally(answers)).toEqual({ 200: 10, 402: 20 });
    for (const refused of answers.filter((answer) => answer.status === 402)) expect(refused.json.code).toBe('no_credits');
    // Each success took its own credit: the credits left after each are 9, 8, … 0, once each.
    const left = answers.filter((answer) => answer.status === 200).map((answer) => answer.json.usage.credits as number);
    expect(left.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Every instance now says none are left.
    for (const instance of instances) expect((await me(instance, key)).json).toMatchObject({ plan: 'single', credits: 0 });
    const prefix = key.slice(0, 12);
    const rendered = await sql!.query('SELECT count(*)::int AS n FROM renders r JOIN api_keys k ON k.id = r.key_id WHERE k.key_prefix = $1', [prefix]);
    expect(rendered.rows[0].n).toBe(10);
  });

  test('a monthly quota is exact: 5 renders left, 15 at once over the three → 5 × 200, 10 × 429, used = quota everywhere', async () => {
    const key = await createKey(['--plan', 'pro']);
    const quota = (await me(instances[0]!, key)).json.quota as number;
    const period = new Date().toISOString().slice(0, 7);
    await sql!.query(
      `INSERT INTO usage_periods (key_id, period, used) SELECT id, $2, $3 FROM api_keys WHERE key_prefix = $1
       ON CONFLICT (key_id, period) DO UPDATE SET used = EXCLUDED.used`,
      [key.slice(0, 12), period, quota - 5],
    );
    const answers = await Promise.all(Array.from({ length: 15 }, (_, n) => render(instances[n % 3]!, key)));
    expect(tally(answers)).toEqual({ 200: 5, 429: 10 });
    for (const refused of answers.filter((answer) => answer.status === 429)) expect(refused.json.code).toBe('quota_exceeded');
    for (const instance of instances) expect((await me(instance, key)).json).toMatchObject({ used: quota, remaining: 0 });
  });

  test('a paid checkout is revealed once across instances: 9 reveals at once (three per instance) → one 200, eight 410', async () => {
    const started = await call(instances[0]!, '/v1/checkout', { body: { plan: 'single' } });
    expect(started.status).toBe(200);
    const { id } = started.json as { id: string };
    expect((await call(instances[1]!, `/v1/key?session_id=${id}`)).status).toBe(202); // not paid yet, seen from another instance
    expect((await call(instances[2]!, `/checkout/${id}/pay`, { method: 'POST' })).status).toBe(303);
    const reveals = await Promise.all(Array.from({ length: 9 }, (_, n) => call(instances[n % 3]!, `/v1/key?session_id=${id}`)));
    expect(tally(reveals)).toEqual({ 200: 1, 410: 8 });
    const { key } = reveals.find((answer) => answer.status === 200)!.json as { key: string };
    for (const instance of instances) expect((await me(instance, key)).status).toBe(200);
  });

  test('a rotated API key is refused on every instance at once, and the new one works on all', async () => {
    const old = await createKey(['--plan', 'pro']);
    expect((await Promise.all(instances.map((instance) => me(instance, old)))).map((answer) => answer.status)).toEqual([200, 200, 200]);
    const rotated = await call(instances[2]!, '/v1/keys/rotate', { method: 'POST', key: old });
    expect(rotated.status).toBe(200);
    const fresh = rotated.json.key as string;
    const [before, after] = await Promise.all([
      Promise.all(instances.map((instance) => me(instance, old))),
      Promise.all(instances.map((instance) => me(instance, fresh))),
    ]);
    expect(before.map((answer) => answer.status)).toEqual([401, 401, 401]);
    expect(after.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });

  test('a poster rendered on one instance verifies on the others (valid, logged); its url serves it, and its embedded record verifies too', async () => {
    const key = await createKey(['--plan', 'pro']);
    const rendered = await render(instances[0]!, key, { format: 'png' });
    expect(rendered.status).toBe(200);
    const { signature, ...record } = rendered.json.provenance as Json;
    expect(rendered.json.url).toMatch(new RegExp(`^${env.S3_ENDPOINT}/posters/renders/rnd_\\w+\\.png$`));
    const file = await fetch(rendered.json.url as string);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(rendered.json.bytes);
    const embedded = extractFromPng(bytes)!;
    expect(createHash('sha256').update(embedded.original).digest('hex')).toBe(record.sha256);
    for (const instance of instances.slice(1)) {
      expect((await verify(instance, { ...record, sig: signature })).json).toMatchObject({ valid: true, logged: true, id: record.id });
      expect((await verify(instance, JSON.parse(embedded.text) as Json)).json).toMatchObject({ valid: true, logged: true });
      expect(await kids(instance)).toContain(record.kid);
    }
  });

  test('an Idempotency-Key sent to all three at once, then retried on each: one render, charged once, the same result everywhere', async () => {
    const key = await createKey(['--plan', 'pro']);
    const headers = { 'Idempotency-Key': `multi-${Date.now()}` };
    const first = await Promise.all(instances.map((instance) => render(instance, key, {}, headers)));
    // One renders; the others see it in flight (409) or, once it is done, get its result.
    expect(first.every((answer) => answer.status === 200 || (answer.status === 409 && answer.json.code === 'conflict'))).toBe(true);
    expect(first.filter((answer) => answer.status === 200 && answer.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    const ids = new Set<string>();
    for (const instance of [...instances, ...instances]) {
      // A 409 says the first is still rendering: retried until it is done.
      await expect(async () => {
        const answer = await render(instance, key, {}, headers);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('idempotent-replayed')).toBe('true');
        ids.add(answer.json.id as string);
      }).toPass({ timeout: 30_000 });
    }
    for (const answer of first.filter((answer) => answer.status === 200)) ids.add(answer.json.id as string);
    expect(ids.size).toBe(1);
    for (const instance of instances) expect((await me(instance, key)).json.used).toBe(1);
  });

  test('npm run signing:rotate on the database: every instance signs with the new key at once; what the old one signed verifies on all', async () => {
    const key = await createKey(['--plan', 'pro']);
    const before = await render(instances[1]!, key);
    const oldKid = before.json.provenance.kid as string;
    const rotated = await runScript('signing:rotate', [], env);
    expect(rotated.code, rotated.stderr).toBe(0);
    const newKid = lastLine(rotated.stdout);
    expect(newKid).not.toBe(oldKid);
    for (const instance of instances) expect(await kids(instance)).toEqual([newKid, oldKid]);
    const after = await Promise.all(instances.map((instance) => render(instance, key)));
    expect(after.map((answer) => answer.json.provenance.kid)).toEqual([newKid, newKid, newKid]);
    for (const [n, instance] of instances.entries()) {
      for (const poster of [before, after[(n + 1) % 3]!]) {
        const { signature, ...record } = poster.json.provenance as Json;
        expect((await verify(instance, { ...record, sig: signature })).json).toMatchObject({ valid: true, logged: true });
      }
    }
    const retired = await sql!.query('SELECT private_key, retired_at FROM signing_keys WHERE kid = $1', [oldKid]);
    expect(retired.rows[0].private_key).toBeNull();
    expect(retired.rows[0].retired_at).toBeInstanceOf(Date);
  });
});
