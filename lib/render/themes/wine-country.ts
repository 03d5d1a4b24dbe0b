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
    background: '#fde2da',
    landuse: '#f9dcd5',
    landcover: '#f1dbc8',
    park: '#d5dab8',
    wood: '#efd5c2',
    water: '#a9bfd0',
    waterway: '#b6c6cb',
    building: '#f3d5ce',
    roads: {
      motorway: '#5c1226',
      trunk: '#61182b',
      primary: '#661e31',
      secondary: '#6c2738',
      tertiary: '#945b65',
      minor: '#d6b0af',
      service: '#debab8',
      path: '#e6c5c1',
    },
    roadCasing: '#fde2da',
    rail: '#eabdbb',
    text: '#4a0f1f',
    halo: '#fde2da',
    accent: '#4a7a2c',
    route: '#4a7a2c',
    label: '#7d515a',
    mat: '#fbf8f4',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'Cormorant Garamond', 500, { coords: { family: 'Cormorant Garamond', weight: 500 } }),
  overlay: 'radial',
  titleTracking: 0.3,
});
