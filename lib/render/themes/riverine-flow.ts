import type { Theme } from './types';

/**
 * The river is the hero: a pale sand-green page, bright river-blue water, roads from deep teal to sage.
 */
export const riverineFlow: Theme = {
  key: 'riverine_flow',
  name: 'Riverine Flow',
  description: 'The river is the hero: pale sand-green page, bright river-blue water, roads from deep teal to sage, clean sans.',
  tone: 'light',
  palette: {
    background: '#eaebdf',
    landuse: '#e5e7db',
    landcover: '#dfe6d2',
    park: '#d6e2c8',
    water: '#5ea3d6',
    waterway: '#5b9dcc',
    building: '#dde1d6',
    roads: {
      motorway: '#0f4549',
      trunk: '#28595b',
      primary: '#3f6b6b',
      secondary: '#567e7c',
      tertiary: '#6f918e',
      minor: '#84a19c',
      service: '#99b1aa',
      path: '#aabeb6',
    },
    roadCasing: '#eaebdf',
    rail: '#7b9995',
    text: '#0f3f43',
    halo: '#eaebdf',
    accent: '#2f8ed0',
    route: '#2f8ed0',
    label: '#517372',
    mat: '#ffffff',
  },
  fonts: {
    title: { family: 'Inter', weight: 600 },
    subtitle: { family: 'Inter', weight: 300 },
    coords: { family: 'Inter', weight: 400 },
    labels: { family: 'Inter', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.45,
  titleTransform: 'uppercase',
};
