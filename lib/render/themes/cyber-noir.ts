import { defineTheme, typeSet } from './define';

/**
 * Neo-noir night: a rain-slick deep petrol page, bold neon-red roads dimming into it, near-black navy water.
 */
export const cyberNoir = defineTheme({
  key: 'cyber_noir',
  name: 'Cyber Noir',
  description: 'Neo-noir night: rain-slick deep petrol page, bold neon-red roads dimming into it, near-black navy water, grotesk lettering.',
  tone: 'dark',
  palette: {
    background: '#082f2a',
    landuse: '#0e342f',
    landcover: '#12302c',
    park: '#23403a',
    wood: '#0b2620',
    water: '#000a1e',
    waterway: '#000a1e',
    building: '#143935',
    roads: {
      motorway: '#ff4d5e',
      trunk: '#f84c5c',
      primary: '#f04b5b',
      secondary: '#e64a59',
      tertiary: '#a9434c',
      minor: '#463737',
      service: '#463737',
      path: '#463737',
    },
    roadCasing: '#082f2a',
    rail: '#2f3a47',
    text: '#e8eaef',
    halo: '#082f2a',
    accent: '#3de8ff',
    route: '#3de8ff',
    label: '#a5b2b4',
    mat: '#060709',
  },
  fonts: typeSet({ family: 'Space Grotesk', weight: 700 }, 'Space Grotesk', 400, { coords: { family: 'JetBrains Mono', weight: 400 } }),
  roadWidthScale: 1.3,
  buildings: true,
  titleTracking: 0.5,
});
