import http from 'node:http';
import type net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, type PosterSpecInput, RasterTileCache, THEMES } from '@/lib/render';
import { CITY, MONACO, PLACES } from '@/tests/support/engine';

/**
 * The Skia backend (the scene painted by @napi-rs/canvas) against resvg drawing the SVG
 * document, the reference: every theme and every feature, both backends, and the share of pixels that
 * differ bounded. Anti-aliasing differs a little at every edge, a drawing mistake by much more.
 *
 * Two references. `outlined`: resvg with every text run as the HarfBuzz outlines the scene fills
 * (engine option outlineAllText), so both draw the same shapes and only the rasterisers differ.
 * `production`: resvg as it runs, the poster's main face set as <text> by resvg's own text engine.
 *
 * What is left is anti-aliasing: resvg (tiny-skia) covers a path by 4 × 4 supersampling, so it puts
 * every edge of a shape at least 1 px wide on a quarter-pixel grid (an edge at x = 10.1 covers its pixel
 * 0 or 25 %, never 10 %), where Skia computes the exact coverage. Up to 1/8 px off at each edge, up to
 * ~40 of 255 on a dark-on-light edge: at 1024 px, where edges are ~3 × the share of pixels they are at
 * full size, that puts 0.2-1.3 % of pixels off by more than 8 against either reference (outlined text
 * changes that share by less than 0.1 point: the text engines agree, the coverage rules do not). Strokes
 * under 1 px are hairlines in both and agree within 2. At full size the issue's bounds hold.
 *
 * The cases are drawn at 768 px, not 1024 (a test run's time: 0.56 × the pixels), under the same bounds:
 * re-measured there (s49), the worst case (jpeg) is 1.21 % off by more than 8 against the outlines and
 * 1.35 % against production, at most 0.03 % and 0.05 % off by more than 32 (at 1024: 1.34 % and 1.44 %).
 * The stepped fades stay at 1024: their largest difference is 5 at 768 (midnight_dark), over their bar of 4
 * measured at 1024.
 */
const AT_1024 = { over8: 0.015, over32: 0.001 };
/** The cases' size, held to AT_1024's bounds (above). */
const CASE_SIZE = 768;
/** The issue's bounds, held at full size against the same outlines. */
const ISSUE = { over8: 0.005, over32: 0.001 };

/** Map tiles for the tile styles, on loopback: smooth color ramps, so resampling differences stay small. */
let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    const match = /\/(\d+)\/(\d+)\/(\d+)\.(png|jpg)$/.exec(request.url ?? '');
    if (!match) return response.writeHead(404).end();
    const [x, y] = [Number(match[2]), Number(match[3])];
    const pixels = Buffer.alloc(256 * 256 * 3);
    for (let i = 0; i < 256 * 256; i++) pixels.set([(x * 37 + (i % 256) / 4) % 256, (y * 53 + i / 1024) % 256, 150], i * 3);
    const image = sharp(pixels, { raw: { width: 256, height: 256, channels: 3 } });
    response.writeHead(200).end(await (match[4] === 'png' ? image.png() : image.jpeg({ quality: 95 })).toBuffer());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const engines = new Map<string, PosterEngine>();
function engine(tiles: string, backend: 'skia' | 'skia-stepped' | 'resvg' | 'resvg-outlined'): PosterEngine {
  const key = `${tiles} ${backend}`;
  let found = engines.get(key);
  if (!found) {
    found = new PosterEngine({
      tilesUrl: tiles,
      rasterBackend: backend.startsWith('skia') ? 'skia' : 'resvg',
      steppedFades: backend === 'skia-stepped',
      outlineAllText: backend === 'resvg-outlined',
      rasterTiles: { standard: `${base}/t/{z}/{x}/{y}.png`, satellite: `${base}/s/{z}/{x}/{y}.jpg` },
      rasterTileCache: new RasterTileCache(),
    });
    engines.set(key, found);
  }
  return found;
}

