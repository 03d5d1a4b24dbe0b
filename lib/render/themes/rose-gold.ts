import type { Theme } from './types';

/**
 * Rose-gold jewellery on dark velvet: a mauve-charcoal page, rose-gold roads softening to copper,
 * a deep ink-teal sea.
 */
export const roseGold: Theme = {
  key: 'rose_gold',
  name: 'Rose Gold',
  description: 'Rose-gold jewellery: warm charcoal page, rose-gold roads softening to copper, deep ink-teal water, light elegant sans.',
  tone: 'dark',
  palette: {
    background: '#342a2e',
    landuse: '#392f32',
    landcover: '#3a2e32',
    park: '#3a3a2e',
    wood: '#31312f',
    water: '#04141a',
    waterway: '#04141a',
    building: '#43373a',
    roads: {
      motorway: '#e8b4a0',
      trunk: '#dfad9a',
      primary: '#d6a695',
      secondary: '#c99d8d',
      tertiary: '#8e6f67',
      minor: '#634e4c',
      service: '#5a4746',
      path: '#514040',
    },
    roadCasing: '#342a2e',
    rail: '#7c6057',
    text: '#f6d5c6',
    halo: '#342a2e',
    accent: '#e8a48c',
    route: '#e8a48c',
    label: '#b69d93',
    mat: '#141112',
  },
  fonts: {
    title: { family: 'Raleway', weight: 600 },
    subtitle: { family: 'Raleway', weight: 300 },
    coords: { family: 'Raleway', weight: 400 },
    labels: { family: 'Raleway', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.5,
  titleTransform: 'uppercase',
};
