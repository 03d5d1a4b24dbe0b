import type { Theme } from './types';

/**
 * An Italian villa: a warm plaster page, terracotta roads, roof-tile blocks, olive-grove parks, teal water.
 */
export const terracottaVilla: Theme = {
  key: 'terracotta_villa',
  name: 'Terracotta Villa',
  description: 'Italian villa: warm plaster page, terracotta roads fading to apricot, roof-tile buildings, olive-grove parks, teal water.',
  tone: 'light',
  palette: {
    background: '#f8ecda',
    landuse: '#f4e7d5',
    landcover: '#e5dfbb',
    park: '#d5d4a2',
    water: '#6fa9ae',
    waterway: '#6fa9ae',
    building: '#eccbb0',
    roads: {
      motorway: '#86300f',
      trunk: '#954322',
      primary: '#a25432',
      secondary: '#b06846',
      tertiary: '#bc7b57',
      minor: '#c98c68',
      service: '#d59d79',
      path: '#e0ac88',
    },
    roadCasing: '#f8ecda',
    rail: '#c2896b',
    text: '#5c2210',
    halo: '#f8ecda',
    accent: '#3e7d82',
    route: '#3e7d82',
    label: '#8b5f4d',
    mat: '#fdf7f0',
  },
  fonts: {
    title: { family: 'Playfair Display', weight: 600 },
    subtitle: { family: 'Josefin Sans', weight: 300 },
    coords: { family: 'Josefin Sans', weight: 400 },
    labels: { family: 'Josefin Sans', weight: 400 },
  },
  roadWidthScale: 1.05,
  casings: false,
  buildings: true,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.35,
  titleTransform: 'uppercase',
};
