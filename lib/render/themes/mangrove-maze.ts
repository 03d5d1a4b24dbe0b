import type { Theme } from './types';

/**
 * Brackish mangrove: an olive-green mud page, dark root-brown roads, tea-dark channels, bright leaf parks, an orange route.
 */
export const mangroveMaze: Theme = {
  key: 'mangrove_maze',
  name: 'Mangrove Maze',
  description: 'Brackish mangrove: olive-green mud page, dark root-brown roads, tea-dark channels, bright leaf parks, orange route, grotesk lettering.',
  tone: 'light',
  palette: {
    background: '#8f9d6a',
    landuse: '#8b9966',
    landcover: '#889866',
    park: '#a7bb6a',
    wood: '#819156',
    water: '#3f5a55',
    waterway: '#3f5a55',
    building: '#869260',
    roads: {
      motorway: '#1e1a0e',
      trunk: '#242113',
      primary: '#292717',
      secondary: '#31301e',
      tertiary: '#575c3c',
      minor: '#727b52',
      service: '#778157',
      path: '#7d885b',
    },
    roadCasing: '#8f9d6a',
    rail: '#4a5236',
    text: '#141a0c',
    halo: '#8f9d6a',
    accent: '#f08a3c',
    route: '#f08a3c',
    label: '#2a3118',
    mat: '#d6dcc4',
  },
  fonts: {
    title: { family: 'Space Grotesk', weight: 700 },
    subtitle: { family: 'Space Grotesk', weight: 400 },
    coords: { family: 'Space Grotesk', weight: 400 },
    labels: { family: 'Space Grotesk', weight: 400 },
  },
  roadWidthScale: 1.25,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.3,
  titleTransform: 'uppercase',
};
