import type { Theme } from './types';

/**
 * Velvet and gold: a deep royal-purple page, champagne-gold roads softening to mauve,
 * Cinzel capitals.
 */
export const royalVelvet: Theme = {
  key: 'royal_velvet',
  name: 'Royal Velvet',
  description: 'Velvet and gold: deep royal-purple page, champagne-gold roads softening to mauve, midnight-indigo water, classical Cinzel capitals.',
  tone: 'dark',
  palette: {
    background: '#3e1a4c',
    landuse: '#431f4f',
    landcover: '#431d52',
    park: '#4a2a4a',
    wood: '#45224c',
    water: '#0a0820',
    waterway: '#0a0820',
    building: '#4c2956',
    roads: {
      motorway: '#f1d9a7',
      trunk: '#e8cfa2',
      primary: '#dfc69e',
      secondary: '#d3b998',
      tertiary: '#987a7a',
      minor: '#6d4c64',
      service: '#64425f',
      path: '#5b395b',
    },
    roadCasing: '#3e1a4c',
    rail: '#7f6071',
    text: '#f3e2bd',
    halo: '#3e1a4c',
    accent: '#e6b655',
    route: '#e6b655',
    label: '#b7a294',
    mat: '#1a0822',
  },
  fonts: {
    title: { family: 'Cinzel', weight: 700 },
    subtitle: { family: 'Cinzel', weight: 400 },
    coords: { family: 'Cormorant Garamond', weight: 500 },
    labels: { family: 'Cinzel', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.35,
  titleTransform: 'uppercase',
};
