import { defineTheme, typeSet } from './define';

/**
 * Volcanic glass: a violet-black page, bold ice-blue roads with a glassy sheen, black water, a violet route.
 */
export const obsidianGlass = defineTheme({
  key: 'obsidian_glass',
  name: 'Obsidian Glass',
  description: 'Volcanic glass: violet-black page, bold ice-blue roads with a glassy sheen, black water, violet route, grotesk lettering.',
  tone: 'dark',
  palette: {
    background: '#302841',
    landuse: '#342c45',
    landcover: '#312c3f',
    park: '#3c3760',
    wood: '#3c3553',
    water: '#05030a',
    waterway: '#05030a',
    building: '#3a324d',
    roads: {
      motorway: '#bfefff',
      trunk: '#bbe9f9',
      primary: '#b6e3f4',
      secondary: '#b1dbec',
      tertiary: '#8da9bd',
      minor: '#52586f',
      service: '#4b4e65',
      path: '#44445c',
    },
    roadCasing: '#302841',
    rail: '#574d6d',
    text: '#e8f9ff',
    halo: '#302841',
    accent: '#c08cff',
    route: '#c08cff',
    label: '#a3b8c4',
    mat: '#120e18',
  },
  fonts: typeSet({ family: 'Space Grotesk', weight: 600 }, 'Space Grotesk', 300),
  roadWidthScale: 1.25,
  buildings: true,
  overlay: 'radial',
  titleTracking: 0.5,
});
