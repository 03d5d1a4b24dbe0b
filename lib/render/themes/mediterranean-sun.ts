import type { Theme } from './types';

/**
 * Whitewash and cobalt: a sunlit white page, cobalt-blue roads, Aegean-blue sea, sun-yellow accents.
 */
export const mediterraneanSun: Theme = {
  key: 'mediterranean_sun',
  name: 'Mediterranean Sun',
  description: 'Whitewash and cobalt: sunlit white page, cobalt-blue roads, Aegean-blue sea, olive parks, sun-yellow markers.',
  tone: 'light',
  palette: {
    background: '#fbf7ec',
    landuse: '#f5f2ea',
    landcover: '#eff0db',
    park: '#e6ebcd',
    water: '#5ea6d6',
    waterway: '#5ea6d6',
    building: '#edece6',
    roads: {
      motorway: '#0e3788',
      trunk: '#284f97',
      primary: '#4164a5',
      secondary: '#597ab3',
      tertiary: '#728fc0',
      minor: '#88a2cb',
      service: '#9fb4d5',
      path: '#b1c3dd',
    },
    roadCasing: '#fbf7ec',
    rail: '#8299c1',
    text: '#0f3a8a',
    halo: '#fbf7ec',
    accent: '#f2b705',
    route: '#f2b705',
    label: '#5673a7',
    mat: '#ffffff',
  },
  fonts: {
    title: { family: 'Montserrat', weight: 700 },
    subtitle: { family: 'Montserrat', weight: 300 },
    coords: { family: 'Montserrat', weight: 400 },
    labels: { family: 'Montserrat', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.5,
  titleTransform: 'uppercase',
};
