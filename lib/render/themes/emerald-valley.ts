import type { Theme } from './types';

/**
 * A green valley in spring: a pale mint page, deep emerald roads, lush parks, blue-green water.
 */
export const emeraldValley: Theme = {
  key: 'emerald_valley',
  name: 'Emerald Valley',
  description: 'Green valley in spring: pale mint page, deep emerald roads fading to fresh green, lush parks, blue-green water.',
  tone: 'light',
  palette: {
    background: '#d8f4d6',
    landuse: '#d2efd1',
    landcover: '#c2eabf',
    park: '#bfe3bf',
    wood: '#d8edca',
    water: '#9ccfd0',
    waterway: '#9ccfd0',
    building: '#cae9ca',
    roads: {
      motorway: '#0b6b4a',
      trunk: '#157251',
      primary: '#207958',
      secondary: '#2e8262',
      tertiary: '#72b090',
      minor: '#a3d0b2',
      service: '#add7b9',
      path: '#b5dcbe',
    },
    roadCasing: '#d8f4d6',
    rail: '#6ea189',
    text: '#073d2a',
    halo: '#d8f4d6',
    accent: '#d4a017',
    route: '#d4a017',
    label: '#4b7464',
    mat: '#f7fbf7',
  },
  fonts: {
    title: { family: 'Josefin Sans', weight: 700 },
    subtitle: { family: 'EB Garamond', weight: 500 },
    coords: { family: 'EB Garamond', weight: 400 },
    labels: { family: 'EB Garamond', weight: 400 },
  },
  roadWidthScale: 1.05,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.45,
  titleTransform: 'uppercase',
};
