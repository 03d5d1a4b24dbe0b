import type { Theme } from './types';

/**
 * Blue hour: a dusky blue-violet page, roads lit peach and amber fading to mauve, a dark teal-ink sea.
 */
export const twilightHour: Theme = {
  key: 'twilight_hour',
  name: 'Twilight Hour',
  description: 'Blue hour: dusky blue-violet page, peach-lit roads fading to mauve, dark teal-ink water, geometric capitals.',
  tone: 'dark',
  palette: {
    background: '#3c3668',
    landuse: '#413a6b',
    landcover: '#413c6e',
    park: '#3b4470',
    wood: '#4c4679',
    water: '#0a2530',
    waterway: '#0a2530',
    building: '#4a4270',
    roads: {
      motorway: '#ffd3a8',
      trunk: '#f5cba5',
      primary: '#ecc3a2',
      secondary: '#deb89d',
      tertiary: '#9e8588',
      minor: '#6f5f79',
      service: '#655775',
      path: '#5b4f72',
    },
    roadCasing: '#3c3668',
    rail: '#8e7c90',
    text: '#fde6d4',
    halo: '#3c3668',
    accent: '#ffb36b',
    route: '#ffb36b',
    label: '#c0b2b3',
    mat: '#222848',
  },
  fonts: {
    title: { family: 'Josefin Sans', weight: 600 },
    subtitle: { family: 'Josefin Sans', weight: 300 },
    coords: { family: 'Josefin Sans', weight: 400 },
    labels: { family: 'Josefin Sans', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.45,
  titleTransform: 'uppercase',
};
