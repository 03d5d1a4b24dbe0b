import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { ProvenanceRecord, SignedRecord } from './reader';

export type { ProvenanceRecord, SignedRecord } from './reader';

/**
 * The canonical bytes a signature covers: the UTF-8 of the JSON object with exactly these keys in
 * this order and no whitespace: {"v":…,"id":…,"plan":…,"issued":…,"sha256":…}. Fields a record lacks
 * are null. Anyone can rebuild these bytes from the record and check the signature offline.
 */
export function canonicalBytes(record: ProvenanceRecord): Buffer {
  const { v, id, plan, issued, sha256 } = record;
  return Buffer.from(JSON.stringify({ v, id, plan: plan ?? null, issued: issued ?? null, sha256: sha256 ?? null }), 'utf8');
}

export function signRecord(record: ProvenanceRecord, key: { privateKey: KeyObject; jwk: { kid: string } }): SignedRecord {
  return { ...record, kid: key.jwk.kid, sig: sign(null, canonicalBytes(record), key.privateKey).toString('base64url') };
}

/** True only for a signature made by `publicKey` over exactly these field values. */
export function verifyRecord(record: ProvenanceRecord, signature: string, publicKey: KeyObject): boolean {
  if (!/^[A-Za-z0-9_-]{80,90}={0,2}$/.test(signature)) return false;
  try {
    return verify(null, canonicalBytes(record), publicKey, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * True when one of `keys` signed exactly these field values: the key named `kid` when given (a kid
 * that none of them has: false), else each in turn (records from before kids were written).
 */
export function verifyRecordWithKeys(
  record: ProvenanceRecord,
  signature: string,
  kid: string | null | undefined,
  keys: readonly { kid: string; x: string }[],
): boolean {
  const candidates = kid ? keys.filter((key) => key.kid === kid) : keys;
  return candidates.some((key) => {
    let publicKey: KeyObject;
    try {
      publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.x }, format: 'jwk' });
    } catch {
      return false;
    }
    return verifyRecord(record, signature, publicKey);
  });
}
