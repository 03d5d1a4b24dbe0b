import { describe, expect, it } from 'vitest';
import type { ApiKeyRow } from '@/lib/db';
import { DomainError } from '@/lib/errors';
import { requireActive } from './access';

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('spending requires an active key', () => {
  const key = { status: 'active' } as ApiKeyRow;
  it('lets an active key through', () => {
    expect(requireActive(key)).toBe(key);
  });
  it('refuses suspended and revoked keys as key_inactive, saying why', () => {
    expect(refusal(() => requireActive({ ...key, status: 'suspended' })).message).toMatch(/^API key suspended: the last payment/);
    expect(refusal(() => requireActive({ ...key, status: 'revoked' })).kind).toBe('key_inactive');
    expect(refusal(() => requireActive({ ...key, status: 'revoked' })).message).toMatch(/^API key revoked: the subscription has ended/);
  });
});
