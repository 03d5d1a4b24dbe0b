import { describe, expect, it } from 'vitest';
import { chromaHue, hueDifference, relativeLuminance, THEMES } from '../themes';
import { terrainTints } from './tints';

describe('terrain tints: every theme shades in its own colors', () => {
  const themes = Object.values(THEMES);

  it.each(themes.map((theme) => [theme.key, theme] as const))(
    '%s: light over lit slopes, shadow over the rest, contours between page and ink',
    (_key, theme) => {
      const tints = terrainTints(theme);
      const page = relativeLuminance(theme.palette.background);
      // The shadow is darker than the page, the light no darker (a white page cannot be lit further).
      expect(relativeLuminance(tints.shadow)).toBeLessThan(page * 0.8);
      expect(relativeLuminance(tints.light)).toBeGreaterThanOrEqual(page);
      // Index lines stand out from the page more than the others; labels more still.
      const away = (hex: string) => Math.abs(relativeLuminance(hex) - page);
      expect(away(tints.index)).toBeGreaterThan(away(tints.contour));
      expect(away(tints.label)).toBeGreaterThan(away(tints.index));
    },
  );

  it.each(themes.filter((theme) => chromaHue(theme.palette.background).chroma > 8).map((theme) => [theme.key, theme] as const))(
    '%s: its colored page is shaded in its hue, not washed grey',
    (_key, theme) => {
      const page = chromaHue(theme.palette.background);
      const ink = chromaHue(theme.palette.text);
      const shadow = chromaHue(terrainTints(theme).shadow);
      expect(shadow.chroma).toBeGreaterThan(3);
      // The shadow's hue is the page's or the ink's (it is mixed from them), never a neutral grey's.
      expect(Math.min(hueDifference(shadow.hue, page.hue), ink.chroma > 3 ? hueDifference(shadow.hue, ink.hue) : 360)).toBeLessThan(45);
    },
  );
});
