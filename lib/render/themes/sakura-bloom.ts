import type { Theme } from './types';

/**
 * Cherry blossom: a blush-white page, cherry-red roads fading to petal pink, blossom-pink parks,
 * pale sky water, a mixed-case Garamond title.
 */
export const sakuraBloom: Theme = {
  key: 'sakura_bloom',
  name: 'Sakura Bloom',
  description: 'Cherry blossom: blush-white page, cherry roads fading to petal pink, blossom-pink parks, pale sky-blue water, mixed-case Garamond.',
  tone: 'light',
  palette: {
    background: '#fdf1f3',
    landuse: '#f9ecee',
    landcover: '#fae0e7',
    park: '#f7d2dd',
    wood: '#f9e1e6',
    water: '#c2d7e6',
    waterway: '#c2d7e6',
    building: '#f4e4e8',
    roads: {
      motorway: '#8e1f47',
      trunk: '#942a50',
      primary: '#993458',
      secondary: '#a14364',
      tertiary: '#c6889d',
      minor: '#e0bac6',
      service: '#e6c5cf',
      path: '#ebcfd7',
    },
    roadCasing: '#fdf1f3',
    rail: '#cc829b',
    text: '#6b1a37',
    halo: '#fdf1f3',
    accent: '#e0507a',
    route: '#e0507a',
    label: '#975b6f',
    mat: '#ffffff',
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
  titleTracking: 0.08,
  titleTransform: 'none',
};
