import type { Theme } from './types';

/**
 * Navy and gold: a deep indigo page, roads in warm gold dimming to slate, a lighter indigo sea,
 * Playfair capitals.
 */
export const indigoNight: Theme = {
  key: 'indigo_night',
  name: 'Indigo Night',
  description: 'Navy and gold: deep indigo page, warm gold roads dimming to slate-blue, lighter indigo water, Playfair capitals.',
  tone: 'dark',
  palette: {
    background: '#141b40',
    landuse: '#1a2043',
    landcover: '#182049',
    park: '#1c2451',
    water: '#27326c',
    waterway: '#27326c',
    building: '#242948',
    roads: {
      motorway: '#f2c14e',
      trunk: '#caa657',
      primary: '#aa8e5d',
      secondary: '#8b7960',
      tertiary: '#726663',
      minor: '#5e5764',
      service: '#4b4a62',
      path: '#3e4061',
    },
    roadCasing: '#141b40',
    rail: '#6d6258',
    text: '#f5e3b5',
    halo: '#141b40',
    accent: '#f2c14e',
    route: '#f2c14e',
    label: '#b2a792',
    mat: '#0c1028',
  },
  fonts: {
    title: { family: 'Playfair Display', weight: 700 },
    subtitle: { family: 'Montserrat', weight: 300 },
    coords: { family: 'Montserrat', weight: 400 },
    labels: { family: 'Montserrat', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.45,
  titleTransform: 'uppercase',
};
