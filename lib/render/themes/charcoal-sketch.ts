import type { Theme } from './types';

/**
 * Charcoal on drawing paper: a warm grey-white sheet, soft thick strokes from black to
 * smudged graphite, grey-washed water, the blocks lightly shaded.
 */
export const charcoalSketch: Theme = {
  key: 'charcoal_sketch',
  name: 'Charcoal Sketch',
  description: 'Charcoal on drawing paper: warm grey-white sheet, bold soft strokes from black to smudged graphite, grey-washed water, shaded blocks.',
  tone: 'light',
  palette: {
    background: '#e5e1d9',
    landuse: '#e0dcd4',
    landcover: '#ddd9d1',
    park: '#d7d3ca',
    water: '#b8b4ac',
    waterway: '#b8b4ac',
    building: '#d4cfc6',
    roads: {
      motorway: '#1d1c1b',
      trunk: '#383736',
      primary: '#4f4c4a',
      secondary: '#64615e',
      tertiary: '#787772',
      minor: '#8c8985',
      service: '#9e9b96',
      path: '#aeaaa4',
    },
    roadCasing: '#e5e1d9',
    rail: '#84817d',
    text: '#232220',
    halo: '#e5e1d9',
    accent: '#3a3937',
    route: '#3a3937',
    label: '#5d5b58',
    mat: '#f5f3ef',
  },
  fonts: {
    title: { family: 'Cormorant Garamond', weight: 700 },
    subtitle: { family: 'Cormorant Garamond', weight: 500 },
    coords: { family: 'Cormorant Garamond', weight: 500 },
    labels: { family: 'Cormorant Garamond', weight: 400 },
  },
  roadWidthScale: 1.25,
  casings: false,
  buildings: true,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.3,
  titleTransform: 'uppercase',
};
