import type { Theme } from './types';

/**
 * Jade and silk: a polished jade-green page, ivory silk roads, deeper jade water.
 */
export const jadeSilk: Theme = {
  key: 'jade_silk',
  name: 'Jade Silk',
  description: 'Jade and silk: polished jade-green page, ivory silk roads fading to celadon, deeper jade water, Garamond capitals.',
  tone: 'dark',
  palette: {
    background: '#2f6b5e',
    landuse: '#346e61',
    landcover: '#337161',
    park: '#377564',
    water: '#1b4a41',
    waterway: '#1b4a41',
    building: '#3d7467',
    roads: {
      motorway: '#fbf6e6',
      trunk: '#e0e5d5',
      primary: '#c5d5c5',
      secondary: '#aec6b6',
      tertiary: '#98b7a7',
      minor: '#83aa9a',
      service: '#729f8f',
      path: '#649586',
    },
    roadCasing: '#2f6b5e',
    rail: '#8eafa0',
    text: '#f6f1e1',
    halo: '#2f6b5e',
    accent: '#e9c46a',
    route: '#e9c46a',
    label: '#bac9ba',
    mat: '#1d4a41',
  },
  fonts: {
    title: { family: 'Cormorant Garamond', weight: 700 },
    subtitle: { family: 'Cormorant Garamond', weight: 500 },
    coords: { family: 'Cormorant Garamond', weight: 500 },
    labels: { family: 'Cormorant Garamond', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.4,
  titleTransform: 'uppercase',
};
