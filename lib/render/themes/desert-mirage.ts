import type { Theme } from './types';

/**
 * Heat haze over dunes: a pale peach page, dusty mauve roads, a turquoise oasis.
 */
export const desertMirage: Theme = {
  key: 'desert_mirage',
  name: 'Desert Mirage',
  description: 'Heat haze over dunes: pale peach sand, dusty mauve roads fading to rose, turquoise oasis water, light wide sans.',
  tone: 'light',
  palette: {
    background: '#eed9db',
    landuse: '#ead4d7',
    landcover: '#e6d5d1',
    park: '#cfd6a0',
    wood: '#d7d1b7',
    water: '#86cbc4',
    waterway: '#93cfc8',
    building: '#e5ced2',
    roads: {
      motorway: '#6e3352',
      trunk: '#743b59',
      primary: '#7b4460',
      secondary: '#844f69',
      tertiary: '#ae8697',
      minor: '#cdaeb7',
      service: '#d3b6be',
      path: '#dabec5',
    },
    roadCasing: '#eed9db',
    rail: '#b48688',
    text: '#5a2d3f',
    halo: '#eed9db',
    accent: '#e07a5f',
    route: '#e07a5f',
    label: '#89656b',
    mat: '#fdf5eb',
  },
  fonts: {
    title: { family: 'Raleway', weight: 500 },
    subtitle: { family: 'Raleway', weight: 300 },
    coords: { family: 'Raleway', weight: 400 },
    labels: { family: 'Raleway', weight: 400 },
  },
  roadWidthScale: 0.95,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.5,
  titleTransform: 'uppercase',
};
