import { generateKeyPairSync, sign } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { canonicalBytes } from '@/lib/provenance';
import { PLACES } from '@/tests/support/engine';
import { lastLine, runScript, startServer, type RunningServer } from '@/tests/support/server';

/**
 * Embedded (PGlite) signing keys as `npm start` runs them: a data dir from before keys moved to the
 * database keeps its DATA_DIR/signing-key.pem as the current key, and `npm run signing:rotate`
 * works while the server holds the database (through the operator endpoint) and without it.
 */
test.describe('signing keys of an embedded deployment', () => {
  let server: RunningServer;
  let root: string;
  let dataDir: string;
  const env = { TILES_URL: PLACES };
  // The key an earlier version generated into DATA_DIR/signing-key.pem.
  const before = generateKeyPairSync('ed25519').privateKey;
  let beforeKid = '';
  let earlier: { record: Record<string, unknown>; sig: string } | undefined;

  const get = async (url: string) => (await fetch(url)).json() as Promise<Record<string, any>>;
  const kids = async () => ((await get(`${server.url}/.well-known/atlasprint-signing-key.json`)).keys as { kid: string }[]).map((key) => key.kid);
  const verify = async (body: Record<string, unknown>) =>
    (
      await fetch(`${server.url}/v1/verify`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    ).json() as Promise<{ valid: boolean; logged: boolean }>;
  async function render(key: string) {
    const response = await fetch(`${server.url}/v1/render`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', format: 'svg', maxDimension: 256 }),
    });
    expect(response.status).toBe(200);
    const { provenance } = (await response.json()) as { provenance: Record<string, unknown> & { signature: string; kid: string } };
    const { signature, ...record } = provenance;
    return { record, sig: signature, kid: provenance.kid };
  }

  test.beforeAll(async () => {
    test.setTimeout(300_000); // starting may run `next build` first
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-keys-e2e-'));
    dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'signing-key.pem'), before.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    server = await startServer({ dataDir, env });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  test('a DATA_DIR/signing-key.pem from before stays the current key: records it signed verify, new posters name it', async () => {
    const listed = await kids();
    expect(listed).toHaveLength(1);
    beforeKid = listed[0]!;
    // A record as the earlier version wrote it: no kid, signed with the file's key.
    const old = { v: 1, id: 'rnd_fromBeforeKids', plan: 'pro', issued: '2026-11-01T10:00:00.000Z', sha256: 'ab'.repeat(32) };
    const sig = sign(null, canonicalBytes(old), before).toString('base64url');
    expect(await verify({ ...old, sig })).toMatchObject({ valid: true, logged: false });

    const key = lastLine((await runScript('key:create', ['--plan', 'pro'], server.env)).stdout);
    earlier = await render(key);
    expect(earlier.record.kid).toBe(beforeKid);
    expect(await verify({ ...earlier.record, sig: earlier.sig })).toMatchObject({ valid: true, logged: true });
  });

  test('npm run signing:rotate, with the server running and without: a new key signs at once, the old ones stay listed and verifying, a restart keeps it so', async () => {
    const rotated = await runScript('signing:rotate', [], server.env);
    expect(rotated.code, rotated.stderr).toBe(0);
    const next = lastLine(rotated.stdout);
    expect(rotated.stderr).toContain(`${beforeKid} is retired`);
    expect(await kids()).toEqual([next, beforeKid]);

    const key = lastLine((await runScript('key:create', ['--plan', 'pro'], server.env)).stdout);
    const after = await render(key);
    expect(after.kid).toBe(next);
    for (const poster of [earlier!, after]) expect(await verify({ ...poster.record, sig: poster.sig })).toMatchObject({ valid: true, logged: true });
    // Without its kid (as a record from before kids), the old poster is checked with every key.
    const { kid: _kid, ...withoutKid } = earlier!.record;
    expect(await verify({ ...withoutKid, sig: earlier!.sig })).toMatchObject({ valid: true, logged: true });

    // Stopped: the script opens the embedded database itself. Restarted: the key file does not come back as current.
    expect(await server.stop()).toBe(0);
    const offline = await runScript('signing:rotate', [], server.env);
    expect(offline.code, offline.stderr).toBe(0);
    const third = lastLine(offline.stdout);
    server = await startServer({ dataDir, env });
    expect(await kids()).toEqual([third, next, beforeKid]);
    expect((await render(key)).kid).toBe(third);
    for (const poster of [earlier!, after]) expect(await verify({ ...poster.record, sig: poster.sig })).toMatchObject({ valid: true, logged: true });
  });

  test('signing:rotate refuses, naming the variable, when SIGNING_KEY signs instead', async () => {
    const refused = await runScript('signing:rotate', [], { ...server.env, SIGNING_KEY: before.export({ type: 'pkcs8', format: 'pem' }).toString() });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^signing:rotate: SIGNING_KEY is set/m);
  });

  test('SIGNING_KEY_ENCRYPTION_KEY: the keys are sealed at start; without it, with another, or malformed, the server refuses to start naming it', async () => {
    const current = (await kids())[0];
    const kek = Buffer.alloc(32, 5).toString('base64');
    await server.stop();
    server = await startServer({ dataDir, env: { ...env, SIGNING_KEY_ENCRYPTION_KEY: kek } });
    expect((await kids())[0]).toBe(current);
    const key = lastLine((await runScript('key:create', ['--plan', 'pro'], server.env)).stdout);
    expect((await render(key)).kid).toBe(current);
    await server.stop();
    const refusals = [
      [{}, /Atlasprint cannot start\. SIGNING_KEY_ENCRYPTION_KEY: the current signing key \(kid [\w-]+\) is stored encrypted/],
      [
        { SIGNING_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 6).toString('hex') },
        /Atlasprint cannot start\. SIGNING_KEY_ENCRYPTION_KEY does not open the current signing key/,
      ],
      [{ SIGNING_KEY_ENCRYPTION_KEY: 'hunter2' }, /SIGNING_KEY_ENCRYPTION_KEY: must be 32 random bytes as base64/],
    ] as const;
    for (const [extra, message] of refusals) {
      const failure = await startServer({ dataDir, env: { ...env, ...extra } }).then(
        () => undefined,
        (error: unknown) => error as Error,
      );
      expect(failure?.message).toMatch(/^server exited with 1/);
      expect(failure?.message).toMatch(message);
      expect(failure?.message).not.toContain('hunter2');
    }
    server = await startServer({ dataDir, env: { ...env, SIGNING_KEY_ENCRYPTION_KEY: kek } });
    expect((await render(key)).kid).toBe(current);
  });
});
