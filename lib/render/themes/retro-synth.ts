import type { Theme } from './types';

/**
 * Synthwave sunset: a deep violet page, roads from sun yellow through orange and pink to violet,
 * a lighter indigo sea.
 */
export const retroSynth: Theme = {
  key: 'retro_synth',
  name: 'Retro Synth',
  description: 'Synthwave sunset: deep violet page, roads from sun yellow through orange and hot pink to violet, indigo sea, bold display capitals.',
  tone: 'dark',
  palette: {
    background: '#1b0b30',
    landuse: '#211035',
    landcover: '#230f3e',
    park: '#29134a',
    water: '#2e2363',
    waterway: '#2e2363',
    building: '#2b1a3e',
    roads: {
      motorway: '#ffd166',
      trunk: '#ffa26b',
      primary: '#ff6f91',
      secondary: '#e05ab8',
      tertiary: '#b54fd4',
      minor: '#8447c6',
      service: '#6a3aa8',
      path: '#58318f',
    },
    roadCasing: '#1b0b30',
    rail: '#af4696',
    text: '#ffe6f2',
    halo: '#1b0b30',
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
