import { describe, expect, it } from 'vitest';
import {
  chromaHue,
  chromaticDistance,
  contrastRatio,
  darken,
  deltaE76,
  fromLab,
  hueDifference,
  isHex,
  lighten,
  mix,
  offMix,
  parseHex,
  relativeLuminance,
  ROAD_FLOOR,
  ROAD_RAMP,
  roadRamp,
  toHex,
  toLab,
  towardContrast,
} from './color';

describe('parsing and writing #rrggbb', () => {
  it('parses either case into 0…255 channels', () => {
    expect(parseHex('#1f4e8c')).toEqual({ r: 31, g: 78, b: 140 });
    expect(parseHex('#FFa500')).toEqual({ r: 255, g: 165, b: 0 });
  });

  it('rejects anything that is not six hex digits after #', () => {
    for (const bad of ['', '#fff', '1f4e8c', '#1f4e8g', '#1f4e8c80', ' #1f4e8c']) {
      expect(() => parseHex(bad), bad).toThrow(/not a #rrggbb/);
    }
  });

  it('writes lowercase, rounding and clamping channels', () => {
    expect(toHex({ r: 31, g: 78, b: 140 })).toBe('#1f4e8c');
    expect(toHex({ r: 300, g: -4, b: 127.6 })).toBe('#ff0080');
  });

  it('round-trips', () => {
    for (const hex of ['#000000', '#ffffff', '#e5dfd3', '#07060b']) expect(toHex(parseHex(hex))).toBe(hex);
  });

  it('isHex accepts only the stored form: lowercase #rrggbb', () => {
    expect(isHex('#a9c1b6')).toBe(true);
    expect(isHex('#A9C1B6')).toBe(false);
    expect(isHex('#abc')).toBe(false);
    expect(isHex(0xa9c1b6)).toBe(false);
  });
});

describe('WCAG luminance and contrast', () => {
  it('gives 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });

  it('weights green most and blue least', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });

  it('linearises sRGB (mid grey is about 0.216, not 0.5)', () => {
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  it('gives 21:1 for black on white, 1:1 for a color on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#1f4e8c', '#1f4e8c')).toBe(1);
  });

  it('matches the known AA boundary: #767676 passes 4.5:1 on white, #777777 does not', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('mixing', () => {
  it('returns the ends at 0 and 1 and clamps beyond', () => {
    expect(mix('#102030', '#f0e0d0', 0)).toBe('#102030');
    expect(mix('#102030', '#f0e0d0', 1)).toBe('#f0e0d0');
    expect(mix('#102030', '#f0e0d0', -1)).toBe('#102030');
    expect(mix('#102030', '#f0e0d0', 2)).toBe('#f0e0d0');
  });

  it('moves each channel by the fraction', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 0.25)).toBe('#bf0040');
  });

  it('lightens towards white and darkens towards black', () => {
    expect(lighten('#000000', 0.5)).toBe('#808080');
    expect(darken('#ffffff', 0.5)).toBe('#808080');
    expect(lighten('#1f4e8c', 1)).toBe('#ffffff');
    expect(darken('#1f4e8c', 1)).toBe('#000000');
    expect(relativeLuminance(lighten('#1f4e8c', 0.1))).toBeGreaterThan(relativeLuminance('#1f4e8c'));
    expect(relativeLuminance(darken('#1f4e8c', 0.1))).toBeLessThan(relativeLuminance('#1f4e8c'));
  });
});

describe('perceptual helpers', () => {
  it('converts to CIELAB (D65): white, black, sRGB red', () => {
    const white = toLab('#ffffff');
    expect(white[0]).toBeCloseTo(100, 3);
    expect(Math.abs(white[1]) + Math.abs(white[2])).toBeLessThan(0.05);
    expect(toLab('#000000')).toEqual([0, 0, 0]);
    const [l, a, b] = toLab('#ff0000');
    expect(l).toBeCloseTo(53.24, 1);
    expect(a).toBeCloseTo(80.09, 0);
    expect(b).toBeCloseTo(67.2, 0);
  });

  it('measures ΔE76, and color apart from lightness (0 for two greys)', () => {
    expect(deltaE76('#123456', '#123456')).toBe(0);
    expect(deltaE76('#000000', '#ffffff')).toBeCloseTo(100, 1);
    expect(chromaticDistance('#222222', '#eeeeee')).toBeLessThan(0.05);
    expect(chromaticDistance('#e6e0c2', '#6f9f96')).toBeGreaterThan(10);
  });

  it('gives chroma, hue angle and the smaller angle between hues', () => {
    expect(chromaHue('#808080').chroma).toBeLessThan(0.05);
    expect(chromaHue('#ff0000').hue).toBeCloseTo(40, 0);
    expect(hueDifference(350, 10)).toBe(20);
    expect(hueDifference(10, 190)).toBe(180);
  });

  it('mixes a color towards the page until it reaches a contrast, keeping it on the mix line', () => {
    const faded = towardContrast('#8e3b2b', '#f1e6cf', 2);
    expect(contrastRatio(faded, '#f1e6cf')).toBeCloseTo(2, 1);
    expect(offMix(faded, '#8e3b2b', '#f1e6cf')).toBeLessThan(1);
    expect(towardContrast('#eeeeee', '#ffffff', 3)).toBe('#eeeeee');
    expect(offMix('#808080', '#000000', '#ffffff')).toBe(0);
    expect(offMix('#ff0000', '#000000', '#ffffff')).toBeGreaterThan(100);
  });

  it('converts CIELAB back to the same #rrggbb', () => {
    for (const hex of ['#000000', '#ffffff', '#8e3b2b', '#2ec4c6', '#a3115a']) expect(fromLab(toLab(hex))).toBe(hex);
  });
});

describe('the road ramp', () => {
  it('keeps the main-road color on the motorway and mixes every class towards the page in order', () => {
    const ramp = roadRamp('#f6d77e', '#29261f');
    expect(ramp.motorway).toBe('#f6d77e');
    const classes = Object.keys(ROAD_RAMP) as (keyof typeof ROAD_RAMP)[];
    for (const cls of classes) expect(offMix(ramp[cls], '#f6d77e', '#29261f'), cls).toBeLessThanOrEqual(1);
    for (let i = 1; i < classes.length; i++) {
      expect(contrastRatio(ramp[classes[i]!], '#29261f'), classes[i]).toBeLessThan(contrastRatio(ramp[classes[i - 1]!], '#29261f'));
    }
  });

  it('lifts a class that would fade under the floor to the floor, on the same line', () => {
    const ramp = roadRamp('#c07050', '#e0cfc6');
    expect(contrastRatio(ramp.path, '#e0cfc6')).toBeGreaterThanOrEqual(ROAD_FLOOR);
    expect(offMix(ramp.path, '#c07050', '#e0cfc6')).toBeLessThanOrEqual(1);
  });
});
