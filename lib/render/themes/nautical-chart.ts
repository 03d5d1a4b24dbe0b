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
    background: '#f6f1bb',
    landuse: '#f1ecb8',
    landcover: '#edebb0',
    park: '#d6d9a6',
    wood: '#e9edb7',
    water: '#a8cfe6',
    waterway: '#9fc8e0',
    building: '#e3d897',
    roads: {
      motorway: '#1c1c1c',
      trunk: '#232221',
      primary: '#292926',
      secondary: '#32312c',
      tertiary: '#686754',
      minor: '#c2be95',
      service: '#cdc99d',
      path: '#d7d3a5',
    },
    roadCasing: '#f6f1bb',
    rail: '#cfc9a0',
    text: '#1d2c44',
    halo: '#f6f1bb',
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
