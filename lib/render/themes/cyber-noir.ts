import type { Theme } from './types';

/**
 * Rain-slick streets at night: a graphite page, neon-red arterials, steel-grey streets, dark slate water.
 */
export const cyberNoir: Theme = {
  key: 'cyber_noir',
  name: 'Cyber Noir',
  description: 'Neo-noir night: graphite page, neon-red arterials over steel-grey streets, dark slate water, grotesk lettering.',
  tone: 'dark',
  palette: {
    background: '#0e1014',
    landuse: '#131519',
    landcover: '#121718',
    park: '#151d1c',
    water: '#262c38',
    waterway: '#262c38',
    building: '#171a20',
    roads: {
      motorway: '#ff4f5e',
      trunk: '#e8434f',
      primary: '#d63a48',
      secondary: '#626a7a',
      tertiary: '#565e6c',
      minor: '#4b5360',
      service: '#434957',
      path: '#3a404d',
    },
    roadCasing: '#0e1014',
    rail: '#4d5461',
    text: '#e8eaef',
    halo: '#0e1014',
    accent: '#ff4f5e',
    route: '#ff4f5e',
    label: '#a7a9ad',
    mat: '#060709',
  },
  fonts: {
    title: { family: 'Space Grotesk', weight: 700 },
    subtitle: { family: 'Space Grotesk', weight: 400 },
    coords: { family: 'JetBrains Mono', weight: 400 },
    labels: { family: 'Space Grotesk', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: true,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.5,
  titleTransform: 'uppercase',
};
