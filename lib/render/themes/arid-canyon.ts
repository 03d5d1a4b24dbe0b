import { defineTheme, typeSet } from './define';

/**
 * A sun-baked canyon: a burnt-orange sandstone page, near-black umber roads, a teal river, bold Bebas Neue.
 */
export const aridCanyon = defineTheme({
  key: 'arid_canyon',
  name: 'Arid Canyon',
  description: 'Sun-baked canyon: burnt-orange sand page, near-black umber roads fading to rust, deep teal river, bold condensed capitals.',
  tone: 'light',
  palette: {
    background: '#dca47c',
    landuse: '#d8a078',
    landcover: '#d59f75',
    park: '#b9a066',
    wood: '#c79a6c',
    water: '#4f8c8c',
    waterway: '#4f8c8c',
    building: '#d29b75',
    roads: {
      motorway: '#3d1a0a',
      trunk: '#421e0d',
      primary: '#472211',
      secondary: '#4d2815',
      tertiary: '#754a32',
      minor: '#b68361',
      service: '#be8a66',
      path: '#c4906b',
    },
    roadCasing: '#dca47c',
    rail: '#bf8863',
    text: '#2e1308',
    halo: '#dca47c',
    accent: '#3b1f6e',
    route: '#3b1f6e',
    label: '#623f2b',
    mat: '#f1dcc8',
  },
  fonts: typeSet({ family: 'Bebas Neue', weight: 400 }, 'Raleway', 500),
  roadWidthScale: 1.1,
  titleTracking: 0.25,
});
