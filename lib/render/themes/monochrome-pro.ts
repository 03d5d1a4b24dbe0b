import type { Theme } from './types';

/**
 * Figure and ground: a white page, black water, a pure black-to-grey road hierarchy, cased so bridges
 * stay visible over the black water.
 */
export const monochromePro: Theme = {
  key: 'monochrome_pro',
  name: 'Monochrome Pro',
  description: 'Figure and ground: white page, solid black water, roads from pure black to light grey, white-cased arterials, bold condensed sans.',
  tone: 'light',
  palette: {
    background: '#f4f4f4',
    landuse: '#eeeeee',
    landcover: '#ebebeb',
    park: '#e3e3e3',
    water: '#1e1e1e',
    waterway: '#1e1e1e',
    building: '#e6e6e6',
    roads: {
      motorway: '#000000',
      trunk: '#2c2c2c',
      primary: '#454545',
      secondary: '#5e5e5e',
      tertiary: '#767676',
      minor: '#8b8b8b',
      service: '#a0a0a0',
      path: '#b2b2b2',
    },
    roadCasing: '#f4f4f4',
    rail: '#848484',
    text: '#111111',
    halo: '#f4f4f4',
    accent: '#e0301e',
    route: '#e0301e',
    label: '#555555',
    mat: '#ffffff',
  },
  fonts: {
    title: { family: 'Oswald', weight: 600 },
    subtitle: { family: 'Inter', weight: 400 },
    coords: { family: 'Inter', weight: 400 },
    labels: { family: 'Inter', weight: 400 },
  },
  roadWidthScale: 1,
  casings: true,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.2,
  titleTransform: 'uppercase',
};
