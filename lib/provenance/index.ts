import { getConfig } from '@/lib/config';
import { loadSigningKey, type SigningKey } from './signing-key';

export { canonicalBytes, signRecord, verifyRecord, sha256Hex, type ProvenanceRecord, type SignedRecord } from './record';
export { loadSigningKey, SigningKeyError, type SigningKey } from './signing-key';
export { embedInPng, extractFromPng, embedInSvg, extractFromSvg, PROVENANCE_KEYWORD } from './embed';

const SLOT = Symbol.for('atlasprint.signingKey');
type Holder = { [SLOT]?: SigningKey };

/** The service's signing key: SIGNING_KEY, or one generated once into DATA_DIR. */
export function getSigningKey(): SigningKey {
  const holder = globalThis as Holder;
  if (!holder[SLOT]) {
    const config = getConfig();
    holder[SLOT] = loadSigningKey(config.signingKey, config.dataDir);
  }
  return holder[SLOT];
}
