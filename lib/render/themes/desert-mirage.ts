import { defineTheme, typeSet } from './define';

/**
 * A mirage over the dunes: a pale sand page, deep teal roads, shimmering turquoise water, olive dune grass, a red route.
 */
export const desertMirage = defineTheme({
  key: 'desert_mirage',
  name: 'Desert Mirage',
  description: 'Mirage over the dunes: pale sand page, deep teal roads, shimmering turquoise water, olive dune grass, red route, light sans lettering.',
  tone: 'light',
  palette: {
    background: '#f4d3ab',
    landuse: '#f1d0a9',
    landcover: '#eecfab',
    park: '#cca953',
    wood: '#e0c498',
    water: '#3cb4c0',
    waterway: '#3cb4c0',
    building: '#ebc79f',
    roads: {
      motorway: '#173f57',
      trunk: '#1e435a',
      primary: '#24485c',
      secondary: '#2d4e5f',
      tertiary: '#647374',
      minor: '#bfaf97',
      service: '#cab79b',
      path: '#d3bd9f',
    },
    roadCasing: '#f4d3ab',
    rail: '#ccae8e',
    text: '#2e2210',
    halo: '#f4d3ab',
    accent: '#b3261e',
    route: '#b3261e',
    label: '#4a3a20',
    mat: '#f8ecd2',
  },
  fonts: typeSet({ family: 'Raleway', weight: 500 }, 'Raleway', 300),
  roadWidthScale: 0.95,
  overlay: 'radial',
  titleTracking: 0.5,
});
