import { defineTheme, typeSet } from './define';

/**
 * A mangrove at low tide: a brackish mud-bronze page, pale leaf-green roads winding through it, black-teal channels, olive parks, a coral route.
 */
export const mangroveMaze = defineTheme({
  key: 'mangrove_maze',
  name: 'Mangrove Maze',
  description:
    'Mangrove at low tide: brackish mud-bronze page, pale leaf-green roads winding through it, black-teal channels, olive parks, coral route, grotesk lettering.',
  tone: 'dark',
  palette: {
    background: '#6a5124',
    landuse: '#6e5529',
    landcover: '#6e5729',
    park: '#566a2e',
    wood: '#5c4820',
    water: '#0b2220',
    waterway: '#0b2220',
    building: '#715a2f',
    roads: {
      motorway: '#c9eba0',
      trunk: '#c6e69c',
      primary: '#c3e299',
      secondary: '#c0dc94',
      tertiary: '#a1aa6c',
      minor: '#817642',
      service: '#7c6e3c',
      path: '#776735',
    },
    roadCasing: '#6a5124',
    rail: '#786c3d',
    text: '#f1f4d2',
    halo: '#6a5124',
    accent: '#ff6f8a',
    route: '#ff6f8a',
    label: '#c9c39e',
    mat: '#241b0a',
  },
  fonts: typeSet({ family: 'Space Grotesk', weight: 700 }, 'Space Grotesk'),
  roadWidthScale: 1.25,
  titleTracking: 0.3,
});
