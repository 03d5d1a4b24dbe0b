import { defineTheme, typeSet } from './define';

/**
 * A green valley in spring: a soft meadow-green page, deep emerald roads, lush parks, blue-green water.
 */
export const emeraldValley = defineTheme({
  key: 'emerald_valley',
  name: 'Emerald Valley',
  description: 'Green valley in spring: soft meadow-green page, deep emerald roads fading to leaf green, lush parks, blue-green water, gold route.',
  tone: 'light',
  palette: {
    background: '#daf2cf',
    landuse: '#d5ecca',
    landcover: '#d2edca',
    park: '#c0e2b3',
    wood: '#d0e7c7',
    water: '#8acbd3',
    waterway: '#8acbd3',
    building: '#d0e6c6',
    roads: {
      motorway: '#0b5d3b',
      trunk: '#11613f',
      primary: '#176644',
      secondary: '#206c4a',
      tertiary: '#53916f',
      minor: '#a8ceab',
      service: '#b3d6b3',
      path: '#b9dab8',
    },
    roadCasing: '#daf2cf',
    rail: '#b9d8bd',
    text: '#073d2a',
    halo: '#daf2cf',
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
