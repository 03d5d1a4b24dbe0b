// npm run gallery [-- --city Baltimore --country Maryland --lat 39.279 --lon -76.585 --zoom 13.5 --tiles PATH --out public/gallery]
// Renders every theme of one place with the real engine: a 480×640 WebP thumbnail per theme, one contact
// sheet of them all with each key written under its poster, and index.json for the gallery page.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { isThemeKey, parsePosterSpec, PosterEngine, THEMES, type ArtisticTheme, type Theme, type ThemeKey } from '@/lib/render';

interface Options {
  city: string;
  country: string;
  lat: number;
  lon: number;
  zoom: number;
  tiles: string;
  out: string;
  /** Only these themes (comma-separated keys); default all. */
  only?: ThemeKey[];
  /** Width of one poster on the contact sheet. */
  cell: number;
  columns: number;
}

const USAGE =
  'usage: npm run gallery -- [--city NAME] [--country NAME] [--lat N] [--lon N] [--zoom N] [--tiles PATH] [--out DIR] [--only k1,k2] [--cell PX] [--columns N]';
const THUMB = { width: 480, height: 640, quality: 82 };

function parseOptions(argv: string[]): Options {
  const options: Options = {
    city: 'Baltimore',
    country: 'Maryland',
    lat: 39.279,
    lon: -76.585,
    zoom: 13.5,
    tiles: 'data/tiles/places.pmtiles',
    out: 'public/gallery',
    cell: 240,
    columns: 9,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    if (!flag.startsWith('--') || value === undefined) throw new Error(USAGE);
    const number = (): number => {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new Error(`${flag} wants a number, got ${value}`);
      return n;
    };
    switch (flag) {
      case '--city':
        options.city = value;
        break;
      case '--country':
        options.country = value;
        break;
      case '--lat':
        options.lat = number();
        break;
      case '--lon':
        options.lon = number();
        break;
      case '--zoom':
        options.zoom = number();
        break;
      case '--tiles':
        options.tiles = value;
        break;
      case '--out':
        options.out = value;
        break;
      case '--only':
        options.only = value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean)
          .map(themeKey);
        break;
      case '--cell':
        options.cell = Math.max(80, Math.round(number()));
        break;
      case '--columns':
        options.columns = Math.max(1, Math.round(number()));
        break;
      default:
        throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  return options;
}

function themeKey(key: string): ThemeKey {
  if (!isThemeKey(key)) throw new Error(`--only: ${key} is not a theme key (npm run gallery draws the artistic themes)`);
  return key;
}

/** One line of index.json: what the gallery shows of a theme. */
interface GalleryEntry {
  key: ThemeKey;
  name: string;
  description: string;
  tone: Theme['tone'];
  file: string;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The contact sheet: posters in a grid on a neutral ground, each key written under its poster. */
async function contactSheet(thumbs: Array<{ theme: ArtisticTheme; file: string }>, options: Options): Promise<Buffer> {
  const cellWidth = options.cell;
  const cellHeight = Math.round((cellWidth * THUMB.height) / THUMB.width);
  const gap = Math.round(cellWidth * 0.08);
  const caption = Math.round(cellWidth * 0.13);
  const columns = Math.min(options.columns, thumbs.length);
  const rows = Math.ceil(thumbs.length / columns);
  const width = gap + columns * (cellWidth + gap);
  const height = gap + rows * (cellHeight + caption + gap);
  const fontSize = Math.round(caption * 0.5);

  const composites: OverlayOptions[] = [];
  let labels = '';
  for (const [i, { theme, file }] of thumbs.entries()) {
    const x = gap + (i % columns) * (cellWidth + gap);
    const y = gap + Math.floor(i / columns) * (cellHeight + caption + gap);
    composites.push({ input: await sharp(file).resize(cellWidth, cellHeight).toBuffer(), left: x, top: y });
    labels += `<text x="${x + cellWidth / 2}" y="${y + cellHeight + caption * 0.68}" text-anchor="middle">${escapeXml(theme.key)}</text>`;
  }
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<g font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="${fontSize}" fill="#2b2b2b">${labels}</g></svg>`,
  );
  composites.push({ input: overlay, left: 0, top: 0 });
  return sharp({ create: { width, height, channels: 3, background: '#e9e7e2' } })
    .composite(composites)
    .webp({ quality: THUMB.quality })
    .toBuffer();
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const themes = Object.values(THEMES).filter((theme) => !options.only || options.only.includes(theme.key));
  if (themes.length === 0) throw new Error(`no theme matches --only ${options.only?.join(',')}`);
  await fs.mkdir(options.out, { recursive: true });

  const concurrency = Math.max(2, os.availableParallelism());
  const engine = new PosterEngine({ tilesUrl: options.tiles, concurrency, maxQueue: themes.length, deadlineMs: 120_000 });
  const started = performance.now();
  console.log(`gallery: ${themes.length} themes of ${options.city} (${options.lat}, ${options.lon}, zoom ${options.zoom}) into ${options.out}/`);

  let done = 0;
  const results = await Promise.all(
    themes.map(async (theme) => {
      const spec = parsePosterSpec({
        theme: theme.key,
        lat: options.lat,
        lon: options.lon,
        zoom: options.zoom,
        city: options.city,
        country: options.country,
        format: 'png',
        width: 3,
        height: 4,
        maxDimension: 1024,
      });
      const output = await engine.render(spec);
      const file = path.join(options.out, `${theme.key}.webp`);
      await sharp(output.bytes).resize(THUMB.width, THUMB.height, { fit: 'cover' }).webp({ quality: THUMB.quality }).toFile(file);
      done += 1;
      console.log(`  [${String(done).padStart(2)}/${themes.length}] ${theme.key.padEnd(18)} ${output.timings.total.toFixed(0).padStart(5)} ms`);
      return { theme, file };
    }),
  );

  const sheetFile = path.join(options.out, 'contact-sheet.webp');
  await fs.writeFile(sheetFile, await contactSheet(results, options));
  console.log(`  contact sheet ${sheetFile}`);

  const index = results.map(
    ({ theme, file }): GalleryEntry => ({
      key: theme.key,
      name: theme.name,
      description: theme.description,
      tone: theme.tone,
      file: path.basename(file),
    }),
  );
  await fs.writeFile(path.join(options.out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  console.log(`gallery: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
