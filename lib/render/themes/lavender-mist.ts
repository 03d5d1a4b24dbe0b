import { defineTheme, typeSet } from './define';

/**
 * Lavender fields of Provence: a true lavender page (blue-violet, not sakura_bloom's blossom pink: the
 * designer took the two for one theme on a pale lilac page, issue 39), deep purple roads fading to
 * lavender, periwinkle water, and a perfume label's geometric capitals instead of a Garamond.
 */
export const lavenderMist = defineTheme({
  key: 'lavender_mist',
  name: 'Lavender Mist',
  description: 'Lavender fields of Provence: blue-violet lavender page, deep purple roads fading to lavender, periwinkle water, geometric capitals.',
  tone: 'light',
  palette: {
    background: '#d6d3f5',
    landuse: '#d2cef1',
    landcover: '#cecaf1',
    park: '#bfb9ed',
    wood: '#c8c4ec',
    water: '#a6b6ea',
    waterway: '#9aaae4',
    building: '#cbc7ec',
    roads: {
      motorway: '#5b3a8c',
      trunk: '#5f3f8f',
      primary: '#624392',
      secondary: '#674997',
      tertiary: '#8670b1',
      minor: '#b8aedc',
      service: '#bfb6e1',
      path: '#c1b9e3',
    },
    roadCasing: '#d6d3f5',
    rail: '#bab5df',
    text: '#3b2a5e',
    halo: '#d6d3f5',
    accent: '#c23f6e',
    route: '#c23f6e',
    label: '#71648c',
    mat: '#f9f7fc',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 600 }, 'Raleway', 300),
  overlay: 'radial',
  titleTracking: 0.2,
});
