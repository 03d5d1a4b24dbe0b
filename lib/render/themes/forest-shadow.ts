import { defineTheme, typeSet } from './define';

/**
 * Deep in the pines: a deep pine-green page, pale sage roads fading into it, black-teal water, moss parks.
 */
export const forestShadow = defineTheme({
  key: 'forest_shadow',
  name: 'Forest Shadow',
  description: 'Deep in the pines: rich pine-green page, pale sage roads fading into it, black-teal water, moss parks, condensed sans title.',
  tone: 'dark',
  palette: {
    background: '#1e5535',
    landuse: '#24593a',
    landcover: '#255b3b',
    park: '#2b6a44',
    wood: '#18492d',
    water: '#020c1a',
    waterway: '#020c1a',
    building: '#295e3f',
    roads: {
      motorway: '#d8e8cf',
      trunk: '#d2e4ca',
      primary: '#cddfc6',
      secondary: '#c5d9c0',
      tertiary: '#97b599',
      minor: '#4b785a',
      service: '#417152',
      path: '#386a4b',
    },
    roadCasing: '#1e5535',
    rail: '#385541',
    text: '#dfeee0',
    halo: '#1e5535',
    accent: '#9fd49a',
    route: '#9fd49a',
    label: '#a5c0ad',
    mat: '#0a1a10',
  },
  fonts: typeSet({ family: 'Oswald', weight: 500 }, 'Montserrat', 300),
  buildings: true,
  titleTracking: 0.35,
});
