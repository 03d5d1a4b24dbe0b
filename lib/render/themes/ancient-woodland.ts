import type { Theme } from './types';

/**
 * Old-growth forest: a deep moss-olive page, roads in lichen cream fading to moss,
 * near-black pools of water, classic Garamond lettering.
 */
export const ancientWoodland: Theme = {
  key: 'ancient_woodland',
  name: 'Ancient Woodland',
  description: 'Old-growth forest: deep moss-olive page, lichen-cream roads fading into moss, dark forest-pool water, Garamond serif.',
  tone: 'dark',
  palette: {
    background: '#2b3522',
    landuse: '#303926',
    landcover: '#303c26',
    park: '#34422a',
    water: '#10170d',
    waterway: '#10170d',
    building: '#39412d',
    roads: {
      motorway: '#f1e6b4',
      trunk: '#ccc696',
      primary: '#adac80',
      secondary: '#91946a',
      tertiary: '#797f59',
      minor: '#686f4b',
      service: '#596141',
      path: '#4d5738',
    },
    roadCasing: '#2b3522',
    rail: '#787c58',
    text: '#efe6c4',
    halo: '#2b3522',
    accent: '#d9a441',
    route: '#d9a441',
    label: '#b4b193',
    mat: '#1c2416',
  },
  fonts: {
    title: { family: 'EB Garamond', weight: 700 },
    subtitle: { family: 'EB Garamond', weight: 400 },
    coords: { family: 'EB Garamond', weight: 400 },
    labels: { family: 'EB Garamond', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.3,
  titleTransform: 'uppercase',
};
