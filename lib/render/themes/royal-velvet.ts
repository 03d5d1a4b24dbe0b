import type { Theme } from './types';

/**
 * Velvet and gold: a deep royal-purple page, champagne-gold roads softening to mauve,
 * Cinzel capitals.
 */
export const royalVelvet: Theme = {
  key: 'royal_velvet',
  name: 'Royal Velvet',
  description: 'Velvet and gold: deep royal-purple page, champagne-gold roads softening to mauve, plum water, classical Cinzel capitals.',
  tone: 'dark',
  palette: {
    background: '#2a0e35',
    landuse: '#2f1338',
    landcover: '#2f113b',
    park: '#331440',
    water: '#45225d',
    waterway: '#45225d',
    building: '#381d3f',
    roads: {
      motorway: '#f1d9a7',
      trunk: '#d0b49b',
      primary: '#b4968f',
      secondary: '#9b7b85',
      tertiary: '#85647b',
      minor: '#745174',
      service: '#65416c',
      path: '#593565',
    },
    roadCasing: '#2a0e35',
    rail: '#7f6071',
    text: '#f3e2bd',
    halo: '#2a0e35',
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
