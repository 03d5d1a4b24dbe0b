import { defineTheme, typeSet } from './define';

/**
 * Deep in the pines: a deep pine-green page, pale sage roads fading into it, green-black water, moss parks.
 */
export const forestShadow = defineTheme({
  key: 'forest_shadow',
  name: 'Forest Shadow',
  description: 'Deep in the pines: deep pine-shadow page, pale sage roads fading into it, green-black water, moss parks, condensed sans title.',
  tone: 'dark',
  palette: {
    background: '#1e442b',
    landuse: '#234830',
    landcover: '#244a31',
    park: '#2a583a',
    wood: '#183823',
    water: '#03140f',
    waterway: '#03140f',
    building: '#284d35',
    roads: {
      motorway: '#d8e8cf',
      trunk: '#d2e3ca',
      primary: '#cddec5',
      secondary: '#c5d8bf',
      tertiary: '#97af96',
      minor: '#4b6b52',
      service: '#41634a',
      path: '#385b42',
    },
    roadCasing: '#1e442b',
    rail: '#344437',
    text: '#dfeee0',
    halo: '#1e442b',
    accent: '#9fd49a',
    route: '#9fd49a',
    label: '#a5c0ad',
    mat: '#0a1a10',
  },
  fonts: typeSet({ family: 'Oswald', weight: 500 }, 'Montserrat', 300),
  buildings: true,
  titleTracking: 0.35,
});
