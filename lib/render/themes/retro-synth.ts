import type { Theme } from './types';

/**
 * Miami synthwave: a turquoise page, deep purple roads, ink-blue water, mint parks, a hot-pink route: one neon, not two.
 */
export const retroSynth: Theme = {
  key: 'retro_synth',
  name: 'Retro Synth',
  description: 'Miami synthwave: turquoise page, deep purple roads, ink-blue water, mint parks, hot-pink route and markers, condensed capitals.',
  tone: 'light',
  palette: {
    background: '#2ec4c6',
    landuse: '#34c8c9',
    landcover: '#2abfc0',
    park: '#8fe0bf',
    wood: '#3ab5ad',
    water: '#1b2f6e',
    waterway: '#1b2f6e',
    building: '#3fcfd0',
    roads: {
      motorway: '#3e0a66',
      trunk: '#3d136b',
      primary: '#3c1d70',
      secondary: '#3b2a76',
      tertiary: '#366796',
      minor: '#3294ad',
      service: '#319db2',
      path: '#31a6b7',
    },
    roadCasing: '#2ec4c6',
    rail: '#1e7d8a',
    text: '#2b0a4a',
    halo: '#2ec4c6',
    accent: '#ff4f9a',
    route: '#ff4f9a',
    label: '#3e0a66',
    mat: '#c8f1f1',
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
