import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CJK_FAMILIES,
  FALLBACK_FACES,
  FALLBACK_FAMILIES,
  FONT_FAMILIES,
  FONT_FILES,
  SHIPPED_FACES,
  cssFontWeight,
  fontFace,
  resolveFamily,
  shippedFace,
  type FontFamily,
} from './families';

describe('resolveFamily', () => {
  it('matches a shipped family whatever its case, quotes and blanks', () => {
    expect(resolveFamily('Inter', 'Montserrat')).toBe('Inter');
    expect(resolveFamily('  MONTSERRAT ', 'Inter')).toBe('Montserrat');
    expect(resolveFamily('"jetbrains mono"', 'Inter')).toBe('JetBrains Mono');
    expect(resolveFamily("'Playfair   Display'", 'Inter')).toBe('Playfair Display');
  });

  it('takes the first family of a CSS list that we ship', () => {
    expect(resolveFamily("'playfair display', Georgia, serif", 'Inter')).toBe('Playfair Display');
    expect(resolveFamily('Georgia, "EB Garamond", Oswald, serif', 'Inter')).toBe('EB Garamond');
  });

  it('falls back when nothing in the list is shipped', () => {
    expect(resolveFamily('Comic Sans', 'Oswald')).toBe('Oswald');
    expect(resolveFamily('Georgia, serif', 'Josefin Sans')).toBe('Josefin Sans');
    expect(resolveFamily('', 'Inter')).toBe('Inter');
    expect(resolveFamily(undefined, 'Cormorant Garamond')).toBe('Cormorant Garamond');
  });

  it('never lets an injection string through, even one that starts like a shipped name', () => {
    const hostile = [
      'x;}</style><script>alert(1)</script>',
      'Inter;}</style><script>',
      'Inter" onload="alert(1)',
      "Inter'/><script>",
      'Inter\u0000',
      'Inter\\27 ',
      'url(javascript:alert(1))',
      'Inter;font-family:x',
      '</text><image href="http://evil"/>',
      'a'.repeat(100_000),
    ];
    for (const value of hostile) {
      const family = resolveFamily(value, 'Montserrat');
      expect(family, value.slice(0, 40)).toBe('Montserrat');
    }
    // The shipped part of a list still wins, and only that part comes back.
    expect(resolveFamily('x;}</style><script>, Inter', 'Montserrat')).toBe('Inter');
  });

  it('never returns a name outside FONT_FAMILIES, even for a bad fallback from untyped config', () => {
    const family = resolveFamily('Comic Sans', '</style>' as FontFamily);
    expect(FONT_FAMILIES).toContain(family);
  });
});

describe('fontFace', () => {
  it('gives the exact weight when shipped', () => {
    for (const family of FONT_FAMILIES.filter((name) => name !== 'Bebas Neue')) {
      for (const weight of [400, 500, 600, 700] as const) expect(fontFace(family, weight).weight, family).toBe(weight);
    }
    for (const family of ['Inter', 'Space Grotesk', 'Raleway'] as const) expect(fontFace(family, 300).weight, family).toBe(300);
  });

  it('gives 400 for 300 in the families that start at 400', () => {
    expect(fontFace('Playfair Display', 300).weight).toBe(400);
    expect(fontFace('EB Garamond', 300).weight).toBe(400);
    expect(fontFace('EB Garamond', 100).weight).toBe(400);
    expect(fontFace('Cinzel', 300).weight).toBe(400);
  });

  it('gives the one 400 of Bebas Neue (a caps display face) for every weight', () => {
    for (const weight of [100, 300, 400, 500, 700, 900]) expect(fontFace('Bebas Neue', weight).weight).toBe(400);
  });

  it('picks the nearest shipped weight, heavier on a tie from 500 and lighter below', () => {
    expect(fontFace('Inter', 100).weight).toBe(300);
    expect(fontFace('Inter', 900).weight).toBe(700);
    expect(fontFace('Inter', 800).weight).toBe(700);
    expect(fontFace('Inter', 420).weight).toBe(400);
    expect(fontFace('Inter', 450).weight).toBe(400);
    expect(fontFace('Inter', 550).weight).toBe(600);
    expect(fontFace('Inter', 650).weight).toBe(700);
    expect(fontFace('Inter', 350).weight).toBe(300);
    expect(fontFace('Inter', Number.NaN).weight).toBe(400);
  });

  it('points at the Regular (not italic) TTF of the right weight', () => {
    expect(path.basename(fontFace('Inter', 700).file)).toBe('Inter_700Bold.ttf');
    expect(path.basename(fontFace('Playfair Display', 500).file)).toBe('PlayfairDisplay_500Medium.ttf');
    expect(path.basename(fontFace('Josefin Sans', 300).file)).toBe('JosefinSans_300Light.ttf');
    expect(path.basename(fontFace('Bebas Neue', 700).file)).toBe('BebasNeue_400Regular.ttf');
    expect(path.basename(fontFace('Cinzel', 600).file)).toBe('Cinzel_600SemiBold.ttf');
    expect(path.basename(fontFace('Space Grotesk', 300).file)).toBe('SpaceGrotesk_300Light.ttf');
    expect(path.basename(fontFace('Raleway', 500).file)).toBe('Raleway_500Medium.ttf');
    expect(path.isAbsolute(fontFace('Oswald', 600).file)).toBe(true);
  });
});

