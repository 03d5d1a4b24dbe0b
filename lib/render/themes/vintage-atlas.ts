import { defineTheme, typeSet } from './define';

/** An old printed atlas: parchment page, brick-red and sepia roads, muted teal water, olive parks. */
export const vintageAtlas = defineTheme({
  key: 'vintage_atlas',
  name: 'Vintage Atlas',
  description: 'An old printed atlas: cream parchment page, brick-red highways fading to sepia streets, muted teal water, olive parks, serif type.',
  tone: 'light',
  palette: {
    background: '#e8dcbc',
    landuse: '#e3d6b4',
    landcover: '#ddd5ac',
    park: '#d4cf9e',
    wood: '#d6cca9',
    water: '#9dbfb4',
    waterway: '#94b0a5',
    building: '#ddcea9',
    roads: {
      motorway: '#8e3b2b',
      trunk: '#91402f',
      primary: '#934534',
      secondary: '#974b3a',
      tertiary: '#b47f68',
      minor: '#d2b599',
      service: '#d7bda0',
      path: '#d9c0a3',
    },
    roadCasing: '#e8dcbc',
    rail: '#c9bc9f',
    text: '#3b2a1c',
    halo: '#e8dcbc',
    accent: '#8e3b2b',
    route: '#a0522d',
    label: '#5a4632',
    mat: '#f7f0e0',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'EB Garamond'),
  titleTracking: 0.3,
});
