import { defineTheme, typeSet } from './define';

/**
 * Vineyards: a pale vine-grey page, burgundy roads fading to rosé, vine-green parks, grey-blue water.
 */
export const wineCountry = defineTheme({
  key: 'wine_country',
  name: 'Wine Country',
  description: 'Vineyard estate: pale vine-grey page, burgundy roads fading to rosé, vine-green parks, grey-blue water, Playfair and Garamond.',
  tone: 'light',
  palette: {
    background: '#dce7db',
    landuse: '#d8e1d6',
    landcover: '#d0e0c9',
    park: '#c9d7a6',
    wood: '#cedac3',
    water: '#a9bfd0',
    waterway: '#b6c6cb',
    building: '#d2dacf',
    roads: {
      motorway: '#5c1226',
      trunk: '#60182b',
      primary: '#641f31',
      secondary: '#692738',
      tertiary: '#895d65',
      minor: '#bdb4b0',
      service: '#c4bfb9',
      path: '#cac9c2',
    },
    roadCasing: '#dce7db',
    rail: '#cac0bb',
    text: '#4a0f1f',
    halo: '#dce7db',
    accent: '#8c1c3a',
    route: '#8c1c3a',
    label: '#7d515a',
    mat: '#fbf8f4',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'Cormorant Garamond', 500, { coords: { family: 'Cormorant Garamond', weight: 500 } }),
  overlay: 'radial',
  titleTracking: 0.3,
});
