import type { ApiKeyRow, Database } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { rotateKey, useKey, type IssuedKey } from './store';

const INVALID_KEY = 'invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)';

/**
 * The key a caller presented, looked up and marked as used: the one way REST and MCP authenticate.
 * A key that is unknown or rotated out is an 'unauthorized' failure.
 */
export async function authenticateKey(db: Database, presented: string): Promise<ApiKeyRow> {
  const key = await useKey(db, presented);
  if (!key) throw new DomainError('unauthorized', INVALID_KEY);
  return key;
}

/** For operations that spend the key's allowance: suspended and revoked keys are refused, saying why. */
export function requireActive(key: ApiKeyRow): ApiKeyRow {
  if (key.status === 'suspended') {
    throw new DomainError('key_inactive', 'API key suspended: the last payment for this plan failed; it works again once the plan is paid');
  }
  if (key.status === 'revoked') {
    throw new DomainError('key_inactive', 'API key revoked: the subscription has ended; buy a plan to get a new key');
  }
  return key;
}

/**
 * The presented key replaced with a new secret (POST /v1/keys/rotate): a key that is unknown or was
 * rotated out already is refused as authenticateKey refuses it, in the same words.
 */
export async function rotateCallingKey(db: Database, presented: string): Promise<IssuedKey> {
  const rotated = await rotateKey(db, presented);
  if (!rotated) throw new DomainError('unauthorized', INVALID_KEY);
  return rotated;
}
