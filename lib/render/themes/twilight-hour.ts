import type { Theme } from './types';

/**
 * Blue hour: a dusky blue-violet page, roads lit peach and amber fading to mauve, a darker evening sea.
 */
export const twilightHour: Theme = {
  key: 'twilight_hour',
  name: 'Twilight Hour',
  description: 'Blue hour: dusky blue-violet page, peach-lit roads fading to mauve, dark evening-blue water, geometric capitals.',
  tone: 'dark',
  palette: {
    background: '#323a66',
    landuse: '#373e69',
    landcover: '#37406c',
    park: '#3b4470',
    water: '#1a1f3c',
    waterway: '#1a1f3c',
    building: '#40466e',
    roads: {
      motorway: '#ffd3a8',
      trunk: '#e1bba5',
      primary: '#c6a7a2',
      secondary: '#ad929e',
      tertiary: '#97819a',
      minor: '#837295',
      service: '#726590',
      path: '#645a8b',
    },
    roadCasing: '#323a66',
    rail: '#8e7c90',
    text: '#fde6d4',
    halo: '#323a66',
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