describe('shipped faces', () => {
  it('are 12 families: 5 weights each, 4 for Playfair Display, EB Garamond and Cinzel, 1 for Bebas Neue; every file exists', () => {
    expect(FONT_FAMILIES).toHaveLength(12);
    expect(new Set(SHIPPED_FACES.map((face) => face.family)).size).toBe(12);
    expect(SHIPPED_FACES).toHaveLength(8 * 5 + 3 * 4 + 1);
    for (const face of SHIPPED_FACES) expect(existsSync(face.file), face.file).toBe(true);
  });

  it('are the files the engine can open (FONT_FILES): 300-700 of every non-CJK fallback, the Regular alone of the six CJK ones', () => {
    expect([...CJK_FAMILIES].sort()).toEqual(['Noto Sans JP', 'Noto Sans KR', 'Noto Sans SC', 'Noto Sans TC', 'Noto Serif JP', 'Noto Serif SC']);
    for (const family of FALLBACK_FAMILIES) {
      const weights = FALLBACK_FACES.filter((face) => face.family === family).map((face) => face.weight);
      expect(weights, family).toEqual(CJK_FAMILIES.has(family) ? [400] : [300, 400, 500, 600, 700]);
    }
    expect(FONT_FILES).toEqual([...SHIPPED_FACES, ...FALLBACK_FACES].map((face) => face.file));
    expect(new Set(FONT_FILES).size).toBe(FONT_FILES.length);
    expect(FONT_FILES.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('give a CJK fallback its Regular for any weight asked: a face, and a file, that ship', () => {
    for (const family of CJK_FAMILIES) {
      for (const weight of [100, 300, 400, 500, 600, 700, 900, Number.NaN]) {
        const face = fontFace(family, weight);
        expect(face.weight, `${family} ${weight}`).toBe(400);
        expect(FONT_FILES).toContain(face.file);
      }
    }
    expect(path.basename(fontFace('Noto Sans SC', 600).file)).toBe('NotoSansSC_400Regular.ttf');
    // The other fallbacks keep the poster face's weight.
    expect(fontFace('Noto Sans Arabic', 600).weight).toBe(600);
    expect(fontFace('Noto Serif', 300).weight).toBe(300);
  });

  it('declare a face of a one-weight family for every CSS weight, the others for their own', () => {
    expect(cssFontWeight(fontFace('Noto Sans JP', 700))).toBe('1 1000');
    expect(cssFontWeight(fontFace('Bebas Neue', 400))).toBe('1 1000');
    expect(cssFontWeight(fontFace('Inter', 300))).toBe('300');
    expect(cssFontWeight(fontFace('Noto Sans Arabic', 700))).toBe('700');
  });

  it('refuses a face that is not on the list, so no arbitrary file is read', () => {
    const inter = fontFace('Inter', 400);
    expect(shippedFace({ ...inter })).toBe(inter);
    expect(() => shippedFace({ ...inter, file: '/etc/passwd' })).toThrow(/not a shipped font face/);
    expect(() => shippedFace({ ...inter, weight: 700 })).toThrow(/not a shipped font face/);
  });
});
