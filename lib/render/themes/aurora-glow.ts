import { defineTheme, typeSet } from './define';

/**
 * Northern lights over a polar night: a violet night page, aurora-green roads over a dim teal mesh, a
 * lilac route, a teal-black sea darker than the land.
 */
export const auroraGlow = defineTheme({
  key: 'aurora_glow',
  name: 'Aurora Glow',
  description: 'Northern lights: violet polar night, aurora-green roads glowing over a dim teal mesh, lilac route, deep teal-black sea, geometric sans.',
  tone: 'dark',
  palette: {
    background: '#362f62',
    landuse: '#3c3567',
    landcover: '#393766',
    park: '#424b56',
    wood: '#403c64',
    water: '#01141a',
    waterway: '#01141a',
    building: '#454171',
    roads: {
      motorway: '#5ef2b0',
      trunk: '#5decae',
      primary: '#5ce6ab',
      secondary: '#5adfa8',
      tertiary: '#50ae95',
      minor: '#405e75',
      service: '#3e5471',
      path: '#3c4a6d',
    },
    roadCasing: '#362f62',
    rail: '#3c4775',
    text: '#e6fff4',
    halo: '#362f62',
    accent: '#c59bff',
    route: '#c59bff',
    label: '#a4b8b4',
    mat: '#050b14',
  },
  fonts: typeSet({ family: 'Montserrat', weight: 600 }, 'Montserrat', 300),
  roadWidthScale: 1.1,
  overlay: 'radial',
  titleTracking: 0.45,
});
