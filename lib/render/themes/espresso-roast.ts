import type { Theme } from './types';

/**
 * Coffee house: a dark-roast page, crema and latte roads, black-coffee water.
 */
export const espressoRoast: Theme = {
  key: 'espresso_roast',
  name: 'Espresso Roast',
  description: 'Coffee house: dark-roast page, crema and latte roads fading into the roast, black-coffee water, condensed capitals.',
  tone: 'dark',
  palette: {
    background: '#3a281f',
    landuse: '#3f2d23',
    landcover: '#3e2c25',
    park: '#42302a',
    water: '#120c08',
    waterway: '#120c08',
    building: '#41301f',
    roads: {
      motorway: '#f0dcc0',
      trunk: '#d1bba1',
      primary: '#b89f86',
      secondary: '#a0876f',
      tertiary: '#8c725c',
      minor: '#7c614d',
      service: '#6e5340',
      path: '#644836',
    },
    roadCasing: '#3a281f',
    rail: '#876f5b',
    text: '#f3e4d0',
    halo: '#3a281f',
    accent: '#d9a066',
    route: '#d9a066',
    label: '#bcac9b',
    mat: '#24180f',
  },
  fonts: {
    title: { family: 'Oswald', weight: 600 },
    subtitle: { family: 'Raleway', weight: 300 },
    coords: { family: 'Raleway', weight: 400 },
    labels: { family: 'Raleway', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: true,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.35,
  titleTransform: 'uppercase',
};
