import type { Theme } from './types';

/**
 * Volcanic glass: a violet-black page, silver-violet roads with an iridescent sheen, a deep violet sea.
 */
export const obsidianGlass: Theme = {
  key: 'obsidian_glass',
  name: 'Obsidian Glass',
  description: 'Volcanic glass: violet-black page, silver-violet roads with an iridescent sheen, deep violet water, grotesk lettering.',
  tone: 'dark',
  palette: {
    background: '#262430',
    landuse: '#2c2a36',
    landcover: '#2d2a3d',
    park: '#303048',
    wood: '#2f2737',
    water: '#10002a',
    waterway: '#10002a',
    building: '#312d42',
    roads: {
      motorway: '#ebe6ff',
      trunk: '#e1dcf5',
      primary: '#d7d3ea',
      secondary: '#cac5dc',
      tertiary: '#898598',
      minor: '#595666',
      service: '#4f4d5b',
      path: '#464351',
    },
    roadCasing: '#262430',
    rail: '#6a6187',
    text: '#ecebff',
    halo: '#262430',
    accent: '#a89cff',
    route: '#a89cff',
    label: '#a8a7b6',
    mat: '#000000',
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
