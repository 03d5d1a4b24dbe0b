import { defineTheme, typeSet } from './define';

/**
 * Academia: an ivory page, Oxford-navy ink roads, grey-blue water, faint buildings, a crimson route.
 */
export const ivoryTower = defineTheme({
  key: 'ivory_tower',
  name: 'Ivory Tower',
  description: 'Academia: ivory page, Oxford-navy ink roads fading to blue-grey, grey-blue water, faint buildings, crimson route, Cinzel title with Garamond.',
  tone: 'light',
  palette: {
    background: '#f9f2dc',
    landuse: '#f4edd6',
    landcover: '#f1eacc',
    park: '#dde4c4',
    wood: '#ede6cd',
    water: '#c2d3df',
    waterway: '#cdd8df',
    building: '#ede3c2',
    roads: {
      motorway: '#1a3366',
      trunk: '#21396a',
      primary: '#273e6d',
      secondary: '#304672',
      tertiary: '#788398',
      minor: '#c3c4c0',
      service: '#cfcec6',
      path: '#dad7cb',
    },
    roadCasing: '#f9f2dc',
    rail: '#cdc9bb',
    text: '#1a2a4a',
    halo: '#f9f2dc',
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
