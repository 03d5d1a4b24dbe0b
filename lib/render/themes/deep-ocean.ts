import type { Theme } from './types';

/**
 * The abyss: a deep navy page, seafoam roads sinking to teal, the sea itself a lighter ocean blue.
 */
export const deepOcean: Theme = {
  key: 'deep_ocean',
  name: 'Deep Ocean',
  description: 'The abyss: deep navy page, seafoam-aqua roads sinking to teal, the sea a lighter ocean blue, geometric sans.',
  tone: 'dark',
  palette: {
    background: '#0a1e33',
    landuse: '#0f2438',
    landcover: '#0c2537',
    park: '#0e2b3a',
    water: '#17486f',
    waterway: '#17486f',
    building: '#192d41',
    roads: {
      motorway: '#a2f5ec',
      trunk: '#82cfce',
      primary: '#68afb5',
      secondary: '#51929e',
      tertiary: '#3e7a8a',
      minor: '#2f677c',
      service: '#23576e',
      path: '#194b64',
    },
    roadCasing: '#0a1e33',
    rail: '#3f7583',
    text: '#e2fbff',
    halo: '#0a1e33',
    accent: '#4fe3d6',
    route: '#4fe3d6',
    label: '#a1b9c2',
    mat: '#061424',
  },
  fonts: {
    title: { family: 'Montserrat', weight: 700 },
    subtitle: { family: 'Montserrat', weight: 300 },
    coords: { family: 'Montserrat', weight: 400 },
    labels: { family: 'Montserrat', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.5,
  titleTransform: 'uppercase',
};
