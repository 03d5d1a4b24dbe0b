import { defineTheme, typeSet } from './define';

/**
 * A mangrove at dusk: a deep leaf-green page (darker than forest_shadow's, so the two differ in kind), tangerine
 * roads like the roots catching the last light, black-teal channels, brighter green parks, a coral-pink route.
 */
export const mangroveMaze = defineTheme({
  key: 'mangrove_maze',
  name: 'Mangrove Maze',
  description:
    'Mangrove at dusk: deep leaf-green page, tangerine roads winding through it, black-teal channels, brighter green parks, coral-pink route, grotesk lettering.',
  tone: 'dark',
  palette: {
    background: '#0d3116',
    landuse: '#103418',
    landcover: '#123417',
    park: '#1a4620',
    wood: '#032b0c',
    water: '#020d0f',
    waterway: '#020d0f',
    building: '#14381c',
    roads: {
      motorway: '#ffa34d',
      trunk: '#f8a04b',
      primary: '#f09c4a',
      secondary: '#e79848',
      tertiary: '#aa7b3a',
      minor: '#474c23',
      service: '#3b4720',
      path: '#2f411e',
    },
    roadCasing: '#0d3116',
    rail: '#36441f',
    text: '#fde6c8',
    halo: '#0d3116',
    accent: '#ff5c8a',
    route: '#ff5c8a',
    label: '#a9a78a',
    mat: '#050d06',
  },
  fonts: typeSet({ family: 'Space Grotesk', weight: 700 }, 'Space Grotesk'),
  roadWidthScale: 1.25,
  titleTracking: 0.3,
});
