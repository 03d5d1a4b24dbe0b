import type { Theme } from './types';

/**
 * A solar flare: a blazing orange page, crimson roads, dark plum water, golden parks, an indigo route; no radial vignette (its fade over the orange read as a salmon halo).
 */
export const solarFlare: Theme = {
  key: 'solar_flare',
  name: 'Solar Flare',
  description: 'Solar flare: blazing orange page, crimson roads, dark plum water, golden parks, indigo route and markers, condensed capitals.',
  tone: 'light',
  palette: {
    background: '#ff9e2c',
    landuse: '#fb9b2e',
    landcover: '#f79a33',
    park: '#ffc44a',
    wood: '#e7951d',
    water: '#6a1f3a',
    waterway: '#6a1f3a',
    building: '#f08f2a',
    roads: {
      motorway: '#5a0710',
      trunk: '#620f11',
      primary: '#6b1613',
      secondary: '#762115',
      tertiary: '#ad531e',
      minor: '#d47725',
      service: '#dc7e26',
      path: '#e58628',
    },
    roadCasing: '#ff9e2c',
    rail: '#a8421d',
    text: '#3b0a05',
    halo: '#ff9e2c',
    accent: '#2a0f6b',
    route: '#2a0f6b',
    label: '#5a0710',
    mat: '#ffe2bd',
  },
  fonts: {
    title: { family: 'Bebas Neue', weight: 400 },
    subtitle: { family: 'Space Grotesk', weight: 500 },
    coords: { family: 'Space Grotesk', weight: 400 },
    labels: { family: 'Space Grotesk', weight: 400 },
  },
  roadWidthScale: 1.2,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.35,
  titleTransform: 'uppercase',
};
