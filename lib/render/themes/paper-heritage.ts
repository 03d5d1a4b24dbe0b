import type { Theme } from './types';

/**
 * An old printed city plan: aged paper, dark-brown ink streets, faded blue-grey water,
 * built blocks in the old rose tint.
 */
export const paperHeritage: Theme = {
  key: 'paper_heritage',
  name: 'Paper Heritage',
  description: 'Old printed city plan: aged paper, dark-brown ink streets, faded blue-grey water, rose-tinted blocks, Garamond capitals.',
  tone: 'light',
  palette: {
    background: '#e8d5ae',
    landuse: '#e3d0aa',
    landcover: '#dfd0a2',
    park: '#d8cb98',
    water: '#a9bcb8',
    waterway: '#a9bcb8',
    building: '#dfbfa0',
    roads: {
      motorway: '#2a1d12',
      trunk: '#453526',
      primary: '#5b4936',
      secondary: '#705d46',
      tertiary: '#877156',
      minor: '#998264',
      service: '#aa9472',
      path: '#b9a27e',
    },
    roadCasing: '#e8d5ae',
    rail: '#8e7b60',
    text: '#2a1d12',
    halo: '#e8d5ae',
    accent: '#9a3a2a',
    route: '#9a3a2a',
    label: '#635441',
    mat: '#f6eedc',
  },
  fonts: {
    title: { family: 'Cormorant Garamond', weight: 700 },
    subtitle: { family: 'EB Garamond', weight: 400 },
    coords: { family: 'EB Garamond', weight: 400 },
    labels: { family: 'EB Garamond', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: true,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.25,
  titleTransform: 'uppercase',
};
