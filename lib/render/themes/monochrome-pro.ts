import { defineTheme, typeSet } from './define';

/**
 * Figure and ground: a pale grey page, slate-blue water, a pure black-to-grey road hierarchy,
 * cased so bridges stay visible over the water.
 */
export const monochromePro = defineTheme({
  key: 'monochrome_pro',
  name: 'Monochrome Pro',
  description: 'Figure and ground: pale grey page, slate-blue water, roads from pure black to light grey, white-cased arterials, bold condensed sans.',
  tone: 'light',
  palette: {
    background: '#e4e4e4',
    landuse: '#dedede',
    landcover: '#dbdbdb',
    park: '#cfd3cf',
    wood: '#e8e8e0',
    water: '#43566c',
    waterway: '#43566c',
    building: '#d6d6d6',
    roads: {
      motorway: '#000000',
      trunk: '#070707',
      primary: '#0e0e0e',
      secondary: '#171717',
      tertiary: '#606060',
      minor: '#adadad',
      service: '#b9b9b9',
      path: '#c4c4c4',
    },
    roadCasing: '#e4e4e4',
    rail: '#b8b8b8',
    text: '#111111',
    halo: '#e4e4e4',
    accent: '#e0301e',
    route: '#e0301e',
    label: '#555555',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Oswald', weight: 600 }, 'Inter'),
  casings: true,
  titleTracking: 0.2,
});
