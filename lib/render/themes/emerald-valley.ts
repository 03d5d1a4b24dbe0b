import { defineTheme, typeSet } from './define';

/**
 * A green valley in spring: a fresh meadow-green page, deep emerald roads, lush parks, blue-green water.
 */
export const emeraldValley = defineTheme({
  key: 'emerald_valley',
  name: 'Emerald Valley',
  description: 'Green valley in spring: fresh meadow-green page, deep emerald roads fading to leaf green, lush parks, blue-green water, gold route.',
  tone: 'light',
  palette: {
    background: '#cdeebc',
    landuse: '#c8e8b7',
    landcover: '#c5e9b7',
    park: '#b2dea0',
    wood: '#c3e3b4',
    water: '#8fcfd6',
    waterway: '#8fcfd6',
    building: '#c3e2b3',
    roads: {
      motorway: '#0b6b4a',
      trunk: '#116f4d',
      primary: '#177351',
      secondary: '#1e7855',
      tertiary: '#4f9972',
      minor: '#9ecfa1',
      service: '#a8d5a6',
      path: '#aad6a8',
    },
    roadCasing: '#cdeebc',
    rail: '#acd4aa',
    text: '#073d2a',
    halo: '#cdeebc',
    accent: '#d4a017',
    route: '#d4a017',
    label: '#427256',
    mat: '#f6fbf3',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 700 }, 'EB Garamond', 500),
  roadWidthScale: 1.05,
  overlay: 'radial',
  titleTracking: 0.45,
});
