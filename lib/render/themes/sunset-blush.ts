import { defineTheme, typeSet } from './define';

/**
 * The last light of day: a soft peach-blush page, dusk-violet roads, periwinkle water, a sun-orange route.
 */
export const sunsetBlush = defineTheme({
  key: 'sunset_blush',
  name: 'Sunset Blush',
  description: 'The last light of day: soft peach-blush page, dusk-violet roads fading to peach, periwinkle water, sun-orange route, light sans.',
  tone: 'light',
  palette: {
    background: '#f6c9bb',
    landuse: '#f0c4b7',
    landcover: '#eec3b8',
    park: '#c2c7a0',
    wood: '#ebbfaf',
    water: '#93a3df',
    waterway: '#93a3df',
    building: '#e9c0b2',
    roads: {
      motorway: '#3b2466',
      trunk: '#412969',
      primary: '#462e6b',
      secondary: '#4e356f',
      tertiary: '#7c5e84',
      minor: '#c9a1a7',
      service: '#d2aaab',
      path: '#dbb1af',
    },
    roadCasing: '#f6c9bb',
    rail: '#dcb1a4',
    text: '#3b2466',
    halo: '#f6c9bb',
    accent: '#e8431a',
    route: '#e8431a',
    label: '#76527c',
    mat: '#fff2ee',
  },
  fonts: typeSet({ family: 'Raleway', weight: 700 }, 'Raleway', 300),
  roadWidthScale: 1.05,
  overlay: 'radial',
  titleTracking: 0.4,
});
