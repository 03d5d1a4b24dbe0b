import { createHash } from 'node:crypto';
import { randomBase62 } from '@/lib/ids';

/** Every key starts with this; the rest is random base62 from the OS CSPRNG. */
export const KEY_PREFIX = 'atp_live_';
export const KEY_RANDOM_LENGTH = 40;
/** `key_prefix` as shown to people: enough to recognise a key, far too little to use it. */
export const DISPLAY_PREFIX_LENGTH = 12;

const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{32,128}$`);

/** 40 base62 characters: about 238 bits of entropy. */
export function generateKey(): string {
  return KEY_PREFIX + randomBase62(KEY_RANDOM_LENGTH);
}

export function looksLikeKey(candidate: string): boolean {
  return KEY_PATTERN.test(candidate);
}

/** Only this hash is stored: a database leak reveals no usable key. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function displayPrefix(key: string): string {
  return key.slice(0, DISPLAY_PREFIX_LENGTH);
}
