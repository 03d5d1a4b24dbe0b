import { describe, expect, it } from 'vitest';
import { parsePrintSize, printGeometry } from './print';
import { specProblems } from '@/tests/support/spec-problems';
import { parsePosterSpec } from './spec';

const base = { lat: 55.676, lon: 12.576 };
const problems = (input: Record<string, unknown>) => specProblems({ ...base, ...input });

describe('print sizes', () => {
  it.each([
    ['A4', 210, 297],
    ['a3', 297, 420],
    ['A2 landscape', 594, 420],
    ['B2', 500, 707],
    ['50x70cm', 500, 700],
    ['70 x 50 cm', 700, 500],
    ['500×700mm', 500, 700],
    ['18x24in', 457.2, 609.6],
    ['11.7x16.5in', 297.18, 419.1],
  ])('%s is %d × %d mm', (text, width, height) => {
    const size = parsePrintSize(text);
    expect(size).toEqual({ widthMm: expect.closeTo(width, 2), heightMm: expect.closeTo(height, 2) });
  });

  it.each([
    ['A9', /^must be one of A0, A1/],
    ['50x70', /^must be a paper size .* like 50x70cm/],
    ['50x70ft', /^must be a paper size/],
    ['4x4cm', /^must be between 5 cm and 2 m a side \(got 4 cm × 4 cm\)$/],
    ['250x100cm', /^must be between 5 cm and 2 m a side \(got 250 cm × 100 cm\)$/],
    ['-5x7in', /^must be a paper size/],
    ['5x200cm', /^must not be more than 4 times as long as it is wide, as width and height may not \(got 5 cm × 200 cm\)$/],
    ['200x45cm', /^must not be more than 4 times as long as it is wide/],
    [`${'9'.repeat(400)}x10cm`, /^must be a paper size/],
  ])('%s is refused: %s', (text, rule) => {
    expect(parsePrintSize(text)).toMatch(rule);
  });

  it('pixels: trim × dpi, capped at the longest side with the aspect kept and the real dpi stated', () => {
    expect(printGeometry({ widthMm: 210, heightMm: 297 }, 300, 0, 4096)).toMatchObject({ dpi: 300, trimPx: { width: 2480, height: 3508 }, bleedPx: 0 });
    const a2 = printGeometry({ widthMm: 420, heightMm: 594 }, 300, 3, 4096);
    // Whole pixels: the trim and the bleed are each rounded, so the sheet may be a pixel short of the cap, never over.
    expect(a2.trimPx.height + 2 * a2.bleedPx).toBeLessThanOrEqual(4096);
    expect(a2.trimPx.height + 2 * a2.bleedPx).toBeGreaterThanOrEqual(4094);
    expect(a2.dpi).toBeCloseTo(4096 / (600 / 25.4), 1);
    expect(a2.trimPx.width / a2.trimPx.height).toBeCloseTo(420 / 594, 3);
  });
});

describe('print fields in a poster spec', () => {
  it('a print size replaces width and height: the spec is laid out at the trim in pixels', () => {
    const spec = parsePosterSpec({ ...base, printSize: 'A3 landscape', dpi: 200 });
    expect([spec.width, spec.height]).toEqual([3307, 2339]);
    expect(spec.print).toMatchObject({ dpi: 200, bleedPx: 0, size: { widthMm: 420, heightMm: 297 } });
  });

  it('names the field and the rule for every bad value', () => {
    expect(problems({ printSize: 'A4', width: 3000 })).toEqual([
      'width cannot be combined with printSize: a print size sets the aspect itself (give one or the other)',
    ]);
    expect(problems({ printSize: 'A4', width: 3000, height: 4000 })).toHaveLength(2);
    expect(problems({ printSize: 'huge' })).toEqual([expect.stringMatching(/^printSize must be a paper size/)]);
    expect(problems({ printSize: 42 })).toEqual(['printSize must be a string']);
    expect(problems({ printSize: 'A4', dpi: 1200 })).toEqual(['dpi must be between 72 and 600']);
    expect(problems({ printSize: 'A4', dpi: 30 })).toEqual(['dpi must be between 72 and 600']);
    expect(problems({ printSize: 'A4', bleedMm: 11 })).toEqual(['bleedMm must be between 0 and 10']);
    expect(problems({ printSize: 'A4', cropMarks: true, format: 'png' })).toEqual([
      'cropMarks are for PDF only (format "pdf"); a png has no room outside the sheet for them',
    ]);
    expect(problems({ dpi: 300 })).toEqual(['dpi needs printSize: it is measured on the printed sheet (e.g. printSize "50x70cm")']);
    expect(problems({ bleedMm: 3, cropMarks: true, format: 'pdf' })).toEqual([
      'bleedMm needs printSize: it is measured on the printed sheet (e.g. printSize "50x70cm")',
      'cropMarks needs printSize: it is measured on the printed sheet (e.g. printSize "50x70cm")',
    ]);
  });

  it('without a print size nothing changes: no print geometry, width × height as given', () => {
    const spec = parsePosterSpec({ ...base, width: 1600, height: 900 });
    expect(spec.print).toBeUndefined();
    expect([spec.width, spec.height, spec.maxDimension]).toEqual([1600, 900, 4096]);
  });
});
