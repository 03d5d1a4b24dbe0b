import { defineTheme, typeSet } from './define';

/**
 * A flare on the sun's dark limb: an ember-black page, blazing orange roads, black-blue water, a pale sun-yellow route.
 */
export const solarFlare = defineTheme({
  key: 'solar_flare',
  name: 'Solar Flare',
  description: 'Solar flare on the dark limb: ember-black page, blazing orange roads cooling to ember, black-blue water, sun-yellow route, condensed capitals.',
  tone: 'dark',
  palette: {
    background: '#361c1a',
    landuse: '#3a221f',
    landcover: '#3e1f1b',
    park: '#4d2e1e',
    wood: '#2b1718',
    water: '#01030f',
    waterway: '#01030f',
    building: '#3e2726',
    roads: {
      motorway: '#ff6b2b',
      trunk: '#f9692a',
      primary: '#f3662a',
      secondary: '#eb6329',
      tertiary: '#b94f25',
      minor: '#662f1e',
      service: '#5c2b1d',
      path: '#55281d',
    },
    roadCasing: '#361c1a',
    rail: '#4a2b25',
    text: '#ffd27a',
    halo: '#361c1a',
    accent: '#ffe65c',
    route: '#ffe65c',
    label: '#c79a5a',
    mat: '#180705',
  },
  fonts: typeSet({ family: 'Bebas Neue', weight: 400 }, 'Space Grotesk', 500),
  roadWidthScale: 1.2,
  titleTracking: 0.35,
});
