import { getTheme } from './catalogue';
import { withColors, type CustomColors } from './custom';
import { isTileStyle, type PosterThemeKey, type TileStyleKey } from './keys';
import { typeSet } from './define';
import type { Theme } from './types';

export { TILE_STYLE_KEYS, isTileStyle, type TileStyleKey } from './keys';

/**
 * The map-tile styles (components/docs/content/engine.md: The poster engine, Map-tile styles: `standard` and `satellite`, with
 * renderMode `tile`, personal use only). Their map is a raster from a tile server (lib/render/raster-tiles); these records
 * only dress the rest of the poster: the page, the mat, the text, the markers and the route.
 * The map palette slots (roads, water…) are never drawn for them; they are filled so that the
 * records are whole Themes.
 */

/** OpenStreetMap's standard map: a light paper page and dark ink, to sit beside its pale colors. */
/** Everything but the colors, the same for every map-tile style: the tiles carry their own roads, buildings and labels. */
const MAP_TILE_FURNITURE = {
  fonts: typeSet({ family: 'Montserrat', weight: 700 }, 'Inter', 400, { subtitle: { family: 'Montserrat', weight: 400 } }),
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.3,
  titleTransform: 'uppercase',
  roadHues: 'one',
} satisfies Partial<Theme>;

const standard: Theme = {
  key: 'standard',
  name: 'Standard Map',
  description: 'The familiar OpenStreetMap street map on a light paper page with dark text (map-tile style, personal use only).',
  tone: 'light',
  palette: {
    background: '#f4f1ea',
    landuse: '#ece9e1',
    landcover: '#e4e8d9',
    park: '#d3e8c4',
    wood: '#e2ecd5',
    water: '#aad3df',
    waterway: '#aad3df',
    building: '#d9d0c9',
    roads: {
      motorway: '#e892a2',
      trunk: '#f9b29c',
      primary: '#fcd6a4',
      secondary: '#f7fabf',
      tertiary: '#ffffff',
      minor: '#ffffff',
      service: '#ffffff',
      path: '#fa8072',
    },
    roadCasing: '#bbbbbb',
    rail: '#999999',
    text: '#1f1d1a',
    halo: '#f4f1ea',
    accent: '#d0342c',
    route: '#2158d6',
    label: '#333333',
    mat: '#fbfaf6',
  },
  ...MAP_TILE_FURNITURE,
};

/** Aerial imagery: a near-black page and light text, markers and route in colors that show on photographs. */
const satellite: Theme = {
  key: 'satellite',
  name: 'Satellite',
  description: 'Aerial imagery of the place on a near-black page with light text (map-tile style, personal use only).',
  tone: 'dark',
  palette: {
    background: '#0d0e10',
    landuse: '#15171a',
    landcover: '#1a1d1a',
    park: '#1c2419',
    wood: '#151915',
    water: '#0f1a24',
    waterway: '#13212e',
    building: '#1e1f22',
    roads: {
      motorway: '#d9d6cf',
      trunk: '#c8c5be',
      primary: '#b4b1aa',
      secondary: '#9d9a94',
      tertiary: '#85827d',
      minor: '#6b6965',
      service: '#57554f',
      path: '#4a4844',
    },
    roadCasing: '#0d0e10',
    rail: '#5a5a5a',
    text: '#f2efe8',
    halo: '#0d0e10',
    accent: '#ffc83d',
    route: '#ffd23f',
    label: '#e6e3dc',
    mat: '#121315',
  },
  ...MAP_TILE_FURNITURE,
};

export const TILE_STYLES: Readonly<Record<TileStyleKey, Theme>> = { standard, satellite };

/** The theme that dresses a poster: an artistic theme, or a map-tile style's furniture, in the customer's colors if any. */
export function themeForSpec(spec: { theme: PosterThemeKey; colors?: CustomColors }): Theme {
  return withColors(isTileStyle(spec.theme) ? TILE_STYLES[spec.theme] : getTheme(spec.theme), spec.colors);
}
