import { defineTheme, typeSet } from './define';

/**
 * Falling leaves: a warm amber-cream page, bold burnt-orange roads fading to amber, slate-blue water, ochre parks,
 * a mixed-case Playfair title.
 */
export const autumnWhisper = defineTheme({
  key: 'autumn_whisper',
  name: 'Autumn Whisper',
  description: 'Falling leaves: warm amber-cream page, bold burnt-orange roads fading to amber, slate-blue water, ochre parks, mixed-case serif title.',
  tone: 'light',
  palette: {
    background: '#efc597',
    landuse: '#ebc092',
    landcover: '#e9b46d',
    park: '#e8bc70',
    wood: '#e2b781',
    water: '#a4b3b8',
    waterway: '#a4b3b8',
    building: '#e5b98b',
    roads: {
      motorway: '#b2401c',
      trunk: '#b44420',
      primary: '#b64823',
      secondary: '#b84d28',
      tertiary: '#c76f47',
      minor: '#e0a579',
      service: '#e2a97e',
      path: '#e2a97e',
    },
    roadCasing: '#efc597',
    rail: '#dcaa7a',
    text: '#4a2210',
    halo: '#efc597',
    accent: '#2f6a4a',
    route: '#2f6a4a',
    label: '#7d5d4b',
    mat: '#fcf7ef',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'Raleway'),
  roadWidthScale: 1.3,
  overlay: 'radial',
  titleTracking: 0.06,
  titleTransform: 'none',
});
