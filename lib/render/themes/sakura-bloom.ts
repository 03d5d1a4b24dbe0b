import { defineTheme, typeSet } from './define';

/**
 * Cherry blossom: a blossom-pink page, cherry-red roads fading to petal pink, soft pink parks,
 * pale sky water, a mixed-case Garamond title.
 */
export const sakuraBloom = defineTheme({
  key: 'sakura_bloom',
  name: 'Sakura Bloom',
  description: 'Cherry blossom: blossom-pink page, cherry roads fading to petal pink, soft pink parks, pale sky-blue water, mixed-case Garamond.',
  tone: 'light',
  palette: {
    background: '#fbe1ea',
    landuse: '#f7dce5',
    landcover: '#f8d0de',
    park: '#f4c6d4',
    wood: '#f4d5df',
    water: '#a6c6e0',
    waterway: '#a6c6e0',
    building: '#f2d4df',
    roads: {
      motorway: '#8e1f47',
      trunk: '#91254c',
      primary: '#952b51',
      secondary: '#993257',
      tertiary: '#b46380',
      minor: '#e1b2c3',
      service: '#e6bccb',
      path: '#ebc4d2',
    },
    roadCasing: '#fbe1ea',
    rail: '#e8bccb',
    text: '#6b1a37',
    halo: '#fbe1ea',
    accent: '#e0507a',
    route: '#e0507a',
    label: '#975b6f',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Cormorant Garamond', weight: 700 }, 'Raleway', 300),
  titleTracking: 0.08,
  titleTransform: 'none',
});
