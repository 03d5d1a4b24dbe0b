import { defineTheme, typeSet } from './define';

/**
 * Synthwave after dark: a deep electric-violet page, hot-pink roads glowing into it, navy-black water,
 * laser-cyan lettering and a sun-orange route (midnight_neon keeps the dusky indigo page and the cyan route).
 */
export const retroSynth = defineTheme({
  key: 'retro_synth',
  name: 'Retro Synth',
  description:
    'Synthwave after dark: deep electric-violet page, hot-pink roads glowing into it, navy-black water, laser-cyan lettering, sun-orange route and markers, condensed capitals.',
  tone: 'dark',
  palette: {
    background: '#34106c',
    landuse: '#37136f',
    landcover: '#3a136e',
    park: '#431c7c',
    wood: '#2b025f',
    water: '#05041a',
    waterway: '#05041a',
    building: '#3c1774',
    roads: {
      motorway: '#ff4fa3',
      trunk: '#f94da1',
      primary: '#f34ba0',
      secondary: '#eb499e',
      tertiary: '#b83990',
      minor: '#651f79',
      service: '#5b1c76',
      path: '#581b76',
    },
    roadCasing: '#34106c',
    rail: '#561b75',
    text: '#8ff7ff',
    halo: '#34106c',
    accent: '#ffb02e',
    route: '#ffb02e',
    label: '#c9a6e6',
    mat: '#0d0520',
  },
  fonts: typeSet({ family: 'Bebas Neue', weight: 400 }, 'Space Grotesk', 300),
  roadWidthScale: 1.1,
  titleTracking: 0.5,
});
