import { defineTheme, typeSet } from './define';

/**
 * The river is the hero: a pale sand-green page, bright river-blue water, river-blue roads fading to sage.
 */
export const riverineFlow = defineTheme({
  key: 'riverine_flow',
  name: 'Riverine Flow',
  description: 'The river is the hero: pale sand-green page, bright river-blue water, river-blue roads fading to sage, clean sans.',
  tone: 'light',
  palette: {
    background: '#e2e7cc',
    landuse: '#dde3c8',
    landcover: '#d7e2bf',
    park: '#c9dcb3',
    wood: '#cfd7b9',
    water: '#3fa7c9',
    waterway: '#3fa7c9',
    building: '#d5ddc3',
    roads: {
      motorway: '#1d4e7a',
      trunk: '#23537c',
      primary: '#29577f',
      secondary: '#315d82',
      tertiary: '#628497',
      minor: '#b3c2b8',
      service: '#bdcabc',
      path: '#c2cebf',
    },
    roadCasing: '#e2e7cc',
    rail: '#bac9b6',
    text: '#0f3f43',
    halo: '#e2e7cc',
    accent: '#2f8ed0',
    route: '#2f8ed0',
    label: '#517372',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Inter', weight: 600 }, 'Inter', 300),
  overlay: 'radial',
  titleTracking: 0.45,
});
