import { defineTheme, typeSet } from './define';

/**
 * An old forest at dusk: a moss-green page, parchment roads, dark forest-pool water, deep moss parks, an amber route,
 * and the title in mixed case (issue 39: not every dark poster in tracked capitals).
 */
export const ancientWoodland = defineTheme({
  key: 'ancient_woodland',
  name: 'Ancient Woodland',
  description: 'Old forest at dusk: moss-green page, parchment roads fading into it, dark forest-pool water, deep moss parks, amber route, Garamond lettering.',
  tone: 'dark',
  palette: {
    background: '#3d4a2a',
    landuse: '#414d2e',
    landcover: '#3b4a2a',
    park: '#4f6534',
    wood: '#475631',
    water: '#1e3932',
    waterway: '#1e3932',
    building: '#45502f',
    roads: {
      motorway: '#f2e2a8',
      trunk: '#eddda4',
      primary: '#e7d9a0',
      secondary: '#e0d39b',
      tertiary: '#b3ad7c',
      minor: '#686e48',
      service: '#5f6742',
      path: '#565f3c',
    },
    roadCasing: '#3d4a2a',
    rail: '#616440',
    text: '#f0e6c0',
    halo: '#3d4a2a',
    accent: '#e8953a',
    route: '#e8953a',
    label: '#cfc59a',
    mat: '#1c2214',
  },
  fonts: typeSet({ family: 'EB Garamond', weight: 700 }, 'EB Garamond'),
  overlay: 'radial',
  titleTracking: 0.04,
  titleTransform: 'none',
});
