import type { Theme } from './types';

/**
 * Volcanic glass: a violet-black page, ice-cyan roads with a glassy sheen, black water, a violet route.
 */
export const obsidianGlass: Theme = {
  key: 'obsidian_glass',
  name: 'Obsidian Glass',
  description: 'Volcanic glass: violet-black page, ice-cyan roads with a glassy sheen, black water, violet route, grotesk lettering.',
  tone: 'dark',
  palette: {
    background: '#2a2238',
    landuse: '#2e263c',
    landcover: '#2b2636',
    park: '#363052',
    wood: '#332640',
    water: '#05030a',
    waterway: '#05030a',
    building: '#342c44',
    roads: {
      motorway: '#b8f5ff',
      trunk: '#b1eaf5',
      primary: '#aae0eb',
      secondary: '#a0d1dd',
      tertiary: '#718c9c',
      minor: '#4f596c',
      service: '#484e62',
      path: '#414458',
    },
    roadCasing: '#2a2238',
    rail: '#5a5070',
    text: '#e8f9ff',
    halo: '#2a2238',
    accent: '#c08cff',
    route: '#c08cff',
    label: '#a3b8c4',
    mat: '#120e18',
  },
  fonts: {
    title: { family: 'Space Grotesk', weight: 600 },
    subtitle: { family: 'Space Grotesk', weight: 300 },
    coords: { family: 'Space Grotesk', weight: 400 },
    labels: { family: 'Space Grotesk', weight: 400 },
  },
  roadWidthScale: 0.95,
  casings: false,
  buildings: true,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.5,
  titleTransform: 'uppercase',
};
