import type { Theme } from './types';

/**
 * A half-seen city: a misty lilac-white page, soft blue-grey roads, faint water, thin wide lettering.
 */
export const etherealGhost: Theme = {
  key: 'ethereal_ghost',
  name: 'Ethereal Ghost',
  description: 'A half-seen city: misty lilac-white page, soft blue-grey roads, faint periwinkle water, thin widely tracked sans.',
  tone: 'light',
  palette: {
    background: '#f3f2f7',
    landuse: '#efeef3',
    landcover: '#ededf3',
    park: '#e8e8f0',
    water: '#d2d5e6',
    waterway: '#d2d5e6',
    building: '#e9e8ee',
    roads: {
      motorway: '#585d7a',
      trunk: '#666b87',
      primary: '#747893',
      secondary: '#8488a1',
      tertiary: '#9497ae',
      minor: '#a3a5ba',
      service: '#b1b3c7',
      path: '#bec1d1',
    },
    roadCasing: '#f3f2f7',
    rail: '#a0a3b7',
    text: '#4a4e66',
    halo: '#f3f2f7',
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
