import { defineTheme, typeSet } from './define';

/**
 * Velvet and gold: a deep magenta-plum velvet page, old-gold roads softening to mauve,
 * Cinzel capitals.
 */
export const royalVelvet = defineTheme({
  key: 'royal_velvet',
  name: 'Royal Velvet',
  description: 'Velvet and gold: deep magenta-plum velvet page, old-gold roads softening to mauve, midnight-indigo water, classical Cinzel capitals.',
  tone: 'dark',
  palette: {
    background: '#581454',
    landuse: '#5d1a57',
    landcover: '#5d175a',
    park: '#693850',
    wood: '#632558',
    water: '#0a0820',
    waterway: '#0a0820',
    building: '#66255e',
    roads: {
      motorway: '#d8b25a',
      trunk: '#d4ad5a',
      primary: '#d0a95a',
      secondary: '#cba259',
      tertiary: '#ab7b58',
      minor: '#773a55',
      service: '#703255',
      path: '#6b2b55',
    },
    roadCasing: '#581454',
    rail: '#71395d',
    text: '#f3e2bd',
    halo: '#581454',
    accent: '#56d6a6',
    route: '#56d6a6',
    label: '#b7a294',
    mat: '#1a0822',
  },
  fonts: typeSet({ family: 'Cinzel', weight: 700 }, 'Cinzel', 400, { coords: { family: 'Cormorant Garamond', weight: 500 } }),
  overlay: 'radial',
  titleTracking: 0.35,
});
