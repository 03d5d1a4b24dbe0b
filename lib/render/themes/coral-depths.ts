import { defineTheme, typeSet } from './define';

/**
 * A coral reef: a mid sea-teal page (issue 39: a mid tone, not one more near-black page), coral roads fading
 * into the sea, darker abyssal water.
 */
export const coralDepths = defineTheme({
  key: 'coral_depths',
  name: 'Coral Depths',
  description: 'Coral reef: mid sea-teal page, coral roads fading into the sea, darker abyssal water, geometric sans.',
  tone: 'dark',
  palette: {
    background: '#2c6470',
    landuse: '#326874',
    landcover: '#2d6873',
    park: '#37746e',
    wood: '#397077',
    water: '#0b1030',
    waterway: '#0b1030',
    building: '#3d707a',
    roads: {
      motorway: '#ff9274',
      trunk: '#f99174',
      primary: '#f28f74',
      secondary: '#ea8d74',
      tertiary: '#b58273',
      minor: '#617071',
      service: '#617071',
      path: '#617071',
    },
    roadCasing: '#2c6470',
    rail: '#3e6a75',
    text: '#ffe3d9',
    halo: '#2c6470',
    accent: '#ff6f59',
    route: '#ff6f59',
    label: '#b7b0ae',
    mat: '#082430',
  },
  fonts: typeSet({ family: 'Montserrat', weight: 600 }, 'Raleway', 300),
  roadWidthScale: 1.05,
  overlay: 'radial',
  titleTracking: 0.4,
});
