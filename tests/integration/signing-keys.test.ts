import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, signingKeys, type Database } from '@/lib/db';
import { verifyProvenance } from '@/lib/posters';
import { generateSigningKey, Keyring, rotateSigningKey, signRecord, SigningKeyError, type KeyringSettings, type SigningKey } from '@/lib/provenance';
import { seedEmbeddedDatabase } from '@/tests/support/database';
import { createScratchDatabase } from '@/tests/support/postgres';

/**
 * The signing keys in the database (lib/provenance/keyring.ts), each test on an empty table of a
 * database of this file's own: on PostgreSQL, four connection pools on it stand for four instances;
 * on PGlite, its one connection.
 */
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const INSTANCES = 4;
let connections: Database[] = [];
const cleanups: (() => Promise<void>)[] = [];

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-keys-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

beforeAll(async () => {
  if (kind === 'postgres') {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'atlasprint_keys');
    cleanups.push(scratch.drop);
    const handles = await Promise.all(Array.from({ length: INSTANCES }, () => openDatabase({ kind: 'postgres', url: scratch.url })));
    cleanups.push(async () => void (await Promise.all(handles.map((handle) => handle.close()))));
    connections = handles.map((handle) => handle.db);
  } else {
    const dir = path.join(tempDir(), 'pglite');
    seedEmbeddedDatabase(dir);
    const handle = await openDatabase({ kind: 'pglite', dir });
    cleanups.push(() => handle.close());
    connections = Array.from({ length: INSTANCES }, () => handle.db);
  }
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
beforeEach(async () => {
  await connections[0]!.delete(signingKeys);
});

/** `instances` connections to this file's database, its signing_keys table empty. */
async function freshDatabase(instances = 1): Promise<Database[]> {
  return connections.slice(0, instances);
}

/** An instance's keyring: its own database connection and settings (by default an empty DATA_DIR). */
function keyring(db: Database, settings: Partial<KeyringSettings> = {}): Keyring {
  const dataDir = settings.dataDir ?? tempDir();
  return new Keyring(
    async () => db,
    () => ({ dataDir, ...settings }),
  );
}

const rows = (db: Database) => db.select().from(signingKeys);
const record = { v: 1, id: 'rnd_keys', plan: 'pro', issued: '2026-11-22T07:00:00.000Z', sha256: 'c'.repeat(64) };
const pem = (key: SigningKey) => key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** What POST /v1/verify answers for this signed record (with or without its kid). */
async function verdict(db: Database, ring: Keyring, signed: object) {
  return (await verifyProvenance(db, ring, { ...signed })).valid;
}

function dataDirWithKeyFile(key: SigningKey): string {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'signing-key.pem'), pem(key), { mode: 0o600 });
  return dir;
}

