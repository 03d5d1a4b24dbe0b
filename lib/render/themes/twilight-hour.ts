import { defineTheme, typeSet } from './define';

/**
 * Dusk: a mauve twilight page, peach-lit roads fading into it, dark teal-ink water, lilac parks.
 */
export const twilightHour = defineTheme({
  key: 'twilight_hour',
  name: 'Twilight Hour',
  description: 'Dusk: mauve twilight page, peach-lit roads fading into it, dark teal-ink water, lilac parks, geometric capitals.',
  tone: 'dark',
  palette: {
    background: '#6b4874',
    landuse: '#6f4d77',
    landcover: '#714e76',
    park: '#785a8c',
    wood: '#5f4069',
    water: '#0a2530',
    waterway: '#0a2530',
    building: '#72517b',
    roads: {
      motorway: '#ffd3a8',
      trunk: '#fbcfa6',
      primary: '#f6cba5',
      secondary: '#f0c5a3',
      tertiary: '#cba296',
      minor: '#8f6980',
      service: '#87627e',
      path: '#805b7b',
    },
    roadCasing: '#6b4874',
    rail: '#5e5876',
    text: '#fde6d4',
    halo: '#6b4874',
    accent: '#ffb36b',
    route: '#ffb36b',
    label: '#d1b7b7',
    mat: '#2a1c30',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 600 }, 'Josefin Sans', 300),
  overlay: 'radial',
  titleTracking: 0.45,
});
