import { defineTheme, typeSet } from './define';

/**
 * An approaching storm: a slate storm-cloud page, bold lightning-yellow roads (motorway to secondary alike)
 * over a dim olive mesh of streets, dark teal water.
 */
export const stormFront = defineTheme({
  key: 'storm_front',
  name: 'Storm Front',
  description: 'Approaching storm: slate storm-cloud page, bold lightning-yellow roads over a dim olive mesh of streets, dark teal water, condensed capitals.',
  tone: 'dark',
  palette: {
    background: '#343d4a',
    landuse: '#39424e',
    landcover: '#364144',
    park: '#38443f',
    wood: '#3f4951',
    water: '#062224',
    waterway: '#062224',
    building: '#414a56',
    roads: {
      motorway: '#ffd23f',
      trunk: '#f9ce3f',
      primary: '#f3c940',
      secondary: '#ebc340',
      tertiary: '#b89e43',
      minor: '#656147',
      service: '#5b5948',
      path: '#505248',
    },
    roadCasing: '#343d4a',
    rail: '#6d7683',
    text: '#eef2f6',
    halo: '#343d4a',
    accent: '#f3e35a',
    route: '#f3e35a',
    label: '#b6bcc2',
    mat: '#232a33',
  },
  fonts: typeSet({ family: 'Oswald', weight: 600 }, 'Inter', 300),
  roadWidthScale: 1.3,
  titleTracking: 0.4,
});
