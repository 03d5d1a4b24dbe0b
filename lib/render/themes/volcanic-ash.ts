import { defineTheme, typeSet } from './define';

/**
 * Ash and lava: a smoky ash-grey page, bold lava-orange roads glowing over a dim ember mesh, blue-black water.
 */
export const volcanicAsh = defineTheme({
  key: 'volcanic_ash',
  name: 'Volcanic Ash',
  description: 'Ash and lava: smoky ash-grey page, bold lava-orange roads glowing over a dim ember mesh, blue-black water, bold display capitals.',
  tone: 'dark',
  palette: {
    background: '#3a3836',
    landuse: '#3f3d3b',
    landcover: '#3d3b37',
    park: '#4c5238',
    wood: '#44443b',
    water: '#0a1220',
    waterway: '#0a1220',
    building: '#413f3d',
    roads: {
      motorway: '#ff6a2a',
      trunk: '#f9692a',
      primary: '#f3672b',
      secondary: '#eb652b',
      tertiary: '#ba592e',
      minor: '#694433',
      service: '#5f4234',
      path: '#5f4234',
    },
    roadCasing: '#3a3836',
    rail: '#65625f',
    text: '#ece8e3',
    halo: '#3a3836',
    // Ash-white, its own title's colour: a yellow route made it solar_flare's poster on a grey page.
    accent: '#f4f1ea',
    route: '#f4f1ea',
    label: '#b2afac',
    mat: '#1a1918',
  },
  fonts: typeSet({ family: 'Bebas Neue', weight: 400 }, 'Oswald', 300),
  roadWidthScale: 1.3,
  buildings: true,
  titleTracking: 0.3,
});
