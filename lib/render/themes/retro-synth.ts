import { defineTheme, typeSet } from './define';

/**
 * Synthwave: a deep raspberry-magenta page, laser-cyan roads glowing into it, navy-black water, a sun-yellow route.
 */
export const retroSynth = defineTheme({
  key: 'retro_synth',
  name: 'Retro Synth',
  description: 'Synthwave: deep raspberry-magenta page, laser-cyan roads glowing into it, navy-black water, sun-yellow route and markers, condensed capitals.',
  tone: 'dark',
  palette: {
    background: '#5a1043',
    landuse: '#5e1648',
    landcover: '#58194b',
    park: '#6c1a53',
    wood: '#4c0d3a',
    water: '#07092c',
    waterway: '#07092c',
    building: '#621c4c',
    roads: {
      motorway: '#33e6ff',
      trunk: '#34e0f9',
      primary: '#35d9f4',
      secondary: '#37d1ec',
      tertiary: '#438cb0',
      minor: '#514370',
      service: '#533967',
      path: '#543462',
    },
    roadCasing: '#5a1043',
    rail: '#4e2f6b',
    text: '#ffe3f3',
    halo: '#5a1043',
    accent: '#ffd23f',
    route: '#ffd23f',
    label: '#cea4be',
    mat: '#1e0616',
  },
  fonts: typeSet({ family: 'Bebas Neue', weight: 400 }, 'Space Grotesk', 300),
  roadWidthScale: 1.1,
  titleTracking: 0.5,
});
