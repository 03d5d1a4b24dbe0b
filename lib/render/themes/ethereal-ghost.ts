import type { Theme } from './types';

/**
 * A ghost in pale light: a lilac-grey page, dusk-violet roads fading like breath, periwinkle water, a plum route.
 */
export const etherealGhost: Theme = {
  key: 'ethereal_ghost',
  name: 'Ethereal Ghost',
  description: 'Ghost in pale light: lilac-grey page, dusk-violet roads fading like breath on glass, periwinkle water, sage parks, plum route, light sans lettering.',
  tone: 'light',
  palette: {
    background: '#dcd8e6',
    landuse: '#d7d3e0',
    landcover: '#d6d2e1',
    park: '#c2d2c9',
    wood: '#d1d1da',
    water: '#a7b6e2',
    waterway: '#a7b6e2',
    building: '#d1cddb',
    roads: {
      motorway: '#3e3a66',
      trunk: '#433f6a',
      primary: '#47436e',
      secondary: '#4e4a73',
      tertiary: '#807c9c',
      minor: '#b6b2c7',
      service: '#bebace',
      path: '#c3bfd2',
    },
    roadCasing: '#dcd8e6',
    rail: '#bebacd',
    text: '#26223c',
    halo: '#dcd8e6',
    accent: '#8a2f7a',
    route: '#8a2f7a',
    label: '#5d596f',
    mat: '#f5f3f9',
  },
  fonts: {
    title: { family: 'Raleway', weight: 300 },
    subtitle: { family: 'Raleway', weight: 300 },
    coords: { family: 'Raleway', weight: 300 },
    labels: { family: 'Raleway', weight: 400 },
  },
  roadWidthScale: 0.85,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.6,
  titleTransform: 'uppercase',
};
