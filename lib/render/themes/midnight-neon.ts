import type { Theme } from './types';

/**
 * Neon on black: motorways glow magenta and the hierarchy cools through violet to a dimmed
 * cyan, each step lower in contrast. On a black page water cannot be darker than the land,
 * so it is a deep violet, lighter than the page (≈1.35:1).
 */
export const midnightNeon: Theme = {
  key: 'midnight_neon',
  name: 'Midnight Neon',
  description: 'Neon on black: roads glowing from magenta motorways to cyan side streets, deep violet water, geometric sans lettering.',
  tone: 'dark',
  palette: {
    background: '#07060b',
    landuse: '#0b0a11',
    landcover: '#0a0c10',
    park: '#0c1a1e',
    water: '#2e1b56',
    waterway: '#3a2268',
    building: '#100e18',
    roads: {
      motorway: '#ff3de0',
      trunk: '#e64cf0',
      primary: '#b95cff',
      secondary: '#8a6cff',
      tertiary: '#5878ee',
      minor: '#2f7fc4',
      service: '#23699c',
      path: '#1b5474',
    },
    roadCasing: '#07060b',
    rail: '#3a2f55',
    text: '#f6ecff',
    halo: '#07060b',
    accent: '#39f5ff',
    route: '#39f5ff',
    label: '#b9a6d9',
    mat: '#000000',
  },
  fonts: {
    title: { family: 'Josefin Sans', weight: 700 },
    subtitle: { family: 'Josefin Sans', weight: 300 },
    coords: { family: 'Josefin Sans', weight: 400 },
    labels: { family: 'Josefin Sans', weight: 400 },
  },
  roadWidthScale: 1.15,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.45,
  titleTransform: 'uppercase',
};
