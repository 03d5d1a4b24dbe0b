import { defineTheme, typeSet } from './define';

/**
 * Art Deco: a champagne page, deep Deco-teal water, black avenues stepping down to antique gold,
 * gold parks, geometric capitals tracked wide.
 */
export const goldenEra = defineTheme({
  key: 'golden_era',
  name: 'Golden Era',
  description: 'Art Deco: champagne page, deep Deco-teal water, black avenues stepping down to antique gold, gold parks, wide geometric capitals.',
  tone: 'light',
  palette: {
    background: '#eddb9b',
    landuse: '#e8d696',
    landcover: '#e8d17d',
    park: '#e3c983',
    wood: '#f5dd97',
    water: '#2f5c55',
    waterway: '#2f5c55',
    building: '#e2d08f',
    roads: {
      motorway: '#15130f',
      trunk: '#1b1913',
      primary: '#221f17',
      secondary: '#2b271d',
      tertiary: '#615940',
      minor: '#b9ab79',
      service: '#c4b580',
      path: '#cfbf87',
    },
    roadCasing: '#eddb9b',
    rail: '#c7b583',
    text: '#3e2c0c',
    halo: '#eddb9b',
    accent: '#b08a3c',
    route: '#b08a3c',
    label: '#746548',
    mat: '#fbf6ea',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 700 }, 'Josefin Sans', 300),
  titleTracking: 0.6,
});
