import type { Theme } from './types';

/**
 * Soda-fountain fresh: a mint page, teal streets, raspberry motorways, bright aqua water.
 */
export const mintFizz: Theme = {
  key: 'mint_fizz',
  name: 'Mint Fizz',
  description: 'Soda-fountain fresh: mint page, teal streets, raspberry motorways, bright aqua water, playful geometric capitals.',
  tone: 'light',
  palette: {
    background: '#e0f5ec',
    landuse: '#dbf1e8',
    landcover: '#d3f0e1',
    park: '#c8ecd8',
    water: '#a4dde0',
    waterway: '#a4dde0',
    building: '#d3ebe2',
    roads: {
      motorway: '#9c0f45',
      trunk: '#157464',
      primary: '#1e7f6e',
      secondary: '#2c8b7a',
      tertiary: '#419c8a',
      minor: '#55ab99',
      service: '#69baa8',
      path: '#7ec8b6',
    },
    roadCasing: '#e0f5ec',
    rail: '#59a697',
    text: '#0b4a40',
    halo: '#e0f5ec',
    accent: '#ff5d73',
    route: '#ff5d73',
    label: '#4b7d74',
    mat: '#ffffff',
  },
  fonts: {
    title: { family: 'Josefin Sans', weight: 600 },
    subtitle: { family: 'Montserrat', weight: 400 },
    coords: { family: 'Montserrat', weight: 400 },
    labels: { family: 'Montserrat', weight: 400 },
  },
  roadWidthScale: 1.15,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.3,
  titleTransform: 'uppercase',
};
