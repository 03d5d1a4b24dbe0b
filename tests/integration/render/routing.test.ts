import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, THEMES } from '@/lib/render';
import { fontsReady } from '@/lib/render/fonts';
import { layoutPoster } from '@/lib/render/svg';
import { parseHex } from '@/lib/render/themes/colour';
import { CITY } from '@/tests/support/engine';

/**
 * A walk from Copenhagen Central Station to Nyhavn, by a via point, on the repo's own map data.
 * Oracle: the roads of the same poster drawn without the route. A route that cuts through blocks,
 * canals or buildings leaves road pixels; one that follows the streets stays on them.
 */
const engine = new PosterEngine({ tilesUrl: CITY });
const STATION = { lat: 55.6727, lon: 12.565 };
const NYHAVN = { lat: 55.6798, lon: 12.5905 };
const VIA = { lat: 55.6786, lon: 12.5727 }; // by Strøget, north of the straight line
const base = {
  lat: 55.6765,
  lon: 12.578,
  zoom: 15,
  theme: 'minimal_white',
  width: 3072,
  height: 4096,
  maxDimension: 1600,
  format: 'png',
  overlaySize: 'none',
  showWater: false,
  showParks: false,
  showBuildings: false,
  markerIcon: 'none',
  routeColor: '#ff0000',
} as const;
const routed = (profile: string) => ({
  ...base,
  showRoute: true,
  routeStartLat: STATION.lat,
  routeStartLon: STATION.lon,
  routeEndLat: NYHAVN.lat,
  routeEndLon: NYHAVN.lon,
  routeViaPoints: [VIA],
  routeProfile: profile,
});

async function raw(input: Record<string, unknown>) {
  const output = await engine.render(parsePosterSpec(input));
  const { data, info } = await sharp(output.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, warnings: output.warnings };
}

/** The share of the route's red pixels with a road pixel of the route-less poster within `radius`. */
async function shareOnRoads(profile: string): Promise<{ share: number; warnings: string[]; routePixels: number }> {
  const [withRoute, roads] = await Promise.all([raw(routed(profile)), raw(base)]);
  const { width, height } = roads;
  const page = parseHex(THEMES.minimal_white!.palette.background);
  const isRoad = (i: number) => Math.abs(roads.data[i]! - page.r) + Math.abs(roads.data[i + 1]! - page.g) + Math.abs(roads.data[i + 2]! - page.b) > 24;
  // The route's ends carry dots, off the street by design: leave 25 px around them out.
  await fontsReady();
  const layout = layoutPoster(parsePosterSpec(routed(profile)), THEMES.minimal_white!, 14);
  const ends = [STATION, NYHAVN].map(({ lat, lon }) => layout.view.project(lon, lat));
  const radius = 4;
  let route = 0;
  let onRoad = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const red = withRoute.data[i]! > 200 && withRoute.data[i + 1]! < 80 && withRoute.data[i + 2]! < 80;
      if (!red || ends.some(([ex, ey]) => Math.hypot(ex - x, ey - y) < 25)) continue;
      route++;
      let near = false;
      for (let dy = -radius; dy <= radius && !near; dy++) {
        for (let dx = -radius; dx <= radius && !near; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && isRoad((ny * width + nx) * 3)) near = true;
        }
      }
      if (near) onRoad++;
    }
  }
  return { share: onRoad / route, warnings: withRoute.warnings, routePixels: route };
}

beforeAll(() => fontsReady());

describe('a routed walk on the real map of Copenhagen', () => {
  it('follows the streets: at least 95 % of the drawn route lies on the roads of the same poster', async () => {
    const { share, warnings, routePixels } = await shareOnRoads('walk');
    expect(warnings).toEqual([]);
    expect(routePixels).toBeGreaterThan(2000);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it('the same measure fails a straight route (the oracle can tell)', async () => {
    const { share } = await shareOnRoads('straight');
    expect(share).toBeLessThan(0.8);
  });
});