describe(`signing keys in the database (${kind})`, () => {
  it('instances starting together on an empty table make one key, and all sign with it', async () => {
    const dbs = await freshDatabase(4);
    const rings = dbs.flatMap((db) => [keyring(db), keyring(db)]);
    const current = await Promise.all(rings.map((ring) => ring.current()));
    expect(new Set(current.map((key) => key.jwk.kid)).size).toBe(1);
    expect(await rows(dbs[0]!)).toHaveLength(1);
    const [row] = await rows(dbs[0]!);
    expect(row).toMatchObject({ kid: current[0]!.jwk.kid, current: true, encryption: null, retiredAt: null });
    expect(row!.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    for (const ring of rings) expect(await ring.publicKeys()).toEqual([current[0]!.jwk]);
  });

  it('an older DATA_DIR/signing-key.pem stays the current key, so its posters verify; another instance’s file is kept as retired', async () => {
    const [db] = await freshDatabase();
    const before = generateSigningKey();
    // A record of the old code: signed with the file's key, no kid.
    const { kid: _kid, ...old } = signRecord(record, before);
    const first = keyring(db!, { dataDir: dataDirWithKeyFile(before) });
    expect((await first.current()).jwk.kid).toBe(before.jwk.kid);
    expect(await verdict(db!, first, old)).toBe(true);

    const other = generateSigningKey();
    const second = keyring(db!, { dataDir: dataDirWithKeyFile(other) });
    await second.prepare();
    expect((await second.current()).jwk.kid).toBe(before.jwk.kid);
    expect((await second.publicKeys()).map((key) => key.kid)).toEqual([before.jwk.kid, other.jwk.kid]);
    const [otherRow] = await db!.select().from(signingKeys).where(eq(signingKeys.kid, other.jwk.kid));
    expect(otherRow).toMatchObject({ current: null, privateKey: null });
    expect(otherRow!.retiredAt).toBeInstanceOf(Date);
    const { kid: _otherKid, ...fromOther } = signRecord(record, other);
    expect(await verdict(db!, first, fromOther)).toBe(true);
  });

  it('a rotation reaches every instance at once; the old key stays listed (public half only) and what it signed still verifies', async () => {
    const dbs = await freshDatabase(2);
    const [a, b] = dbs.map((db) => keyring(db));
    const old = await a!.current();
    expect((await b!.current()).jwk.kid).toBe(old.jwk.kid);
    const signedBefore = signRecord(record, old);

    const rotated = await rotateSigningKey(dbs[0]!, undefined);
    expect(rotated.retired).toBe(old.jwk.kid);
    for (const ring of [a!, b!]) {
      const now = await ring.current();
      expect(now.jwk.kid).toBe(rotated.kid);
      expect((await ring.publicKeys()).map((key) => key.kid)).toEqual([rotated.kid, old.jwk.kid]);
    }
    const [retiredRow] = await dbs[0]!.select().from(signingKeys).where(eq(signingKeys.kid, old.jwk.kid));
    expect(retiredRow).toMatchObject({ current: null, privateKey: null, encryption: null });
    expect(retiredRow!.retiredAt).toBeInstanceOf(Date);

    const { kid: _kid, ...withoutKid } = signedBefore;
    const signedAfter = signRecord(record, await b!.current());
    for (const signed of [signedBefore, withoutKid, signedAfter]) expect(await verdict(dbs[1]!, b!, signed)).toBe(true);
    // The kid is a hint that picks the key: naming another key does not verify.
    expect(await verdict(dbs[1]!, b!, { ...signedBefore, kid: rotated.kid })).toBe(false);

    // Rotations at the same moment take turns: one current key, every earlier one retired in a chain.
    const together = await Promise.all([rotateSigningKey(dbs[0]!, undefined), rotateSigningKey(dbs[1]!, undefined), rotateSigningKey(dbs[0]!, undefined)]);
    const all = await rows(dbs[0]!);
    expect(all).toHaveLength(5);
    expect(all.filter((row) => row.current)).toHaveLength(1);
    const currentKid = all.find((row) => row.current)!.kid;
    expect(together.map((rotation) => rotation.kid)).toContain(currentKid);
    const madeThenRetired = together.map((rotation) => rotation.kid).filter((kid) => kid !== currentKid);
    expect(new Set(together.map((rotation) => rotation.retired))).toEqual(new Set([rotated.kid, ...madeThenRetired]));
    expect((await a!.publicKeys())[0]!.kid).toBe(currentKid);
  });

  it('SIGNING_KEY_ENCRYPTION_KEY seals private keys (plain ones at start); without it, or with another, start-up is refused naming it', async () => {
    const [db] = await freshDatabase();
    const kek = Buffer.alloc(32, 1);
    const plain = await keyring(db!).current();
    expect((await rows(db!))[0]!.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);

    const sealed = keyring(db!, { encryptionKey: kek });
    await sealed.prepare();
    const [row] = await rows(db!);
    expect(row!.encryption).toBe('aes-256-gcm');
    expect(row!.privateKey).not.toContain('PRIVATE KEY');
    expect((await sealed.current()).jwk).toEqual(plain.jwk);
    // The sealed key opens to the same private key: a signature of it verifies with the public key.
    expect(await verdict(db!, sealed, signRecord(record, await sealed.current()))).toBe(true);

    await expect(keyring(db!).prepare()).rejects.toThrow(SigningKeyError);
    await expect(keyring(db!).prepare()).rejects.toThrow(/^SIGNING_KEY_ENCRYPTION_KEY: the current signing key \(kid [\w-]+\) is stored encrypted/);
    await expect(keyring(db!, { encryptionKey: Buffer.alloc(32, 2) }).prepare()).rejects.toThrow(
      /^SIGNING_KEY_ENCRYPTION_KEY does not open the current signing key/,
    );

    // A rotation keeps the key as the old one was: sealed, and only with the key-encryption key that opens it.
    await expect(rotateSigningKey(db!, undefined)).rejects.toThrow(/^SIGNING_KEY_ENCRYPTION_KEY: the current signing key .* is stored encrypted/);
    await expect(rotateSigningKey(db!, Buffer.alloc(32, 2))).rejects.toThrow(/^SIGNING_KEY_ENCRYPTION_KEY does not open the current signing key .*--force/);
    const rotated = await rotateSigningKey(db!, kek);
    expect(rotated.sealed).toBe(true);
    const [next] = await db!.select().from(signingKeys).where(eq(signingKeys.kid, rotated.kid));
    expect(next!.encryption).toBe('aes-256-gcm');
    expect((await keyring(db!, { encryptionKey: kek }).current()).jwk.kid).toBe(rotated.kid);

    // The key-encryption key is lost: --force replaces the key no one can open, sealed with the new one.
    const replacement = Buffer.alloc(32, 3);
    const forced = await rotateSigningKey(db!, replacement, { force: true });
    expect((await keyring(db!, { encryptionKey: replacement }).current()).jwk.kid).toBe(forced.kid);
    await expect(keyring(db!, { encryptionKey: kek }).prepare()).rejects.toThrow(/does not open/);
  });

  it('a rotation of a plain key stays plain even when the rotating process has a key-encryption key (servers seal it when they start)', async () => {
    const [db] = await freshDatabase();
    await keyring(db!).current();
    const rotated = await rotateSigningKey(db!, Buffer.alloc(32, 4));
    expect(rotated.sealed).toBe(false);
    expect((await keyring(db!).current()).jwk.kid).toBe(rotated.kid);
  });

  it('SIGNING_KEY signs instead of the database’s key; its public half is recorded, so its posters verify after it is unset', async () => {
    const [db] = await freshDatabase();
    const given = generateSigningKey();
    const configured = keyring(db!, { configured: pem(given) });
    await configured.prepare();
    expect((await configured.current()).jwk).toEqual(given.jwk);
    expect(await configured.publicKeys()).toEqual([given.jwk]);
    expect(await rows(db!)).toMatchObject([{ kid: given.jwk.kid, current: null, privateKey: null, retiredAt: null }]);
    const signed = signRecord(record, given);

    const unset = keyring(db!);
    const made = await unset.current();
    expect(made.jwk.kid).not.toBe(given.jwk.kid);
    expect((await unset.publicKeys()).map((key) => key.kid)).toEqual([made.jwk.kid, given.jwk.kid]);
    expect(await verdict(db!, unset, signed)).toBe(true);
    // Set again: it signs again, listed first.
    expect((await configured.publicKeys()).map((key) => key.kid)).toEqual([given.jwk.kid, made.jwk.kid]);
    expect(() => keyring(db!, { configured: 'garbage' }).configured()).toThrow(/^SIGNING_KEY must be an Ed25519 private key/);
  });
});
