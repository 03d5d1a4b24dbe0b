import { defineTheme, typeSet } from './define';

/**
 * An RGB glitch on a dead screen: a near-black plum page, acid-yellow main roads with magenta secondaries
 * (a declared duotone ramp, issue 39: one yellow ramp read as royal_velvet's gold on plum), blue-black water,
 * a cyan route, so the three print primaries each carry one thing. Magenta cannot stand as far off the
 * plum as acid yellow does (ΔE 101 against 138), so the yellow is a shade softer (#e8f23a) to keep the
 * secondaries an arterial, and tertiary sits only a fifth of the way to the page, holding the second tier
 * at 69 % of the arterials.
 */
export const cyberGlitch = defineTheme({
  key: 'cyber_glitch',
  name: 'Cyber Glitch',
  description:
    'RGB glitch on a dead screen: near-black plum page, acid-yellow main roads over magenta secondaries and streets, blue-black water, cyan route and markers, monospace lettering.',
  tone: 'dark',
  palette: {
    background: '#361a3c',
    landuse: '#3b2041',
    landcover: '#3e233c',
    park: '#482050',
    wood: '#2c1431',
    water: '#02030e',
    waterway: '#02030e',
    building: '#402546',
    roads: {
      motorway: '#e8f23a',
      trunk: '#e3ec3a',
      primary: '#dde53a',
      secondary: '#ff00ff',
      tertiary: '#d705d8',
      minor: '#66146b',
      service: '#5d1562',
      path: '#5d1562',
    },
    roadCasing: '#361a3c',
    rail: '#5a3a5a',
    text: '#f4ff7a',
    halo: '#361a3c',
    accent: '#2ee6ff',
    route: '#2ee6ff',
    label: '#bbba67',
    mat: '#12070f',
  },
  fonts: typeSet({ family: 'JetBrains Mono', weight: 700 }, 'JetBrains Mono', 400, { coords: { family: 'JetBrains Mono', weight: 300 } }),
  roadWidthScale: 0.9,
  overlay: 'radial',
  titleTracking: 0.6,
  roadHues: 'duotone',
});
