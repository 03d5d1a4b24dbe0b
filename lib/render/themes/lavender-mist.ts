import { defineTheme, typeSet } from './define';

/**
 * Lavender fields at dawn: a pale lilac page, deep purple roads fading to lilac, periwinkle water.
 */
export const lavenderMist = defineTheme({
  key: 'lavender_mist',
  name: 'Lavender Mist',
  description: 'Lavender fields at dawn: pale lilac page, deep purple roads fading to lilac, periwinkle water, mixed-case Garamond title.',
  tone: 'light',
  palette: {
    background: '#f3e7f6',
    landuse: '#efe2f2',
    landcover: '#ebdef2',
    park: '#dccdee',
    wood: '#e5d8ed',
    water: '#b7b8ea',
    waterway: '#a7a8e2',
    building: '#e8dbed',
    roads: {
      motorway: '#5b3a8c',
      trunk: '#603f8f',
      primary: '#644492',
      secondary: '#6a4b97',
      tertiary: '#9077b1',
      minor: '#cfbddd',
      service: '#d6c6e2',
      path: '#dbcce5',
    },
    roadCasing: '#f3e7f6',
    rail: '#d1c4de',
    text: '#3b2a5e',
    halo: '#f3e7f6',
    accent: '#8e6cc9',
    route: '#8e6cc9',
    label: '#71648c',
    mat: '#f9f7fc',
  },
  fonts: typeSet({ family: 'Cormorant Garamond', weight: 700 }, 'Raleway', 300),
  overlay: 'radial',
  titleTracking: 0.08,
  titleTransform: 'none',
});
