import { defineTheme, typeSet } from './define';

/**
 * The river is the hero: a pale river-stone page, bright river-blue water, river-blue roads fading to stone.
 */
export const riverineFlow = defineTheme({
  key: 'riverine_flow',
  name: 'Riverine Flow',
  description: 'The river is the hero: pale river-stone page, bright river-blue water, river-blue roads fading to stone, clean sans.',
  tone: 'light',
  palette: {
    background: '#d0c6b3',
    landuse: '#cbc2af',
    landcover: '#c5c1a6',
    park: '#b7bb9a',
    wood: '#bdb6a0',
    water: '#3fa7c9',
    waterway: '#3fa7c9',
    building: '#c3bcaa',
    roads: {
      motorway: '#1d4e7a',
      trunk: '#22527c',
      primary: '#28557d',
      secondary: '#2f5a80',
      tertiary: '#5c788e',
      minor: '#a5a9a5',
      service: '#aeafa8',
      path: '#b1b1a9',
    },
    roadCasing: '#d0c6b3',
    rail: '#adaba0',
    text: '#0f3f43',
    halo: '#d0c6b3',
    accent: '#2f8ed0',
    route: '#2f8ed0',
    label: '#517372',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Inter', weight: 600 }, 'Inter', 300),
  roadWidthScale: 1.3,
  overlay: 'radial',
  titleTracking: 0.45,
});
