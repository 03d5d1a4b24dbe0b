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
    background: '#edc9b5',
    landuse: '#e9c4b1',
    landcover: '#e6c5a9',
    park: '#d4c392',
    wood: '#dbbda1',
    water: '#8cbad8',
    waterway: '#9cc3dc',
    building: '#e4beaa',
    roads: {
      motorway: '#72260f',
      trunk: '#782e17',
      primary: '#7e3620',
      secondary: '#87422b',
      tertiary: '#b07862',
      minor: '#cd9f8a',
      service: '#d3a792',
      path: '#d9af9a',
    },
    roadCasing: '#edc9b5',
    rail: '#b37b5f',
    text: '#561f0c',
    halo: '#edc9b5',
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
