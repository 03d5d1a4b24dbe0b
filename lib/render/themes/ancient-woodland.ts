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
    background: '#33361f',
    landuse: '#383a23',
    landcover: '#383d23',
    park: '#34422a',
    wood: '#35391b',
    water: '#0f1a24',
    waterway: '#10170d',
    building: '#41422a',
    roads: {
      motorway: '#f1e6b4',
      trunk: '#e8ddad',
      primary: '#ded4a5',
      secondary: '#d1c89b',
      tertiary: '#928e6a',
      minor: '#646446',
      service: '#5b5b3e',
      path: '#515237',
    },
    roadCasing: '#33361f',
    rail: '#787c58',
    text: '#efe6c4',
    halo: '#33361f',
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
