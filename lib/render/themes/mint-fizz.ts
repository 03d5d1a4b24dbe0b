import { defineTheme, typeSet } from './define';

/**
 * Soda-fountain fresh: a bright spearmint page, raspberry roads fading to a pale pink mesh, deep aqua water.
 */
export const mintFizz = defineTheme({
  key: 'mint_fizz',
  name: 'Mint Fizz',
  description: 'Soda-fountain fresh: bright spearmint page, raspberry roads fading to a pale pink mesh, deep aqua water, playful geometric capitals.',
  tone: 'light',
  palette: {
    background: '#bbf6dc',
    landuse: '#b6f0d6',
    landcover: '#bceed7',
    park: '#a1ebc3',
    wood: '#aeecd1',
    water: '#4cc3c9',
    waterway: '#31b9c1',
    building: '#b0ead0',
    roads: {
      motorway: '#d6336c',
      trunk: '#d5396f',
      primary: '#d43f73',
      secondary: '#d34777',
      tertiary: '#cd7793',
      minor: '#c1c7c1',
      service: '#c0d1c7',
      path: '#c0d4c9',
    },
    roadCasing: '#bbf6dc',
    rail: '#7aceb0',
    text: '#0b4a40',
    halo: '#bbf6dc',
    accent: '#5b48d0',
    route: '#5b48d0',
    label: '#487e75',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 600 }, 'Montserrat'),
  roadWidthScale: 1.15,
  overlay: 'radial',
  titleTracking: 0.3,
});
