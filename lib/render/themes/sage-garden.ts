import { defineTheme, typeSet } from './define';

/**
 * A herb garden: a soft sage page, bold forest-green roads, grey-blue pond water, terracotta accents.
 */
export const sageGarden = defineTheme({
  key: 'sage_garden',
  name: 'Sage Garden',
  description: 'Herb garden: soft sage-green page, bold forest-green roads fading to sage, grey-blue pond water, terracotta markers, geometric sans.',
  tone: 'light',
  palette: {
    background: '#c2cfab',
    landuse: '#becba7',
    landcover: '#b9c89f',
    park: '#a7bf8a',
    wood: '#b2c299',
    water: '#93aeb8',
    waterway: '#86a3ae',
    building: '#b8c5a1',
    roads: {
      motorway: '#1f3320',
      trunk: '#243824',
      primary: '#293c28',
      secondary: '#2f432e',
      tertiary: '#586a51',
      minor: '#9baa8a',
      service: '#a3b191',
      path: '#aab897',
    },
    roadCasing: '#c2cfab',
    rail: '#abb999',
    text: '#263322',
    halo: '#c2cfab',
    accent: '#b0705a',
    route: '#b0705a',
    label: '#596553',
    mat: '#eef2e8',
  },
  fonts: typeSet({ family: 'Josefin Sans', weight: 600 }, 'Josefin Sans', 300),
  roadWidthScale: 1.3,
  overlay: 'radial',
  titleTracking: 0.35,
});
