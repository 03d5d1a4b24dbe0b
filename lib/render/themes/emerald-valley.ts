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
    background: '#eaf3ea',
    landuse: '#e4eee5',
    landcover: '#d4e9d3',
    park: '#c2e0c0',
    water: '#9ccfd0',
    waterway: '#9ccfd0',
    building: '#dce8de',
    roads: {
      motorway: '#054a31',
      trunk: '#1a5f44',
      primary: '#2f7256',
      secondary: '#458669',
      tertiary: '#5c9a7d',
      minor: '#71ab8e',
      service: '#87bca0',
      path: '#99c9af',
    },
    roadCasing: '#eaf3ea',
    rail: '#6ea189',
    text: '#073d2a',
    halo: '#eaf3ea',
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
