import { defineTheme, typeSet } from './define';

/**
 * A mangrove at dusk: a deep leaf-green page, tangerine roads like the roots catching the last light,
 * black-teal channels, brighter green parks, a coral-pink route.
 */
export const mangroveMaze = defineTheme({
  key: 'mangrove_maze',
  name: 'Mangrove Maze',
  description:
    'Mangrove at dusk: deep leaf-green page, tangerine roads winding through it, black-teal channels, brighter green parks, coral-pink route, grotesk lettering.',
  tone: 'dark',
  palette: {
    background: '#1b3d1a',
    landuse: '#1e401d',
    landcover: '#20401b',
    park: '#28532a',
    wood: '#0e3413',
    water: '#051a1c',
    waterway: '#051a1c',
    building: '#224420',
    roads: {
      motorway: '#ffa34d',
      trunk: '#f8a04b',
      primary: '#f19d4a',
      secondary: '#e89948',
      tertiary: '#af7f3b',
      minor: '#525526',
      service: '#465024',
      path: '#3b4b21',
    },
    roadCasing: '#1b3d1a',
    rail: '#424e22',
    text: '#fde6c8',
    halo: '#1b3d1a',
    accent: '#ff5c8a',
    route: '#ff5c8a',
    label: '#aeab8b',
    mat: '#08130a',
  },
  fonts: typeSet({ family: 'Space Grotesk', weight: 700 }, 'Space Grotesk'),
  roadWidthScale: 1.25,
  titleTracking: 0.3,
});
