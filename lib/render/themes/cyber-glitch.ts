import { defineTheme, typeSet } from './define';

/**
 * An RGB glitch on a dead screen: a near-black plum page, acid-yellow roads, blue-black water, a hot-pink route.
 * Its side streets sit a little further into the page than the ramp puts them: acid yellow stands so far off
 * the plum that the usual share left the mesh at 31 % of the arterials (issue 39 wants about 30 %).
 */
export const cyberGlitch = defineTheme({
  key: 'cyber_glitch',
  name: 'Cyber Glitch',
  description: 'RGB glitch on a dead screen: near-black plum page, acid-yellow roads, blue-black water, hot-pink route and markers, monospace lettering.',
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
      motorway: '#f2ff3a',
      trunk: '#ecf83a',
      primary: '#e7f13a',
      secondary: '#dfe83a',
      tertiary: '#b0af3b',
      minor: '#5e4b3c',
      service: '#57423c',
      path: '#4f393c',
    },
    roadCasing: '#361a3c',
    rail: '#5a3a5a',
    text: '#f4ff7a',
    halo: '#361a3c',
    accent: '#ff2e88',
    route: '#ff2e88',
    label: '#bbba67',
    mat: '#12070f',
  },
  fonts: typeSet({ family: 'JetBrains Mono', weight: 700 }, 'JetBrains Mono', 400, { coords: { family: 'JetBrains Mono', weight: 300 } }),
  roadWidthScale: 0.9,
  overlay: 'radial',
  titleTracking: 0.6,
});
