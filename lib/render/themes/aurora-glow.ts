import { defineTheme, typeSet } from './define';

/**
 * Northern lights over a polar night: a night-blue page, lilac aurora roads over a violet mesh, an
 * aurora-green route, a teal-black sea darker than the land.
 */
export const auroraGlow = defineTheme({
  key: 'aurora_glow',
  name: 'Aurora Glow',
  description: 'Northern lights: violet polar night, lilac aurora roads glowing over a violet mesh, aurora-green route, deep teal-black sea, geometric sans.',
  tone: 'dark',
  palette: {
    background: '#22305a',
    landuse: '#28365f',
    landcover: '#24385e',
    park: '#2f4a4e',
    wood: '#2d3d5c',
    water: '#01141a',
    waterway: '#01141a',
    building: '#314169',
    roads: {
      motorway: '#c59bff',
      trunk: '#c098fa',
      primary: '#bb95f5',
      secondary: '#b590ef',
      tertiary: '#8c76c5',
      minor: '#494a82',
      service: '#414479',
      path: '#393f71',
    },
    roadCasing: '#22305a',
    rail: '#24476d',
    text: '#e6fff4',
    halo: '#22305a',
    accent: '#8affc1',
    route: '#5cf2b0',
    label: '#a4b8b4',
    mat: '#050b14',
  },
  fonts: typeSet({ family: 'Montserrat', weight: 600 }, 'Montserrat', 300),
  roadWidthScale: 1.1,
  overlay: 'radial',
  titleTracking: 0.45,
});
