import { describe, expect, it } from 'vitest';
import { fmt, fmtHundredths } from './escape';

/** The writing fmt replaced: a number rounded to a tenth, as JavaScript prints it, -0 as 0. */
const printed = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

describe('fmt, a coordinate in path data', () => {
  it('writes a tenth of a pixel exactly as JavaScript prints the rounded number', () => {
    const edges = [0, -0, 0.05, -0.05, 0.04, -0.04, 0.15, -0.15, 0.95, -0.95, 1, -1, 9.96, -9.96, 12.34, -12.35, 3071.95, 4096, -64.05];
    const huge = [214748364.7, -214748364.8, 214748364.8, 1e12 + 0.3, -1e15, 1e21, Number.MAX_SAFE_INTEGER, Number.NaN, Number.POSITIVE_INFINITY];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const sampled = Array.from({ length: 200_000 }, (_, i) => (random() - 0.4) * 10 ** (i % 8));
    const differing = [...edges, ...huge, ...sampled].filter((value) => fmt(value) !== printed(value));
    expect(differing.map((value) => [value, fmt(value), printed(value)])).toEqual([]);
    expect(fmt(-0.04)).toBe('0');
    expect(fmt(-12.35)).toBe('-12.3');
    expect(fmt(3071.95)).toBe('3072');
  });
});

describe('fmtHundredths, a glyph outline coordinate', () => {
  it('writes a hundredth of a pixel exactly as JavaScript prints the rounded number', () => {
    const hundredth = (value: number) => String(Math.round(value * 100) / 100);
    const edges = [0, -0, 0.005, -0.005, 0.004, -0.004, 0.05, -0.05, 0.1, -0.1, 0.99, -0.99, 1.005, -1.005, 9.999, -9.999, 12.34, -12.345, 3071.995, -64.07];
    const huge = [21474836.47, -21474836.48, 21474836.48, 1e12 + 0.03, -1e15, 1e21, Number.MAX_SAFE_INTEGER, Number.NaN, Number.NEGATIVE_INFINITY];
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const sampled = Array.from({ length: 200_000 }, (_, i) => (random() - 0.4) * 10 ** (i % 8));
    const differing = [...edges, ...huge, ...sampled].filter((value) => fmtHundredths(value) !== hundredth(value));
    expect(differing.map((value) => [value, fmtHundredths(value), hundredth(value)])).toEqual([]);
    expect(fmtHundredths(-0.004)).toBe('0');
    expect(fmtHundredths(-12.3)).toBe('-12.3');
    expect(fmtHundredths(7.05)).toBe('7.05');
  });
});
