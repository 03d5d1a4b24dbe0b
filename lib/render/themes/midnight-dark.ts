import { defineTheme, typeSet } from './define';

/**
 * The classic dark city map: a near-black blue-grey page and a grey-to-white road hierarchy.
 * The page is kept a few shades above black so that the near-black water still reads (≈1.35:1).
 */
export const midnightDark = defineTheme({
  key: 'midnight_dark',
  name: 'Midnight Dark',
  description: 'The classic dark city map: near-black blue-grey page, roads from white down to slate grey, darker water, street names.',
  tone: 'dark',
  palette: {
    background: '#222831',
    landuse: '#252b35',
    landcover: '#242b32',
    park: '#26362f',
    wood: '#2b3438',
    water: '#000a27',
    waterway: '#000a27',
    building: '#2b313b',
    roads: {
      motorway: '#f4f6f8',
      trunk: '#eef0f2',
      primary: '#e7eaec',
      secondary: '#dfe1e4',
      tertiary: '#abaeb2',
      minor: '#545961',
      service: '#4a4f57',
      path: '#3f454d',
    },
    roadCasing: '#222831',
    rail: '#474d57',
    text: '#e9ecf0',
    halo: '#222831',
    accent: '#f2b84b',
    route: '#f2b84b',
    label: '#a3abb6',
    mat: '#161a20',
  },
  fonts: typeSet({ family: 'Montserrat', weight: 700 }, 'Montserrat', 300, { labels: { family: 'Inter', weight: 400 } }),
  buildings: true,
  labels: true,
  titleTracking: 0.5,
});
