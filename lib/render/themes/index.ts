/**
 * The engine's themes: the catalogue of artistic themes, the map-tile styles, customer colors,
 * and the color arithmetic they share. The engine's other folders import from here only.
 */
export {
  THEMES,
  LEGACY_THEME_KEYS,
  resolveThemeKey,
  getTheme,
  THEME_KEYS,
  isThemeKey,
  type ArtisticTheme,
  type LegacyThemeKey,
  type Theme,
  type ThemePalette,
  type FontChoice,
  type Hex,
  type ThemeKey,
  type PosterThemeKey,
} from './catalogue';
export { TILE_STYLES, TILE_STYLE_KEYS, isTileStyle, themeForSpec, type TileStyleKey } from './tile-styles';
export {
  COLOR_SLOTS,
  TILE_COLOR_SLOTS,
  MIN_TEXT_CONTRAST,
  colorProblems,
  colorWarnings,
  isColorSlot,
  withColors,
  type ColorSlot,
  type CustomColors,
  type ColorProblem,
} from './custom';
export { chromaHue, contrastRatio, darken, fromLab, hueDifference, lighten, mix, parseHex, relativeLuminance, toHex, toLab, type Rgb } from './color';
