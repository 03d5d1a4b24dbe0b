import type { Theme } from './types';

/**
 * The last light of day: a coral-pink page, dusk-violet roads, periwinkle water, a sun-orange route.
 */
export const sunsetBlush: Theme = {
  key: 'sunset_blush',
  name: 'Sunset Blush',
  description: 'The last light of day: coral-pink page, dusk-violet roads fading to peach, periwinkle water, sun-orange route, light sans.',
  tone: 'light',
  palette: {
    background: '#ffbcae',
    landuse: '#f9b7aa',
    landcover: '#f7b6ab',
    park: '#e3ab84',
    wood: '#f4b2a2',
    water: '#93a3df',
    waterway: '#93a3df',
    building: '#f2b3a5',
    roads: {
      motorway: '#3b2466',
      trunk: '#412968',
      primary: '#472d6a',
      secondary: '#4f336d',
      tertiary: '#8d6484',
      minor: '#d0989d',
      service: '#da9fa0',
      path: '#e2a6a4',
    },
    roadCasing: '#ffbcae',
    rail: '#e5a497',
    text: '#3b2466',
    halo: '#ffbcae',
    accent: '#e8431a',
    route: '#e8431a',
    label: '#76527c',
    mat: '#fff2ee',
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
