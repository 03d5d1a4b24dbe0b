import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, THEMES } from '@/lib/render';
import { fontsReady } from '@/lib/render/fonts';
import { layoutPoster } from '@/lib/render/layout';
import { parseHex } from '@/lib/render/themes/color';
import { CITY, PLACES } from '@/tests/support/engine';

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
    // The station and Nyhavn lie beyond this close-up's edges: said, and nothing else.
    expect(warnings).toEqual(
      (
        [
          ['start', STATION],
          ['end', NYHAVN],
        ] as const
      ).map(
        ([end, { lat, lon }]) =>
          `the route's ${end} (${lat}, ${lon}) falls outside the map, so the route runs off the poster without its ${end}: zoom out or move the centre to include it`,
      ),
    );
    expect(routePixels).toBeGreaterThan(2000);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it('the same measure fails a straight route (the oracle can tell)', async () => {
    const { share } = await shareOnRoads('straight');
    expect(share).toBeLessThan(0.8);
  });
});

/** The route as drawn: its line's first and last points, and the centres of its start and end dots. */
async function drawnRoute(tiles: string, input: Record<string, unknown>) {
  const spec = parsePosterSpec({ format: 'png', maxDimension: 1500, theme: 'modern_voyager', showRoute: true, ...input });
  const document = await new PosterEngine({ tilesUrl: tiles }).document(spec, { embedFonts: false, labels: false });
  // The route's layer: its halo, its line, then its start and end dots (circles as path data, from their leftmost point).
  const route = /<g id="route" inkscape:groupmode="layer"[^>]*>(.*?)<\/g>/.exec(document.svg)?.[1] ?? '';
  const [, line, start, end] = [...route.matchAll(/<path d="M([^"]+)"/g)].map((match) => match[1]!);
  const numbers = line!.split(' ').map(Number);
  const dot = (circle: string) => {
    const [left, y, r] = circle.split(/[ A]/).map(Number) as [number, number, number];
    return [left + r, y] as [number, number];
  };
  return {
    first: [numbers[0]!, numbers[1]!] as [number, number],
    last: [numbers.at(-2)!, numbers.at(-1)!] as [number, number],
    startDot: dot(start!),
    endDot: dot(end!),
    asked: [document.layout.view.project(spec.routeStartLon!, spec.routeStartLat!), document.layout.view.project(spec.routeEndLon!, spec.routeEndLat!)],
    warnings: document.warnings,
  };
}

const near = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);

describe('a route meets its dots', () => {
  const cases = {
    Copenhagen: [
      CITY,
      { lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', routeStartLat: 55.6727, routeStartLon: 12.565, routeEndLat: 55.6798, routeEndLon: 12.5905 },
    ],
    Monaco: [
      PLACES,
      { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', routeStartLat: 43.7398, routeStartLon: 7.4275, routeEndLat: 43.7345, routeEndLon: 7.4215 },
    ],
  } as const;
  for (const [place, [tiles, input]] of Object.entries(cases)) {
    it(`in ${place}: the drawn line starts at its start dot and ends at its end dot, both where they were asked`, async () => {
      const route = await drawnRoute(tiles, input);
      expect(near(route.first, route.startDot)).toBeLessThan(3);
      expect(near(route.last, route.endDot)).toBeLessThan(3);
      expect(near(route.startDot, route.asked[0]!)).toBeLessThan(1);
      expect(near(route.endDot, route.asked[1]!)).toBeLessThan(1);
      expect(route.warnings).toEqual([]);
    });
  }
});

describe('routes that leave the poster', () => {
  it('says which end of a route falls off the map, and what to do', async () => {
    const route = await drawnRoute(PLACES, {
      lat: 43.7375,
      lon: 7.4289,
      zoom: 15,
      city: 'Monaco',
      routeStartLat: 43.7311,
      routeStartLon: 7.4197,
      routeEndLat: 43.744,
      routeEndLon: 7.433,
    });
    expect(route.warnings).toEqual([
      "the route's start (43.7311, 7.4197) falls outside the map, so the route runs off the poster without its start: zoom out or move the centre to include it",
    ]);
  });

  it('says when an end is hidden under the title block', async () => {
    await fontsReady();
    const input = { lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', theme: 'midnight_dark', routeStartLat: 55.6727, routeStartLon: 12.565 };
    const layout = layoutPoster(parsePosterSpec({ format: 'png', maxDimension: 1500, ...input }), THEMES.midnight_dark!, 14);
    // A point on the centre's meridian in the middle of the text block.
    const middle = (layout.block!.top + layout.block!.bottom) / 2;
    let [south, north] = [55.5, 55.676];
    for (let i = 0; i < 40; i++) {
      const lat = (south + north) / 2;
      if (layout.view.project(12.576, lat)[1] > middle) south = lat;
      else north = lat;
    }
    const route = await drawnRoute(CITY, { ...input, routeEndLat: south, routeEndLon: 12.576, routeProfile: 'straight' });
    expect(route.warnings).toEqual([
      `the route's end (${south}, 12.576) is under the title block, so the route runs off the poster without its end: zoom out or move the centre to include it, or move the text with overlayY`,
    ]);
  });

  it('says when a track lies wholly off the map, and not when it crosses it', async () => {
    const render = async (coordinates: number[][]) =>
      (
        await new PosterEngine({ tilesUrl: PLACES }).document(
          parsePosterSpec({
            lat: 43.7375,
            lon: 7.4289,
            zoom: 15,
            city: 'Monaco',
            format: 'png',
            maxDimension: 1000,
            routeTrack: { type: 'LineString', coordinates },
          }),
          { embedFonts: false, labels: false },
        )
      ).warnings;
    expect(
      await render([
        [7.3, 43.7],
        [7.31, 43.71],
      ]),
    ).toEqual(['routeTrack lies wholly outside the map and is not shown: move the centre onto the track or zoom out to include it']);
    // From far west to far east through the centre: no vertex on the map, but the line crosses it.
    expect(
      await render([
        [7.3, 43.7375],
        [7.55, 43.7375],
      ]),
    ).toEqual([]);
  });
});
