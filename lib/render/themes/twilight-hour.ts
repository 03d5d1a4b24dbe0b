import { defineTheme, typeSet } from './define';

/**
 * Dusk: a deep mauve twilight page, peach-lit roads fading into it, dark teal-ink water, lilac parks.
 */
export const twilightHour = defineTheme({
  key: 'twilight_hour',
  name: 'Twilight Hour',
  description: 'Dusk: deep mauve twilight page, peach-lit roads fading into it, dark teal-ink water, lilac parks, geometric capitals.',
  tone: 'dark',
  palette: {
    background: '#583e62',
    landuse: '#5c4365',
    landcover: '#5e4464',
    park: '#644f79',
    wood: '#4c3657',
    water: '#0a2530',
    waterway: '#0a2530',
    building: '#5f4769',
    roads: {
      motorway: '#ffd3a8',
      trunk: '#facfa6',
      primary: '#f5caa4',
      secondary: '#eec4a1',
      tertiary: '#c59f90',
      minor: '#806273',
      service: '#785a6f',
      path: '#6f536c',
    },
    roadCasing: '#583e62',
    rail: '#4b4d64',
    text: '#fde6d4',
    halo: '#583e62',
    accent: '#ffb36b',
    route: '#ffb36b',
    label: '#d1b7b7',
    mat: '#2a1c30',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 600 }, 'Josefin Sans', 300),
  overlay: 'radial',
  titleTracking: 0.45,
});
