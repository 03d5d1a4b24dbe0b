import type { Theme } from './types';

/**
 * Rose-gold jewellery on dark velvet: a warm charcoal page, rose-gold roads softening to copper, a dusky rose sea.
 */
export const roseGold: Theme = {
  key: 'rose_gold',
  name: 'Rose Gold',
  description: 'Rose-gold jewellery: warm charcoal page, rose-gold roads softening to copper, dusky rose water, light elegant sans.',
  tone: 'dark',
  palette: {
    background: '#1f1a1c',
    landuse: '#241f20',
    landcover: '#251e20',
    park: '#292224',
    water: '#4a3238',
    waterway: '#4a3238',
    building: '#2e2728',
    roads: {
      motorway: '#f7c6b0',
      trunk: '#d4a794',
      primary: '#b68e7f',
      secondary: '#9b776b',
      tertiary: '#846359',
      minor: '#71544b',
      service: '#614741',
      path: '#553c37',
    },
    roadCasing: '#1f1a1c',
    rail: '#7c6057',
    text: '#f6d5c6',
    halo: '#1f1a1c',
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
