import type { Theme } from './types';

/**
 * Rose-gold jewellery on dark velvet: a deep rose-wine page, rose-gold roads softening to copper,
 * a deep ink-teal sea.
 */
export const roseGold: Theme = {
  key: 'rose_gold',
  name: 'Rose Gold',
  description: 'Rose-gold jewellery: deep rose-wine page, rose-gold roads softening to copper, deep ink-teal water, light elegant sans.',
  tone: 'dark',
  palette: {
    background: '#4a2f38',
    landuse: '#4f343c',
    landcover: '#50333c',
    park: '#5e3b49',
    wood: '#53363a',
    water: '#04141a',
    waterway: '#04141a',
    building: '#593c44',
    roads: {
      motorway: '#e8b4a0',
      trunk: '#e0ad9b',
      primary: '#d8a796',
      secondary: '#cd9d8e',
      tertiary: '#99726c',
      minor: '#735253',
      service: '#6b4b4e',
      path: '#634449',
    },
    roadCasing: '#4a2f38',
    rail: '#7c6057',
    text: '#f6d5c6',
    halo: '#4a2f38',
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
