import type { Theme } from './types';

/**
 * Miami synthwave: a turquoise page, deep purple roads, hot-pink water, mint parks, a sunshine-yellow route.
 */
export const retroSynth: Theme = {
  key: 'retro_synth',
  name: 'Retro Synth',
  description: 'Miami synthwave: turquoise page, deep purple roads, hot-pink water, mint parks, sunshine-yellow route and markers, condensed capitals.',
  tone: 'light',
  palette: {
    background: '#2ec4c6',
    landuse: '#34c8c9',
    landcover: '#2abfc0',
    park: '#8fe0bf',
    wood: '#63d4c3',
    water: '#ff5fa2',
    waterway: '#ff5fa2',
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
    accent: '#ffe347',
    route: '#ffe347',
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
