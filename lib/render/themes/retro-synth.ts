import { defineTheme, typeSet } from './define';

/**
 * Synthwave after dark: a deep night-violet page, hot-pink roads glowing into it, navy-black water,
 * laser-cyan lettering and a sun-orange route (midnight_neon keeps the dusky indigo page and the cyan route).
 */
export const retroSynth = defineTheme({
  key: 'retro_synth',
  name: 'Retro Synth',
  description:
    'Synthwave after dark: deep night-violet page, hot-pink roads glowing into it, navy-black water, laser-cyan lettering, sun-orange route and markers, condensed capitals.',
  tone: 'dark',
  palette: {
    background: '#2e194e',
    landuse: '#311b51',
    landcover: '#331c50',
    park: '#3c245d',
    wood: '#260e42',
    water: '#05041a',
    waterway: '#05041a',
    building: '#351f56',
    roads: {
      motorway: '#ff4fa3',
      trunk: '#f94da0',
      primary: '#f24c9e',
      secondary: '#ea4a9b',
      tertiary: '#b63c85',
      minor: '#602662',
      service: '#56235e',
      path: '#52225c',
    },
    roadCasing: '#2e194e',
    rail: '#4c2556',
    text: '#8ff7ff',
    halo: '#2e194e',
    accent: '#ffb02e',
    route: '#ffb02e',
    label: '#c9a6e6',
    mat: '#0d0520',
  },
  fonts: typeSet({ family: 'Bebas Neue', weight: 400 }, 'Space Grotesk', 300),
  roadWidthScale: 1.1,
  titleTracking: 0.5,
});
