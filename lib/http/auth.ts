import type { ApiKeyRow, Database } from '@/lib/db';
import { authenticateKey, KEY_PREFIX } from '@/lib/keys';
import { ApiError, BEARER_CHALLENGE } from './errors';

const MAX_AUTHORIZATION_LENGTH = 512;

function unauthorized(message: string): ApiError {
  return new ApiError('unauthorized', message, BEARER_CHALLENGE);
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

/** The calling key of a REST request, marked as used: the header read here, the key checked by lib/keys. */
export function authenticate(db: Database, request: Request): Promise<ApiKeyRow> {
  return authenticateKey(db, bearerKey(request));
}
