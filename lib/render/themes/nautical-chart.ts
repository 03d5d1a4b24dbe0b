import type { Theme } from './types';

/**
 * A harbour chart: buff land, pale chart-blue water, thin black-ink streets, tan buildings,
 * navy lettering with monospace coordinates and magenta accents.
 */
export const nauticalChart: Theme = {
  key: 'nautical_chart',
  name: 'Nautical Chart',
  description: 'Harbour sea chart: buff land, pale chart-blue water, thin black-ink streets, tan buildings, navy serif lettering, magenta marks.',
  tone: 'light',
  palette: {
    background: '#f2e6c2',
    landuse: '#ede1bf',
    landcover: '#e9e0b7',
    park: '#e2dbae',
    water: '#a8cfe6',
    waterway: '#9fc8e0',
    building: '#dfcd9e',
    roads: {
      motorway: '#1c1c1c',
      trunk: '#393733',
      primary: '#514d44',
      secondary: '#686356',
      tertiary: '#807868',
      minor: '#948b77',
      service: '#a79e87',
      path: '#b8ad93',
    },
    roadCasing: '#f2e6c2',
    rail: '#8b8471',
    text: '#1d2c44',
    halo: '#f2e6c2',
    accent: '#b0338a',
    route: '#b0338a',
    label: '#5d646a',
    mat: '#f9f6ec',
  },
  fonts: {
    title: { family: 'EB Garamond', weight: 700 },
    subtitle: { family: 'EB Garamond', weight: 500 },
    coords: { family: 'JetBrains Mono', weight: 400 },
    labels: { family: 'EB Garamond', weight: 400 },
  },
  roadWidthScale: 0.85,
  casings: false,
  buildings: true,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.35,
  titleTransform: 'uppercase',
};
