import type { Theme } from './types';

/**
 * Ash and lava: a smoky ash-grey page, lava-orange arterials glowing through grey streets, black water.
 */
export const volcanicAsh: Theme = {
  key: 'volcanic_ash',
  name: 'Volcanic Ash',
  description: 'Ash and lava: smoky ash-grey page, lava-orange arterials glowing through grey streets, black water, bold display capitals.',
  tone: 'dark',
  palette: {
    background: '#2c2b2a',
    landuse: '#31302f',
    landcover: '#2f2e2b',
    park: '#32312c',
    water: '#111111',
    waterway: '#111111',
    building: '#333231',
    roads: {
      motorway: '#ff7a2a',
      trunk: '#f0621e',
      primary: '#dc561c',
      secondary: '#7d7974',
      tertiary: '#726d69',
      minor: '#66625e',
      service: '#5d5955',
      path: '#54514d',
    },
    roadCasing: '#2c2b2a',
    rail: '#696662',
    text: '#ece8e3',
    halo: '#2c2b2a',
    accent: '#ff7a2a',
    route: '#ff7a2a',
    label: '#b2afac',
    mat: '#1a1918',
  },
  fonts: {
    title: { family: 'Bebas Neue', weight: 400 },
    subtitle: { family: 'Oswald', weight: 300 },
    coords: { family: 'Oswald', weight: 400 },
    labels: { family: 'Oswald', weight: 400 },
  },
  roadWidthScale: 1.05,
  casings: false,
  buildings: true,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.3,
  titleTransform: 'uppercase',
};
