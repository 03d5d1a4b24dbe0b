import { defineTheme, typeSet } from './define';

/**
 * A gentleman's study: an oxblood leather page, brass roads with dark casings, near-black water. The title
 * is set as written, in mixed case (issue 39: not every dark poster in tracked capitals).
 */
export const tobaccoLeather = defineTheme({
  key: 'tobacco_leather',
  name: 'Tobacco Leather',
  description: "Gentleman's study: oxblood leather page, brass roads with dark casings, near-black water, a Playfair title in mixed case.",
  tone: 'dark',
  palette: {
    background: '#62301f',
    landuse: '#663523',
    landcover: '#673821',
    park: '#5e4a22',
    wood: '#693f26',
    water: '#1f0c08',
    waterway: '#1f0c08',
    building: '#6e3d2b',
    roads: {
      motorway: '#d9a441',
      trunk: '#d5a140',
      primary: '#d29d3f',
      secondary: '#cd983e',
      tertiary: '#af7b35',
      minor: '#7f4c27',
      service: '#794625',
      path: '#734124',
    },
    roadCasing: '#4a2213',
    rail: '#7c4e36',
    text: '#f5e2c0',
    halo: '#62301f',
    accent: '#5fc9bf',
    route: '#5fc9bf',
    label: '#c2a88e',
    mat: '#2c130d',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'EB Garamond', 500),
  roadWidthScale: 1.1,
  casings: true,
  titleTracking: 0.04,
  titleTransform: 'none',
});
