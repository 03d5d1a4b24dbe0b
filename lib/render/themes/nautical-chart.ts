import { defineTheme, typeSet } from './define';

/**
 * A harbour chart: buff land, pale chart-blue water, thin black-ink streets, tan buildings,
 * navy lettering with monospace coordinates and magenta accents.
 */
export const nauticalChart = defineTheme({
  key: 'nautical_chart',
  name: 'Nautical Chart',
  description: 'Harbour sea chart: buff land, pale chart-blue water, thin black-ink streets, tan buildings, navy serif lettering, magenta marks.',
  tone: 'light',
  palette: {
    background: '#f4f0c1',
    landuse: '#efebbe',
    landcover: '#ebeab6',
    park: '#d4d8ac',
    wood: '#e7ecbd',
    water: '#a8cfe6',
    waterway: '#9fc8e0',
    building: '#e1d79d',
    roads: {
      motorway: '#1c1c1c',
      trunk: '#222221',
      primary: '#292926',
      secondary: '#32312d',
      tertiary: '#686656',
      minor: '#c0bd99',
      service: '#cbc8a2',
      path: '#d6d2aa',
    },
    roadCasing: '#f4f0c1',
    rail: '#cdc8a6',
    text: '#1d2c44',
    halo: '#f4f0c1',
    accent: '#b0338a',
    route: '#b0338a',
    label: '#5d646a',
    mat: '#f9f6ec',
  },
  fonts: typeSet({ family: 'EB Garamond', weight: 700 }, 'EB Garamond', 500, { coords: { family: 'JetBrains Mono', weight: 400 } }),
  roadWidthScale: 0.85,
  buildings: true,
  titleTracking: 0.35,
});
