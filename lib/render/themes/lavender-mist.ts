import type { Theme } from './types';

/**
 * Lavender fields at dawn: a pale lilac page, deep purple roads fading to lilac, periwinkle water.
 */
export const lavenderMist: Theme = {
  key: 'lavender_mist',
  name: 'Lavender Mist',
  description: 'Lavender fields at dawn: pale lilac page, deep purple roads fading to lilac, periwinkle water, mixed-case Garamond title.',
  tone: 'light',
  palette: {
    background: '#efebf6',
    landuse: '#ebe6f2',
    landcover: '#e7e2f2',
    park: '#e0daee',
    water: '#c5c9ea',
    waterway: '#c5c9ea',
    building: '#e4dfed',
    roads: {
      motorway: '#3c2768',
      trunk: '#523e7c',
      primary: '#66528d',
      secondary: '#7b68a0',
      tertiary: '#8f7db0',
      minor: '#a090c0',
      service: '#b1a3ce',
      path: '#c0b2d9',
    },
    roadCasing: '#efebf6',
    rail: '#9889b6',
    text: '#3b2a5e',
    halo: '#efebf6',
    accent: '#8e6cc9',
    route: '#8e6cc9',
    label: '#71648c',
    mat: '#f9f7fc',
  },
  fonts: {
    title: { family: 'Cormorant Garamond', weight: 700 },
    subtitle: { family: 'Raleway', weight: 300 },
    coords: { family: 'Raleway', weight: 400 },
    labels: { family: 'Raleway', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.08,
  titleTransform: 'none',
};
