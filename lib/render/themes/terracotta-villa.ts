import { defineTheme, typeSet } from './define';

/**
 * An Italian villa: a warm plaster page, the blocks in dusty terracotta, cypress-green roads, olive-grove
 * parks, teal water. The blocks carry the terracotta, not the roads (issue 39: with terracotta roads it read as a
 * second vintage_atlas in a gallery grid), and a dusty tint of it (full roof-tile orange read as a planning map).
 */
export const terracottaVilla = defineTheme({
  key: 'terracotta_villa',
  name: 'Terracotta Villa',
  description: 'Italian villa: warm plaster page, blocks in dusty terracotta, cypress-green roads, olive-grove parks, teal water.',
  tone: 'light',
  palette: {
    background: '#ffeddb',
    landuse: '#fbe8d6',
    landcover: '#ece0bc',
    park: '#d5d4a2',
    wood: '#ede1c5',
    water: '#6fa9ae',
    waterway: '#6fa9ae',
    building: '#e6b8a6',
    roads: {
      motorway: '#2d4a2b',
      trunk: '#334f30',
      primary: '#3a5436',
      secondary: '#425a3d',
      tertiary: '#778369',
      minor: '#cdc6b1',
      service: '#d7ceba',
      path: '#dfd4c1',
    },
    roadCasing: '#ffeddb',
    rail: '#eaccb5',
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
