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
    background: '#fbdcc8',
    landuse: '#f7d7c4',
    landcover: '#f7d2bc',
    park: '#f3c9b3',
    water: '#c2b6e2',
    waterway: '#c2b6e2',
    building: '#f3d1bf',
    roads: {
      motorway: '#8c1c3f',
      trunk: '#9c3149',
      primary: '#ab4351',
      secondary: '#bb565c',
      tertiary: '#c96965',
      minor: '#d77a6e',
      service: '#e48a76',
      path: '#f0997d',
    },
    roadCasing: '#fbdcc8',
    rail: '#cb7877',
    text: '#6e1d35',
    halo: '#fbdcc8',
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
