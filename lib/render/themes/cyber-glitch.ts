import type { Theme } from './types';

/**
 * A corrupted terminal: acid-green lines on a near-black screen, black-magenta water, monospace type.
 */
export const cyberGlitch: Theme = {
  key: 'cyber_glitch',
  name: 'Cyber Glitch',
  description: 'Corrupted terminal: acid-green roads on a near-black screen, black-magenta water, magenta accents, monospace lettering.',
  tone: 'dark',
  palette: {
    background: '#2a2830',
    landuse: '#2f2e35',
    landcover: '#2b3233',
    park: '#21402a',
    wood: '#25362f',
    water: '#14021c',
    waterway: '#14021c',
    building: '#393a3d',
    roads: {
      motorway: '#c8ff2e',
      trunk: '#c0f42e',
      primary: '#b8ea2e',
      secondary: '#adda2e',
      tertiary: '#79942f',
      minor: '#53602f',
      service: '#4b5530',
      path: '#434a30',
    },
    roadCasing: '#2a2830',
    rail: '#407121',
    text: '#d8ffc4',
    halo: '#2a2830',
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
