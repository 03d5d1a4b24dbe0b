import type { Theme } from './types';

/**
 * Under dark pines: a near-black green page, pale sage roads, slate-teal water a shade lighter.
 */
export const forestShadow: Theme = {
  key: 'forest_shadow',
  name: 'Forest Shadow',
  description: 'Under dark pines: near-black green page, pale sage roads fading to pine, lighter slate-teal water, condensed sans title.',
  tone: 'dark',
  palette: {
    background: '#111b16',
    landuse: '#16201b',
    landcover: '#15231a',
    park: '#18291e',
    water: '#25393b',
    waterway: '#25393b',
    building: '#1f2a24',
    roads: {
      motorway: '#d4e7d2',
      trunk: '#aec3af',
      primary: '#8fa692',
      secondary: '#748b79',
      tertiary: '#5c7563',
      minor: '#4b6452',
      service: '#3b5544',
      path: '#2f4938',
    },
    roadCasing: '#111b16',
    rail: '#5b6f60',
    text: '#dfeee0',
    halo: '#111b16',
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
