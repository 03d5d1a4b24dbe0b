import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` base62 characters from the OS CSPRNG; rejection sampling keeps them uniform. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(Math.max(16, length * 2))) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/**
 * What each prefix names: key (an API key's id), rnd (a render), cs (a checkout session), req (a request),
 * evt (an event), krt (a key recovery token), bat (a batch), whk (a webhook endpoint), msg (a webhook
 * delivery), att (a render attempt: the token of the worker holding a queued render), wat (a webhook
 * delivery attempt; before November 2026 these were att_ too).
 */
export type IdPrefix = 'key' | 'rnd' | 'cs' | 'req' | 'evt' | 'krt' | 'bat' | 'whk' | 'msg' | 'att' | 'wat';

/** Identifiers people see in URLs and logs: a type prefix, then 24 random characters. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(24)}`;
}

/**
 * Whether a value from a URL has the shape of one of our ids: what does not is answered as unknown
 * without asking the database (which refuses some bytes, such as NUL, with an error of its own).
 */
export function looksLikeId(prefix: IdPrefix, value: string): boolean {
  return new RegExp(`^${prefix}_[0-9A-Za-z]{1,64}$`).test(value);
}
