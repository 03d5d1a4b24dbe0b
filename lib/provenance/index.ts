import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { processSingleton } from '@/lib/singleton';
import { Keyring } from './keyring';

export { canonicalBytes, signRecord, verifyRecord, verifyRecordWithKeys, sha256Hex } from './record';
export { generateSigningKey, parseSigningKey, readKeyFile, thumbprint, KEY_FILE, SigningKeyError, type PublicJwk, type SigningKey } from './signing-key';
export { Keyring, rotateSigningKey, type KeyringSettings } from './keyring';
export { sealPrivateKey, openPrivateKey } from './key-encryption';
export { embedInPng, extractFromPng, embedInSvg, extractFromSvg } from './embed';
// The reader is also its own entry, @/lib/provenance/reader, for client components: this index
// pulls node:crypto and the database (the keyring) with it, which the browser bundle must not get.
export {
  PROVENANCE_KEYWORD,
  readPoster,
  sniffKind,
  parseRecordText,
  toRecord,
  recordText,
  webSha256Hex,
  type PosterKind,
  type Reading,
  type ProvenanceRecord,
  type SignedRecord,
} from './reader';

/** The process's keyring over its database: SIGNING_KEY, else the database's current key (see ./keyring). */
export const getKeyring = processSingleton(
  'keyring',
  () =>
    new Keyring(getDb, () => {
      const config = getConfig();
      return { configured: config.signingKey, dataDir: config.dataDir, encryptionKey: config.signingKeyEncryptionKey };
    }),
);