/** Pixels off by more than 2, 8 and 32 (largest channel difference), as shares, and the largest difference. */
async function difference(a: Buffer, b: Buffer): Promise<{ over2: number; over8: number; over32: number; max: number }> {
  const [left, right] = await Promise.all([a, b].map((file) => sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  const { width, height } = left!.info;
  expect([right!.info.width, right!.info.height]).toEqual([width, height]);
  let over2 = 0;
  let over8 = 0;
  let over32 = 0;
  let max = 0;
  const [p, q] = [left!.data, right!.data];
  for (let i = 0; i < p.length; i += 3) {
    const d = Math.max(Math.abs(p[i]! - q[i]!), Math.abs(p[i + 1]! - q[i + 1]!), Math.abs(p[i + 2]! - q[i + 2]!));
    if (d > 2) over2++;
    if (d > 8) over8++;
    if (d > 32) over32++;
    if (d > max) max = d;
  }
  const n = width * height;
  return { over2: over2 / n, over8: over8 / n, over32: over32 / n, max };
}

const rows: string[] = [];
afterAll(() => {
  // The table the note quotes: one line per case, against each reference.
  console.log(`case | outlined > 8 | > 32 | max | production > 8 | > 32 | max\n${rows.join('\n')}`);
});

const percent = (share: number) => `${(100 * share).toFixed(3)} %`;

/** `bounds` holds the outlined reference; the production one is held to AT_1024 at every size. */
async function compare(name: string, input: PosterSpecInput, tiles = CITY, bounds = AT_1024) {
  const spec = parsePosterSpec({ maxDimension: CASE_SIZE, ...input });
  // The two rasterisers are compared on whatever the map shows: the monaco archive ends just inside a z14 poster.
  const options = { allowPartialMap: true };
  const skia = await engine(tiles, 'skia').render(spec, options);
  const outlined = await difference(skia.bytes, (await engine(tiles, 'resvg-outlined').render(spec, options)).bytes);
  const production = await difference(skia.bytes, (await engine(tiles, 'resvg').render(spec, options)).bytes);
  rows.push(
    `${name} | ${percent(outlined.over8)} | ${percent(outlined.over32)} | ${outlined.max} | ${percent(production.over8)} | ${percent(production.over32)} | ${production.max}`,
  );
  expect(outlined.over8, `${name}: share of pixels off by more than 8 from resvg drawing the same outlines`).toBeLessThanOrEqual(bounds.over8);
  expect(outlined.over32, `${name}: share of pixels off by more than 32 from resvg drawing the same outlines`).toBeLessThanOrEqual(bounds.over32);
  expect(production.over8, `${name}: share of pixels off by more than 8 from resvg setting text itself`).toBeLessThanOrEqual(AT_1024.over8);
  expect(production.over32, `${name}: share of pixels off by more than 32 from resvg setting text itself`).toBeLessThanOrEqual(AT_1024.over32);
}

const COPENHAGEN = { lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark', format: 'png' } as const;

describe('Skia draws what resvg draws', () => {
  it.each(Object.keys(THEMES))('theme %s', async (theme) => {
    await compare(theme, { ...COPENHAGEN, theme });
  });

  const features: Array<[string, Partial<PosterSpecInput>]> = [
    ['circle, mat with border', { mapShape: 'circle', matEnabled: true, theme: 'vintage_atlas' }],
    ['hexagon, white mat', { mapShape: 'hexagon', matEnabled: true, matWhiteBorder: true, theme: 'midnight_dark' }],
    ['heart', { mapShape: 'heart', theme: 'sakura_bloom' }],
    ['rectangle mat', { matEnabled: true, matWidth: 60, theme: 'minimal_white' }],
    [
      'markers with labels',
      {
        theme: 'nautical_chart',
        markers: [
          { lat: 55.678, lon: 12.57, label: 'Home', icon: 'pin' },
          { lat: 55.672, lon: 12.585, label: 'Work place', icon: 'heart', color: '#cc2244' },
          { lat: 55.68, lon: 12.59, icon: 'star' },
          { lat: 55.674, lon: 12.566, label: 'Café', icon: 'circle' },
        ],
      },
    ],
    [
      'route (straight) with dots',
      {
        theme: 'blueprint_classic',
        showRoute: true,
        routeProfile: 'straight',
        routeStartLat: 55.672,
        routeStartLon: 12.565,
        routeEndLat: 55.68,
        routeEndLon: 12.59,
      },
    ],
    [
      'track',
      {
        theme: 'forest_shadow',
        routeTrack: { type: 'LineString', coordinates: Array.from({ length: 60 }, (_, i) => [12.56 + i * 0.0005, 55.672 + Math.sin(i / 6) * 0.003]) },
      },
    ],
    ['print bleed, crop marks', { theme: 'paper_heritage', printSize: 'A4', bleedMm: 3, dpi: 100 }],
    ['radial backdrop', { theme: 'aurora_glow', overlayBgType: 'radial' }],
    ['no backdrop, halo text', { theme: 'monochrome_pro', overlayBgType: 'none' }],
    ['jpeg', { theme: 'midnight_dark', format: 'jpeg' }],
    ['tile style standard', { theme: 'standard', renderMode: 'tile' }],
    ['tile style satellite', { theme: 'satellite', renderMode: 'tile', mapShape: 'circle', matEnabled: true }],
  ];
  it.each(features)('%s', async (name, input) => {
    await compare(name, { ...COPENHAGEN, ...input } as PosterSpecInput);
  });

  // Woods at low zoom, feathered inward from their mapped edges (bands clipped to the woods): hillsides of them.
  const woods: Array<[string, PosterSpecInput]> = [
    ['Andorra la Vella z13', { lat: 42.507, lon: 1.522, zoom: 13, city: 'Andorra la Vella', theme: 'arid_canyon', format: 'png' }],
    ['Vaduz z13.5', { lat: 47.141, lon: 9.521, zoom: 13.5, city: 'Vaduz', theme: 'forest_shadow', format: 'png' }],
  ];
  it.each(woods)('feathered woods: %s', async (name, input) => {
    await compare(name, input, PLACES);
  });

  const scripts: Array<[string, string, string]> = [
    ['東京', '日本', 'midnight_dark'],
    ['القاهرة', 'مصر', 'vintage_atlas'],
    ['ירושלים', 'ישראל', 'minimal_white'],
    ['กรุงเทพมหานคร', 'ประเทศไทย', 'modern_voyager'],
    ['दिल्ली', 'भारत', 'blueprint_classic'],
    ['서울', '대한민국', 'midnight_dark'],
    ['කොළඹ', 'ශ්‍රී ලංකාව', 'vintage_atlas'],
    ['சென்னை', 'இந்தியா', 'minimal_white'],
  ];
  it.each(scripts)('title in its script: %s', async (city, country, theme) => {
    await compare(city, { lat: 43.7375, lon: 7.4289, zoom: 14, city, country, theme, format: 'png' }, MONACO);
  });

  it.each(['midnight_dark', 'minimal_white'])('a full-size poster (3072 × 4096), %s', async (theme) => {
    await compare(`full size, ${theme}`, { ...COPENHAGEN, theme, maxDimension: undefined }, CITY, ISSUE);
  });
});

/**
 * Stepped fades (engine option steppedFades, off): the fades' ramps as rows of solid color against
 * Skia's own gradients. The issue's bar for switching them on is a largest difference of 2; measured 3,
 * on a few pixels only: Skia dithers its gradients (±1 across a row of one color), rows of solid color
 * are not dithered, and where a ramp is nearly opaque over a street's edge the two round apart by one more.
 * Water's edge adds one more (4, on 0.02 % of the pixels of midnight_dark, nine in ten of them in water's
 * anti-aliased outline): there the page's fade, clipped to the land, and water's own, clipped to the
 * water, each cover part of the pixel, two dithered gradients against two rounded rows.
 */
describe('stepped fades draw what the gradients draw', () => {
  it.each(['minimal_white', 'midnight_dark', 'vintage_atlas'])('%s', async (theme) => {
    const spec = parsePosterSpec({ maxDimension: 1024, ...COPENHAGEN, theme });
    const { over2, max } = await difference((await engine(CITY, 'skia').render(spec)).bytes, (await engine(CITY, 'skia-stepped').render(spec)).bytes);
    rows.push(`stepped fades, ${theme}: largest difference ${max}, ${percent(over2)} of pixels off by more than 2`);
    expect(max).toBeLessThanOrEqual(4);
    expect(over2).toBeLessThanOrEqual(0.0003);
  });
});
