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
    background: '#ffe7d0',
    landuse: '#fbe2cb',
    landcover: '#ecdab1',
    park: '#d5ce97',
    wood: '#eddbba',
    water: '#6fa9ae',
    waterway: '#6fa9ae',
    building: '#efc5ae',
    roads: {
      motorway: '#2d4a2b',
      trunk: '#334f30',
      primary: '#3a5335',
      secondary: '#425a3c',
      tertiary: '#778165',
      minor: '#cdc1a8',
      service: '#d7c9b1',
      path: '#e0cfb7',
    },
    roadCasing: '#ffe7d0',
    rail: '#eac7ab',
    text: '#5c2210',
    halo: '#ffe7d0',
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
