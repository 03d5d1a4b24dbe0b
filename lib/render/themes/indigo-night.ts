import { defineTheme, typeSet } from './define';

/**
 * Navy and gold: a deep indigo page, a bright gold network of main roads (motorway to secondary) over
 * a dim gold mesh of streets, near-black water, Playfair capitals.
 */
export const indigoNight = defineTheme({
  key: 'indigo_night',
  name: 'Indigo Night',
  description: 'Navy and gold: deep indigo page, a bright gold network of main roads over a dim gold mesh, near-black water, Playfair capitals.',
  tone: 'dark',
  palette: {
    background: '#1a1d5c',
    landuse: '#20225f',
    landcover: '#1e2265',
    park: '#2a3d6e',
    wood: '#242a65',
    water: '#03081a',
    waterway: '#050b1e',
    building: '#2a2b64',
    roads: {
      motorway: '#ffc94a',
      trunk: '#f8c44b',
      primary: '#f1bf4b',
      secondary: '#e8b84c',
      tertiary: '#af8d50',
      minor: '#514658',
      service: '#463e59',
      path: '#3a3559',
    },
    roadCasing: '#1a1d5c',
    rail: '#423e5a',
    text: '#f5e3b5',
    halo: '#1a1d5c',
    accent: '#ff6f61',
    route: '#ff6f61',
    label: '#b2a792',
    mat: '#0c1028',
  },
  fonts: typeSet({ family: 'Playfair Display', weight: 700 }, 'Montserrat', 300),
  titleTracking: 0.45,
});
