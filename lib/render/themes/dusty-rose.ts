import { defineTheme, typeSet } from './define';

/**
 * Faded roses: a dusty pink page, aubergine roads fading to mauve, blue-teal water, rose-taupe parks.
 */
export const dustyRose = defineTheme({
  key: 'dusty_rose',
  name: 'Dusty Rose',
  description: 'Faded roses: dusty pink page, aubergine roads fading to mauve, cool blue-teal water, rose-taupe parks, Garamond capitals.',
  tone: 'light',
  palette: {
    background: '#dcb5b1',
    landuse: '#d8b1ad',
    landcover: '#d7afa9',
    park: '#cbaa9b',
    wood: '#d1aead',
    water: '#7aa3b5',
    waterway: '#6e98ab',
    building: '#d2aba8',
    roads: {
      motorway: '#3b1724',
      trunk: '#401c28',
      primary: '#45202c',
      secondary: '#4b2732',
      tertiary: '#734e55',
      minor: '#b58f8f',
      service: '#bd9796',
      path: '#c59f9d',
    },
    roadCasing: '#dcb5b1',
    rail: '#bf9797',
    text: '#3a1622',
    halo: '#dcb5b1',
    accent: '#236a6a',
    route: '#236a6a',
    label: '#6b464d',
    mat: '#f2e3e0',
  },
  fonts: typeSet({ family: 'Cormorant Garamond', weight: 700 }, 'Raleway', 300),
  titleTracking: 0.3,
});
