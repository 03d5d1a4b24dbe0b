import { defineTheme, typeSet } from './define';

/**
 * Sun and cobalt: a page of warm afternoon light (apricot gold), cobalt-blue roads, an Aegean-blue sea,
 * coral-red markers. The page was a whitewash white until issue 39: beside minimal_white it read as
 * one white poster twice; the sun now carries the page and the cobalt the roads.
 */
export const mediterraneanSun = defineTheme({
  key: 'mediterranean_sun',
  name: 'Mediterranean Sun',
  description: 'Sun and cobalt: apricot-gold page of Mediterranean afternoon light, cobalt-blue roads, Aegean-blue sea, pale olive parks, coral-red markers.',
  tone: 'light',
  palette: {
    background: '#ffd793',
    landuse: '#f9d291',
    landcover: '#f2d182',
    park: '#e6ebcd',
    wood: '#ffd88c',
    water: '#2f7fd0',
    waterway: '#2f7fd0',
    building: '#f2cc8e',
    roads: {
      motorway: '#0e3788',
      trunk: '#153c88',
      primary: '#1c4189',
      secondary: '#264789',
      tertiary: '#626f8c',
      minor: '#c5b190',
      service: '#d1b991',
      path: '#ddc191',
    },
    roadCasing: '#ffd793',
    rail: '#d8b385',
    text: '#0f3a8a',
    halo: '#ffd793',
    accent: '#d9472b',
    route: '#d9472b',
    label: '#5673a7',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Montserrat', weight: 700 }, 'Montserrat', 300),
  titleTracking: 0.5,
});
