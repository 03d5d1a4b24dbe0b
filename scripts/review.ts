// npm run review [-- --out .review --themes midnight_dark,solar_flare,dark_gold --size 1500 --cell 200 --columns 9]
// A review sheet of the posters after a change, in one folder (git-ignored): a contact sheet of all the
// themes on Copenhagen z13, full posters of a few themes on every bundled place (Copenhagen core and
// whole area, Monaco, Baltimore harbour, Harrisburg, Andorra la Vella, Vaduz), and index.html to see
// them all at once. Nothing here goes to the site (that is `npm run gallery`, into public/gallery).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { isThemeKey, parsePosterSpec, PosterEngine, THEMES, type ThemeKey } from '@/lib/render';

const USAGE = 'usage: npm run review -- [--out DIR] [--themes k1,k2] [--size PX] [--cell PX] [--columns N]';

interface Place {
  name: string;
  city: string;
  country: string;
  lat: number;
  lon: number;
  zoom: number;
  tiles: string;
}

/** The bundled places and their good view centres (data/tiles/README.md). */
const PLACES: Place[] = [
  { name: 'copenhagen-core', city: 'Copenhagen', country: 'Denmark', lat: 55.676, lon: 12.576, zoom: 14, tiles: 'data/tiles/city.pmtiles' },
  { name: 'copenhagen-area', city: 'Copenhagen', country: 'Denmark', lat: 55.6674, lon: 12.5731, zoom: 13, tiles: 'data/tiles/city.pmtiles' },
  { name: 'monaco', city: 'Monaco', country: 'Monaco', lat: 43.7375, lon: 7.4289, zoom: 15, tiles: 'data/tiles/places.pmtiles' },
  { name: 'baltimore', city: 'Baltimore', country: 'Maryland', lat: 39.279, lon: -76.585, zoom: 13.5, tiles: 'data/tiles/places.pmtiles' },
  { name: 'harrisburg', city: 'Harrisburg', country: 'Pennsylvania', lat: 40.2606, lon: -76.7966, zoom: 13, tiles: 'data/tiles/places.pmtiles' },
  { name: 'andorra', city: 'Andorra la Vella', country: 'Andorra', lat: 42.507, lon: 1.522, zoom: 13, tiles: 'data/tiles/places.pmtiles' },
  { name: 'vaduz', city: 'Vaduz', country: 'Liechtenstein', lat: 47.141, lon: 9.521, zoom: 13.5, tiles: 'data/tiles/places.pmtiles' },
];

