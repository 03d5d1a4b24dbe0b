import { describe, expect, it } from 'vitest';
import { KeyTransitionError, nextStatus } from './status';

describe('key status machine (components/docs/content/api.md: Buying a key)', () => {
  it('suspends an active key when a payment fails', () => {
    expect(nextStatus('pro', 'active', 'payment_failed')).toBe('suspended');
  });

  it('re-activates a suspended key when the plan is paid again', () => {
    expect(nextStatus('starter', 'suspended', 'payment_succeeded')).toBe('active');
  });

  it('revokes an active or suspended key when the subscription ends', () => {
    expect(nextStatus('business', 'active', 'subscription_ended')).toBe('revoked');
    expect(nextStatus('business', 'suspended', 'subscription_ended')).toBe('revoked');
  });

  it('keeps a revoked key revoked whatever happens next', () => {
    for (const event of ['payment_failed', 'payment_succeeded', 'subscription_ended'] as const) {
      expect(nextStatus('pro', 'revoked', event)).toBe('revoked');
    }
  });

  it('treats repeated events as no change (providers retry deliveries)', () => {
    expect(nextStatus('pro', 'active', 'payment_succeeded')).toBe('active');
    expect(nextStatus('pro', 'suspended', 'payment_failed')).toBe('suspended');
  });

  it('refuses subscription events for a single-render key', () => {
    expect(() => nextStatus('single', 'active', 'payment_failed')).toThrow(KeyTransitionError);
    expect(() => nextStatus('single', 'active', 'payment_failed')).toThrow(/single-render key/);
  });
});
