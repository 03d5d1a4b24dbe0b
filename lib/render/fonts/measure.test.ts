import { beforeAll, describe, expect, it } from 'vitest';
import { FONT_FAMILIES, fontFace, fontMetrics, fontsReady, hasGlyphs, measureText } from './index';

beforeAll(() => fontsReady());

const inter = fontFace('Inter', 400);

describe('measureText', () => {
  it('is 0 for empty text and positive for a space', () => {
    expect(measureText(inter, '', 40)).toBe(0);
    expect(measureText(inter, '', 40, 10)).toBe(0);
    expect(measureText(inter, ' ', 40)).toBeGreaterThan(0);
  });

  it('grows linearly with the font size', () => {
    for (const family of FONT_FAMILIES) {
      const face = fontFace(family, 400);
      const at10 = measureText(face, 'Monte-Carlo 43.7375° N', 10);
      expect(at10).toBeGreaterThan(0);
      expect(measureText(face, 'Monte-Carlo 43.7375° N', 40)).toBeCloseTo(at10 * 4, 9);
    }
  });

  it('adds letter-spacing after every character but the last', () => {
    const plain = measureText(inter, 'POSTER', 32);
    expect(measureText(inter, 'POSTER', 32, 3)).toBeCloseTo(plain + 5 * 3, 9);
    expect(measureText(inter, 'P', 32, 3)).toBeCloseTo(measureText(inter, 'P', 32), 9);
    expect(measureText(inter, 'POSTER', 32, -1)).toBeCloseTo(plain - 5, 9);
  });

  it('counts a letter with its combining mark once for letter-spacing', () => {
    const decomposed = 'Zu\u0308rich'; // 6 characters on screen, 7 code points
    const plain = measureText(inter, decomposed, 20);
    expect(measureText(inter, decomposed, 20, 2)).toBeCloseTo(plain + 5 * 2, 9);
  });

  it('applies kerning: "AV" is narrower than A and V set apart', () => {
    for (const face of [inter, fontFace('Playfair Display', 700), fontFace('Montserrat', 400)]) {
      const apart = measureText(face, 'A', 100) + measureText(face, 'V', 100);
      expect(measureText(face, 'AV', 100), face.family).toBeLessThan(apart - 1);
    }
  });

  it('sets a bold face wider than the light one', () => {
    const text = 'Copenhagen';
    expect(measureText(fontFace('Montserrat', 700), text, 48)).toBeGreaterThan(measureText(fontFace('Montserrat', 300), text, 48));
    expect(measureText(fontFace('Inter', 700), text, 48)).toBeGreaterThan(measureText(fontFace('Inter', 300), text, 48));
  });

  it('gives every character of a monospace face the same advance', () => {
    const mono = fontFace('JetBrains Mono', 400);
    expect(measureText(mono, 'iiii', 20)).toBeCloseTo(measureText(mono, 'WWWW', 20), 9);
  });

  it('measures characters the face lacks in the fallback face that draws them, not by a .notdef box', () => {
    expect(measureText(inter, 'Αθήνα Київ', 20)).toBeGreaterThan(0);
    // Han ideographs are one em wide in Noto Sans JP; Inter's .notdef box is narrower.
    expect(measureText(inter, '東京', 20)).toBeCloseTo(40, 6);
    expect(measureText(inter, 'Zürich 東京', 20)).toBeCloseTo(measureText(inter, 'Zürich ', 20) + 40, 6);
    expect(measureText(inter, '😀', 20)).toBeGreaterThan(0);
  });

  it('measures the same text the same way every time (the shaping font and buffer are reused)', () => {
    // How fast a warm measurement is belongs to `npm run bench` (the measureText line), not here.
    const face = fontFace('Playfair Display', 700);
    const title = 'Copenhagen, Denmark.';
    const first = measureText(face, title, 64, 4);
    expect(first).toBeGreaterThan(0);
    for (let i = 0; i < 50; i++) expect(measureText(face, title, 64, 4)).toBe(first);
    // Shaping another text in between leaves nothing behind in the shared buffer.
    measureText(fontFace('Inter', 400), 'Zürich 東京', 20);
    expect(measureText(face, title, 64, 4)).toBe(first);
  });
});

describe('hasGlyphs', () => {
  it('is true for Latin Extended text and false for CJK', () => {
    expect(hasGlyphs(inter, 'Zürich Łódź')).toBe(true);
    expect(hasGlyphs(inter, '東京')).toBe(false);
    expect(hasGlyphs(inter, 'Tokyo 東京')).toBe(false);
  });

  it('is true for empty text and ignores characters that draw nothing', () => {
    expect(hasGlyphs(inter, '')).toBe(true);
    expect(hasGlyphs(inter, 'a\u200Db\n')).toBe(true);
  });

  it('covers the accented Latin our posters use in every family', () => {
    for (const family of FONT_FAMILIES) {
      expect(hasGlyphs(fontFace(family, 400), 'øæåéüßçñ°·—’łőčšžđ'), family).toBe(true);
    }
  });
});

describe('fontMetrics', () => {
  it('reads sane vertical metrics from every family', () => {
    for (const family of FONT_FAMILIES) {
      const metrics = fontMetrics(fontFace(family, 400));
      expect(metrics.unitsPerEm, family).toBeGreaterThan(0);
      expect(metrics.ascender, family).toBeGreaterThan(metrics.capHeight);
      // Bebas Neue is caps only: its lowercase are capitals, so its x-height is its cap height.
      if (family === 'Bebas Neue') expect(metrics.xHeight, family).toBe(metrics.capHeight);
      else expect(metrics.capHeight, family).toBeGreaterThan(metrics.xHeight);
      expect(metrics.xHeight, family).toBeGreaterThan(0);
      expect(metrics.descender, family).toBeLessThan(0);
    }
  });

  it('matches the values in the Inter and Montserrat files', () => {
    expect(fontMetrics(inter)).toEqual({ unitsPerEm: 2048, ascender: 1984, descender: -494, capHeight: 1490, xHeight: 1118 });
    expect(fontMetrics(fontFace('Montserrat', 700))).toMatchObject({ unitsPerEm: 1000, capHeight: 700 });
  });
});
