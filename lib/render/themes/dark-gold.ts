import { defineTheme, typeSet } from './define';

/**
 * Gold leaf on black lacquer: bright gold arterials dimming to bronze, ink-blue water darker than
 * the page, olive-gold parks, Cinzel capitals.
 */
export const darkGold = defineTheme({
  key: 'dark_gold',
  name: 'Dark Gold',
  description: 'Gold leaf on black lacquer: bright gold roads dimming to bronze, ink-blue water, olive-gold parks, classical Cinzel capitals.',
  tone: 'dark',
  palette: {
    background: '#29261f',
    landuse: '#2f2b22',
    landcover: '#2f2c22',
    park: '#3d3a22',
    wood: '#343125',
    water: '#030813',
    waterway: '#030813',
    building: '#393428',
    roads: {
      motorway: '#f6d77e',
      trunk: '#f0d27b',
      primary: '#eacc78',
      secondary: '#e2c575',
      tertiary: '#ae995d',
      minor: '#5a5036',
      service: '#504831',
      path: '#463f2c',
    },
    roadCasing: '#29261f',
    rail: '#4d432a',
    text: '#f0d48a',
    halo: '#29261f',
    accent: '#4fc3b4',
    route: '#4fc3b4',
    label: '#ad9964',
    mat: '#070605',
  },
  fonts: typeSet({ family: 'Cinzel', weight: 700 }, 'Cinzel', 400, { coords: { family: 'Montserrat', weight: 400 } }),
  titleTracking: 0.4,
});
