import { defineTheme, typeSet } from './define';

/**
 * An Italian villa: a warm plaster page, terracotta roads, roof-tile blocks, olive-grove parks, teal water.
 */
export const terracottaVilla = defineTheme({
  key: 'terracotta_villa',
  name: 'Terracotta Villa',
  description: 'Italian villa: warm plaster page, terracotta roads fading to apricot, roof-tile buildings, olive-grove parks, teal water.',
  tone: 'light',
  palette: {
    background: '#ffeddb',
    landuse: '#fbe8d6',
    landcover: '#ece0bc',
    park: '#d5d4a2',
    wood: '#ede1c5',
    water: '#6fa9ae',
    waterway: '#6fa9ae',
    building: '#f3ccb1',
    roads: {
      motorway: '#86300f',
      trunk: '#8a3615',
      primary: '#8d3b1b',
      secondary: '#924323',
      tertiary: '#b97f65',
      minor: '#e2c0aa',
      service: '#e8c9b4',
      path: '#edd0bc',
    },
    roadCasing: '#ffeddb',
    rail: '#e9cab3',
    text: '#5c2210',
    halo: '#ffeddb',
    accent: '#1d3f8a',
    route: '#1d3f8a',
    label: '#8b5f4d',
    mat: '#fdf7f0',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 600 }, 'Josefin Sans', 300),
  roadWidthScale: 1.05,
  buildings: true,
  titleTracking: 0.35,
});
