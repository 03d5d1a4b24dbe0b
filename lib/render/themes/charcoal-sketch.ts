import { defineTheme, typeSet } from './define';

/**
 * Charcoal and chalk on toned paper: a pale warm-grey sheet, graphite roads, slate water, sage-grey parks.
 */
export const charcoalSketch = defineTheme({
  key: 'charcoal_sketch',
  name: 'Charcoal Sketch',
  description: 'Charcoal on toned paper: pale warm-grey sheet, graphite roads fading to smudges, slate water, sage-grey parks, a Garamond title.',
  tone: 'light',
  palette: {
    background: '#e6e2d8',
    landuse: '#e2ded4',
    landcover: '#e1ded3',
    park: '#acb09a',
    wood: '#d1cec4',
    water: '#74858f',
    waterway: '#74858f',
    building: '#dad6cc',
    roads: {
      motorway: '#333234',
      trunk: '#383739',
      primary: '#3e3d3e',
      secondary: '#454444',
      tertiary: '#72706d',
      minor: '#bbb8b1',
      service: '#c4c1b9',
      path: '#cdc9c1',
    },
    roadCasing: '#e6e2d8',
    rail: '#c8c5bc',
    text: '#1a1918',
    halo: '#e6e2d8',
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
