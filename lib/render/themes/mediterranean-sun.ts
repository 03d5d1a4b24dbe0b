import { defineTheme, typeSet } from './define';

/**
 * Whitewash and cobalt: a sunlit white page, cobalt-blue roads, Aegean-blue sea, sun-yellow accents.
 */
export const mediterraneanSun = defineTheme({
  key: 'mediterranean_sun',
  name: 'Mediterranean Sun',
  description: 'Whitewash and cobalt: sunlit white page, cobalt-blue roads, Aegean-blue sea, olive parks, sun-yellow markers.',
  tone: 'light',
  palette: {
    background: '#f6feec',
    landuse: '#f0f9ea',
    landcover: '#eaf7db',
    park: '#e6ebcd',
    wood: '#fbffe5',
    water: '#2f7fd0',
    waterway: '#2f7fd0',
    building: '#e8f3e6',
    roads: {
      motorway: '#0e3788',
      trunk: '#153d8b',
      primary: '#1c438e',
      secondary: '#254b92',
      tertiary: '#6f8bb2',
      minor: '#beced4',
      service: '#cad8d9',
      path: '#d6e2de',
    },
    roadCasing: '#f6feec',
    rail: '#ccd9dc',
    text: '#0f3a8a',
    halo: '#f6feec',
    accent: '#f2b705',
    route: '#f2b705',
    label: '#5673a7',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Montserrat', weight: 700 }, 'Montserrat', 300),
  titleTracking: 0.5,
});
