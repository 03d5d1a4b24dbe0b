import type { Theme } from './types';

/**
 * Northern lights over a polar night: a blue-black page, roads glowing from aurora green
 * through teal to violet, a lighter night-blue sea.
 */
export const auroraGlow: Theme = {
  key: 'aurora_glow',
  name: 'Aurora Glow',
  description: 'Northern lights: blue-black polar night, roads glowing from aurora green through teal to violet, lighter night-blue water.',
  tone: 'dark',
  palette: {
    background: '#09121f',
    landuse: '#0f1824',
    landcover: '#0b1a23',
    park: '#0d2026',
    water: '#1a2f45',
    waterway: '#1a2f45',
    building: '#18232e',
    roads: {
      motorway: '#8affc1',
      trunk: '#5cf0b8',
      primary: '#3ad8c0',
      secondary: '#33b6d0',
      tertiary: '#4a8fd6',
      minor: '#5e6ccc',
      service: '#5a56b0',
      path: '#4c4896',
    },
    roadCasing: '#09121f',
    rail: '#298da4',
    text: '#e6fff4',
    halo: '#09121f',
    accent: '#8affc1',
    route: '#c59bff',
    label: '#a4b8b4',
    mat: '#050b14',
  },
  fonts: {
    title: { family: 'Montserrat', weight: 600 },
    subtitle: { family: 'Montserrat', weight: 300 },
    coords: { family: 'Montserrat', weight: 400 },
    labels: { family: 'Montserrat', weight: 400 },
  },
  roadWidthScale: 1.1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.45,
  titleTransform: 'uppercase',
};
