import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { Keyring } from './keyring';

export { canonicalBytes, signRecord, verifyRecord, verifyRecordWithKeys, sha256Hex, type ProvenanceRecord, type SignedRecord } from './record';
export { generateSigningKey, parseSigningKey, readKeyFile, thumbprint, KEY_FILE, SigningKeyError, type PublicJwk, type SigningKey } from './signing-key';
export { Keyring, rotateSigningKey, type KeyringSettings } from './keyring';
export { sealPrivateKey, openPrivateKey } from './key-encryption';
export { embedInPng, extractFromPng, embedInSvg, extractFromSvg, PROVENANCE_KEYWORD } from './embed';

const SLOT = Symbol.for('atlasprint.keyring');
type Holder = { [SLOT]?: Keyring };

/** The process's keyring over its database: SIGNING_KEY, else the database's current key (see ./keyring). */
export function getKeyring(): Keyring {
  const holder = globalThis as Holder;
  holder[SLOT] ??= new Keyring(getDb, () => {
    const config = getConfig();
    return { configured: config.signingKey, dataDir: config.dataDir, encryptionKey: config.signingKeyEncryptionKey };
  });
  return holder[SLOT];
}
