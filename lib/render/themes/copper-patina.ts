import { defineTheme, typeSet } from './define';

/**
 * Weathered copper: a pale verdigris page, roads in dark and bright copper, deeper teal water.
 */
export const copperPatina = defineTheme({
  key: 'copper_patina',
  name: 'Copper Patina',
  description: 'Weathered copper roof: pale verdigris-green page, roads from dark to bright copper, deep teal water, cased arterials.',
  tone: 'light',
  palette: {
    background: '#a9cfc1',
    landuse: '#a6cabc',
    landcover: '#a1cab9',
    park: '#8dc0ac',
    wood: '#a7c9b5',
    water: '#4f9aa0',
    waterway: '#5f9c9b',
    building: '#a2c4b6',
    roads: {
      motorway: '#4e1e0c',
      trunk: '#512311',
      primary: '#532917',
      secondary: '#57301e',
      tertiary: '#6e5c4b',
      minor: '#93a596',
      service: '#98ad9f',
      path: '#9cb6a8',
    },
    roadCasing: '#c4e0d5',
    rail: '#9eb09f',
    text: '#3a180b',
    halo: '#a9cfc1',
    accent: '#b8602f',
    route: '#b8602f',
    label: '#5b4f42',
    mat: '#d9ece4',
  },
  fonts: typeSet({ family: 'Raleway', weight: 700 }, 'Raleway'),
  casings: true,
  titleTracking: 0.4,
});
