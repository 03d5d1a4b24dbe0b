import { defineTheme, typeSet } from './define';

/**
 * A ghost in cool fog: a sea-fog page, ink-violet roads fading like breath on glass, misty blue water, a garnet route
 * (lavender_mist keeps the blue-violet page: the designer took the two for one theme, issue 39).
 */
export const etherealGhost = defineTheme({
  key: 'ethereal_ghost',
  name: 'Ethereal Ghost',
  description:
    'Ghost in cool fog: sea-fog page, ink-violet roads fading like breath on glass, misty blue water, grey-sage parks, garnet route, light sans lettering.',
  tone: 'light',
  palette: {
    background: '#c6dbdd',
    landuse: '#c1d6d8',
    landcover: '#c0d5d8',
    park: '#b3c8b6',
    wood: '#bcd0d2',
    water: '#a9b8d8',
    waterway: '#a9b8d8',
    building: '#bcd2d2',
    roads: {
      motorway: '#3b2458',
      trunk: '#3f295c',
      primary: '#432f60',
      secondary: '#493665',
      tertiary: '#6c6487',
      minor: '#a5afbd',
      service: '#acb8c4',
      path: '#b3c1ca',
    },
    roadCasing: '#c6dbdd',
    rail: '#a9bdc5',
    text: '#221a33',
    halo: '#c6dbdd',
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
