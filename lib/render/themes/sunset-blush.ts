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
    background: '#ffc9be',
    landuse: '#f9c4ba',
    landcover: '#f7c3bb',
    park: '#e4b794',
    wood: '#f4bfb2',
    water: '#93a3df',
    waterway: '#93a3df',
    building: '#f2c0b5',
    roads: {
      motorway: '#3b2466',
      trunk: '#412969',
      primary: '#472e6b',
      secondary: '#4f356f',
      tertiary: '#805e85',
      minor: '#d0a1a9',
      service: '#daaaad',
      path: '#e3b1b1',
    },
    roadCasing: '#ffc9be',
    rail: '#e5b1a7',
    text: '#3b2466',
    halo: '#ffc9be',
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
