import { defineTheme, typeSet } from './define';

/**
 * Art Deco: a champagne page, Deco-teal water, deep teal avenues drawn bold, stepping down to
 * celadon, gold parks, geometric capitals tracked wide.
 */
export const goldenEra = defineTheme({
  key: 'golden_era',
  name: 'Golden Era',
  description: 'Art Deco: champagne page, Deco-teal water, bold deep-teal avenues stepping down to celadon, gold parks, wide geometric capitals.',
  tone: 'light',
  palette: {
    background: '#eddb9b',
    landuse: '#e8d696',
    landcover: '#e8d17d',
    park: '#e3c983',
    wood: '#f5dd97',
    water: '#5a9a90',
    waterway: '#5a9a90',
    building: '#e2d08f',
    roads: {
      motorway: '#1f4f4a',
      trunk: '#25534c',
      primary: '#2b574f',
      secondary: '#345d52',
      tertiary: '#678066',
      minor: '#bcb988',
      service: '#c6c08c',
      path: '#ccc48e',
    },
    roadCasing: '#eddb9b',
    rail: '#cbb985',
    text: '#3e2c0c',
    halo: '#eddb9b',
    accent: '#b08a3c',
    route: '#b08a3c',
    label: '#746548',
    mat: '#fbf6ea',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 700 }, 'Josefin Sans', 300),
  roadWidthScale: 1.3,
  titleTracking: 0.6,
});
