import type { Theme } from './types';

/**
 * A half-seen city: a misty silver-lilac page, soft blue-grey roads, periwinkle water, mist-blue
 * parks, thin wide lettering.
 */
export const etherealGhost: Theme = {
  key: 'ethereal_ghost',
  name: 'Ethereal Ghost',
  description: 'A half-seen city: misty silver-lilac page, soft blue-grey roads, periwinkle water, pale mist-blue parks, thin widely tracked sans.',
  tone: 'light',
  palette: {
    background: '#e5e6f4',
    landuse: '#e1e2f0',
    landcover: '#dfe1f0',
    park: '#cbd9dd',
    wood: '#e2dfdf',
    water: '#b9c0e6',
    waterway: '#aab3e0',
    building: '#dbdceb',
    roads: {
      motorway: '#4f5b7d',
      trunk: '#576283',
      primary: '#5e6989',
      secondary: '#697391',
      tertiary: '#9aa1b9',
      minor: '#bec2d5',
      service: '#c6c9db',
      path: '#cacdde',
    },
    roadCasing: '#e5e6f4',
    rail: '#a0a3b7',
    text: '#4a4e66',
    halo: '#e5e6f4',
    accent: '#9a8fd1',
    route: '#9a8fd1',
    label: '#7d7f92',
    mat: '#ffffff',
  },
  fonts: {
    title: { family: 'Raleway', weight: 300 },
    subtitle: { family: 'Raleway', weight: 300 },
    coords: { family: 'Raleway', weight: 300 },
    labels: { family: 'Raleway', weight: 400 },
  },
  roadWidthScale: 0.85,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.6,
  titleTransform: 'uppercase',
};
