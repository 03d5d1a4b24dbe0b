import { defineTheme, typeSet } from './define';

/**
 * A sun-baked canyon: a burnt-orange sandstone page, dark rust roads, a teal river, bold Bebas Neue.
 */
export const aridCanyon = defineTheme({
  key: 'arid_canyon',
  name: 'Arid Canyon',
  description: 'Sun-baked canyon: burnt-orange sand page, roads from dark umber to rust, deep teal river, bold condensed capitals.',
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
      motorway: '#2e1207',
      trunk: '#33160b',
      primary: '#381b0e',
      secondary: '#3f2113',
      tertiary: '#6b4530',
      minor: '#b28160',
      service: '#bb8866',
      path: '#c4906c',
    },
    roadCasing: '#dca47c',
    rail: '#bd8662',
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
