import { defineTheme, typeSet } from './define';

/**
 * A coral reef: a mid sea-teal page (issue 39: a mid tone, not one more near-black page), pale coral roads fading
 * into the sea (#ffb8a6, 4.0:1 on the page: the darker coral sat at 3.0:1 once the page went mid-tone), darker
 * abyssal water, and a yellow-tang route that stands apart from the coral roads.
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
      motorway: '#ffb8a6',
      trunk: '#f9b5a4',
      primary: '#f2b3a3',
      secondary: '#eab0a1',
      tertiary: '#b59b93',
      minor: '#5f787d',
      service: '#54747a',
      path: '#507379',
    },
    roadCasing: '#2c6470',
    rail: '#3e6a75',
    text: '#ffe3d9',
    halo: '#2c6470',
    accent: '#ffe066',
    route: '#ffe066',
    label: '#b7b0ae',
    mat: '#082430',
  },
  fonts: typeSet({ family: 'Montserrat', weight: 600 }, 'Raleway', 300),
  roadWidthScale: 1.05,
  overlay: 'radial',
  titleTracking: 0.4,
});
