import type { Theme } from './types';

/**
 * Charcoal on drawing paper: a warm grey drawing-paper sheet, soft thick strokes from black to
 * smudged graphite, grey-washed water, the blocks lightly shaded.
 */
export const charcoalSketch: Theme = {
  key: 'charcoal_sketch',
  name: 'Charcoal Sketch',
  description:
    'Charcoal on drawing paper: warm grey drawing-paper sheet, bold soft strokes from black to smudged graphite, blue-grey washed water, shaded blocks.',
  tone: 'light',
  palette: {
    background: '#cdcac1',
    landuse: '#c8c5bc',
    landcover: '#c5c2b9',
    park: '#b5bea2',
    wood: '#c2c4b3',
    water: '#9fb0bf',
    waterway: '#91a3b3',
    building: '#bcb8ae',
    roads: {
      motorway: '#1d1c1b',
      trunk: '#262523',
      primary: '#2f2d2c',
      secondary: '#3b3a37',
      tertiary: '#75736e',
      minor: '#9f9d96',
      service: '#a8a59e',
      path: '#b1aea6',
    },
    roadCasing: '#cdcac1',
    rail: '#84817d',
    text: '#232220',
    halo: '#cdcac1',
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
