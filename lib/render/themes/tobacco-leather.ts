import type { Theme } from './types';

/**
 * A gentleman's study: an oxblood leather page, tan and tobacco roads with dark casings, near-black water.
 */
export const tobaccoLeather: Theme = {
  key: 'tobacco_leather',
  name: 'Tobacco Leather',
  description: "Gentleman's study: oxblood leather page, tan and tobacco-gold roads with dark casings, near-black water, Playfair capitals.",
  tone: 'dark',
  palette: {
    background: '#4b2219',
    landuse: '#4f271d',
    landcover: '#502a1b',
    park: '#54301d',
    water: '#1f0c08',
    waterway: '#1f0c08',
    building: '#572f25',
    roads: {
      motorway: '#f0d3a0',
      trunk: '#d8b888',
      primary: '#c5a175',
      secondary: '#b18a61',
      tertiary: '#a07651',
      minor: '#916543',
      service: '#845738',
      path: '#794a2f',
    },
    roadCasing: '#33140d',
    rail: '#98704f',
    text: '#f5e2c0',
    halo: '#4b2219',
    accent: '#e0a458',
    route: '#e0a458',
    label: '#c2a88e',
    mat: '#2c130d',
  },
  fonts: {
    title: { family: 'Playfair Display', weight: 700 },
    subtitle: { family: 'EB Garamond', weight: 500 },
    coords: { family: 'EB Garamond', weight: 400 },
    labels: { family: 'EB Garamond', weight: 400 },
  },
  roadWidthScale: 1.1,
  casings: true,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTracking: 0.3,
  titleTransform: 'uppercase',
};
