import type { Theme } from './types';

/**
 * A herb garden: a soft sage page, deep olive-green roads, grey-blue pond water, terracotta accents.
 */
export const sageGarden: Theme = {
  key: 'sage_garden',
  name: 'Sage Garden',
  description: 'Herb garden: soft sage-green page, deep olive roads fading to sage, grey-blue pond water, terracotta markers, geometric sans.',
  tone: 'light',
  palette: {
    background: '#cfd9c6',
    landuse: '#cbd5c2',
    landcover: '#c6d2ba',
    park: '#bfcdb0',
    water: '#9db5b9',
    waterway: '#9db5b9',
    building: '#c5cfbc',
    roads: {
      motorway: '#283725',
      trunk: '#3b4b37',
      primary: '#4e5d46',
      secondary: '#606f57',
      tertiary: '#738169',
      minor: '#839178',
      service: '#93a187',
      path: '#9fae93',
    },
    roadCasing: '#cfd9c6',
    rail: '#7c8a73',
    text: '#263322',
    halo: '#cfd9c6',
    accent: '#b0705a',
    route: '#b0705a',
    label: '#596553',
    mat: '#eef2e8',
  },
  fonts: {
    title: { family: 'Josefin Sans', weight: 600 },
    subtitle: { family: 'Josefin Sans', weight: 300 },
    coords: { family: 'Josefin Sans', weight: 400 },
    labels: { family: 'Josefin Sans', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.35,
  titleTransform: 'uppercase',
};
