import type { Theme } from './types';

/**
 * Faded roses: a dusty pink page, aubergine roads fading to mauve, grey-blue water.
 */
export const dustyRose: Theme = {
  key: 'dusty_rose',
  name: 'Dusty Rose',
  description: 'Faded roses: dusty pink page, aubergine roads fading to mauve, cool grey-blue water, Garamond capitals.',
  tone: 'light',
  palette: {
    background: '#dcb5b1',
    landuse: '#d8b1ad',
    landcover: '#d7afa9',
    park: '#d2aaa2',
    water: '#8f9cb1',
    waterway: '#8f9cb1',
    building: '#d2aba8',
    roads: {
      motorway: '#3b1724',
      trunk: '#532c38',
      primary: '#683e49',
      secondary: '#7b5059',
      tertiary: '#8d6169',
      minor: '#9e6f77',
      service: '#ad7d83',
      path: '#b9898e',
    },
    roadCasing: '#dcb5b1',
    rail: '#93696f',
    text: '#3a1622',
    halo: '#dcb5b1',
    accent: '#7a2e45',
    route: '#7a2e45',
    label: '#6b464d',
    mat: '#f2e3e0',
  },
  fonts: {
    title: { family: 'Cormorant Garamond', weight: 700 },
    subtitle: { family: 'Raleway', weight: 300 },
    coords: { family: 'Raleway', weight: 400 },
    labels: { family: 'Raleway', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.3,
  titleTransform: 'uppercase',
};
