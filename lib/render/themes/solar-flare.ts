import type { Theme } from './types';

/**
 * A burst of heat: a red-black page, white-hot amber arterials over ember-red streets, and
 * dark petrol water so the river reads against all that red.
 */
export const solarFlare: Theme = {
  key: 'solar_flare',
  name: 'Solar Flare',
  description: 'Solar eruption: red-black page, white-hot amber arterials over ember-red streets, deep petrol-dark water, bold display capitals.',
  tone: 'dark',
  palette: {
    background: '#46190f',
    landuse: '#4c1f14',
    landcover: '#4f1f12',
    park: '#4f3d14',
    wood: '#4c2d13',
    water: '#000a0d',
    waterway: '#000a0d',
    building: '#56291e',
    roads: {
      motorway: '#ffb02e',
      trunk: '#f6a82c',
      primary: '#eda12b',
      secondary: '#e09629',
      tertiary: '#a3651f',
      minor: '#764017',
      service: '#6d3916',
      path: '#643114',
    },
    roadCasing: '#46190f',
    rail: '#6a2a18',
    text: '#fff1d6',
    halo: '#46190f',
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
