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
    background: '#dcbf92',
    landuse: '#d7ba8e',
    landcover: '#d3ba86',
    park: '#b8bd78',
    wood: '#c8be84',
    water: '#8fb0ae',
    waterway: '#a9bcb8',
    building: '#d3a984',
    roads: {
      motorway: '#2a1d12',
      trunk: '#423223',
      primary: '#534230',
      secondary: '#736047',
      tertiary: '#867054',
      minor: '#978061',
      service: '#a38c69',
      path: '#af9672',
    },
    roadCasing: '#dcbf92',
    rail: '#8e7b60',
    text: '#2a1d12',
    halo: '#dcbf92',
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
