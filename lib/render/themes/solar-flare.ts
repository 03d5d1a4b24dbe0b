import type { Theme } from './types';

/**
 * A burst of heat: a red-black page, roads from white-hot yellow through orange to ember red.
 */
export const solarFlare: Theme = {
  key: 'solar_flare',
  name: 'Solar Flare',
  description: 'Solar eruption: red-black page, roads from white-hot yellow through orange to ember red, smoky water, bold display capitals.',
  tone: 'dark',
  palette: {
    background: '#1a0805',
    landuse: '#200e0a',
    landcover: '#230e08',
    park: '#2a120a',
    water: '#46231a',
    waterway: '#46231a',
    building: '#2a1814',
    roads: {
      motorway: '#fff06a',
      trunk: '#ffc53d',
      primary: '#ff9a30',
      secondary: '#f56f24',
      tertiary: '#d94b1c',
      minor: '#ad3518',
      service: '#8c2c15',
      path: '#762613',
    },
    roadCasing: '#1a0805',
    rail: '#be551c',
    text: '#fff1d6',
    halo: '#1a0805',
    accent: '#ffcc33',
    route: '#ffcc33',
    label: '#baab97',
    mat: '#0d0402',
  },
  fonts: {
    title: { family: 'Bebas Neue', weight: 400 },
    subtitle: { family: 'Space Grotesk', weight: 500 },
    coords: { family: 'Space Grotesk', weight: 400 },
    labels: { family: 'Space Grotesk', weight: 400 },
  },
  roadWidthScale: 1.2,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.35,
  titleTransform: 'uppercase',
};
