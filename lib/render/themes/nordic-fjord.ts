import { defineTheme, typeSet } from './define';

/**
 * Snow and deep water: a snow-grey page, dark slate roads, deep fjord-blue water, a Nordic red accent.
 */
export const nordicFjord = defineTheme({
  key: 'nordic_fjord',
  name: 'Nordic Fjord',
  description: 'Snow and deep water: snow-grey page, dark slate roads, deep fjord-blue water, Nordic-red markers, clean grotesk.',
  tone: 'light',
  palette: {
    background: '#d9e7f6',
    landuse: '#d4e2f1',
    landcover: '#d0e1ed',
    park: '#cfdccf',
    wood: '#ccd9e0',
    water: '#3f6582',
    waterway: '#4d6a80',
    building: '#ccdbea',
    roads: {
      motorway: '#16232f',
      trunk: '#1c2935',
      primary: '#222f3b',
      secondary: '#2a3743',
      tertiary: '#5a6875',
      minor: '#aab8c6',
      service: '#b4c2d0',
      path: '#beccda',
    },
    roadCasing: '#d9e7f6',
    rail: '#b5c2ce',
    text: '#16232f',
    halo: '#d9e7f6',
    accent: '#c94a3c',
    route: '#c94a3c',
    label: '#556069',
    mat: '#f7f9fa',
  },
  fonts: typeSet({ family: 'Space Grotesk', weight: 600 }, 'Space Grotesk', 300),
  roadWidthScale: 0.95,
  titleTracking: 0.5,
});
