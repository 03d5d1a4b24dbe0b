import type { Theme } from './types';

/**
 * Art Deco: a champagne page, deep Deco-teal water, black avenues stepping down to antique gold,
 * gold parks, geometric capitals tracked wide.
 */
export const goldenEra: Theme = {
  key: 'golden_era',
  name: 'Golden Era',
  description: 'Art Deco: champagne page, deep Deco-teal water, black avenues stepping down to antique gold, gold parks, wide geometric capitals.',
  tone: 'light',
  palette: {
    background: '#f3e9d3',
    landuse: '#eee4ce',
    landcover: '#eedfb5',
    park: '#e9d69c',
    water: '#2f5c55',
    waterway: '#2f5c55',
    building: '#e8dec7',
    roads: {
      motorway: '#15130f',
      trunk: '#393223',
      primary: '#56482f',
      secondary: '#705e3c',
      tertiary: '#8a744a',
      minor: '#a08858',
      service: '#b69b67',
      path: '#c7ab74',
    },
    roadCasing: '#f3e9d3',
    rail: '#918162',
    text: '#3e2c0c',
    halo: '#f3e9d3',
    accent: '#b08a3c',
    route: '#b08a3c',
    label: '#746548',
    mat: '#fbf6ea',
  },
  fonts: {
    title: { family: 'Josefin Sans', weight: 700 },
    subtitle: { family: 'Josefin Sans', weight: 300 },
    coords: { family: 'Josefin Sans', weight: 400 },
    labels: { family: 'Josefin Sans', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.6,
  titleTransform: 'uppercase',
};
