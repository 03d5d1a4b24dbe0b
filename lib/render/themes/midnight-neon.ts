import { defineTheme, typeSet } from './define';

/**
 * Neon on black-violet: magenta roads (motorway to secondary alike) over a dim magenta mesh of side
 * streets, a cyan route. The page is lifted a few shades off black so that the blue-black water can
 * be darker than the land (≈1.3:1).
 */
export const midnightNeon = defineTheme({
  key: 'midnight_neon',
  name: 'Midnight Neon',
  description: 'Neon on black-violet: glowing magenta roads over a dim magenta mesh, cyan route, blue-black water, geometric sans lettering.',
  tone: 'dark',
  palette: {
    background: '#2c2147',
    landuse: '#30254d',
    landcover: '#2f274c',
    park: '#3a2f5e',
    wood: '#34214b',
    water: '#000c1a',
    waterway: '#000c1a',
    building: '#352954',
    roads: {
      motorway: '#ff3fd0',
      trunk: '#f93ecc',
      primary: '#f23dc8',
      secondary: '#ea3cc2',
      tertiary: '#b535a0',
      minor: '#5f2868',
      service: '#542761',
      path: '#532660',
    },
    roadCasing: '#2c2147',
    rail: '#3a2f55',
    text: '#f6ecff',
    halo: '#2c2147',
    accent: '#39f5ff',
    route: '#39f5ff',
    label: '#b9a6d9',
    mat: '#000000',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 700 }, 'Josefin Sans', 300),
  roadWidthScale: 1.15,
  titleTracking: 0.45,
});
