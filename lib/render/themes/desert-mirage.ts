import { defineTheme, typeSet } from './define';

/**
 * A mirage over the dunes: an ochre sand page, deep teal roads, shimmering turquoise water, olive dune grass, a red route.
 */
export const desertMirage = defineTheme({
  key: 'desert_mirage',
  name: 'Desert Mirage',
  description: 'Mirage over the dunes: ochre sand page, deep teal roads, shimmering turquoise water, olive dune grass, red route, light sans lettering.',
  tone: 'light',
  palette: {
    background: '#e9c27a',
    landuse: '#e6bf78',
    landcover: '#e3be7a',
    park: '#c9b25a',
    wood: '#d5b368',
    water: '#3cb4c0',
    waterway: '#3cb4c0',
    building: '#dfb66f',
    roads: {
      motorway: '#173f57',
      trunk: '#1d4358',
      primary: '#244759',
      secondary: '#2c4c5b',
      tertiary: '#616d63',
      minor: '#b7a372',
      service: '#c1a973',
      path: '#c8ae75',
    },
    roadCasing: '#e9c27a',
    rail: '#be9b5d',
    text: '#2e2210',
    halo: '#e9c27a',
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
