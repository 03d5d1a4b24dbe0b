import type { Theme } from './types';

/**
 * Rain-slick streets at night: a deep petrol-green page, neon-red roads (motorway to secondary alike) dimming
 * into it for the minor streets, near-black navy water.
 */
export const cyberNoir: Theme = {
  key: 'cyber_noir',
  name: 'Cyber Noir',
  description: 'Neo-noir night: rain-slick deep petrol page, neon-red roads dimming into it, near-black navy water, grotesk lettering.',
  tone: 'dark',
  palette: {
    background: '#082f2a',
    landuse: '#0d342f',
    landcover: '#0c362e',
    park: '#23403a',
    wood: '#173128',
    water: '#000a1e',
    waterway: '#000a1e',
    building: '#113936',
    roads: {
      motorway: '#ff4f5e',
      trunk: '#f34d5b',
      primary: '#e64c59',
      secondary: '#d54a55',
      tertiary: '#843f44',
      minor: '#483738',
      service: '#453737',
      path: '#453737',
    },
    roadCasing: '#082f2a',
    rail: '#4d5461',
    text: '#e8eaef',
    halo: '#082f2a',
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
