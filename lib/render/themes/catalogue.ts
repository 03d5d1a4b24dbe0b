import { isThemeKey, THEME_KEYS, type ThemeKey } from './keys';
import type { Theme } from './types';
import { ancientWoodland } from './ancient-woodland';
import { arcticFrost } from './arctic-frost';
import { aridCanyon } from './arid-canyon';
import { auroraGlow } from './aurora-glow';
import { autumnWhisper } from './autumn-whisper';
import { blueprintClassic } from './blueprint-classic';
import { charcoalSketch } from './charcoal-sketch';
import { copperPatina } from './copper-patina';
import { cyberGlitch } from './cyber-glitch';
import { cyberNoir } from './cyber-noir';
import { desertMirage } from './desert-mirage';
import { deepOcean } from './deep-ocean';
import { darkGold } from './dark-gold';
import { emeraldValley } from './emerald-valley';
import { etherealGhost } from './ethereal-ghost';
import { forestShadow } from './forest-shadow';
import { goldenEra } from './golden-era';
import { lavenderMist } from './lavender-mist';
import { mintFizz } from './mint-fizz';
import { midnightNeon } from './midnight-neon';
import { monochromePro } from './monochrome-pro';
import { mangroveMaze } from './mangrove-maze';
import { paperHeritage } from './paper-heritage';
import { riverineFlow } from './riverine-flow';
import { retroSynth } from './retro-synth';
import { royalVelvet } from './royal-velvet';
import { rusticClay } from './rustic-clay';
import { sakuraBloom } from './sakura-bloom';
import { solarFlare } from './solar-flare';
import { steelMetropolis } from './steel-metropolis';
import { sunsetBlush } from './sunset-blush';
import { volcanicAsh } from './volcanic-ash';
import { nauticalChart } from './nautical-chart';
import { wineCountry } from './wine-country';
import { mediterraneanSun } from './mediterranean-sun';
import { nordicFjord } from './nordic-fjord';
import { vintageAtlas } from './vintage-atlas';
import { roseGold } from './rose-gold';
import { indigoNight } from './indigo-night';
import { espressoRoast } from './espresso-roast';
import { jadeSilk } from './jade-silk';
import { twilightHour } from './twilight-hour';
import { sandstoneArch } from './sandstone-arch';
import { obsidianGlass } from './obsidian-glass';
import { stormFront } from './storm-front';
import { tobaccoLeather } from './tobacco-leather';
import { ivoryTower } from './ivory-tower';
import { sageGarden } from './sage-garden';
import { coralDepths } from './coral-depths';
import { terracottaVilla } from './terracotta-villa';
import { dustyRose } from './dusty-rose';
import { midnightDark } from './midnight-dark';
import { minimalWhite } from './minimal-white';
import { modernVoyager } from './modern-voyager';

export type { Theme, ThemePalette, FontChoice, Hex } from './types';
export { THEME_KEYS, isThemeKey, type ThemeKey, type PosterThemeKey } from './keys';

/** A theme of the catalogue (not a map-tile style's record). */
export type ArtisticTheme = Theme & { key: ThemeKey };

function byKey(records: readonly Theme[]): Readonly<Record<ThemeKey, ArtisticTheme>> {
  const themes = new Map(records.map((theme) => [theme.key, theme]));
  const unlisted = THEME_KEYS.filter((key) => themes.get(key)?.key !== key);
  if (unlisted.length > 0 || themes.size !== records.length || records.length !== THEME_KEYS.length) {
    throw new Error(`the theme catalogue and THEME_KEYS disagree (${unlisted.join(', ') || 'a key twice, or a record that is not artistic'})`);
  }
  return Object.fromEntries(THEME_KEYS.map((key) => [key, themes.get(key)!])) as Record<ThemeKey, ArtisticTheme>;
}

/** Every artistic theme by its key, in THEME_KEYS' order. */
export const THEMES = byKey([
  ancientWoodland,
  arcticFrost,
  aridCanyon,
  auroraGlow,
  autumnWhisper,
  blueprintClassic,
  charcoalSketch,
  copperPatina,
  cyberGlitch,
  cyberNoir,
  desertMirage,
  deepOcean,
  darkGold,
  emeraldValley,
  etherealGhost,
  forestShadow,
  goldenEra,
  lavenderMist,
  mintFizz,
  midnightNeon,
  monochromePro,
  mangroveMaze,
  paperHeritage,
  riverineFlow,
  retroSynth,
  royalVelvet,
  rusticClay,
  sakuraBloom,
  solarFlare,
  steelMetropolis,
  sunsetBlush,
  volcanicAsh,
  nauticalChart,
  wineCountry,
  mediterraneanSun,
  nordicFjord,
  vintageAtlas,
  roseGold,
  indigoNight,
  espressoRoast,
  jadeSilk,
  twilightHour,
  sandstoneArch,
  obsidianGlass,
  stormFront,
  tobaccoLeather,
  ivoryTower,
  sageGarden,
  coralDepths,
  terracottaVilla,
  dustyRose,
  midnightDark,
  minimalWhite,
  modernVoyager,
]);

/** Keys of the first releases, still accepted (components/docs/content/engine.md: The poster engine, Themes; /docs#themes). */
export const LEGACY_THEME_KEYS = {
  dark: 'midnight_dark',
  minimal: 'minimal_white',
  voyager: 'modern_voyager',
} as const satisfies Readonly<Record<string, ThemeKey>>;

export type LegacyThemeKey = keyof typeof LEGACY_THEME_KEYS;

/** The current key for a theme key or a legacy key (any string, as a request has it); undefined when unknown. */
export function resolveThemeKey(key: string): ThemeKey | undefined {
  if (isThemeKey(key)) return key;
  return Object.hasOwn(LEGACY_THEME_KEYS, key) ? LEGACY_THEME_KEYS[key as LegacyThemeKey] : undefined;
}

/** The theme of a key (a legacy key is resolved); a key that is neither throws. */
export function getTheme(key: ThemeKey | LegacyThemeKey): ArtisticTheme {
  const resolved = resolveThemeKey(key);
  if (!resolved) throw new Error(`unknown theme ${key}`);
  return THEMES[resolved];
}
