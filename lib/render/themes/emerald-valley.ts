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
    background: '#d5e3c4',
    landuse: '#d0ddbf',
    landcover: '#cddebf',
    park: '#bbd3a8',
    wood: '#cbd8bc',
    water: '#8acbd3',
    waterway: '#8acbd3',
    building: '#cbd7bb',
    roads: {
      motorway: '#0b5d3b',
      trunk: '#11613f',
      primary: '#176543',
      secondary: '#1f6a49',
      tertiary: '#528c6b',
      minor: '#a5c3a3',
      service: '#afcaaa',
      path: '#b3ccad',
    },
    roadCasing: '#d5e3c4',
    rail: '#b4c9b2',
    text: '#073d2a',
    halo: '#d5e3c4',
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
