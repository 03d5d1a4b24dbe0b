import type { Theme } from './types';
import { midnightDark } from './midnight-dark';
import { minimalWhite } from './minimal-white';
import { modernVoyager } from './modern-voyager';
import { blueprintClassic } from './blueprint-classic';
import { vintageAtlas } from './vintage-atlas';
import { midnightNeon } from './midnight-neon';

export type { Theme, ThemePalette, FontChoice, Hex, RoadClass } from './types';
export { ROAD_CLASSES } from './types';

/** Every artistic theme by its key. */
export const THEMES: Readonly<Record<string, Theme>> = Object.fromEntries(
  [midnightDark, minimalWhite, modernVoyager, blueprintClassic, vintageAtlas, midnightNeon].map((theme) => [theme.key, theme]),
);

/** Keys of the first releases, still accepted (contract 2.2 and 9). */
export const LEGACY_THEME_KEYS: Readonly<Record<string, string>> = {
  dark: 'midnight_dark',
  minimal: 'minimal_white',
  voyager: 'modern_voyager',
};

export const THEME_KEYS: readonly string[] = Object.keys(THEMES);

/** The current key for a theme key or a legacy key; undefined when unknown. */
export function resolveThemeKey(key: string): string | undefined {
  if (Object.hasOwn(THEMES, key)) return key;
  return Object.hasOwn(LEGACY_THEME_KEYS, key) ? LEGACY_THEME_KEYS[key] : undefined;
}

export function getTheme(key: string): Theme {
  const resolved = resolveThemeKey(key);
  if (!resolved) throw new Error(`unknown theme ${key}`);
  return THEMES[resolved]!;
}
