import { defineTheme, typeSet } from './define';

/**
 * Jade and silk: a deep jade page, ivory silk roads, deep blue-teal water, building blocks a step off the
 * page, and the title in mixed case (issue 39: not every dark poster lines only, in tracked capitals).
 */
export const jadeSilk = defineTheme({
  key: 'jade_silk',
  name: 'Jade Silk',
  description:
    'Jade and silk: deep jade page, ivory silk roads fading to celadon, deep blue-teal water, jade-green building blocks, a Garamond title in mixed case.',
  tone: 'dark',
  palette: {
    background: '#245a4f',
    landuse: '#295d52',
    landcover: '#286052',
    park: '#347057',
    wood: '#2f6757',
    water: '#123d52',
    waterway: '#123d52',
    building: '#2f6b5e',
    roads: {
      motorway: '#fbf6e6',
      trunk: '#f5f1e1',
      primary: '#eeeddd',
      secondary: '#e6e6d7',
      tertiary: '#b0bfb1',
      minor: '#587f73',
      service: '#4d786c',
      path: '#427064',
    },
    roadCasing: '#245a4f',
    rail: '#497469',
    text: '#f6f1e1',
    halo: '#245a4f',
    accent: '#e9c46a',
    route: '#e9c46a',
    label: '#bac9ba',
    mat: '#1d4a41',
  },
  fonts: typeSet({ family: 'Cormorant Garamond', weight: 700 }, 'Cormorant Garamond', 500, { coords: { family: 'Cormorant Garamond', weight: 500 } }),
  overlay: 'radial',
  buildings: true,
  titleTracking: 0.04,
  titleTransform: 'none',
});
