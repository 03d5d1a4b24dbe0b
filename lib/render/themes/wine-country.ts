import { defineTheme, typeSet } from './define';

/**
 * Vineyards: a rosé-cream page, burgundy roads fading to rosé, vine-green parks, grey-blue water.
 */
export const wineCountry = defineTheme({
  key: 'wine_country',
  name: 'Wine Country',
  description: 'Vineyard estate: rosé-cream page, burgundy roads fading to rosé, vine-green parks, grey-blue water, Playfair and Garamond.',
  tone: 'light',
  palette: {
    background: '#ffdfd8',
    landuse: '#fbd9d3',
    landcover: '#f3d8c6',
    park: '#eacfa3',
    wood: '#f1d2c0',
    water: '#a9bfd0',
    waterway: '#b6c6cb',
    building: '#f5d2cc',
    roads: {
      motorway: '#5c1226',
      trunk: '#61182b',
      primary: '#661e31',
      secondary: '#6c2738',
      tertiary: '#955a64',
      minor: '#d8aead',
      service: '#e0b8b6',
      path: '#e8c2bf',
    },
    roadCasing: '#ffdfd8',
    rail: '#eab8b8',
    text: '#4a0f1f',
    halo: '#ffdfd8',
    accent: '#8c1c3a',
    route: '#8c1c3a',
    label: '#7d515a',
    mat: '#fbf8f4',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'Cormorant Garamond', 500, { coords: { family: 'Cormorant Garamond', weight: 500 } }),
  overlay: 'radial',
  titleTracking: 0.3,
});
