import { defineTheme, typeSet } from './define';

/**
 * A flare on the sun's dark limb: a scorched red-black page, blazing orange roads, black-blue water, a pale sun-yellow route.
 */
export const solarFlare = defineTheme({
  key: 'solar_flare',
  name: 'Solar Flare',
  description:
    'Solar flare on the dark limb: scorched red-black page, blazing orange roads cooling to ember, black-blue water, sun-yellow route, condensed capitals.',
  tone: 'dark',
  palette: {
    background: '#43170f',
    landuse: '#481d15',
    landcover: '#4b1a10',
    park: '#5a2a12',
    wood: '#38120c',
    water: '#040816',
    waterway: '#040816',
    building: '#4c231b',
    roads: {
      motorway: '#ff6b2b',
      trunk: '#f9682a',
      primary: '#f46629',
      secondary: '#ec6328',
      tertiary: '#bd4e21',
      minor: '#702b16',
      service: '#672714',
      path: '#5f2413',
    },
    roadCasing: '#43170f',
    rail: '#58261a',
    text: '#ffd27a',
    halo: '#43170f',
    accent: '#ffe65c',
    route: '#ffe65c',
    label: '#c79a5a',
    mat: '#180705',
  },
  fonts: typeSet({ family: 'Bebas Neue', weight: 400 }, 'Space Grotesk', 500),
  roadWidthScale: 1.2,
  titleTracking: 0.35,
});
