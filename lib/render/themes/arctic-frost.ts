import type { Theme } from './types';

/**
 * Ice and cold light: an ice-white page, steel-blue roads, pale glacier water, airy Raleway.
 */
export const arcticFrost: Theme = {
  key: 'arctic_frost',
  name: 'Arctic Frost',
  description: 'Ice and cold light: ice-white page, roads from deep steel blue to frost, pale glacier-blue water, airy wide-tracked sans.',
  tone: 'light',
  palette: {
    background: '#e8f1f8',
    landuse: '#e3ecf4',
    landcover: '#e1edef',
    park: '#dbe9e8',
    water: '#b5d3ea',
    waterway: '#b5d3ea',
    building: '#dce6ee',
    roads: {
      motorway: '#17344f',
      trunk: '#2c4a65',
      primary: '#415f7b',
      secondary: '#55748f',
      tertiary: '#6b89a4',
      minor: '#7f9cb6',
      service: '#93aec6',
      path: '#a3bdd3',
    },
    roadCasing: '#e8f1f8',
    rail: '#7a93a9',
    text: '#1b3954',
    halo: '#e8f1f8',
    accent: '#2f9bd6',
    route: '#2f9bd6',
    label: '#597085',
    mat: '#ffffff',
  },
  fonts: {
    title: { family: 'Raleway', weight: 600 },
    subtitle: { family: 'Raleway', weight: 300 },
    coords: { family: 'Raleway', weight: 400 },
    labels: { family: 'Raleway', weight: 400 },
  },
  roadWidthScale: 0.9,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.55,
  titleTransform: 'uppercase',
};
