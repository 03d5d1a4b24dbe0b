import { defineTheme, typeSet } from './define';

/**
 * The abyss: a deep navy page, seafoam roads sinking to teal, the sea an abyssal teal-black.
 */
export const deepOcean = defineTheme({
  key: 'deep_ocean',
  name: 'Deep Ocean',
  description: 'The abyss: deep navy page, seafoam-aqua roads sinking to teal, the sea an abyssal teal-black, geometric sans.',
  tone: 'dark',
  palette: {
    background: '#0f2e4f',
    landuse: '#143454',
    landcover: '#113553',
    park: '#16405a',
    wood: '#1c395a',
    water: '#021820',
    waterway: '#021820',
    building: '#1e3d5d',
    roads: {
      motorway: '#7ff0d8',
      trunk: '#7cead4',
      primary: '#78e4d0',
      secondary: '#74ddca',
      tertiary: '#58aca8',
      minor: '#2a5d70',
      service: '#245369',
      path: '#1f4962',
    },
    roadCasing: '#0f2e4f',
    rail: '#29546b',
    text: '#e2fbff',
    halo: '#0f2e4f',
    accent: '#ff8a70',
    route: '#ff8a70',
    label: '#a1b9c2',
    mat: '#061424',
  },
  fonts: typeSet({ family: 'Montserrat', weight: 700 }, 'Montserrat', 300),
  titleTracking: 0.5,
});
