import { defineTheme, typeSet } from './define';

/**
 * Charcoal and chalk on toned paper: a warm grey sheet, graphite roads, slate water, sage-grey parks.
 */
export const charcoalSketch = defineTheme({
  key: 'charcoal_sketch',
  name: 'Charcoal Sketch',
  description: 'Charcoal on toned paper: warm grey sheet, graphite roads fading to smudges, slate water, sage-grey parks, a Garamond title.',
  tone: 'light',
  palette: {
    background: '#c3beb2',
    landuse: '#bfbaae',
    landcover: '#bebaad',
    park: '#acb09a',
    wood: '#afab9f',
    water: '#74858f',
    waterway: '#74858f',
    building: '#b7b2a6',
    roads: {
      motorway: '#333234',
      trunk: '#373638',
      primary: '#3c3a3c',
      secondary: '#414041',
      tertiary: '#656360',
      minor: '#a09c94',
      service: '#a8a39a',
      path: '#ada89f',
    },
    roadCasing: '#c3beb2',
    rail: '#a6a297',
    text: '#1a1918',
    halo: '#c3beb2',
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
