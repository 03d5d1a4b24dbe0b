import type { Theme } from './types';

/**
 * A ghost in the fog: a mid-grey fog page, white spectral roads, dusk-blue water, an indigo route.
 */
export const etherealGhost: Theme = {
  key: 'ethereal_ghost',
  name: 'Ethereal Ghost',
  description: 'Ghost in the fog: mid-grey fog page, white spectral roads fading into it, dusk-blue water, indigo route, light sans lettering.',
  tone: 'light',
  palette: {
    background: '#8e90a6',
    landuse: '#9294a9',
    landcover: '#8a8da1',
    park: '#8fa39f',
    wood: '#7e8593',
    water: '#4f6aa0',
    waterway: '#4f6aa0',
    building: '#9899ae',
    roads: {
      motorway: '#ffffff',
      trunk: '#f9f9fb',
      primary: '#f4f4f6',
      secondary: '#ececf0',
      tertiary: '#c7c8d3',
      minor: '#abadbd',
      service: '#a6a7b9',
      path: '#a3a4b6',
    },
    roadCasing: '#8e90a6',
    rail: '#c4cad3',
    text: '#161a28',
    halo: '#8e90a6',
    accent: '#27307a',
    route: '#27307a',
    label: '#2e3442',
    mat: '#dde1e7',
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
