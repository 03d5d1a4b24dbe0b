import { defineTheme, typeSet } from './define';

/**
 * Red-rock country: a pale sandstone page, red-rock roads, clear sky-blue water, Cinzel capitals.
 */
export const sandstoneArch = defineTheme({
  key: 'sandstone_arch',
  name: 'Sandstone Arch',
  description: 'Red-rock country: pale pink sandstone page, red-rock roads fading to sand, clear sky-blue water, classical Cinzel capitals.',
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
      motorway: '#72260f',
      trunk: '#762b14',
      primary: '#793019',
      secondary: '#7e3620',
      tertiary: '#9d5f49',
      minor: '#cfa28d',
      service: '#d6aa95',
      path: '#dab09c',
    },
    roadCasing: '#edc9b5',
    rail: '#d6ab93',
    text: '#561f0c',
    halo: '#edc9b5',
    accent: '#c1502e',
    route: '#c1502e',
    label: '#845642',
    mat: '#faf0e7',
  },
  fonts: typeSet({ family: 'Cinzel', weight: 700 }, 'Raleway'),
  roadWidthScale: 1.05,
  titleTracking: 0.3,
});
