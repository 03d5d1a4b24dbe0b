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
    background: '#e1d7b5',
    landuse: '#dcd1ad',
    landcover: '#d6d0a5',
    park: '#cdca97',
    wood: '#cfc7a2',
    water: '#9dbfb4',
    waterway: '#94b0a5',
    building: '#d6c9a2',
    roads: {
      motorway: '#8e3b2b',
      trunk: '#90402f',
      primary: '#934433',
      secondary: '#964b39',
      tertiary: '#ab725b',
      minor: '#cdb294',
      service: '#d1b99b',
      path: '#d2bc9d',
    },
    roadCasing: '#e1d7b5',
    rail: '#c2b798',
    text: '#3b2a1c',
    halo: '#e1d7b5',
    accent: '#8e3b2b',
    route: '#a0522d',
    label: '#5a4632',
    mat: '#f7f0e0',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'EB Garamond'),
  titleTracking: 0.3,
});
