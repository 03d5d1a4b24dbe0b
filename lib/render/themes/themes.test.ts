/**
 * Invariants every theme must keep, checked over all of THEMES so that a new or edited theme that
 * breaks one fails here rather than on a printed poster.
 */
import { describe, expect, it } from 'vitest';
import { SHIPPED_FACES } from '../fonts';
import { contrastRatio, isHex, relativeLuminance } from './colour';
import { LEGACY_THEME_KEYS, ROAD_CLASSES, THEMES, THEME_KEYS, getTheme, resolveThemeKey, type Theme } from './index';

/** Weights of each shipped family, from the font catalogue itself. */
const SHIPPED_WEIGHTS: Readonly<Record<string, readonly number[]>> = SHIPPED_FACES.reduce<Record<string, number[]>>((byFamily, face) => {
  (byFamily[face.family] ??= []).push(face.weight);
  return byFamily;
}, {});

/** Contract 2.2: only the city-map themes show street, place and water names. */
const LABELLED = ['midnight_dark', 'minimal_white', 'modern_voyager'];

/** The smallest contrast at which a feature still reads against the page. */
const VISIBLE = 1.08;
/** The least important road (path) must never fade into the page. */
const PATH_MIN = 1.25;

const themes = Object.entries(THEMES);

/** Every colour slot with a readable name, road classes included. */
function slots(theme: Theme): [string, unknown][] {
  const { roads, ...rest } = theme.palette;
  return [...Object.entries(rest), ...Object.entries(roads).map(([cls, hex]): [string, unknown] => [`roads.${cls}`, hex])];
}

describe('theme catalogue', () => {
  it('has the six themes', () => {
    expect([...THEME_KEYS].sort()).toEqual(
      ['blueprint_classic', 'midnight_dark', 'midnight_neon', 'minimal_white', 'modern_voyager', 'vintage_atlas'],
    );
  });

  it('resolves the legacy keys dark/minimal/voyager to their current themes', () => {
    expect(resolveThemeKey('dark')).toBe('midnight_dark');
    expect(resolveThemeKey('minimal')).toBe('minimal_white');
    expect(resolveThemeKey('voyager')).toBe('modern_voyager');
    for (const [legacy, current] of Object.entries(LEGACY_THEME_KEYS)) {
      expect(THEMES[current], legacy).toBeDefined();
      expect(getTheme(legacy)).toBe(THEMES[current]);
    }
    expect(resolveThemeKey('toString')).toBeUndefined();
    expect(resolveThemeKey('nope')).toBeUndefined();
  });

  it('keeps themes distinct: no two share background, water and motorway', () => {
    const triples = themes.map(([, t]) => `${t.palette.background} ${t.palette.water} ${t.palette.roads.motorway}`);
    expect(new Set(triples).size).toBe(triples.length);
  });
});

describe.each(themes)('theme %s', (recordKey, theme) => {
  const { palette } = theme;
  const bg = palette.background;

  it('is keyed by its own snake_case key', () => {
    expect(theme.key).toBe(recordKey);
    expect(theme.key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expect(theme.name.trim()).not.toBe('');
    expect(theme.description.trim()).not.toBe('');
  });

  it('fills every palette slot, every road class included, with a lowercase #rrggbb', () => {
    expect(Object.keys(palette.roads).sort()).toEqual([...ROAD_CLASSES].sort());
    for (const [slot, hex] of slots(theme)) expect(isHex(hex), `${slot} = ${String(hex)}`).toBe(true);
  });

  it('sets the title text at 4.5:1 or more against the page', () => {
    expect(contrastRatio(palette.text, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('steps the road hierarchy down in contrast from motorway to path, never below 1.25:1', () => {
    const contrasts = ROAD_CLASSES.map((cls) => contrastRatio(palette.roads[cls], bg));
    for (let i = 1; i < contrasts.length; i++) {
      expect(contrasts[i], `${ROAD_CLASSES[i]} vs ${ROAD_CLASSES[i - 1]}`).toBeLessThanOrEqual(contrasts[i - 1]!);
    }
    expect(contrasts.at(-1)).toBeGreaterThanOrEqual(PATH_MIN);
  });

  it('keeps water and parks visible, and water quieter than the motorways', () => {
    const water = contrastRatio(palette.water, bg);
    expect(water).toBeGreaterThanOrEqual(VISIBLE);
    expect(contrastRatio(palette.park, bg)).toBeGreaterThanOrEqual(VISIBLE);
    expect(water).toBeLessThan(contrastRatio(palette.roads.motorway, bg));
  });

  it('uses only shipped font families, in weights they have', () => {
    for (const [role, font] of Object.entries(theme.fonts)) {
      const weights = SHIPPED_WEIGHTS[font.family];
      expect(weights, `${role}: ${font.family}`).toBeDefined();
      expect(weights, `${role}: ${font.family} ${font.weight}`).toContain(font.weight);
    }
  });

  it('declares the tone of its background (dark ⇔ luminance < 0.2)', () => {
    expect(theme.tone === 'dark').toBe(relativeLuminance(bg) < 0.2);
  });

  it('shows labels only if it is a city-map theme', () => {
    expect(theme.labels).toBe(LABELLED.includes(theme.key));
  });

  it('keeps its proportions in range', () => {
    expect(theme.roadWidthScale).toBeGreaterThanOrEqual(0.8);
    expect(theme.roadWidthScale).toBeLessThanOrEqual(1.3);
    expect(theme.titleTracking).toBeGreaterThanOrEqual(0);
    expect(theme.titleTracking).toBeLessThanOrEqual(0.6);
  });
});
