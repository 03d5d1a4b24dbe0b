import { defineTheme, typeSet } from './define';

/**
 * An old printed city plan: aged paper, dark-brown ink streets, faded blue-grey water,
 * built blocks in a quiet tan.
 */
export const paperHeritage = defineTheme({
  key: 'paper_heritage',
  name: 'Paper Heritage',
  description: 'Old printed city plan: aged paper, dark-brown ink streets, faded blue-grey water, tan blocks, Garamond capitals.',
  tone: 'light',
  palette: {
    background: '#dcbf92',
    landuse: '#d7ba8e',
    landcover: '#d3ba86',
    park: '#b8bd78',
    wood: '#c7b480',
    water: '#8fb0ae',
    waterway: '#a9bcb8',
    building: '#d5b389',
    roads: {
      motorway: '#2a1d12',
      trunk: '#2f2216',
      primary: '#35271a',
      secondary: '#3c2d1f',
      tertiary: '#68563f',
      minor: '#b19873',
      service: '#baa07a',
      path: '#c3a880',
    },
    roadCasing: '#dcbf92',
    rail: '#b9a17c',
    text: '#2a1d12',
    halo: '#dcbf92',
    accent: '#9a3a2a',
    route: '#9a3a2a',
    label: '#635441',
    mat: '#f6eedc',
  },
  fonts: typeSet({ family: 'Cormorant Garamond', weight: 700 }, 'EB Garamond'),
  buildings: true,
  titleTracking: 0.25,
});
