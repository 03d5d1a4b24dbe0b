import { defineTheme, typeSet } from './define';

/**
 * Fired red clay: a terracotta page with dark umber roads, dark slate-teal water, deep brown lettering.
 */
export const rusticClay = defineTheme({
  key: 'rustic_clay',
  name: 'Rustic Clay',
  description: 'Fired red clay: terracotta page, dark umber roads fading into the clay, dark slate-teal water, deep-brown condensed lettering.',
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
      motorway: '#3b1d12',
      trunk: '#3f2014',
      primary: '#432216',
      secondary: '#492619',
      tertiary: '#6c3d2b',
      minor: '#a66149',
      service: '#ad664c',
      path: '#b0674d',
    },
    roadCasing: '#c8775a',
    rail: '#d28b71',
    text: '#2a0f07',
    halo: '#c8775a',
    accent: '#fbefd8',
    route: '#fbefd8',
    label: '#592e20',
    mat: '#f3e4d8',
  },
  fonts: typeSet({ family: 'Oswald', weight: 600 }, 'Josefin Sans'),
  roadWidthScale: 1.3,
  buildings: true,
  titleTracking: 0.3,
});
