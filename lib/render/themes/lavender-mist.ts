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
    background: '#e2cdf6',
    landuse: '#dec8f2',
    landcover: '#dac4f2',
    park: '#cbb3ee',
    wood: '#d4beed',
    water: '#a6b6ea',
    waterway: '#9aaae4',
    building: '#d7c1ed',
    roads: {
      motorway: '#5b3a8c',
      trunk: '#5f3e8f',
      primary: '#634292',
      secondary: '#694997',
      tertiary: '#8a6db1',
      minor: '#c2aadd',
      service: '#c8b1e2',
      path: '#cdb6e5',
    },
    roadCasing: '#e2cdf6',
    rail: '#c6afe0',
    text: '#3b2a5e',
    halo: '#e2cdf6',
    accent: '#8e6cc9',
    route: '#8e6cc9',
    label: '#71648c',
    mat: '#f9f7fc',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 600 }, 'Raleway', 300),
  overlay: 'radial',
  titleTracking: 0.2,
});
