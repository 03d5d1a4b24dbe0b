import type { Theme } from './types';

/**
 * Red-rock country: a pale sandstone page, red-rock roads, clear sky-blue water, Cinzel capitals.
 */
export const sandstoneArch: Theme = {
  key: 'sandstone_arch',
  name: 'Sandstone Arch',
  description: 'Red-rock country: pale pink sandstone page, red-rock roads fading to sand, clear sky-blue water, classical Cinzel capitals.',
  tone: 'light',
  palette: {
    background: '#f0d6c0',
    landuse: '#ecd1bc',
    landcover: '#e9d2b4',
    park: '#e3ceaa',
    water: '#9cc3dc',
    waterway: '#9cc3dc',
    building: '#e7cbb5',
    roads: {
      motorway: '#72260f',
      trunk: '#813920',
      primary: '#8f492d',
      secondary: '#9e5c3e',
      tertiary: '#ac6d4d',
      minor: '#b97d5c',
      service: '#c58d69',
      path: '#d19c77',
    },
    roadCasing: '#f0d6c0',
    rail: '#b37b5f',
    text: '#561f0c',
    halo: '#f0d6c0',
    accent: '#c1502e',
    route: '#c1502e',
    label: '#845642',
    mat: '#faf0e7',
  },
  fonts: {
    title: { family: 'Cinzel', weight: 700 },
    subtitle: { family: 'Raleway', weight: 400 },
    coords: { family: 'Raleway', weight: 400 },
    labels: { family: 'Raleway', weight: 400 },
  },
  roadWidthScale: 1.05,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.3,
  titleTransform: 'uppercase',
};
