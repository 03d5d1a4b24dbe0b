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
    background: '#efd9a8',
    landuse: '#ecd6a6',
    landcover: '#e9d5a8',
    park: '#cfc888',
    wood: '#dbca96',
    water: '#3cb4c0',
    waterway: '#3cb4c0',
    building: '#e5cd9d',
    roads: {
      motorway: '#173f57',
      trunk: '#1d4459',
      primary: '#24485c',
      secondary: '#2d4e5f',
      tertiary: '#637573',
      minor: '#bbb495',
      service: '#c6bc99',
      path: '#cfc29c',
    },
    roadCasing: '#efd9a8',
    rail: '#c6b38b',
    text: '#2e2210',
    halo: '#efd9a8',
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
