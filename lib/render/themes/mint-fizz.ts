import { defineTheme, typeSet } from './define';

/**
 * Soda-fountain fresh: a cool aqua-mint page, raspberry roads fading to a pale pink mesh, deep aqua water.
 */
export const mintFizz = defineTheme({
  key: 'mint_fizz',
  name: 'Mint Fizz',
  description: 'Soda-fountain fresh: cool aqua-mint page, raspberry roads fading to a pale pink mesh, deep aqua water, playful geometric capitals.',
  tone: 'light',
  palette: {
    background: '#d6f6f1',
    landuse: '#d1f0eb',
    landcover: '#d6eeec',
    park: '#bdebd8',
    wood: '#c9ece6',
    water: '#4cc3c9',
    waterway: '#31b9c1',
    building: '#cbeae5',
    roads: {
      motorway: '#d6336c',
      trunk: '#d63970',
      primary: '#d63f74',
      secondary: '#d64779',
      tertiary: '#d6779b',
      minor: '#d6c7d1',
      service: '#d6d1d8',
      path: '#d6d4da',
    },
    roadCasing: '#d6f6f1',
    rail: '#97cec4',
    text: '#0b4a40',
    halo: '#d6f6f1',
    accent: '#ff5d73',
    route: '#ff5d73',
    label: '#487e75',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 600 }, 'Montserrat'),
  roadWidthScale: 1.15,
  overlay: 'radial',
  titleTracking: 0.3,
});
