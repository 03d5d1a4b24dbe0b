import type { ApiKeyRow, Database } from '@/lib/db';
import { KEY_PREFIX, useKey } from '@/lib/keys';
import { ApiError } from './errors';

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="atlasprint"' };
const MAX_AUTHORIZATION_LENGTH = 512;

function unauthorized(message: string): ApiError {
  return new ApiError(401, message, CHALLENGE);
}

/** The key in `Authorization: Bearer <key>`, or a 401 that says what is wrong with the header. */
export function bearerKey(request: Request): string {
  const header = request.headers.get('authorization');
  if (header === null || header.trim() === '') {
    throw unauthorized(`missing API key: send the header "Authorization: Bearer ${KEY_PREFIX}…"`);
  }
  if (header.length > MAX_AUTHORIZATION_LENGTH) {
    throw unauthorized('Authorization header is too long to hold an API key');
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  if (!match) {
    throw unauthorized(`Authorization header must be "Bearer <API key>" (a key starts with ${KEY_PREFIX})`);
  }
  return match[1]!;
}

const INVALID_KEY = `invalid API key: it is unknown or was rotated out (after POST /v1/keys/rotate only the new key works)`;

/** The calling key, marked as used. 401 when it is missing, malformed, unknown or rotated out. */
export async function authenticate(db: Database, request: Request): Promise<ApiKeyRow> {
  const key = await useKey(db, bearerKey(request));
  if (!key) throw unauthorized(INVALID_KEY);
  return key;
}

/** For operations that spend the key's allowance: suspended and revoked keys get 403. */
export function requireActive(key: ApiKeyRow): ApiKeyRow {
  if (key.status === 'suspended') {
    throw new ApiError(403, 'API key suspended: the last payment for this plan failed; it works again once the plan is paid');
  }
  if (key.status === 'revoked') {
    throw new ApiError(403, 'API key revoked: the subscription has ended; buy a plan to get a new key');
  }
  return key;
}
