import type { Theme } from './types';

/**
 * Tangled roots in brackish water: a khaki page, a dense maze of mangrove-green streets, tea-brown water.
 */
export const mangroveMaze: Theme = {
  key: 'mangrove_maze',
  name: 'Mangrove Maze',
  description: 'Tangled mangroves: khaki page, a dense maze of dark mangrove-green streets, olive-brown brackish water, grotesk lettering.',
  tone: 'light',
  palette: {
    background: '#e6e0c2',
    landuse: '#e1dcbe',
    landcover: '#dad8af',
    park: '#d0d2a0',
    water: '#a39a72',
    waterway: '#a39a72',
    building: '#dad6b8',
    roads: {
      motorway: '#1d331e',
      trunk: '#35482e',
      primary: '#4b5b3d',
      secondary: '#626f4e',
      tertiary: '#77825d',
      minor: '#8a936c',
      service: '#9da47c',
      path: '#adb189',
    },
    roadCasing: '#e6e0c2',
    rail: '#838b6b',
    text: '#233321',
    halo: '#e6e0c2',
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
