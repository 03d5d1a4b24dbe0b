import type { Theme } from './types';

/**
 * Gold leaf on black lacquer: bright gold arterials dimming to bronze, warm-grey water, Cinzel capitals.
 */
export const darkGold: Theme = {
  key: 'dark_gold',
  name: 'Dark Gold',
  description: 'Gold leaf on black lacquer: bright gold roads dimming to bronze, warm smoky water, classical Cinzel capitals.',
  tone: 'dark',
  palette: {
    background: '#100e0b',
    landuse: '#16130e',
    landcover: '#16140e',
    park: '#1b1810',
    water: '#342d22',
    waterway: '#342d22',
    building: '#201c14',
    roads: {
      motorway: '#f6d77e',
      trunk: '#cfb467',
      primary: '#b09754',
      secondary: '#937d43',
      tertiary: '#7c6735',
      minor: '#69562b',
      service: '#584721',
      path: '#4b3b1a',
    },
    roadCasing: '#100e0b',
    rail: '#726135',
    text: '#f0d48a',
    halo: '#100e0b',
    accent: '#f6d77e',
    route: '#f6d77e',
    label: '#ad9964',
    mat: '#070605',
  },
  fonts: {
    title: { family: 'Cinzel', weight: 700 },
    subtitle: { family: 'Cinzel', weight: 400 },
    coords: { family: 'Montserrat', weight: 400 },
    labels: { family: 'Cinzel', weight: 400 },
  },
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.4,
  titleTransform: 'uppercase',
};
