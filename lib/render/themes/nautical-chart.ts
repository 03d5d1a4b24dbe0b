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
    background: '#f3ecd2',
    landuse: '#eee7cf',
    landcover: '#eae6c7',
    park: '#d3d4bd',
    wood: '#e6e8ce',
    water: '#a8cfe6',
    waterway: '#9fc8e0',
    building: '#e1d3ae',
    roads: {
      motorway: '#1c1c1c',
      trunk: '#222221',
      primary: '#292827',
      secondary: '#32312e',
      tertiary: '#67655c',
      minor: '#bfbaa6',
      service: '#cac4af',
      path: '#d5cfb9',
    },
    roadCasing: '#f3ecd2',
    rail: '#ccc4b6',
    text: '#1d2c44',
    halo: '#f3ecd2',
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
