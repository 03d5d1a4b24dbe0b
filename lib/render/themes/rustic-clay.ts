import { defineTheme, typeSet } from './define';

/**
 * Fired red clay: a terracotta page with pale cream roads, dark slate-teal water, deep brown lettering.
 */
export const rusticClay = defineTheme({
  key: 'rustic_clay',
  name: 'Rustic Clay',
  description: 'Fired red clay: terracotta page, cream roads fading into the clay, dark slate-teal water, deep-brown condensed lettering.',
  tone: 'light',
  palette: {
    background: '#c8775a',
    landuse: '#c47357',
    landcover: '#bf7154',
    park: '#b86c4f',
    wood: '#c87d58',
    water: '#3f5d63',
    waterway: '#3f5d63',
    building: '#c27055',
    roads: {
      motorway: '#fff3e6',
      trunk: '#fdefe2',
      primary: '#fcecde',
      secondary: '#fae7d8',
      tertiary: '#ecc8b5',
      minor: '#d5957c',
      service: '#d38f76',
      path: '#d38f76',
    },
    roadCasing: '#c8775a',
    rail: '#d59076',
    text: '#2a0f07',
    halo: '#c8775a',
    accent: '#2a0f07',
    route: '#2a0f07',
    label: '#592e20',
    mat: '#f3e4d8',
  },
  fonts: typeSet({ family: 'Oswald', weight: 600 }, 'Josefin Sans'),
  roadWidthScale: 1.05,
  buildings: true,
  titleTracking: 0.3,
});
