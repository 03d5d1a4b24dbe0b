import http from 'node:http';
import type net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, type PosterSpecInput, RasterTileCache, THEMES } from '@/lib/render';
import { CITY, MONACO } from '@/tests/support/engine';

/**
 * The Skia backend (the display list painted by @napi-rs/canvas) against resvg drawing the SVG
 * document, the reference: every theme and every feature, both backends, and the share of pixels that
 * differ bounded. Anti-aliasing differs a little at every edge (glyphs most), a drawing mistake by much more.
 */
// Measured at 1024 px: 0.14-1.30 % off by more than 8 (0.3 % at full size), at most 0.046 % by more than 32.
// The 0.5 % for the first holds only at full size: DEFAULT_RASTER_BACKEND stays resvg until it holds here.
const MAX_OVER_8 = 0.015;
const MAX_OVER_32 = 0.001;

/** Map tiles for the tile styles, on loopback: smooth colour ramps, so resampling differences stay small. */
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
function engine(tiles: string, backend: 'skia' | 'resvg'): PosterEngine {
  const key = `${tiles} ${backend}`;
  let found = engines.get(key);
  if (!found) {
    found = new PosterEngine({
      tilesUrl: tiles,
      rasterBackend: backend,
      rasterTiles: { standard: `${base}/t/{z}/{x}/{y}.png`, satellite: `${base}/s/{z}/{x}/{y}.jpg` },
      rasterTileCache: new RasterTileCache(),
    });
    engines.set(key, found);
  }
  return found;
}

/** Pixels off by more than 8 and by more than 32 (largest channel difference), as shares, and the largest difference. */
async function difference(a: Buffer, b: Buffer): Promise<{ over8: number; over32: number; max: number }> {
  const [left, right] = await Promise.all([a, b].map((file) => sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  const { width, height } = left!.info;
  expect([right!.info.width, right!.info.height]).toEqual([width, height]);
  let over8 = 0;
  let over32 = 0;
  let max = 0;
  const [p, q] = [left!.data, right!.data];
  for (let i = 0; i < p.length; i += 3) {
    const d = Math.max(Math.abs(p[i]! - q[i]!), Math.abs(p[i + 1]! - q[i + 1]!), Math.abs(p[i + 2]! - q[i + 2]!));
    if (d > 8) over8++;
    if (d > 32) over32++;
    if (d > max) max = d;
  }
  return { over8: over8 / (width * height), over32: over32 / (width * height), max };
}

const rows: string[] = [];
afterAll(() => {
  // The table the note quotes: one line per case.
  console.log(`case | > 8 | > 32 | max\n${rows.join('\n')}`);
});

async function compare(name: string, input: PosterSpecInput, tiles = CITY) {
  const spec = parsePosterSpec({ maxDimension: 1024, ...input });
  const [skia, resvg] = [await engine(tiles, 'skia').render(spec), await engine(tiles, 'resvg').render(spec)];
  const { over8, over32, max } = await difference(skia.bytes, resvg.bytes);
  rows.push(`${name} | ${(100 * over8).toFixed(3)} % | ${(100 * over32).toFixed(3)} % | ${max}`);
  expect(over8, `${name}: share of pixels off by more than 8`).toBeLessThanOrEqual(MAX_OVER_8);
  expect(over32, `${name}: share of pixels off by more than 32`).toBeLessThanOrEqual(MAX_OVER_32);
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

  it('a full-size poster (3072 × 4096)', async () => {
    await compare('full size, midnight_dark', { ...COPENHAGEN, theme: 'midnight_dark', maxDimension: undefined });
  });
});
