import type { Theme } from './types';

/**
 * Falling leaves: a warm cream page, russet roads fading to amber, slate-blue water, ochre parks,
 * a mixed-case Playfair title.
 */
export const autumnWhisper: Theme = {
  key: 'autumn_whisper',
  name: 'Autumn Whisper',
  description: 'Falling leaves: warm cream page, russet roads fading to amber, slate-blue water, ochre parks, mixed-case serif title.',
  tone: 'light',
  palette: {
    background: '#f5e8d4',
    landuse: '#f1e3cf',
    landcover: '#f0d7aa',
    park: '#ecc987',
    water: '#b0c0c6',
    waterway: '#b0c0c6',
    building: '#ebdcc8',
    roads: {
      motorway: '#8c3010',
      trunk: '#9a431c',
      primary: '#a55528',
      secondary: '#b26936',
      tertiary: '#be7b46',
      minor: '#ca8d55',
      service: '#d49e63',
      path: '#ddad72',
    },
    roadCasing: '#f5e8d4',
    rail: '#c3895e',
    text: '#4a2210',
    halo: '#f5e8d4',
    accent: '#c2571e',
    route: '#c2571e',
    label: '#7d5d4b',
    mat: '#fcf7ef',
  },
  fonts: {
    title: { family: 'Playfair Display', weight: 700 },
    subtitle: { family: 'Raleway', weight: 400 },
    coords: { family: 'Raleway', weight: 400 },
    labels: { family: 'Raleway', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.06,
  titleTransform: 'none',
};
