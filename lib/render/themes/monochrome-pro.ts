import { defineTheme, typeSet } from './define';

/**
 * Figure and ground: a concrete-grey page, slate-blue water, a pure black-to-grey road hierarchy,
 * cased so bridges stay visible over the water. The page is a clear mid-light grey (issue 39): a
 * pale one read as minimal_white's off-white at gallery size.
 */
export const monochromePro = defineTheme({
  key: 'monochrome_pro',
  name: 'Monochrome Pro',
  description: 'Figure and ground: concrete-grey page, slate-blue water, roads from pure black to light grey, white-cased arterials, bold condensed sans.',
  tone: 'light',
  palette: {
    background: '#d6d5d0',
    landuse: '#d0cfca',
    landcover: '#cdccc7',
    park: '#c0c3bb',
    wood: '#dad9cc',
    water: '#43566c',
    waterway: '#43566c',
    building: '#c8c7c2',
    roads: {
      motorway: '#000000',
      trunk: '#060606',
      primary: '#0d0d0c',
      secondary: '#151515',
      tertiary: '#4b4b49',
      minor: '#a3a29e',
      service: '#adada8',
      path: '#b8b7b3',
    },
    roadCasing: '#d6d5d0',
    rail: '#abaaa5',
    text: '#111111',
    halo: '#d6d5d0',
    accent: '#e0301e',
    route: '#e0301e',
    label: '#555555',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Oswald', weight: 600 }, 'Inter'),
  casings: true,
  titleTracking: 0.2,
});
