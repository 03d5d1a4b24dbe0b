import { defineTheme, typeSet } from './define';

/**
 * Red-rock country: a pale sandstone page, bold terracotta roads, clear sky-blue water, Cinzel capitals.
 */
export const sandstoneArch = defineTheme({
  key: 'sandstone_arch',
  name: 'Sandstone Arch',
  description: 'Red-rock country: pale pink sandstone page, bold terracotta roads fading to sand, clear sky-blue water, classical Cinzel capitals.',
  tone: 'light',
  palette: {
    background: '#edc9b5',
    landuse: '#e9c4b1',
    landcover: '#e6c5a9',
    park: '#d4c392',
    wood: '#dbbda1',
    water: '#8cbad8',
    waterway: '#9cc3dc',
    building: '#e4beaa',
    roads: {
      motorway: '#8c3b1e',
      trunk: '#8f3f23',
      primary: '#924427',
      secondary: '#96492d',
      tertiary: '#ae6d53',
      minor: '#d6a791',
      service: '#dbae98',
      path: '#dcaf9a',
    },
    roadCasing: '#edc9b5',
    rail: '#d7ad95',
    text: '#561f0c',
    halo: '#edc9b5',
    accent: '#c1502e',
    route: '#c1502e',
    label: '#845642',
    mat: '#faf0e7',
  },
  fonts: typeSet({ family: 'Cinzel', weight: 700 }, 'Raleway'),
  roadWidthScale: 1.3,
  titleTracking: 0.3,
});
