import { describe, expect, it } from 'vitest';
import { nextResetAfter, periodOf } from './period';

describe('quota periods (UTC months)', () => {
  it('names the month of an instant in UTC as YYYY-MM', () => {
    expect(periodOf(new Date('2026-03-15T12:00:00Z'))).toBe('2026-03');
    expect(periodOf(new Date('2026-11-01T00:00:00Z'))).toBe('2026-11');
  });

  it('rolls over from December to January of the next year', () => {
    expect(periodOf(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12');
    expect(periodOf(new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01');
    expect(nextResetAfter(new Date('2026-12-15T08:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('keeps 23:59:59 UTC on the last day in the old month, whatever the local offset', () => {
    // 23:59:59 UTC on 30 April is already 1 May in Tokyo and still 30 April in Los Angeles.
    const edge = new Date('2026-04-30T23:59:59Z');
    expect(periodOf(edge)).toBe('2026-04');
    expect(periodOf(new Date(edge.getTime() + 1000))).toBe('2026-05');
    // An instant given with a local offset is still counted by its UTC month.
    expect(periodOf(new Date('2026-05-01T08:30:00+09:00'))).toBe('2026-04');
  });

  it('resets on the 1st at 00:00 UTC, including after February of a leap year', () => {
    expect(nextResetAfter(new Date('2028-02-29T23:59:59Z')).toISOString()).toBe('2028-03-01T00:00:00.000Z');
    expect(nextResetAfter(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});
