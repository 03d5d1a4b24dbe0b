import { defineTheme, typeSet } from './define';

/**
 * A ghost in cool fog: a fog-grey page, ink-violet roads fading like breath on glass, misty blue water, a garnet route
 * (lavender_mist keeps the blue-violet page: the designer took the two for one theme, issue 39).
 */
export const etherealGhost = defineTheme({
  key: 'ethereal_ghost',
  name: 'Ethereal Ghost',
  description:
    'Ghost in cool fog: fog-grey page, ink-violet roads fading like breath on glass, misty blue water, pale sage parks, garnet route, light sans lettering.',
  tone: 'light',
  palette: {
    background: '#e0e6ed',
    landuse: '#dbe1e8',
    landcover: '#dae0e8',
    park: '#c9e1cb',
    wood: '#d6dbe2',
    water: '#a9b8d8',
    waterway: '#a9b8d8',
    building: '#d6dde2',
    roads: {
      motorway: '#3b2458',
      trunk: '#402a5c',
      primary: '#453061',
      secondary: '#4c3767',
      tertiary: '#75688c',
      minor: '#b8b7c9',
      service: '#c1c1d1',
      path: '#c9cbd8',
    },
    roadCasing: '#e0e6ed',
    rail: '#c3c8d5',
    text: '#221a33',
    halo: '#e0e6ed',
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
