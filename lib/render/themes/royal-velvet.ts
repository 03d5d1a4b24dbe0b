import { defineTheme, typeSet } from './define';

/**
 * Velvet and gold: a deep royal-purple page, old-gold roads softening to mauve,
 * Cinzel capitals.
 */
export const royalVelvet = defineTheme({
  key: 'royal_velvet',
  name: 'Royal Velvet',
  description: 'Velvet and gold: deep royal-purple page, old-gold roads softening to mauve, midnight-indigo water, classical Cinzel capitals.',
  tone: 'dark',
  palette: {
    background: '#4a1a5e',
    landuse: '#4f1f61',
    landcover: '#4f1d64',
    park: '#5c3a5a',
    wood: '#552962',
    water: '#0a0820',
    waterway: '#0a0820',
    building: '#582968',
    roads: {
      motorway: '#d8b25a',
      trunk: '#d4ad5a',
      primary: '#cfa95a',
      secondary: '#caa35a',
      tertiary: '#a67d5b',
      minor: '#6c3e5d',
      service: '#65375d',
      path: '#5e2f5d',
    },
    roadCasing: '#4a1a5e',
    rail: '#643c67',
    text: '#f3e2bd',
    halo: '#4a1a5e',
    accent: '#e6b655',
    route: '#e6b655',
    label: '#b7a294',
    mat: '#1a0822',
  },
  fonts: typeSet({ family: 'Cinzel', weight: 700 }, 'Cinzel', 400, { coords: { family: 'Cormorant Garamond', weight: 500 } }),
  overlay: 'radial',
  titleTracking: 0.35,
});
