import type { Theme } from './types';

/**
 * Under dark pines: a pine-green page, pale sage roads fading into it, moss parks a clear step
 * lighter, black-teal water.
 */
export const forestShadow: Theme = {
  key: 'forest_shadow',
  name: 'Forest Shadow',
  description: 'Under dark pines: dark pine-green page, pale sage roads fading to pine, black-teal water, moss parks, condensed sans title.',
  tone: 'dark',
  palette: {
    background: '#1f3323',
    landuse: '#243828',
    landcover: '#233b27',
    park: '#2c4a33',
    wood: '#223a26',
    water: '#020c1a',
    waterway: '#020c1a',
    building: '#2d4231',
    roads: {
      motorway: '#d8e8cf',
      trunk: '#cfdfc6',
      primary: '#c6d6be',
      secondary: '#b9c9b2',
      tertiary: '#7c8e79',
      minor: '#4f6250',
      service: '#465947',
      path: '#3d503f',
    },
    roadCasing: '#1f3323',
    rail: '#5b6f60',
    text: '#dfeee0',
    halo: '#1f3323',
    accent: '#9fd49a',
    route: '#9fd49a',
    label: '#a1afa3',
    mat: '#0a110d',
  },
  fonts: {
    title: { family: 'Oswald', weight: 500 },
    subtitle: { family: 'Montserrat', weight: 300 },
    coords: { family: 'Montserrat', weight: 400 },
    labels: { family: 'Montserrat', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: true,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.35,
  titleTransform: 'uppercase',
};
