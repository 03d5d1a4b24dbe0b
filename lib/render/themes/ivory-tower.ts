import { defineTheme, typeSet } from './define';

/**
 * Academia: a warm ivory page, deeper than paper white (it stands apart from minimal_white in kind), Oxford-navy
 * ink roads, grey-blue water, faint buildings, a crimson route.
 */
export const ivoryTower = defineTheme({
  key: 'ivory_tower',
  name: 'Ivory Tower',
  description: 'Academia: warm ivory page, Oxford-navy ink roads fading to blue-grey, grey-blue water, faint buildings, crimson route, Cinzel title with Garamond.',
  tone: 'light',
  palette: {
    background: '#fae9ca',
    landuse: '#f6e5c6',
    landcover: '#f5e3c2',
    park: '#d2dcb2',
    wood: '#e5ddba',
    water: '#b6c9d9',
    waterway: '#c1d0dc',
    building: '#f0dfc0',
    roads: {
      motorway: '#1a3366',
      trunk: '#213869',
      primary: '#273e6c',
      secondary: '#304570',
      tertiary: '#687389',
      minor: '#c4bdb2',
      service: '#cfc6b7',
      path: '#dbd0bc',
    },
    roadCasing: '#fae9ca',
    rail: '#d4cab9',
    text: '#1a2a4a',
    halo: '#fae9ca',
    accent: '#8a1c2b',
    route: '#8a1c2b',
    label: '#5d6676',
    mat: '#fffdf6',
  },
  fonts: typeSet({ family: 'Cinzel', weight: 600 }, 'EB Garamond'),
  roadWidthScale: 0.9,
  buildings: true,
  titleTracking: 0.25,
});
