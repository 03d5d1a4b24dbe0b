import { describe, expect, it } from 'vitest';
import { displayPrefix, generateKey, hashKey, KEY_PREFIX, looksLikeKey } from './format';

describe('API key format', () => {
  it('is atp_live_ followed by 40 base62 characters', () => {
    const key = generateKey();
    expect(key).toMatch(/^atp_live_[0-9A-Za-z]{40}$/);
    expect(looksLikeKey(key)).toBe(true);
  });

  it('never repeats and uses the whole base62 alphabet', () => {
    const keys = Array.from({ length: 2000 }, generateKey);
    expect(new Set(keys).size).toBe(keys.length);
    const seen = new Set(keys.flatMap((key) => [...key.slice(KEY_PREFIX.length)]));
    expect(seen.size).toBe(62);
  });

  it('rejects strings that are not keys', () => {
    for (const candidate of ['', 'atp_live_', 'atp_live_short', `atp_test_${'a'.repeat(40)}`, `atp_live_${'a'.repeat(39)}!`, 'sk_live_x']) {
      expect(looksLikeKey(candidate)).toBe(false);
    }
  });

  it('is stored as a SHA-256 hex digest, never as itself', () => {
    const key = generateKey();
    const hash = hashKey(key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(key.slice(KEY_PREFIX.length, KEY_PREFIX.length + 8));
    expect(hashKey(key)).toBe(hash);
    // A known vector: sha256("abc") is the FIPS 180-2 example digest.
    expect(hashKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('shows the first 12 characters as its prefix', () => {
    const key = generateKey();
    expect(displayPrefix(key)).toBe(key.slice(0, 12));
    expect(displayPrefix(key).startsWith(KEY_PREFIX)).toBe(true);
  });
});
