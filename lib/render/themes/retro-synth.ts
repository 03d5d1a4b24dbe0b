import { defineTheme, typeSet } from './define';

/**
 * Synthwave after dark: a deep night-violet page, hot-pink main roads over aqua secondaries and tertiaries
 * (a declared duotone ramp, issue 39: all-pink lines read as midnight_neon), a pink mesh of streets,
 * navy-black water, laser-cyan lettering and a sun-orange route (midnight_neon keeps the dusky indigo page
 * and the cyan route). The aqua is a deep one (#009a8e), not the lettering's laser cyan: a light cyan
 * stands out brighter than the pink motorways (9.9:1 against 5.1:1) and turns the hierarchy upside down,
 * and a bluer one (or a mesh mixed from it) read as indigo_night's page on the thumbnails. The mesh stays pink.
 */
export const retroSynth = defineTheme({
  key: 'retro_synth',
  name: 'Retro Synth',
  description:
    'Synthwave after dark: deep night-violet page, hot-pink main roads and streets over aqua secondaries, navy-black water, laser-cyan lettering, sun-orange route and markers, condensed capitals.',
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
      secondary: '#009a8e',
      tertiary: '#126674',
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
  roadHues: 'duotone',
});
