/**
 * The pairs a designer took for one theme twice (issue 39), and how far apart (CIE76) their pages must be
 * when both are light or both dark. Held on the palettes (lib/render/themes/themes.test.ts) and on rendered
 * thumbnails (tests/integration/render/theme-distinctness.test.ts).
 */
export const TWINS_SEEN = [
  ['twilight_hour', 'obsidian_glass'],
  ['rose_gold', 'espresso_roast'],
  ['cyber_noir', 'forest_shadow'],
  ['sakura_bloom', 'sunset_blush'],
  ['emerald_valley', 'mint_fizz'],
  ['ivory_tower', 'minimal_white'],
  ['sakura_bloom', 'lavender_mist'],
  ['lavender_mist', 'ethereal_ghost'],
] as const;
export const TWIN_PAGE = 15;
