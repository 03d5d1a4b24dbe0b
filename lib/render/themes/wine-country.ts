import type { Theme } from './types';

/**
 * Vineyards: a pale vine-grey page, burgundy roads fading to rosé, vine-green parks, grey-blue water.
 */
export const wineCountry: Theme = {
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
      trunk: '#621d2f',
      primary: '#692738',
      secondary: '#723645',
      tertiary: '#9c7d81',
      minor: '#bbb0ac',
      service: '#c1bab5',
      path: '#c8c5be',
    },
    roadCasing: '#dce7db',
    rail: '#af8289',
    text: '#4a0f1f',
    halo: '#dce7db',
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
