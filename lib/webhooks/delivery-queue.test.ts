import { describe, expect, it } from 'vitest';
import { endpointBackoffSeconds, WEBHOOK_ENDPOINT_BACKOFF } from './delivery-queue';

describe('endpointBackoffSeconds', () => {
  it('holds nothing back after one failure, then doubles from the first step after each further failure, up to the cap', () => {
    const { firstSeconds, maxSeconds } = WEBHOOK_ENDPOINT_BACKOFF;
    expect([0, 1, 2, 3, 4].map(endpointBackoffSeconds)).toEqual([0, 0, firstSeconds, 2 * firstSeconds, 4 * firstSeconds]);
    expect(endpointBackoffSeconds(9)).toBe(maxSeconds);
    // A long run of failures stays at the cap (no overflow to Infinity).
    expect(endpointBackoffSeconds(10_000)).toBe(maxSeconds);
  });
});
