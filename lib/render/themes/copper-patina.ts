import { defineTheme, typeSet } from './define';

/**
 * Weathered copper: a pale verdigris page, bright copper roads, deeper teal water.
 */
export const copperPatina = defineTheme({
  key: 'copper_patina',
  name: 'Copper Patina',
  description: 'Weathered copper roof: pale verdigris-green page, bright copper roads fading into the verdigris, deep teal water, cased arterials.',
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
      motorway: '#b5652b',
      trunk: '#b56830',
      primary: '#b46b34',
      secondary: '#b4703a',
      tertiary: '#b18a60',
      minor: '#acb39a',
      service: '#acb39a',
      path: '#acb39a',
    },
    roadCasing: '#c4e0d5',
    rail: '#9eb09f',
    text: '#3a180b',
    halo: '#a9cfc1',
    accent: '#6a2c7a',
    route: '#6a2c7a',
    label: '#5b4f42',
    mat: '#d9ece4',
  },
  fonts: typeSet({ family: 'Raleway', weight: 700 }, 'Raleway'),
  roadWidthScale: 1.3,
  casings: true,
  titleTracking: 0.4,
});
