import type { Theme } from './types';

/**
 * Ice and cold light: an ice-white page, steel-blue roads, glacier-cyan water, pale ice-green parks, airy Raleway.
 */
export const arcticFrost: Theme = {
  key: 'arctic_frost',
  name: 'Arctic Frost',
  description:
    'Ice and cold light: ice-white page, roads in deep steel blue stepping down to frost, glacier-cyan water, pale ice-green parks, airy wide-tracked sans.',
  tone: 'light',
  palette: {
    background: '#d9f3fb',
    landuse: '#d4eef7',
    landcover: '#d2eff2',
    park: '#c6e2d6',
    wood: '#d2eceb',
    water: '#8ccbe3',
    waterway: '#7bbfd9',
    building: '#cde8f1',
    roads: {
      motorway: '#1f4a6e',
      trunk: '#285275',
      primary: '#325b7c',
      secondary: '#3f6786',
      tertiary: '#7c9fb5',
      minor: '#a9c7d6',
      service: '#b2d0dd',
      path: '#bbd8e4',
    },
    roadCasing: '#d9f3fb',
    rail: '#7a93a9',
    text: '#1b3954',
    halo: '#d9f3fb',
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
