import type { Theme } from './types';

/**
 * Brushed steel: a cool steel-grey page, gunmetal roads with light casings, steel-blue water, every building.
 */
export const steelMetropolis: Theme = {
  key: 'steel_metropolis',
  name: 'Steel Metropolis',
  description: 'Brushed steel: cool steel-grey page, gunmetal roads with light casings, steel-blue water, every building, condensed capitals.',
  tone: 'light',
  palette: {
    background: '#c9d0d8',
    landuse: '#c5ccd4',
    landcover: '#c1cbce',
    park: '#bbc7c6',
    water: '#8ea1b4',
    waterway: '#8ea1b4',
    building: '#b9c1ca',
    roads: {
      motorway: '#1a2129',
      trunk: '#313841',
      primary: '#444c55',
      secondary: '#58606a',
      tertiary: '#6a737e',
      minor: '#7a848f',
      service: '#8b949f',
      path: '#98a1ad',
    },
    roadCasing: '#dde2e7',
    rail: '#747c86',
    text: '#1a2129',
    halo: '#c9d0d8',
    accent: '#d9541e',
    route: '#d9541e',
    label: '#4f565e',
    mat: '#eef1f4',
  },
  fonts: {
    title: { family: 'Bebas Neue', weight: 400 },
    subtitle: { family: 'Inter', weight: 400 },
    coords: { family: 'Inter', weight: 400 },
    labels: { family: 'Inter', weight: 400 },
  },
  roadWidthScale: 1.1,
  casings: true,
  buildings: true,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.3,
  titleTransform: 'uppercase',
};
