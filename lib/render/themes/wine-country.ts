import type { Theme } from './types';

/**
 * Vineyards: a warm linen page, burgundy roads fading to rosé, vine-green parks, grey-blue water.
 */
export const wineCountry: Theme = {
  key: 'wine_country',
  name: 'Wine Country',
  description: 'Vineyard estate: warm linen page, burgundy roads fading to rosé, vine-green parks, grey-blue water, Playfair and Garamond.',
  tone: 'light',
  palette: {
    background: '#f4ece4',
    landuse: '#f0e6df',
    landcover: '#e8e5d2',
    park: '#dfe0c4',
    water: '#b6c6cb',
    waterway: '#b6c6cb',
    building: '#eadfd8',
    roads: {
      motorway: '#5c1226',
      trunk: '#722f40',
      primary: '#854755',
      secondary: '#985e6a',
      tertiary: '#aa757f',
      minor: '#b98a92',
      service: '#c89da2',
      path: '#d4aeb1',
    },
    roadCasing: '#f4ece4',
    rail: '#af8289',
    text: '#4a0f1f',
    halo: '#f4ece4',
    accent: '#8c1c3a',
    route: '#8c1c3a',
    label: '#7d515a',
    mat: '#fbf8f4',
  },
  fonts: {
    title: { family: 'Playfair Display', weight: 700 },
    subtitle: { family: 'Cormorant Garamond', weight: 500 },
    coords: { family: 'Cormorant Garamond', weight: 500 },
    labels: { family: 'Cormorant Garamond', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'radial',
  titleTracking: 0.3,
  titleTransform: 'uppercase',
};
