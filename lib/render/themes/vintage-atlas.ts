import { defineTheme, typeSet } from './define';

/**
 * An old printed atlas: an aged parchment page, brick-red and sepia roads, muted teal water, olive parks.
 * The parchment is a warm aged tan (issue 39, review 3: the greyer #c2bca0 read as khaki), apart from
 * ivory_tower's cream and paper_heritage's kraft; the teal water sits clearly under the page and the parks.
 */
export const vintageAtlas = defineTheme({
  key: 'vintage_atlas',
  name: 'Vintage Atlas',
  description: 'An old printed atlas: aged parchment page, brick-red highways fading to sepia streets, muted teal water, olive parks, serif type.',
  tone: 'light',
  palette: {
    background: '#cdbf98',
    landuse: '#c8b993',
    landcover: '#c4bb8f',
    park: '#a8ad7a',
    wood: '#bab48c',
    water: '#6d9598',
    waterway: '#769a9a',
    building: '#c1b38c',
    roads: {
      motorway: '#8e3b2b',
      trunk: '#903f2e',
      primary: '#924332',
      secondary: '#944836',
      tertiary: '#a46951',
      minor: '#be9f7e',
      service: '#c0a582',
      path: '#c1a683',
    },
    roadCasing: '#cdbf98',
    rail: '#b3ab8a',
    text: '#3b2a1c',
    halo: '#cdbf98',
    accent: '#2a3f7a',
    route: '#2a3f7a',
    label: '#5a4632',
    mat: '#f7f0e0',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'EB Garamond'),
  titleTracking: 0.3,
});
