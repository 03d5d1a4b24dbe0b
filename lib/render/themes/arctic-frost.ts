import { defineTheme, typeSet } from './define';

/**
 * Ice and cold light: an ice-white page, steel-blue roads, glacier-cyan water, pale ice-green parks, airy Raleway.
 */
export const arcticFrost = defineTheme({
  key: 'arctic_frost',
  name: 'Arctic Frost',
  description:
    'Ice and cold light: ice-white page, roads in deep steel blue stepping down to frost, glacier-cyan water, pale ice-green parks, airy wide-tracked sans.',
  tone: 'light',
  palette: {
    background: '#cdf1fa',
    landuse: '#c8ecf6',
    landcover: '#c6edf1',
    park: '#c6e2d6',
    wood: '#c2e3e5',
    water: '#8ccbe3',
    waterway: '#7bbfd9',
    building: '#c1e6f0',
    roads: {
      motorway: '#1f4a6e',
      trunk: '#244f72',
      primary: '#295476',
      secondary: '#305b7c',
      tertiary: '#5c849f',
      minor: '#a3c9d8',
      service: '#acd1df',
      path: '#b2d7e5',
    },
    roadCasing: '#cdf1fa',
    rail: '#b0d1de',
    text: '#1b3954',
    halo: '#cdf1fa',
    accent: '#2f9bd6',
    route: '#2f9bd6',
    label: '#597085',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Raleway', weight: 600 }, 'Raleway', 300),
  roadWidthScale: 0.9,
  titleTracking: 0.55,
});
