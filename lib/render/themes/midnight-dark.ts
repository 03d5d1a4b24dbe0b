import type { Theme } from './types';

/**
 * The classic dark city map: a near-black blue-grey page and a grey-to-white road hierarchy.
 * The page is kept a shade above black so the darker water still reads (≈1.13:1).
 */
export const midnightDark: Theme = {
  key: 'midnight_dark',
  name: 'Midnight Dark',
  description: 'The classic dark city map: near-black blue-grey page, roads from white down to slate grey, darker water, street names.',
  tone: 'dark',
  palette: {
    background: '#1a1f27',
    landuse: '#1d222b',
    landcover: '#1c2229',
    park: '#222a31',
    water: '#0c0f13',
    waterway: '#0c0f13',
    building: '#242a33',
    roads: {
      motorway: '#f4f6f8',
      trunk: '#e0e4ea',
      primary: '#c8ced6',
      secondary: '#a6aeb8',
      tertiary: '#838b96',
      minor: '#5f6772',
      service: '#4f5660',
      path: '#434951',
    },
    roadCasing: '#1a1f27',
    rail: '#3d434c',
    text: '#e9ecf0',
    halo: '#1a1f27',
    accent: '#f2b84b',
    route: '#f2b84b',
    label: '#a3abb6',
    mat: '#12161c',
  },
  fonts: {
    title: { family: 'Montserrat', weight: 700 },
    subtitle: { family: 'Montserrat', weight: 300 },
    coords: { family: 'Montserrat', weight: 400 },
    labels: { family: 'Inter', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: true,
  labels: true,
  overlay: 'vignette',
  titleTracking: 0.5,
  titleTransform: 'uppercase',
};
