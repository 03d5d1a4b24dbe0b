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

export type { Theme, ThemePalette, FontChoice, Hex, RoadClass } from './types';
export { ROAD_CLASSES } from './types';

/** Every artistic theme by its key. */
export const THEMES: Readonly<Record<string, Theme>> = Object.fromEntries(
  [
    ancientWoodland, arcticFrost, aridCanyon, auroraGlow, autumnWhisper, blueprintClassic, charcoalSketch,
    copperPatina, cyberGlitch, cyberNoir, desertMirage, deepOcean, darkGold, emeraldValley, etherealGhost,
    forestShadow, goldenEra, lavenderMist, mintFizz, midnightNeon, monochromePro, mangroveMaze, paperHeritage,
    riverineFlow, retroSynth, royalVelvet, rusticClay, sakuraBloom, solarFlare, steelMetropolis, sunsetBlush,
    volcanicAsh, nauticalChart, wineCountry, mediterraneanSun, nordicFjord, vintageAtlas, roseGold, indigoNight,
    espressoRoast, jadeSilk, twilightHour, sandstoneArch, obsidianGlass, stormFront, tobaccoLeather, ivoryTower,
    sageGarden, coralDepths, terracottaVilla, dustyRose, midnightDark, minimalWhite, modernVoyager,
  ].map((theme) => [theme.key, theme]),
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
