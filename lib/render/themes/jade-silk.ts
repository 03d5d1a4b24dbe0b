import { defineTheme, typeSet } from './define';

/**
 * Jade and silk: a polished jade-green page, ivory silk roads, deep blue-teal water.
 */
export const jadeSilk = defineTheme({
  key: 'jade_silk',
  name: 'Jade Silk',
  description: 'Jade and silk: polished jade-green page, ivory silk roads fading to celadon, deep blue-teal water, Garamond capitals.',
  tone: 'dark',
  palette: {
    background: '#2f6b5e',
    landuse: '#346e61',
    landcover: '#337161',
    park: '#3f8266',
    wood: '#3a7866',
    water: '#123d52',
    waterway: '#123d52',
    building: '#3d7467',
    roads: {
      motorway: '#fbf6e6',
      trunk: '#f5f2e2',
      primary: '#efeede',
      secondary: '#e7e8d8',
      tertiary: '#b4c5b6',
      minor: '#608c7f',
      service: '#568578',
      path: '#4c7e71',
    },
    roadCasing: '#2f6b5e',
    rail: '#558679',
    text: '#f6f1e1',
    halo: '#2f6b5e',
    accent: '#e9c46a',
    route: '#e9c46a',
    label: '#bac9ba',
    mat: '#1d4a41',
  },
  fonts: typeSet({ family: 'Cormorant Garamond', weight: 700 }, 'Cormorant Garamond', 500, { coords: { family: 'Cormorant Garamond', weight: 500 } }),
  overlay: 'radial',
  titleTracking: 0.4,
});
