import type { Theme } from './types';

/**
 * The last light: a peach-pink page, deep coral roads fading to peach, lavender water.
 */
export const sunsetBlush: Theme = {
  key: 'sunset_blush',
  name: 'Sunset Blush',
  description: 'The last light of day: peach-pink page, deep coral-magenta roads fading to peach, lavender water, light sans.',
  tone: 'light',
  palette: {
    background: '#fbd6cc',
    landuse: '#f7d1c8',
    landcover: '#f7ccc0',
    park: '#e6c7a6',
    wood: '#ecc9b8',
    water: '#c2b6e2',
    waterway: '#c2b6e2',
    building: '#f3cbc3',
    roads: {
      motorway: '#8c1c3f',
      trunk: '#922546',
      primary: '#972f4d',
      secondary: '#9f3c57',
      tertiary: '#c47986',
      minor: '#dea6a7',
      service: '#e4afae',
      path: '#e9b8b5',
    },
    roadCasing: '#fbd6cc',
    rail: '#cb7877',
    text: '#6e1d35',
    halo: '#fbd6cc',
    accent: '#ff7b54',
    route: '#ff7b54',
    label: '#985661',
    mat: '#fff6f0',
  },
  fonts: {
    title: { family: 'Raleway', weight: 700 },
    subtitle: { family: 'Raleway', weight: 300 },
    coords: { family: 'Raleway', weight: 400 },
    labels: { family: 'Raleway', weight: 400 },
  },
  roadWidthScale: 1.05,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.4,
  titleTransform: 'uppercase',
};
