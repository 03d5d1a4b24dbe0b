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
    background: '#f9f2dc',
    landuse: '#f4edd8',
    landcover: '#f1ebd1',
    park: '#dde4c4',
    wood: '#e4dec8',
    water: '#c2d3df',
    waterway: '#cdd8df',
    building: '#eee6cc',
    roads: {
      motorway: '#1c2743',
      trunk: '#27314b',
      primary: '#323b52',
      secondary: '#424a5d',
      tertiary: '#8b8d90',
      minor: '#c0bdb4',
      service: '#cbc7bc',
      path: '#d6d2c4',
    },
    roadCasing: '#f9f2dc',
    rail: '#8b8e98',
    text: '#1f2a44',
    halo: '#f9f2dc',
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
