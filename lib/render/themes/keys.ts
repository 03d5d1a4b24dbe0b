/**
 * The catalogue's keys, as types: a theme record's `key` must be one of them, and a parsed
 * PosterSpec's `theme` is one of them or a map-tile style. The API still takes any string at its
 * edge (lib/render/spec validates it, legacy keys resolved); past that, keys are these unions.
 * Kept apart from the records so that ./types can use them without importing a record.
 */

/** Every artistic theme's key, in the catalogue's order (./index checks that each has exactly one record). */
export const THEME_KEYS = [
  'ancient_woodland',
  'arctic_frost',
  'arid_canyon',
  'aurora_glow',
  'autumn_whisper',
  'blueprint_classic',
  'charcoal_sketch',
  'copper_patina',
  'cyber_glitch',
  'cyber_noir',
  'desert_mirage',
  'deep_ocean',
  'dark_gold',
  'emerald_valley',
  'ethereal_ghost',
  'forest_shadow',
  'golden_era',
  'lavender_mist',
  'mint_fizz',
  'midnight_neon',
  'monochrome_pro',
  'mangrove_maze',
  'paper_heritage',
  'riverine_flow',
  'retro_synth',
  'royal_velvet',
  'rustic_clay',
  'sakura_bloom',
  'solar_flare',
  'steel_metropolis',
  'sunset_blush',
  'volcanic_ash',
  'nautical_chart',
  'wine_country',
  'mediterranean_sun',
  'nordic_fjord',
  'vintage_atlas',
  'rose_gold',
  'indigo_night',
  'espresso_roast',
  'jade_silk',
  'twilight_hour',
  'sandstone_arch',
  'obsidian_glass',
  'storm_front',
  'tobacco_leather',
  'ivory_tower',
  'sage_garden',
  'coral_depths',
  'terracotta_villa',
  'dusty_rose',
  'midnight_dark',
  'minimal_white',
  'modern_voyager',
] as const;

/** An artistic theme's key. */
export type ThemeKey = (typeof THEME_KEYS)[number];

/** The map-tile styles (renderMode `tile`; ./tile-styles). */
export const TILE_STYLE_KEYS = ['standard', 'satellite'] as const;
export type TileStyleKey = (typeof TILE_STYLE_KEYS)[number];

/** What a parsed poster's `theme` is: an artistic theme or a map-tile style. */
export type PosterThemeKey = ThemeKey | TileStyleKey;

export function isThemeKey(key: string): key is ThemeKey {
  return (THEME_KEYS as readonly string[]).includes(key);
}

export function isTileStyle(key: string): key is TileStyleKey {
  return (TILE_STYLE_KEYS as readonly string[]).includes(key);
}
