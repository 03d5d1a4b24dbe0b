import { defineTheme, typeSet } from './define';

/**
 * Brushed steel: a cool steel-grey page, gunmetal roads with light casings, steel-blue water, every building.
 */
export const steelMetropolis = defineTheme({
  key: 'steel_metropolis',
  name: 'Steel Metropolis',
  description: 'Brushed steel: cool steel-grey page, gunmetal roads with light casings, steel-blue water, every building, condensed capitals.',
  tone: 'light',
  palette: {
    background: '#bcc6d1',
    landuse: '#b8c2cd',
    landcover: '#b4c1c7',
    park: '#a9b9a9',
    wood: '#aeb9bc',
    water: '#6f8fb0',
    waterway: '#6f8fb0',
    building: '#acb7c3',
    roads: {
      motorway: '#1a2129',
      trunk: '#1f262e',
      primary: '#242b33',
      secondary: '#2a323a',
      tertiary: '#535b64',
      minor: '#959ea9',
      service: '#9da7b1',
      path: '#a5afb9',
    },
    roadCasing: '#d0d8e0',
    rail: '#9da6b0',
    text: '#1a2129',
    halo: '#bcc6d1',
    accent: '#d9541e',
    route: '#d9541e',
    label: '#4f565e',
    mat: '#eef1f4',
  },
  fonts: typeSet({ family: 'Bebas Neue', weight: 400 }, 'Inter'),
  roadWidthScale: 1.1,
  casings: true,
  buildings: true,
  titleTracking: 0.3,
});
