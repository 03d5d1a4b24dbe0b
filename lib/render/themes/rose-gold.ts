import { defineTheme, typeSet } from './define';

/**
 * Rose-gold jewellery on a dark garnet velvet: rose-gold roads softening to copper, deep ink-teal water.
 */
export const roseGold = defineTheme({
  key: 'rose_gold',
  name: 'Rose Gold',
  description: 'Rose-gold jewellery on garnet velvet: dark garnet page, rose-gold roads softening to copper, deep ink-teal water, light elegant sans.',
  tone: 'dark',
  palette: {
    background: '#42172a',
    landuse: '#471d2f',
    landcover: '#491d2f',
    park: '#5a2236',
    wood: '#361321',
    water: '#020a0e',
    waterway: '#020a0e',
    building: '#4b2335',
    roads: {
      motorway: '#e8b4a0',
      trunk: '#e3af9c',
      primary: '#deab99',
      secondary: '#d7a494',
      tertiary: '#ae7d77',
      minor: '#6a3d46',
      service: '#623540',
      path: '#592d3b',
    },
    roadCasing: '#42172a',
    rail: '#563238',
    text: '#f6d5c6',
    halo: '#42172a',
    accent: '#8fdcc8',
    route: '#8fdcc8',
    label: '#c09c97',
    mat: '#140609',
  },
  fonts: typeSet({ family: 'Raleway', weight: 600 }, 'Raleway', 300),
  overlay: 'radial',
  titleTracking: 0.5,
});
