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
    background: '#f7e6d1',
    landuse: '#f3e1cd',
    landcover: '#efe2c7',
    park: '#e8dfbf',
    water: '#93cfc8',
    waterway: '#93cfc8',
    building: '#eedbc8',
    roads: {
      motorway: '#6e3352',
      trunk: '#7e445c',
      primary: '#8d5465',
      secondary: '#9d6670',
      tertiary: '#ac787a',
      minor: '#bb8985',
      service: '#c99990',
      path: '#d5a89a',
    },
    roadCasing: '#f7e6d1',
    rail: '#b48688',
    text: '#5a2d3f',
    halo: '#f7e6d1',
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
