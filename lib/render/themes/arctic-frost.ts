import { defineTheme, typeSet } from './define';

/**
 * Ice and cold light: an ice-white page, glacier-navy roads drawn bold, glacier-cyan water, pale ice-green parks, airy Raleway.
 */
export const arcticFrost = defineTheme({
  key: 'arctic_frost',
  name: 'Arctic Frost',
  description:
    'Ice and cold light: ice-white page, bold glacier-navy roads stepping down to frost, glacier-cyan water, pale ice-green parks, airy wide-tracked sans.',
  tone: 'light',
  palette: {
    background: '#cbefff',
    landuse: '#c6eafb',
    landcover: '#c4ebf6',
    park: '#c4e0db',
    wood: '#c0e1ea',
    water: '#7dcce1',
    waterway: '#6bc0d7',
    building: '#bfe4f5',
    roads: {
      motorway: '#12355b',
      trunk: '#183b60',
      primary: '#1d4065',
      secondary: '#25486b',
      tertiary: '#537694',
      minor: '#9fc2d8',
      service: '#a8cce0',
      path: '#b1d5e8',
    },
    roadCasing: '#cbefff',
    rail: '#aecfe3',
    text: '#1b3954',
    halo: '#cbefff',
    accent: '#2f9bd6',
    route: '#2f9bd6',
    label: '#597085',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Raleway', weight: 600 }, 'Raleway', 300),
  roadWidthScale: 1.15,
  titleTracking: 0.55,
});
