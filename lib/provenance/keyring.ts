import { desc, eq, isNotNull, isNull, and, sql } from 'drizzle-orm';
import { signingKeys, type Database } from '@/lib/db';
import { ENCRYPTION, openPrivateKey, sealPrivateKey } from './key-encryption';
import { generateSigningKey, parseSigningKey, privateKeyPem, readKeyFile, SigningKeyError, type PublicJwk, type SigningKey } from './signing-key';

/**
 * The signing keys, kept in the database (table signing_keys) so every instance on one database
 * signs with the same current key and verifies with every key that ever signed:
 *
 * - the first instance to need a key generates it; `INSERT … ON CONFLICT DO NOTHING` on the unique
 *   `current` column, then reading the current key back, gives instances starting at once one key;
 * - SIGNING_KEY, when set, signs instead; its public half is recorded, so its posters keep verifying
 *   after it is unset;
 * - a DATA_DIR/signing-key.pem from before (where embedded deployments generated their key) is taken
 *   in once: as the current key when there is none yet, else as a retired one;
 * - private keys are sealed with AES-256-GCM when SIGNING_KEY_ENCRYPTION_KEY is set (plain ones are
 *   sealed at start), plain PKCS8 PEM otherwise; a retired key keeps its public half only.
 *
 * The current key is read from the database at each signature (one indexed row), so a rotation by
 * `npm run signing:rotate` reaches every instance at once; public keys are read at each verification.
 */

export interface KeyringSettings {
  /** SIGNING_KEY: the key that signs, instead of the database's current one. */
  configured?: string;
  /** DATA_DIR, where an older deployment's signing-key.pem may be. */
  dataDir: string;
  /** SIGNING_KEY_ENCRYPTION_KEY: 32 bytes. */
  encryptionKey?: Buffer;
}

type CurrentRow = { kid: string; privateKey: string | null; encryption: string | null };

function publicColumns(key: SigningKey) {
  return { kid: key.jwk.kid, publicJwk: { kty: key.jwk.kty, crv: key.jwk.crv, x: key.jwk.x } };
}

function privateColumns(key: SigningKey, kek: Buffer | undefined) {
  const pem = privateKeyPem(key);
  return kek ? { privateKey: sealPrivateKey(pem, kek, key.jwk.kid), encryption: ENCRYPTION } : { privateKey: pem, encryption: null };
}

/** Adds `key` as the current key unless another is current (or this one is known): whether it was added. */
async function addCurrent(db: Database, key: SigningKey, kek: Buffer | undefined): Promise<boolean> {
  const added = await db
    .insert(signingKeys)
    .values({ ...publicColumns(key), ...privateColumns(key, kek), current: true })
    .onConflictDoNothing()
    .returning({ kid: signingKeys.kid });
  return added.length > 0;
}

/** Adds the public half of `key`, not current (a SIGNING_KEY, or a key file's key that came late). */
async function addPublic(db: Database, key: SigningKey, retired: boolean): Promise<void> {
  await db
    .insert(signingKeys)
    .values({ ...publicColumns(key), ...(retired ? { retiredAt: sql`now()` } : {}) })
    .onConflictDoNothing();
}

async function currentRow(db: Database): Promise<CurrentRow | undefined> {
  const [row] = await db
    .select({ kid: signingKeys.kid, privateKey: signingKeys.privateKey, encryption: signingKeys.encryption })
    .from(signingKeys)
    .where(eq(signingKeys.current, true))
    .limit(1);
  return row;
}

/** Seals the private keys stored plain (from before a key-encryption key was set). */
async function sealPlainKeys(db: Database, kek: Buffer): Promise<void> {
  const plain = await db
    .select({ kid: signingKeys.kid, privateKey: signingKeys.privateKey })
    .from(signingKeys)
    .where(and(isNull(signingKeys.encryption), isNotNull(signingKeys.privateKey)));
  for (const row of plain) {
    await db
      .update(signingKeys)
      .set({ privateKey: sealPrivateKey(row.privateKey!, kek, row.kid), encryption: ENCRYPTION })
      .where(and(eq(signingKeys.kid, row.kid), isNull(signingKeys.encryption)));
  }
}

/**
 * Makes a new current key and retires the current one (its private half is dropped; its public
 * half stays listed, so what it signed still verifies). Rotations are serialised by a table lock.
 *
 * The new key is kept as the old one was: sealed when it was sealed (and only with a `kek` that
 * opens it, else refused: the servers could not open the new key either), plain when it was plain
 * (servers with a key-encryption key seal it when they next start). `force` replaces a current key
 * that no key-encryption key at hand opens (the one it was sealed with is lost): the new key is
 * sealed with `kek` when given.
 */
