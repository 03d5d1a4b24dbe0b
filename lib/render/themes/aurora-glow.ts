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
    background: '#28275a',
    landuse: '#2e2d5f',
    landcover: '#2b2f5e',
    park: '#36424e',
    wood: '#33345c',
    water: '#01141a',
    waterway: '#01141a',
    building: '#373869',
    roads: {
      motorway: '#5ef2b0',
      trunk: '#5cecad',
      primary: '#5be6ab',
      secondary: '#59dea7',
      tertiary: '#4bab92',
      minor: '#35586f',
      service: '#324e6a',
      path: '#304366',
    },
    roadCasing: '#28275a',
    rail: '#2d3e6d',
    text: '#e6fff4',
    halo: '#28275a',
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
