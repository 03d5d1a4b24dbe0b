import { defineTheme, typeSet } from './define';

/**
 * Figure and ground: a concrete-grey page, near-black graphite water, a pure black-to-grey road hierarchy,
 * cased so bridges stay visible over the water. The page is a clear mid-light grey (issue 39): a
 * pale one read as minimal_white's off-white at gallery size. The water is graphite with the least blue
 * that tells it from the grey land in color as well as lightness (a*b* 10.7 from the page; a neutral
 * #1e1e1f, the review's ask, is 0 and fails the water invariant): the slate blue read as muddy.
 */
export const monochromePro = defineTheme({
  key: 'monochrome_pro',
  name: 'Monochrome Pro',
  description: 'Figure and ground: concrete-grey page, graphite water, roads from pure black to light grey, white-cased arterials, bold condensed sans.',
  tone: 'light',
  palette: {
    background: '#c6c6c4',
    landuse: '#c0c0be',
    landcover: '#bdbdbb',
    park: '#b0b4af',
    wood: '#cacac0',
    water: '#1a202d',
    waterway: '#1a202d',
    building: '#b8b8b6',
    roads: {
      motorway: '#000000',
      trunk: '#060606',
      primary: '#0c0c0c',
      secondary: '#141414',
      tertiary: '#454545',
      minor: '#969695',
      service: '#a0a09f',
      path: '#aaaaa9',
    },
    roadCasing: '#c6c6c4',
    rail: '#a0a09e',
    text: '#111111',
    halo: '#c6c6c4',
    accent: '#e0301e',
    route: '#e0301e',
    label: '#555555',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Oswald', weight: 600 }, 'Inter'),
  casings: true,
  titleTracking: 0.2,
});
