import { defineTheme, typeSet } from './define';

/**
 * Falling leaves: a warm cream page, bold burnt-orange roads fading to amber, slate-blue water, ochre parks,
 * a mixed-case Playfair title.
 */
export const autumnWhisper = defineTheme({
  key: 'autumn_whisper',
  name: 'Autumn Whisper',
  description: 'Falling leaves: warm cream page, bold burnt-orange roads fading to amber, slate-blue water, ochre parks, mixed-case serif title.',
  tone: 'light',
  palette: {
    background: '#f2d2ae',
    landuse: '#eecda9',
    landcover: '#edc184',
    park: '#ecc987',
    wood: '#e5c498',
    water: '#b0c0c6',
    waterway: '#b0c0c6',
    building: '#e8c6a2',
    roads: {
      motorway: '#b2401c',
      trunk: '#b44420',
      primary: '#b64925',
      secondary: '#b84f2b',
      tertiary: '#c8734f',
      minor: '#e3af8b',
      service: '#e6b692',
      path: '#e6b692',
    },
    roadCasing: '#f2d2ae',
    rail: '#deb48d',
    text: '#4a2210',
    halo: '#f2d2ae',
    accent: '#c2571e',
    route: '#c2571e',
    label: '#7d5d4b',
    mat: '#fcf7ef',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'Raleway'),
  roadWidthScale: 1.3,
  overlay: 'radial',
  titleTracking: 0.06,
  titleTransform: 'none',
});
