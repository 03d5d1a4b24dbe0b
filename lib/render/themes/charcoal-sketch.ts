import { defineTheme, typeSet } from './define';

/**
 * Charcoal and chalk on toned paper: a warm grey sheet, soft black roads, slate water, sage-grey parks.
 */
export const charcoalSketch = defineTheme({
  key: 'charcoal_sketch',
  name: 'Charcoal Sketch',
  description: 'Charcoal on toned paper: warm grey sheet, soft black roads fading to smudges, slate water, sage-grey parks, a Garamond title.',
  tone: 'light',
  palette: {
    background: '#bdb8ab',
    landuse: '#b9b4a7',
    landcover: '#b8b4a6',
    park: '#a6ab93',
    wood: '#a9a598',
    water: '#74858f',
    waterway: '#74858f',
    building: '#b1aca0',
    roads: {
      motorway: '#141313',
      trunk: '#191818',
      primary: '#1e1d1c',
      secondary: '#252422',
      tertiary: '#4f4d48',
      minor: '#949087',
      service: '#9d998e',
      path: '#a5a196',
    },
    roadCasing: '#bdb8ab',
    rail: '#9c988d',
    text: '#1a1918',
    halo: '#bdb8ab',
    accent: '#8c1d18',
    route: '#8c1d18',
    label: '#3a3835',
    mat: '#e3e0d8',
  },
  fonts: typeSet({ family: 'Cormorant Garamond', weight: 700 }, 'Cormorant Garamond', 500, { coords: { family: 'Cormorant Garamond', weight: 500 } }),
  roadWidthScale: 1.25,
  buildings: true,
  titleTracking: 0.3,
});
