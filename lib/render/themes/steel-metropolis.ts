import { defineTheme, typeSet } from './define';

/**
 * Brushed steel: a cool steel-grey page, bold blue-steel roads with light casings, steel-blue water, every building.
 */
export const steelMetropolis = defineTheme({
  key: 'steel_metropolis',
  name: 'Steel Metropolis',
  description: 'Brushed steel: cool steel-grey page, bold blue-steel roads with light casings, steel-blue water, every building, condensed capitals.',
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
      motorway: '#1c2a3a',
      trunk: '#212f3f',
      primary: '#263343',
      secondary: '#2c3a49',
      tertiary: '#54616f',
      minor: '#96a1ad',
      service: '#9ea8b4',
      path: '#a5afbb',
    },
    roadCasing: '#d0d8e0',
    rail: '#9fa8b2',
    text: '#1a2129',
    halo: '#bcc6d1',
    accent: '#d9541e',
    route: '#d9541e',
    label: '#4f565e',
    mat: '#eef1f4',
  },
  fonts: typeSet({ family: 'Bebas Neue', weight: 400 }, 'Inter'),
  roadWidthScale: 1.3,
  casings: true,
  buildings: true,
  titleTracking: 0.3,
});
