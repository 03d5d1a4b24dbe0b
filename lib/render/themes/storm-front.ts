import { defineTheme, typeSet } from './define';

/**
 * An approaching storm: a mid storm-slate page (issue 39: a mid tone, not one more near-black page), bold lightning-yellow roads (motorway to secondary alike)
 * over a dim olive mesh of streets, dark teal water, and an ice-blue lightning route: a yellow one (#f3e35a) was lost
 * among the yellow roads.
 */
export const stormFront = defineTheme({
  key: 'storm_front',
  name: 'Storm Front',
  description: 'Approaching storm: mid storm-slate page, bold lightning-yellow roads over a dim olive mesh of streets, dark teal water, condensed capitals.',
  tone: 'dark',
  palette: {
    background: '#5a6673',
    landuse: '#5f6b77',
    landcover: '#5c6a6d',
    park: '#60756a',
    wood: '#65727a',
    water: '#062822',
    waterway: '#062822',
    building: '#67737f',
    roads: {
      motorway: '#ffd23f',
      trunk: '#facf41',
      primary: '#f5cc42',
      secondary: '#efc744',
      tertiary: '#c5ac51',
      minor: '#828067',
      service: '#797b69',
      path: '#73776b',
    },
    roadCasing: '#5a6673',
    rail: '#6c7784',
    text: '#eef2f6',
    halo: '#5a6673',
    accent: '#a8f0ff',
    route: '#a8f0ff',
    label: '#b6bcc2',
    mat: '#232a33',
  },
  fonts: typeSet({ family: 'Oswald', weight: 600 }, 'Inter', 300),
  roadWidthScale: 1.3,
  titleTracking: 0.4,
});
