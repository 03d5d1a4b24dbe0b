import { defineTheme, typeSet } from './define';

/**
 * Red-rock country: a warm red-sandstone page, bold terracotta roads, deep canyon-river teal water, Cinzel
 * capitals. The only light warm poster with dark water (issue 39): sky-blue water left the page reading
 * as a flesh tone between sunset_blush and arid_canyon.
 */
export const sandstoneArch = defineTheme({
  key: 'sandstone_arch',
  name: 'Sandstone Arch',
  description: 'Red-rock country: warm red-sandstone page, bold terracotta roads fading to sand, deep canyon-river teal water, classical Cinzel capitals.',
  tone: 'light',
  palette: {
    background: '#e2b49c',
    landuse: '#deaf98',
    landcover: '#dbb090',
    park: '#bfae82',
    wood: '#d0a888',
    water: '#3e6e7a',
    waterway: '#4a7782',
    building: '#d9a991',
    roads: {
      motorway: '#8c3b1e',
      trunk: '#8f3f22',
      primary: '#914226',
      secondary: '#95472b',
      tertiary: '#aa654a',
      minor: '#cd977e',
      service: '#d19c84',
      path: '#d19c84',
    },
    roadCasing: '#e2b49c',
    rail: '#d09d83',
    text: '#561f0c',
    halo: '#e2b49c',
    accent: '#2c3f8f',
    route: '#2c3f8f',
    label: '#845642',
    mat: '#faf0e7',
  },
  fonts: typeSet({ family: 'Cinzel', weight: 700 }, 'Raleway'),
  roadWidthScale: 1.3,
  titleTracking: 0.3,
});
