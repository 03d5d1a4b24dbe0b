import { describe, expect, it } from 'vitest';
import { ROAD_CLASSES } from '../openmaptiles';
import { roadStrokePx } from '../svg';
import { THEMES } from '../themes';
import { parsePosterSpec } from '../spec';
import { contourStrokePx, hillshadeExaggeration } from './layer';

/** Poster px per reference px of a 1024 px thumbnail, a 3072 px and a 4096 px print. */
const SCALES = [1, 3, 4];
const ZOOMS = [11, 12, 13, 14, 15];

describe('contour weight against the streets (the print review of issue 43)', () => {
  it.each(Object.values(THEMES).map((theme) => [theme.key, theme] as const))(
    '%s: with roads on, every contour line is thinner than a minor street, so the road hierarchy reads first',
    (_key, theme) => {
      for (const scale of SCALES) {
        for (const zoom of ZOOMS) {
          const street = roadStrokePx('minor', zoom, scale, theme.roadWidthScale);
          const { minor, index } = contourStrokePx({ showRoads: true, zoom }, theme, scale);
          expect(minor).toBeLessThan(street);
          expect(index).toBeLessThan(street);
          // Every main road stands above the index line by at least twice its weight.
          for (const road of ROAD_CLASSES.filter((c) => c !== 'service' && c !== 'path' && c !== 'minor')) {
            expect(roadStrokePx(road, zoom, scale, theme.roadWidthScale)).toBeGreaterThan(index * 1.1);
          }
          // The index line stays visibly heavier than the others.
          expect(index).toBeGreaterThanOrEqual(minor * 1.4);
        }
      }
    },
  );

  it('on a terrain poster (no streets) the contours are the drawing: the index line 1.2 reference px, the others 0.55', () => {
    const theme = THEMES.vintage_atlas!;
    expect(contourStrokePx({ showRoads: false, zoom: 11.3 }, theme, 3)).toEqual({ minor: 1.65, index: 3.6 });
    // With roads, the same poster's contours give way to the streets.
    const withRoads = contourStrokePx({ showRoads: true, zoom: 11.3 }, theme, 3);
    expect(withRoads.index).toBeLessThan(3.6);
  });
});

describe('the exaggeration a client leaves out (the designer review of the Cumberland posters)', () => {
  const base = { lat: 36.6, lon: -84.25, zoom: 11, format: 'png' };
  const terrainPoster = { ...base, showRoads: false, showWater: false, showParks: false };
  it('is 2 on a terrain poster of hillshade alone (at 1 rolling hills read flat across a room), 1 wherever lines carry the relief', () => {
    expect(hillshadeExaggeration(parsePosterSpec({ ...terrainPoster, terrain: { hillshade: true } }))).toBe(2);
    expect(hillshadeExaggeration(parsePosterSpec({ ...terrainPoster, terrain: { contours: true } }))).toBe(1);
    expect(hillshadeExaggeration(parsePosterSpec({ ...base, terrain: { hillshade: true } }))).toBe(1);
  });
  it('is the client’s own wherever it is given', () => {
    expect(hillshadeExaggeration(parsePosterSpec({ ...terrainPoster, terrain: { exaggeration: 1 } }))).toBe(1);
    expect(hillshadeExaggeration(parsePosterSpec({ ...base, terrain: { exaggeration: 3.5 } }))).toBe(3.5);
  });
});
