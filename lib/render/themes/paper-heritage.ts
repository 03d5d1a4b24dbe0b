import { defineTheme, typeSet } from './define';

/**
 * An old printed city plan: kraft paper, dark-brown ink streets, faded blue-grey water,
 * built blocks in a quiet tan. The page is kraft (issue 39, review 3) to make room for vintage_atlas's
 * tan; the water is a shade darker than on the old paper to stay 1.3:1 off it. (A slate-blue ink water,
 * #5b7089, was tried: nearly opposite the kraft's hue, its fades into the page passed through a third hue.)
 */
export const paperHeritage = defineTheme({
  key: 'paper_heritage',
  name: 'Paper Heritage',
  description: 'Old printed city plan: kraft paper, dark-brown ink streets, faded blue-grey water, tan blocks, Garamond capitals.',
  tone: 'light',
  palette: {
    background: '#d3aa74',
    landuse: '#cea570',
    landcover: '#caa673',
    park: '#b8bd78',
    wood: '#c4a87a',
    water: '#789b98',
    waterway: '#86a5a1',
    building: '#cba16b',
    roads: {
      motorway: '#2a1d12',
      trunk: '#2f2115',
      primary: '#342518',
      secondary: '#3b2b1c',
      tertiary: '#654e34',
      minor: '#aa885c',
      service: '#b38f61',
      path: '#bb9666',
    },
    roadCasing: '#d3aa74',
    rail: '#b49c70',
    text: '#2a1d12',
    halo: '#d3aa74',
    accent: '#9a3a2a',
    route: '#9a3a2a',
    label: '#635441',
    mat: '#f6eedc',
  },
  fonts: typeSet({ family: 'Cormorant Garamond', weight: 700 }, 'EB Garamond'),
  buildings: true,
  titleTracking: 0.25,
});
