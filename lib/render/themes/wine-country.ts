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
    background: '#f1e4dc',
    landuse: '#edded7',
    landcover: '#e5ddca',
    park: '#ddd4a7',
    wood: '#e3d7c4',
    water: '#a9bfd0',
    waterway: '#b6c6cb',
    building: '#e7d7d0',
    roads: {
      motorway: '#5c1226',
      trunk: '#60182b',
      primary: '#651f31',
      secondary: '#6b2738',
      tertiary: '#905c66',
      minor: '#cdb2b0',
      service: '#d5bcb9',
      path: '#dcc7c3',
    },
    roadCasing: '#f1e4dc',
    rail: '#ddbdbc',
    text: '#4a0f1f',
    halo: '#f1e4dc',
    accent: '#8c1c3a',
    route: '#8c1c3a',
    label: '#7d515a',
    mat: '#fbf8f4',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'Cormorant Garamond', 500, { coords: { family: 'Cormorant Garamond', weight: 500 } }),
  overlay: 'radial',
  titleTracking: 0.3,
});
