import { defineTheme, typeSet } from './define';

/**
 * Neon on ink-black: magenta roads (motorway to secondary alike) over a dim magenta mesh of side
 * streets, a cyan route. The page is an ink black-violet (issue 39: so the magenta glows), lifted just
 * enough off black that the blue-black water can be darker than the land (≈1.3:1).
 */
export const midnightNeon = defineTheme({
  key: 'midnight_neon',
  name: 'Midnight Neon',
  description: 'Neon on ink-black: glowing magenta roads over a dim magenta mesh, cyan route, blue-black water, geometric sans lettering.',
  tone: 'dark',
  palette: {
    background: '#282430',
    landuse: '#2c2836',
    landcover: '#2b2a35',
    park: '#363246',
    wood: '#302534',
    water: '#000626',
    waterway: '#000626',
    building: '#312c3c',
    roads: {
      motorway: '#ff3fd0',
      trunk: '#f93ecb',
      primary: '#f23dc6',
      secondary: '#ea3cc0',
      tertiary: '#b43698',
      minor: '#592a55',
      service: '#51294e',
      path: '#50294e',
    },
    roadCasing: '#282430',
    rail: '#35323d',
    text: '#f6ecff',
    halo: '#282430',
    accent: '#39f5ff',
    route: '#39f5ff',
    label: '#b9a6d9',
    mat: '#000000',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 700 }, 'Josefin Sans', 300),
  roadWidthScale: 1.15,
  titleTracking: 0.45,
});
