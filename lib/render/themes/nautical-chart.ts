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
    background: '#e7dcb8',
    landuse: '#e2d7b5',
    landcover: '#ded6ad',
    park: '#ccd1a0',
    wood: '#dad8b4',
    water: '#8fbcd9',
    waterway: '#9cc4dc',
    building: '#d5c394',
    roads: {
      motorway: '#1c1c1c',
      trunk: '#222221',
      primary: '#282825',
      secondary: '#302f2c',
      tertiary: '#635f53',
      minor: '#b6ae93',
      service: '#c0b89a',
      path: '#cbc1a2',
    },
    roadCasing: '#e7dcb8',
    rail: '#c5b9a1',
    text: '#1d2c44',
    halo: '#e7dcb8',
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
