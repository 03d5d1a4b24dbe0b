import { defineTheme, typeSet } from './define';

/**
 * Ash and lava: a smoky ash-grey page, lava-orange roads glowing over a dim ember mesh, blue-black water.
 */
export const volcanicAsh = defineTheme({
  key: 'volcanic_ash',
  name: 'Volcanic Ash',
  description: 'Ash and lava: smoky ash-grey page, lava-orange roads glowing over a dim ember mesh, blue-black water, bold display capitals.',
  tone: 'dark',
  palette: {
    background: '#3a3836',
    landuse: '#3f3d3b',
    landcover: '#3d3b37',
    park: '#4c5238',
    wood: '#44443b',
    water: '#0a1220',
    waterway: '#0a1220',
    building: '#413f3d',
    roads: {
      motorway: '#ff7a1a',
      trunk: '#f9781b',
      primary: '#f3761c',
      secondary: '#eb731d',
      tertiary: '#ba6324',
      minor: '#69482f',
      service: '#5f4531',
      path: '#5c4331',
    },
    roadCasing: '#3a3836',
    rail: '#676461',
    text: '#ece8e3',
    halo: '#3a3836',
    accent: '#ff7a2a',
    route: '#ff7a2a',
    label: '#b2afac',
    mat: '#1a1918',
  },
  fonts: typeSet({ family: 'Bebas Neue', weight: 400 }, 'Oswald', 300),
  roadWidthScale: 1.05,
  buildings: true,
  titleTracking: 0.3,
});
