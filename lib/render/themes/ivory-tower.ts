import { defineTheme, typeSet } from './define';

/**
 * Academia: a warm ivory page, deeper than paper white (it stands apart from minimal_white in kind), Oxford-navy
 * ink roads, a soft Oxford-blue water (bluer than vintage_atlas's sea green), faint buildings, a crimson route.
 */
export const ivoryTower = defineTheme({
  key: 'ivory_tower',
  name: 'Ivory Tower',
  description:
    'Academia: warm ivory page, Oxford-navy ink roads fading to blue-grey, soft Oxford-blue water, faint buildings, crimson route, Cinzel title with Garamond.',
  tone: 'light',
  palette: {
    background: '#fff0d0',
    landuse: '#fbeccc',
    landcover: '#faeac8',
    park: '#d2dcb2',
    wood: '#eae4c0',
    water: '#9fb5d9',
    waterway: '#a9bddc',
    building: '#f5e6c6',
    roads: {
      motorway: '#1a3366',
      trunk: '#213969',
      primary: '#283e6c',
      secondary: '#314671',
      tertiary: '#6a758b',
      minor: '#c8c3b7',
      service: '#d3ccbc',
      path: '#dfd6c1',
    },
    roadCasing: '#fff0d0',
    rail: '#d9d1bf',
    text: '#1a2a4a',
    halo: '#fff0d0',
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
