import type { Theme } from './types';

/**
 * A corrupted terminal: acid-green lines on pure black, a hot-magenta signal in the water, monospace type.
 */
export const cyberGlitch: Theme = {
  key: 'cyber_glitch',
  name: 'Cyber Glitch',
  description: 'Corrupted terminal: acid-green roads on pure black, dark magenta water, magenta accents, monospace lettering.',
  tone: 'dark',
  palette: {
    background: '#050507',
    landuse: '#0a0b0c',
    landcover: '#060f0a',
    park: '#06180c',
    water: '#3a1046',
    waterway: '#5a1a6a',
    building: '#141714',
    roads: {
      motorway: '#c8ff2e',
      trunk: '#99d62d',
      primary: '#73b42c',
      secondary: '#54952a',
      tertiary: '#3b7b28',
      minor: '#286726',
      service: '#185524',
      path: '#0c4722',
    },
    roadCasing: '#050507',
    rail: '#407121',
    text: '#d8ffc4',
    halo: '#050507',
    accent: '#ff2bd6',
    route: '#ff2bd6',
    label: '#99b48b',
    mat: '#000000',
  },
  fonts: {
    title: { family: 'JetBrains Mono', weight: 700 },
    subtitle: { family: 'JetBrains Mono', weight: 400 },
    coords: { family: 'JetBrains Mono', weight: 300 },
    labels: { family: 'JetBrains Mono', weight: 400 },
  },
  roadWidthScale: 0.9,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.6,
  titleTransform: 'uppercase',
};
