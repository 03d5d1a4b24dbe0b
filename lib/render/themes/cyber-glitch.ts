import type { Theme } from './types';

/**
 * An RGB glitch: a hot magenta screen, acid-yellow roads bleeding into it, violet-black water, a cyan route.
 */
export const cyberGlitch: Theme = {
  key: 'cyber_glitch',
  name: 'Cyber Glitch',
  description: 'RGB glitch: hot magenta page, acid-yellow roads bleeding into it, violet-black water, cyan route and markers, monospace lettering.',
  tone: 'dark',
  palette: {
    background: '#a3115a',
    landuse: '#a8145f',
    landcover: '#9c1257',
    park: '#7c1c6c',
    wood: '#ab2d70',
    water: '#2a0a3d',
    waterway: '#2a0a3d',
    building: '#b01e66',
    roads: {
      motorway: '#f2ff3a',
      trunk: '#eef33c',
      primary: '#eae73d',
      secondary: '#e5d73f',
      tertiary: '#cb884a',
      minor: '#b84f52',
      service: '#b44353',
      path: '#b03955',
    },
    roadCasing: '#a3115a',
    rail: '#6a0c3c',
    text: '#f4ff7a',
    halo: '#a3115a',
    accent: '#21f0ff',
    route: '#21f0ff',
    label: '#f4ff7a',
    mat: '#3d0621',
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
