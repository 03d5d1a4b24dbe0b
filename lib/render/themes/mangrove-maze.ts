import type { Theme } from './types';

/**
 * Tangled roots in brackish water: a khaki page, a dense maze of mangrove-green streets,
 * murky teal-green water.
 */
export const mangroveMaze: Theme = {
  key: 'mangrove_maze',
  name: 'Mangrove Maze',
  description: 'Tangled mangroves: khaki page, a dense maze of dark mangrove-green streets, murky teal-green brackish water, grotesk lettering.',
  tone: 'light',
  palette: {
    background: '#d3cc9f',
    landuse: '#cec89b',
    landcover: '#c7c48c',
    park: '#b7c48f',
    wood: '#c8cb9f',
    water: '#6f9f96',
    waterway: '#5f9188',
    building: '#c7c295',
    roads: {
      motorway: '#1d331e',
      trunk: '#263b24',
      primary: '#2f422b',
      secondary: '#3c4d34',
      tertiary: '#78805f',
      minor: '#a4a47d',
      service: '#adac84',
      path: '#b6b48a',
    },
    roadCasing: '#d3cc9f',
    rail: '#838b6b',
    text: '#233321',
    halo: '#d3cc9f',
    accent: '#b5651d',
    route: '#b5651d',
    label: '#5e6751',
    mat: '#f2f1e4',
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
