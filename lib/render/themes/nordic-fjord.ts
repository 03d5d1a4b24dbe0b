import type { Theme } from './types';

/**
 * Snow and deep water: a snow-grey page, dark slate roads, deep fjord-blue water, a Nordic red accent.
 */
export const nordicFjord: Theme = {
  key: 'nordic_fjord',
  name: 'Nordic Fjord',
  description: 'Snow and deep water: snow-grey page, dark slate roads, deep fjord-blue water, Nordic-red markers, clean grotesk.',
  tone: 'light',
  palette: {
    background: '#e9edef',
    landuse: '#e4e8ea',
    landcover: '#e0e7e6',
    park: '#d8e2de',
    water: '#4d6a80',
    waterway: '#4d6a80',
    building: '#dce1e3',
    roads: {
      motorway: '#16232f',
      trunk: '#303d49',
      primary: '#46525e',
      secondary: '#5c6974',
      tertiary: '#727e88',
      minor: '#86929c',
      service: '#9aa5ae',
      path: '#aab4bd',
    },
    roadCasing: '#e9edef',
    rail: '#7f8a93',
    text: '#16232f',
    halo: '#e9edef',
    accent: '#c94a3c',
    route: '#c94a3c',
    label: '#556069',
    mat: '#f7f9fa',
  },
  fonts: {
    title: { family: 'Space Grotesk', weight: 600 },
    subtitle: { family: 'Space Grotesk', weight: 300 },
    coords: { family: 'Space Grotesk', weight: 400 },
    labels: { family: 'Space Grotesk', weight: 400 },
  },
  roadWidthScale: 0.95,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.5,
  titleTransform: 'uppercase',
};