interface Options {
  out: string;
  /** The themes of the full posters: a vignette, a radial and a label theme, light and dark, by default. */
  themes: ThemeKey[];
  /** Longer side of a full poster, px. */
  size: number;
  /** Width of one poster on the contact sheet, px. */
  cell: number;
  columns: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    out: '.review',
    themes: ['midnight_dark', 'minimal_white', 'solar_flare', 'dark_gold', 'indigo_night'],
    size: 1500,
    cell: 200,
    columns: 9,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    if (!flag.startsWith('--') || value === undefined) throw new Error(USAGE);
    const number = (): number => {
      const n = Number(value);
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${flag} wants a positive number, got ${value}`);
      return Math.round(n);
    };
    switch (flag) {
      case '--out':
        options.out = value;
        break;
      case '--themes':
        options.themes = value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean)
          .map((key) => {
            if (!isThemeKey(key)) throw new Error(`--themes: ${key} is not a theme key`);
            return key;
          });
        break;
      case '--size':
        options.size = number();
        break;
      case '--cell':
        options.cell = Math.max(80, number());
        break;
      case '--columns':
        options.columns = Math.max(1, number());
        break;
      default:
        throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  return options;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** All the themes in a grid on a neutral ground, each key written under its poster. */
async function contactSheet(posters: Array<{ key: string; bytes: Buffer }>, options: Options): Promise<Buffer> {
  const cellWidth = options.cell;
  const cellHeight = Math.round((cellWidth * 4) / 3);
  const gap = Math.round(cellWidth * 0.08);
  const caption = Math.round(cellWidth * 0.13);
  const columns = Math.min(options.columns, posters.length);
  const rows = Math.ceil(posters.length / columns);
  const width = gap + columns * (cellWidth + gap);
  const height = gap + rows * (cellHeight + caption + gap);
  const composites: OverlayOptions[] = [];
  let labels = '';
  for (const [i, { key, bytes }] of posters.entries()) {
    const x = gap + (i % columns) * (cellWidth + gap);
    const y = gap + Math.floor(i / columns) * (cellHeight + caption + gap);
    composites.push({ input: await sharp(bytes).resize(cellWidth, cellHeight).toBuffer(), left: x, top: y });
    labels += `<text x="${x + cellWidth / 2}" y="${y + cellHeight + caption * 0.68}" text-anchor="middle">${escapeXml(key)}</text>`;
  }
  composites.push({
    input: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<g font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="${Math.round(caption * 0.5)}" fill="#2b2b2b">${labels}</g></svg>`,
    ),
    left: 0,
    top: 0,
  });
  return sharp({ create: { width, height, channels: 3, background: '#e9e7e2' } })
    .composite(composites)
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  await fs.mkdir(options.out, { recursive: true });
  const started = performance.now();
  const concurrency = Math.max(2, os.availableParallelism());
  const engines = new Map<string, PosterEngine>();
  const engineFor = (tiles: string) => {
    let engine = engines.get(tiles);
    if (!engine) {
      engine = new PosterEngine({ tilesUrl: tiles, concurrency, maxQueue: 100, deadlineMs: 120_000 });
      engines.set(tiles, engine);
    }
    return engine;
  };
  const render = (place: Place, theme: string, maxDimension: number) =>
    engineFor(place.tiles).render(
      parsePosterSpec({
        theme,
        lat: place.lat,
        lon: place.lon,
        zoom: place.zoom,
        city: place.city,
        country: place.country,
        format: 'png',
        width: 3,
        height: 4,
        maxDimension,
      }),
    );

  // The contact sheet: every theme on the same view, rendered at twice the cell for a sharp thumbnail.
  const area = PLACES.find((place) => place.name === 'copenhagen-area')!;
  const keys = Object.keys(THEMES);
  console.log(`review: ${keys.length} themes on ${area.name}, then ${options.themes.length} themes on ${PLACES.length} places, into ${options.out}/`);
  const thumbs = await Promise.all(keys.map(async (key) => ({ key, bytes: (await render(area, key, options.cell * 3)).bytes })));
  await fs.writeFile(path.join(options.out, 'contact-sheet.png'), await contactSheet(thumbs, options));
  console.log('  contact-sheet.png');

  const posters: Array<{ place: Place; theme: string; file: string; warnings: string[] }> = [];
  for (const place of PLACES) {
    const done = await Promise.all(
      options.themes.map(async (theme) => {
        const output = await render(place, theme, options.size);
        const file = `${place.name}-${theme}.png`;
        await fs.writeFile(path.join(options.out, file), output.bytes);
        return { place, theme, file, warnings: output.warnings };
      }),
    );
    posters.push(...done);
    console.log(`  ${place.name}: ${done.map((poster) => poster.file).join(', ')}`);
  }

  const figure = (file: string, caption: string) =>
    `<figure><a href="${escapeXml(file)}"><img src="${escapeXml(file)}" loading="lazy"></a><figcaption>${escapeXml(caption)}</figcaption></figure>`;
  const html =
    '<!doctype html><meta charset="utf-8"><title>Atlasprint poster review</title>' +
    '<style>body{font:14px system-ui;margin:24px;background:#e9e7e2}img{max-width:100%;display:block}' +
    'section{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:16px}figure{margin:0}figcaption{padding:4px 0}</style>' +
    `<h1>Poster review</h1><p>${new Date().toISOString()}: every theme on ${escapeXml(area.name)} z${area.zoom}, then ${escapeXml(options.themes.join(', '))} on each place.</p>` +
    figure('contact-sheet.png', 'contact sheet') +
    PLACES.map(
      (place) =>
        `<h2>${escapeXml(place.name)} (${place.lat}, ${place.lon}, z${place.zoom})</h2><section>` +
        posters
          .filter((poster) => poster.place === place)
          .map((poster) => figure(poster.file, [poster.theme, ...poster.warnings].join(' · ')))
          .join('') +
        '</section>',
    ).join('');
  await fs.writeFile(path.join(options.out, 'index.html'), html);
  await Promise.all([...engines.values()].map((engine) => engine.close()));
  console.log(`review: ${path.join(options.out, 'index.html')}, done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
