import type { Theme } from './types';

/**
 * Rain-slick streets at night: a petrol-graphite page, neon-red arterials (motorway, trunk and primary
 * alike), steel-grey streets fading into the page, near-black navy water.
 */
export const cyberNoir: Theme = {
  key: 'cyber_noir',
  name: 'Cyber Noir',
  description: 'Neo-noir night: rain-slick petrol-graphite page, neon-red arterials over steel-grey streets, near-black navy water, grotesk lettering.',
  tone: 'dark',
  palette: {
    background: '#1a2c2e',
    landuse: '#1f3133',
    landcover: '#1e3332',
    park: '#23403a',
    wood: '#1c312e',
    water: '#000a1e',
    waterway: '#000a1e',
    building: '#23363a',
    roads: {
      motorway: '#ff4f5e',
      trunk: '#f44d5c',
      primary: '#e84c59',
      secondary: '#d84956',
      tertiary: '#8d3e46',
      minor: '#56353a',
      service: '#4b3438',
      path: '#4b3438',
    },
    roadCasing: '#1a2c2e',
    rail: '#4d5461',
    text: '#e8eaef',
    halo: '#1a2c2e',
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
