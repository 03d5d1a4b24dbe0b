import { defineTheme, typeSet } from './define';

/**
 * Coffee house: a dark-roast page, crema and latte roads, black-coffee water, and building blocks a step
 * lighter than the roast, so the fill shows (issue 39: not every dark poster lines only).
 */
export const espressoRoast = defineTheme({
  key: 'espresso_roast',
  name: 'Espresso Roast',
  description: 'Coffee house: dark-roast page, crema and latte roads fading into the roast, black-coffee water, roasted building blocks, condensed capitals.',
  tone: 'dark',
  palette: {
    background: '#3f2b1f',
    landuse: '#443023',
    landcover: '#432f25',
    park: '#4e3a22',
    wood: '#403121',
    water: '#070a10',
    waterway: '#070a10',
    building: '#4a3527',
    roads: {
      motorway: '#e6c9a0',
      trunk: '#e1c49c',
      primary: '#dcc098',
      secondary: '#d5b993',
      tertiary: '#ac9273',
      minor: '#67513e',
      service: '#5f4938',
      path: '#564131',
    },
    roadCasing: '#3f2b1f',
    rail: '#5f493a',
    text: '#f3e4d0',
    halo: '#3f2b1f',
    accent: '#e85d4a',
    route: '#e85d4a',
    label: '#bcac9b',
    mat: '#24180f',
  },
  fonts: typeSet({ family: 'Oswald', weight: 600 }, 'Raleway', 300),
  buildings: true,
  titleTracking: 0.35,
});
