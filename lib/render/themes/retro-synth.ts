import type { Theme } from './types';

/**
 * Synthwave sunset: a deep violet page, sun-yellow arterials over a hot-pink street grid,
 * a midnight-blue sea.
 */
export const retroSynth: Theme = {
  key: 'retro_synth',
  name: 'Retro Synth',
  description: 'Synthwave sunset: deep violet page, sun-yellow arterials over a hot-pink street grid, midnight-blue sea, bold display capitals.',
  tone: 'dark',
  palette: {
    background: '#35188a',
    landuse: '#3b1d8f',
    landcover: '#3d1c98',
    park: '#3d2a7a',
    wood: '#3f2586',
    water: '#050a26',
    waterway: '#050a26',
    building: '#452798',
    roads: {
      motorway: '#ffc857',
      trunk: '#f5bf5a',
      primary: '#ebb65c',
      secondary: '#ddaa60',
      tertiary: '#9a7071',
      minor: '#6a467d',
      service: '#5f3d7f',
      path: '#553482',
    },
    roadCasing: '#35188a',
    rail: '#af4696',
    text: '#ffe6f2',
    halo: '#35188a',
    accent: '#ff4fa3',
    route: '#3ee0ff',
    label: '#bba4b8',
    mat: '#11061f',
  },
  fonts: {
    title: { family: 'Bebas Neue', weight: 400 },
    subtitle: { family: 'Space Grotesk', weight: 300 },
    coords: { family: 'Space Grotesk', weight: 400 },
    labels: { family: 'Space Grotesk', weight: 400 },
  },
  roadWidthScale: 1.1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.5,
  titleTransform: 'uppercase',
};
