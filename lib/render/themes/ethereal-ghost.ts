import { defineTheme, typeSet } from './define';

/**
 * A ghost in lilac haze: a lilac-grey page, ink-violet roads fading like breath on glass, periwinkle water, a garnet route.
 */
export const etherealGhost = defineTheme({
  key: 'ethereal_ghost',
  name: 'Ethereal Ghost',
  description:
    'Ghost in lilac haze: lilac-grey page, ink-violet roads fading like breath on glass, periwinkle water, grey-sage parks, garnet route, light sans lettering.',
  tone: 'light',
  palette: {
    background: '#c6bdd4',
    landuse: '#c1b8cf',
    landcover: '#c0b7cf',
    park: '#b3bbb6',
    wood: '#bdb3ca',
    water: '#8793d0',
    waterway: '#8793d0',
    building: '#bcb4c9',
    roads: {
      motorway: '#3b2458',
      trunk: '#3f295c',
      primary: '#432d5f',
      secondary: '#493364',
      tertiary: '#6c5a83',
      minor: '#a598b6',
      service: '#aca0bc',
      path: '#b1a6c2',
    },
    roadCasing: '#c6bdd4',
    rail: '#aaa0bc',
    text: '#221a33',
    halo: '#c6bdd4',
    accent: '#8a2f4a',
    route: '#8a2f4a',
    label: '#534b63',
    mat: '#efebf4',
  },
  fonts: typeSet({ family: 'Raleway', weight: 300 }, 'Raleway', 300, { coords: { family: 'Raleway', weight: 300 } }),
  roadWidthScale: 0.85,
  overlay: 'radial',
  titleTracking: 0.6,
});
