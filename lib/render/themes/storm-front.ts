import type { Theme } from './types';

/**
 * An approaching storm: a slate storm-cloud page, lightning-yellow roads (motorway to secondary alike)
 * over a dim olive mesh of streets, dark teal water.
 */
export const stormFront: Theme = {
  key: 'storm_front',
  name: 'Storm Front',
  description: 'Approaching storm: slate storm-cloud page, lightning-yellow roads over a dim olive mesh of streets, dark teal water, condensed capitals.',
  tone: 'dark',
  palette: {
    background: '#343d4a',
    landuse: '#39424e',
    landcover: '#364144',
    park: '#38443f',
    wood: '#3f4951',
    water: '#062224',
    waterway: '#062224',
    building: '#414a56',
    roads: {
      motorway: '#ffd83a',
      trunk: '#f5d03b',
      primary: '#ebc93c',
      secondary: '#dcbe3d',
      tertiary: '#9a8b42',
      minor: '#696546',
      service: '#5f5e47',
      path: '#545647',
    },
    roadCasing: '#343d4a',
    rail: '#7c8591',
    text: '#eef2f6',
    halo: '#343d4a',
    accent: '#f3e35a',
    route: '#f3e35a',
    label: '#b6bcc2',
    mat: '#232a33',
  },
  fonts: {
    title: { family: 'Oswald', weight: 600 },
    subtitle: { family: 'Inter', weight: 300 },
    coords: { family: 'Inter', weight: 400 },
    labels: { family: 'Inter', weight: 400 },
  },
  roadWidthScale: 1.05,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.4,
  titleTransform: 'uppercase',
};
