import { defineTheme, typeSet } from './define';

/**
 * After CARTO Voyager: burnt-orange arterials fading to apricot streets, light-grey casings under the
 * main roads, soft blue water and soft sage parks on a warm page.
 */
export const modernVoyager = defineTheme({
  key: 'modern_voyager',
  name: 'Modern Voyager',
  description:
    'Friendly modern street map after CARTO Voyager: warm light page, soft blue water, soft sage parks, burnt-orange arterials fading to apricot streets, street names.',
  tone: 'light',
  palette: {
    background: '#e0cfc6',
    landuse: '#dccac0',
    landcover: '#d7cebb',
    park: '#c5cbad',
    wood: '#cfc8b5',
    water: '#86b4dc',
    waterway: '#90b6d6',
    building: '#d6c3b8',
    roads: {
      motorway: '#c4561c',
      trunk: '#c55a21',
      primary: '#c65d26',
      secondary: '#c7622d',
      tertiary: '#ce8058',
      minor: '#d9b29d',
      service: '#d9b39f',
      path: '#d9b39f',
    },
    roadCasing: '#cab7ab',
    rail: '#bdb5a7',
    text: '#4a4036',
    halo: '#e0cfc6',
    accent: '#2f7fd1',
    route: '#2f7fd1',
    label: '#6b6155',
    mat: '#ffffff',
  },
  fonts: typeSet({ family: 'Oswald', weight: 700 }, 'Montserrat', 300, { labels: { family: 'Inter', weight: 400 } }),
  roadWidthScale: 1.1,
  casings: true,
  buildings: true,
  labels: true,
  titleTracking: 0.3,
});
