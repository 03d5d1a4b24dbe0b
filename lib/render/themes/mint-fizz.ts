import type { Theme } from './types';

/**
 * Soda-fountain fresh: a mint page, raspberry roads fading to a pale pink mesh, bright aqua water.
 */
export const mintFizz: Theme = {
  key: 'mint_fizz',
  name: 'Mint Fizz',
  description: 'Soda-fountain fresh: mint page, raspberry roads fading to a pale pink mesh, bright aqua water, playful geometric capitals.',
  tone: 'light',
  palette: {
    background: '#dcf7ef',
    landuse: '#d7f3eb',
    landcover: '#cff2e4',
    park: '#b6ebcf',
    wood: '#c8ebdd',
    water: '#7fdde6',
    waterway: '#6cd3de',
    building: '#cfede5',
    roads: {
      motorway: '#d6336c',
      trunk: '#d63d73',
      primary: '#d74779',
      secondary: '#d75482',
      tertiary: '#d995ae',
      minor: '#dac4cd',
      service: '#dbced3',
      path: '#dbd5d9',
    },
    roadCasing: '#dcf7ef',
    rail: '#59a697',
    text: '#0b4a40',
    halo: '#dcf7ef',
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