export async function rotateSigningKey(
  db: Database,
  kek: Buffer | undefined,
  options: { force?: boolean } = {},
): Promise<{ kid: string; retired: string | null; sealed: boolean }> {
  const next = generateSigningKey();
  return db.transaction(async (tx) => {
    // SHARE ROW EXCLUSIVE conflicts with itself and with the inserts of instances making a first key.
    await tx.execute(sql`LOCK TABLE signing_keys IN SHARE ROW EXCLUSIVE MODE`);
    const [current] = await tx
      .select({ kid: signingKeys.kid, privateKey: signingKeys.privateKey, encryption: signingKeys.encryption })
      .from(signingKeys)
      .where(eq(signingKeys.current, true));
    let seal = kek;
    if (current && !current.encryption) seal = undefined;
    if (current?.encryption && !options.force) {
      if (!kek) {
        throw new SigningKeyError(
          `SIGNING_KEY_ENCRYPTION_KEY: the current signing key (kid ${current.kid}) is stored encrypted; give the key-encryption key the servers have`,
        );
      }
      try {
        openPrivateKey(current.privateKey ?? '', kek, current.kid);
      } catch {
        throw new SigningKeyError(
          `SIGNING_KEY_ENCRYPTION_KEY does not open the current signing key (kid ${current.kid}): give the one the servers have (or, if that one is lost, rotate with --force and give the servers this one)`,
        );
      }
    }
    const [retired] = await tx
      .update(signingKeys)
      .set({ current: null, retiredAt: sql`now()`, privateKey: null, encryption: null })
      .where(eq(signingKeys.current, true))
      .returning({ kid: signingKeys.kid });
    await tx.insert(signingKeys).values({ ...publicColumns(next), ...privateColumns(next, seal), current: true });
    return { kid: next.jwk.kid, retired: retired?.kid ?? null, sealed: seal !== undefined };
  });
}

export class Keyring {
  /** Set up once per database (tests open several in one process). */
  private readonly prepared = new WeakMap<Database, Promise<void>>();
  /** Opened private keys by kid: a kid is a hash of the public key, so its private key never changes. */
  private readonly opened = new Map<string, SigningKey>();
  private configuredKey?: { text: string; key: SigningKey };

  constructor(
    private readonly database: () => Promise<Database>,
    private readonly settings: () => KeyringSettings,
  ) {}

  /** SIGNING_KEY parsed, when set; throws SigningKeyError naming it when it is not an Ed25519 key. */
  configured(): SigningKey | undefined {
    const text = this.settings().configured;
    if (!text) return undefined;
    if (this.configuredKey?.text !== text) this.configuredKey = { text, key: parseSigningKey(text) };
    return this.configuredKey.key;
  }

  /**
   * Records SIGNING_KEY's public half, takes in an older DATA_DIR/signing-key.pem, seals plain keys
   * when a key-encryption key is set, and makes sure there is a current key that opens. At start-up,
   * so a wrong setting stops the server; again on first use for any other database.
   */
  async prepare(): Promise<void> {
    await this.prepareOn(await this.database());
  }

  /** The key new records are signed with. */
  async current(): Promise<SigningKey> {
    const configured = this.configured();
    if (configured) return configured;
    const db = await this.database();
    await this.prepareOn(db);
    return this.currentOn(db);
  }

  /** Every public key that signs or signed records: the one signing now first, then the newest first. */
  async publicKeys(): Promise<PublicJwk[]> {
    const db = await this.database();
    await this.prepareOn(db);
    const rows = await db
      .select({ kid: signingKeys.kid, publicJwk: signingKeys.publicJwk })
      .from(signingKeys)
      .orderBy(sql`${signingKeys.current} IS NULL`, desc(signingKeys.createdAt), signingKeys.kid);
    const keys = rows.map((row): PublicJwk => ({ kty: 'OKP', crv: 'Ed25519', x: row.publicJwk.x, kid: row.kid, alg: 'EdDSA', use: 'sig' }));
    const configured = this.configured();
    return configured ? [configured.jwk, ...keys.filter((key) => key.kid !== configured.jwk.kid)] : keys;
  }

  private prepareOn(db: Database): Promise<void> {
    let preparing = this.prepared.get(db);
    if (!preparing) {
      preparing = this.setUp(db);
      this.prepared.set(db, preparing);
      // A failure (the database down a moment) is tried again on the next call.
      preparing.catch(() => {
        if (this.prepared.get(db) === preparing) this.prepared.delete(db);
      });
    }
    return preparing;
  }

  private async setUp(db: Database): Promise<void> {
    const { dataDir, encryptionKey } = this.settings();
    const configured = this.configured();
    if (configured) await addPublic(db, configured, false);
    const fromFile = readKeyFile(dataDir);
    if (fromFile && !(await addCurrent(db, fromFile, encryptionKey))) await addPublic(db, fromFile, true);
    if (encryptionKey) await sealPlainKeys(db, encryptionKey);
    if (!configured) await this.currentOn(db);
  }

  private async currentOn(db: Database): Promise<SigningKey> {
    let row = await currentRow(db);
    for (let attempt = 0; !row && attempt < 3; attempt++) {
      // None yet: make one. Instances starting together each try; one insert wins, all read it back.
      await addCurrent(db, generateSigningKey(), this.settings().encryptionKey);
      row = await currentRow(db);
    }
    if (!row) throw new Error('no current signing key could be made');
    return this.open(row);
  }

  private open(row: CurrentRow): SigningKey {
    const known = this.opened.get(row.kid);
    if (known) return known;
    let pem = row.privateKey ?? '';
    if (row.encryption) {
      const kek = this.settings().encryptionKey;
      if (!kek) {
        throw new SigningKeyError(
          `SIGNING_KEY_ENCRYPTION_KEY: the current signing key (kid ${row.kid}) is stored encrypted in the database; set the key-encryption key it was sealed with`,
        );
      }
      try {
        pem = openPrivateKey(pem, kek, row.kid);
      } catch {
        throw new SigningKeyError(
          `SIGNING_KEY_ENCRYPTION_KEY does not open the current signing key (kid ${row.kid}) in the database: it was sealed with another key-encryption key`,
        );
      }
    }
    const key = parseSigningKey(pem, `the signing key ${row.kid} in the database`);
    if (key.jwk.kid !== row.kid) throw new SigningKeyError(`the signing key stored as ${row.kid} in the database is another key (${key.jwk.kid})`);
    this.opened.set(row.kid, key);
    return key;
  }
}
