import type { Theme } from './types';

/**
 * Academia: an ivory page, navy-ink roads, grey-blue water, faint buildings, Cinzel and Garamond.
 */
export const ivoryTower: Theme = {
  key: 'ivory_tower',
  name: 'Ivory Tower',
  description: 'Academia: ivory page, navy-ink roads fading to grey, grey-blue water, faint buildings, Cinzel title with Garamond.',
  tone: 'light',
  palette: {
    background: '#faf5e8',
    landuse: '#f5f0e4',
    landcover: '#f2eedd',
    park: '#ebe8d4',
    water: '#cdd8df',
    waterway: '#cdd8df',
    building: '#efe9d8',
    roads: {
      motorway: '#1c2743',
      trunk: '#374058',
      primary: '#4e566b',
      secondary: '#666c7d',
      tertiary: '#7e8290',
      minor: '#9496a0',
      service: '#a8aab1',
      path: '#bababe',
    },
    roadCasing: '#faf5e8',
    rail: '#8b8e98',
    text: '#1f2a44',
    halo: '#faf5e8',
    accent: '#8a1c2b',
    route: '#8a1c2b',
    label: '#616775',
    mat: '#ffffff',
  },
  fonts: {
    title: { family: 'Cinzel', weight: 600 },
    subtitle: { family: 'EB Garamond', weight: 400 },
    coords: { family: 'EB Garamond', weight: 400 },
    labels: { family: 'EB Garamond', weight: 400 },
  },
  roadWidthScale: 0.9,
  casings: false,
  buildings: true,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.25,
  titleTransform: 'uppercase',
};
