import type { Theme } from './types';

/**
 * Volcanic glass: a black page, silver-violet roads with an iridescent sheen, a glassy violet-grey sea.
 */
export const obsidianGlass: Theme = {
  key: 'obsidian_glass',
  name: 'Obsidian Glass',
  description: 'Volcanic glass: black page, silver-violet roads with an iridescent sheen, glassy violet-grey water, grotesk lettering.',
  tone: 'dark',
  palette: {
    background: '#09090d',
    landuse: '#0f0f13',
    landcover: '#100f1a',
    park: '#161424',
    water: '#2c2548',
    waterway: '#2c2548',
    building: '#14121f',
    roads: {
      motorway: '#ebe6ff',
      trunk: '#c5bde0',
      primary: '#a69bc7',
      secondary: '#8a7eb0',
      tertiary: '#72659b',
      minor: '#60518d',
      service: '#50407f',
      path: '#433276',
    },
    roadCasing: '#09090d',
    rail: '#6a6187',
    text: '#ecebff',
    halo: '#09090d',
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
