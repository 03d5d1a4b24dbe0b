/**
 * A divided road's centre line runs down its median, and across the islands of the short widenings it
 * bridges (issue 39). Buildings are drawn over the roads, so a building standing on that median cut the
 * merged road in two on the poster: Frihedsstøtten's plinth on the island of Vesterbrogade by the Central
 * Station, the pavilions on Nørre Voldgade's median at Nørreport, Broadway Market's halls in Baltimore.
 * A building mapped across a main road itself cut it the same way (lib/render/tiles/roads-through.ts).
 *
 * Read from the real tiles as the engine decodes them: around each place, every point of a main road's
 * drawn line (densified to a unit) lies outside every building drawn, and the road is there at all.
 */
import { describe, expect, it } from 'vitest';
import { decodeTile, insideRing, openTileSource } from '@/lib/render/tiles';
import { linesOf, MAIN_ROAD, type Point } from '@/tests/support/tile-lines';
import { CITY, PLACES } from '@/tests/support/engine';

/** The z14 tile holding a place, and the place in that tile's units. */
function tileAt(lat: number, lon: number): { x: number; y: number; at: Point } {
  const n = 2 ** 14;
  const fx = ((lon + 180) / 360) * n;
  const rad = (lat * Math.PI) / 180;
  const fy = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  const [x, y] = [Math.floor(fx), Math.floor(fy)];
  return { x, y, at: { x: (fx - x) * 4096, y: (fy - y) * 4096 } };
}

/** Where a building stands on a divided road's median (OpenStreetMap), and the reach checked round it, in tile units (~0.34 m at 55.7° N, 0.47 m at 39.3° N). */
const PLACES_ON_MEDIANS = [
  { name: "Frihedsstøtten on Vesterbrogade's island (Copenhagen)", tiles: CITY, lat: 55.67421, lon: 12.56327, reach: 120 },
  { name: 'the pavilions on Nørre Voldgade at Nørreport (Copenhagen)', tiles: CITY, lat: 55.68363, lon: 12.57156, reach: 120 },
  { name: "a building on Nørre Voldgade's median at Gothersgade (Copenhagen)", tiles: CITY, lat: 55.68482, lon: 12.57398, reach: 120 },
  { name: 'Broadway Market on Broadway (Baltimore)', tiles: PLACES, lat: 39.284, lon: -76.59347, reach: 120 },
  // Not on a median: a building mapped across the road itself (the designer's review, s54: the primary stopped short of Knippelsbro).
  { name: 'a building mapped across Christians Brygge at Knippelsbro (Copenhagen)', tiles: CITY, lat: 55.67366, lon: 12.58241, reach: 120 },
] as const;

describe('a main road is not cut by the buildings on its median (issue 39) or mapped across it', () => {
  for (const place of PLACES_ON_MEDIANS) {
    it(`draws the centre line across ${place.name}`, async () => {
      const source = await openTileSource(place.tiles);
      const { x, y, at } = tileAt(place.lat, place.lon);
      const bytes = await source.getTile(14, x, y);
      expect(bytes, 'the tile is in the extract').toBeDefined();
      const tile = decodeTile(bytes!, { z: 14, y }, source.schema);
      const buildings = linesOf(tile, /^building$/);
      expect(buildings.length, 'buildings are drawn in this tile').toBeGreaterThan(0);
      const near = (p: Point) => Math.hypot(p.x - at.x, p.y - at.y) <= place.reach;
      const roadPoints: Point[] = [];
      for (const line of linesOf(tile, MAIN_ROAD)) {
        for (let i = 1; i < line.length; i++) {
          const [a, b] = [line[i - 1]!, line[i]!];
          const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y)));
          for (let k = 0; k <= steps; k++) {
            const p = { x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps };
            if (near(p)) roadPoints.push(p);
          }
        }
      }
      expect(roadPoints.length, 'a main road passes here').toBeGreaterThan(place.reach);
      const covered = roadPoints.filter((p) => buildings.some((ring) => insideRing(p, ring)));
      expect(covered, 'points of the road under a building').toEqual([]);
    });
  }
});
