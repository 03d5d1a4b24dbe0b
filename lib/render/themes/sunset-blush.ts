import { defineTheme, typeSet } from './define';

/**
 * The last light of day: a coral-pink page, dusk-violet roads, periwinkle water, a sun-orange route.
 */
export const sunsetBlush = defineTheme({
  key: 'sunset_blush',
  name: 'Sunset Blush',
  description: 'The last light of day: coral-pink page, dusk-violet roads fading to peach, periwinkle water, sun-orange route, light sans.',
  tone: 'light',
  palette: {
    background: '#ffbcae',
    landuse: '#f9b7aa',
    landcover: '#f7b6ab',
    park: '#e3ab84',
    wood: '#f4b2a2',
    water: '#93a3df',
    waterway: '#93a3df',
    building: '#f2b3a5',
    roads: {
      motorway: '#3b2466',
      trunk: '#412968',
      primary: '#472d6a',
      secondary: '#4f336d',
      tertiary: '#80597f',
      minor: '#d0989d',
      service: '#da9fa0',
      path: '#e2a6a4',
    },
    roadCasing: '#ffbcae',
    rail: '#e5a497',
    text: '#3b2466',
    halo: '#ffbcae',
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
