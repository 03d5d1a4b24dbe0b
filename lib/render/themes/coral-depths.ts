import { defineTheme, typeSet } from './define';

/**
 * A coral reef: a deep sea-teal page, coral roads fading to a reef pink, darker abyssal water.
 */
export const coralDepths = defineTheme({
  key: 'coral_depths',
  name: 'Coral Depths',
  description: 'Coral reef: deep sea-teal page, coral roads fading through salmon to reef rose, darker abyssal water, geometric sans.',
  tone: 'dark',
  palette: {
    background: '#0f3a4a',
    landuse: '#153e4e',
    landcover: '#103e4d',
    park: '#1a4a48',
    wood: '#1c4651',
    water: '#0b1030',
    waterway: '#0b1030',
    building: '#204654',
    roads: {
      motorway: '#ff9274',
      trunk: '#f88f73',
      primary: '#f18d71',
      secondary: '#e78970',
      tertiary: '#ab7365',
      minor: '#494f54',
      service: '#3d4b52',
      path: '#364851',
    },
    roadCasing: '#0f3a4a',
    rail: '#414a55',
    text: '#ffe3d9',
    halo: '#0f3a4a',
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
