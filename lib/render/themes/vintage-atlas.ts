import { defineTheme, typeSet } from './define';

/**
 * An old printed atlas: an aged parchment page, brick-red and sepia roads, muted teal water, olive parks.
 * The parchment is a little darker and less yellow than a new cream (issue 39), apart from ivory_tower's.
 */
export const vintageAtlas = defineTheme({
  key: 'vintage_atlas',
  name: 'Vintage Atlas',
  description: 'An old printed atlas: aged parchment page, brick-red highways fading to sepia streets, muted teal water, olive parks, serif type.',
  tone: 'light',
  palette: {
    background: '#c2bca0',
    landuse: '#bdb698',
    landcover: '#b7b590',
    park: '#aeaf82',
    wood: '#b0ac8d',
    water: '#8aa89e',
    waterway: '#8da79d',
    building: '#b7ae8d',
    roads: {
      motorway: '#8e3b2b',
      trunk: '#903f2f',
      primary: '#914332',
      secondary: '#934837',
      tertiary: '#a06854',
      minor: '#b69d84',
      service: '#b8a38a',
      path: '#b8a48b',
    },
    roadCasing: '#c2bca0',
    rail: '#a8a188',
    text: '#3b2a1c',
    halo: '#c2bca0',
    accent: '#8e3b2b',
    route: '#a0522d',
    label: '#5a4632',
    mat: '#f7f0e0',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'EB Garamond'),
  titleTracking: 0.3,
});
