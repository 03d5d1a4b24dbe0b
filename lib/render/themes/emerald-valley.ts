import { defineTheme, typeSet } from './define';

/**
 * A green valley in spring: a soft grey-green page, deep emerald roads, lush parks, blue-green water.
 */
export const emeraldValley = defineTheme({
  key: 'emerald_valley',
  name: 'Emerald Valley',
  description: 'Green valley in spring: soft grey-green page, deep emerald roads fading to leaf green, lush parks, blue-green water, gold route.',
  tone: 'light',
  palette: {
    background: '#e3ead8',
    landuse: '#dee4d3',
    landcover: '#dbe5d3',
    park: '#c0e2b3',
    wood: '#d9dfd0',
    water: '#8acbd3',
    waterway: '#8acbd3',
    building: '#d9decf',
    roads: {
      motorway: '#0b5d3b',
      trunk: '#116140',
      primary: '#186544',
      secondary: '#216b4b',
      tertiary: '#578e72',
      minor: '#afc8b2',
      service: '#bacfba',
      path: '#c1d3bf',
    },
    roadCasing: '#e3ead8',
    rail: '#c2d0c6',
    text: '#073d2a',
    halo: '#e3ead8',
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
