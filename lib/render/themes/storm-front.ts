import type { Theme } from './types';

/**
 * An approaching storm: a slate storm-cloud page, pale grey roads, lightning-yellow motorways, dark water.
 */
export const stormFront: Theme = {
  key: 'storm_front',
  name: 'Storm Front',
  description: 'Approaching storm: slate storm-cloud page, pale rain-grey roads, lightning-yellow motorways, dark water, condensed capitals.',
  tone: 'dark',
  palette: {
    background: '#343d4a',
    landuse: '#39424e',
    landcover: '#364144',
    park: '#38443f',
    water: '#191f28',
    waterway: '#191f28',
    building: '#414a56',
    roads: {
      motorway: '#f3e35a',
      trunk: '#bfc8d2',
      primary: '#aab2bc',
      secondary: '#949da8',
      tertiary: '#818b96',
      minor: '#707b87',
      service: '#636e7a',
      path: '#58626f',
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
