// npm run bench [-- --runs N --print-runs N --views copenhagen-core,cumberland-terrain,monaco --formats png,pdf --city 東京 --latency 60 --remote pmtiles --no-tile-cache --no-strips | --help]
// RASTER_BACKEND=skia|resvg npm run bench: the raster backend the service would use (lib/config), printed in the header.
// Renders fixed real views at 3072×4096 (or a print size) in every format and prints min / median per stage, wall
// and CPU, and each view's ratio to the MapLibre GL reference and peak memory (the process's RSS, sampled every 20 ms
// while the view is drawn: a view after a bigger one may show the bigger one's memory not yet given back, so measure
// a print view alone, --views copenhagen-a0-300), the process's peak memory, then the time of one warm measureText
// (every title and label is measured so); writes the numbers to bench-results/<commit>.json for comparison. Speed is
// measured here only: the tests assert behaviour, never time.
//
// whole-city: a full-coverage city, the Copenhagen core's densest z14 tiles repeated over 12 × 12 km (served on
// loopback, ./tile-server), drawn at zoom 12: 8.3 × 11 km of dense city, detail tiles z14.
// remote: the bundled archive served on loopback with --latency ms added to every request (a remote planet's round
// trip), as --remote says: a .pmtiles URL read by range requests (pmtiles), or TileJSON naming {z}/{x}/{y} tiles
// (tilejson, as OpenFreeMap); with the disk tile cache (TILE_CACHE_MB's, in a fresh folder) unless --no-tile-cache.
// Prints its first poster (nothing cached), a new engine's first poster with the disk cache warm (a restarted server,
// another render worker), and warm posters (decoded tiles in memory).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_TILE_CACHE_MB, getConfig } from '@/lib/config';
import {
  DEFAULT_RASTER_BACKEND,
  fontFace,
  fontsReady,
  FORMATS,
  measureText,
  parsePosterSpec,
  PdfPrinter,
  PosterEngine,
  TileStore,
  type Format,
  type Timings,
} from '@/lib/render';
import { startTileServer, type TileServer } from './tile-server';

/**
 * The reference the bench compares with: MapLibre GL JS in headless Chromium on this 2-core machine, warm, drawing
 * the Copenhagen core at z14 at 3072×4096 from city.pmtiles (page 0.13 s + map idle 1.69 s + canvas toBlob 0.27 s),
 * measured side by side with the bench in one quiet window (issue 29). tests/reference/maplibre.ts draws one layer
 * group per style for the look tests, not a whole poster, so the time is recorded here rather than measured.
 */
const MAPLIBRE_REFERENCE_MS = 2090;

const DATA = path.resolve(process.cwd(), 'data/tiles');
const CORE = { lat: 55.676, lon: 12.576 };
/** city.pmtiles's dense z14 block: the core (City Hall Square, Indre By, Christianshavn, Vesterbro), 25-176 KB a tile. */
const CORE_BLOCK = { x0: 8762, x1: 8765, y0: 5126, y1: 5130 };
const CUMBERLAND = {
  lat: 36.59,
  lon: -84.245,
  zoom: 11.3,
  city: 'Cumberland Mountains',
  country: 'Tennessee',
  showRoads: false,
  showWater: false,
  showParks: false,
} as const;
const PRINT_VIEW = {
  tiles: 'city.pmtiles',
  lat: 55.676,
  lon: 12.576,
  zoom: 13,
  city: 'Copenhagen',
  country: 'Denmark',
  dpi: 300,
  bleedMm: 3,
  formats: ['png'],
} as const;
const VIEWS = {
  'copenhagen-core': { tiles: 'city.pmtiles', lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark' },
  'copenhagen-whole': { tiles: 'city.pmtiles', lat: 55.6674, lon: 12.5731, zoom: 13, city: 'København', country: 'Danmark' },
  'whole-city': { tiles: 'whole-city', ...CORE, zoom: 12, city: 'Copenhagen', country: 'Denmark' },
  remote: { tiles: 'remote', ...CORE, zoom: 14, city: 'Copenhagen', country: 'Denmark' },
  'baltimore-harbour': { tiles: 'places.pmtiles', lat: 39.279, lon: -76.585, zoom: 14, city: 'Baltimore', country: 'Maryland' },
  monaco: { tiles: 'places.pmtiles', lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', country: 'Monte Carlo' },
  vaduz: { tiles: 'places.pmtiles', lat: 47.141, lon: 9.521, zoom: 13, city: 'Vaduz', country: 'Liechtenstein' },
  // The core with a walk from Central Station to Nyhavn by Strøget, routed and (to compare) straight.
  'copenhagen-walk': { tiles: 'city.pmtiles', lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark', ...walk('walk') },
  'copenhagen-straight': { tiles: 'city.pmtiles', lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark', ...walk('straight') },
  // Print sizes instead of 3072×4096: 50 × 70 cm with 3 mm bleed (crop marks on the PDF), and A3 at 300 dpi.
  'copenhagen-50x70': { tiles: 'city.pmtiles', lat: 55.676, lon: 12.576, zoom: 13, city: 'Copenhagen', country: 'Denmark', printSize: '50x70cm', bleedMm: 3 },
  'copenhagen-a3': { tiles: 'city.pmtiles', lat: 55.676, lon: 12.576, zoom: 13, city: 'Copenhagen', country: 'Denmark', printSize: 'A3' },
  // The print views of issue 40: A2 (5032 × 7087 px) and A0 (10004 × 14114 px) at 300 dpi with 3 mm bleed, PNG only,
  // drawn in strips and encoded as a stream (lib/render/threads); --print-runs warm runs each, their peak RSS beside.
  'copenhagen-a2-300': { ...PRINT_VIEW, printSize: 'A2' },
  'copenhagen-a0-300': { ...PRINT_VIEW, printSize: 'A0' },
  // Terrain (issue 43): a terrain poster of the bundled elevation archive (no map data: roads, water, parks off),
  // hillshade with 20 m contours and their labels, and hillshade alone; its cost is the tiles stage's.
  'cumberland-terrain': { tiles: 'city.pmtiles', ...CUMBERLAND, terrain: { contours: { interval: 20, labels: true } } },
  'cumberland-hillshade': { tiles: 'city.pmtiles', ...CUMBERLAND, terrain: {} },
} as const;

function walk(routeProfile: 'walk' | 'straight') {
  return {
    showRoute: true,
    routeStartLat: 55.6727,
    routeStartLon: 12.565,
    routeEndLat: 55.6798,
    routeEndLon: 12.5905,
    routeViaPoints: [{ lat: 55.6786, lon: 12.5727 }],
    routeProfile,
  } as const;
}
type ViewName = keyof typeof VIEWS;

const OPTIONS = {
  runs: { type: 'string', default: '5' },
  // A0 at 300 dpi is ~140 Mpx: fewer warm runs of the print views than of the everyday poster.
  'print-runs': { type: 'string', default: '2' },
  views: { type: 'string' },
  formats: { type: 'string' },
  theme: { type: 'string', default: 'midnight_dark' },
  city: { type: 'string' },
  latency: { type: 'string', default: '60' },
  remote: { type: 'string', default: 'pmtiles' },
  'no-tile-cache': { type: 'boolean', default: false },
  'no-strips': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

/** What --help, or an option it does not know, prints: the first comment of this file, the usage. */
function usage(): string {
  const lines = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n');
  return lines
    .slice(
      0,
      lines.findIndex((line) => !line.startsWith('//')),
    )
    .map((line) => line.replace(/^\/\/ ?/, ''))
    .join('\n');
}

const parsed = (() => {
  try {
    return parseArgs({ options: OPTIONS });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage()}`);
    process.exit(2);
  }
})();
if (parsed.values.help) {
  console.log(usage());
  process.exit(0);
}
const { values } = parsed;
const latencyMs = Math.max(0, Number(values.latency));
if (values.remote !== 'pmtiles' && values.remote !== 'tilejson') throw new Error('--remote is pmtiles or tilejson');
const runs = Math.max(1, Number(values.runs));
const printRuns = Math.max(1, Number(values['print-runs']));
const views = (values.views?.split(',') ?? Object.keys(VIEWS)) as ViewName[];
const formats = (values.formats?.split(',') ?? FORMATS) as Format[];

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** µs per warm measureText of a 20-character title (Playfair Display 700, 64 px, tracked): the median of `runs` rounds. */
async function measureTextMicros(): Promise<{ min: number; median: number }> {
  await fontsReady();
  const face = fontFace('Playfair Display', 700);
  const title = 'Copenhagen, Denmark.';
  measureText(face, title, 64, 4); // warm: the face is loaded and shaped once
  const perCall: number[] = [];
  for (let round = 0; round < runs; round++) {
    const calls = 2_000;
    const started = performance.now();
    for (let i = 0; i < calls; i++) measureText(face, title, 64, 4);
    perCall.push(((performance.now() - started) * 1000) / calls);
  }
  return { min: Math.min(...perCall), median: median(perCall) };
}

async function main(): Promise<void> {
  const config = getConfig();
  // The backend the service would draw with (RASTER_BACKEND), so a before/after pair is one variable apart.
  const rasterBackend = config.rasterBackend ?? DEFAULT_RASTER_BACKEND;
  const rasterStrips = !values['no-strips'];
  const printer = new PdfPrinter({
    executablePath: config.browser.executablePath ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    wsEndpoint: config.browser.wsEndpoint,
  });
  const results: Array<{
    view: string;
    format: Format;
    width: number;
    height: number;
    bytes: number;
    runs: number;
    min: Timings;
    median: Timings;
    maplibreRatio: number;
    peakRssBytes: number;
  }> = [];
  let peakRss = 0;
  let viewPeakRss = 0;
  const sample = () => {
    const rss = process.memoryUsage().rss;
    peakRss = Math.max(peakRss, rss);
    viewPeakRss = Math.max(viewPeakRss, rss);
  };
  const sampler = setInterval(sample, 20);

  console.log(
    `Atlasprint bench: ${runs} warm runs per view and format (print views ${printRuns}), 3072×4096 or the print size, theme ${values.theme}, raster backend ${rasterBackend}${rasterStrips ? '' : ', strips off'}${values.city === undefined ? '' : `, title ${values.city}`}\n`,
  );
  console.log('wall / CPU ms, medians; ×ML: total wall against MapLibre GL JS warm on the core (2.09 s)\n');
  console.log('view               format   bytes     tiles      svg        draw       encode     total          min    ×ML  peak MiB  size');
  const servers: TileServer[] = [];
  const remote: Array<{
    format: Format;
    latencyMs: number;
    form: string;
    diskCache: boolean;
    firstMs: number;
    firstTilesMs: number;
    diskWarmMs?: number;
    diskWarmTilesMs?: number;
    requests: number;
  }> = [];
  for (const name of views) {
    const { tiles, ...fields } = VIEWS[name];
    // A print view is drawn in the formats it names only.
    const { formats: printFormats, ...view } = { formats: undefined as readonly Format[] | undefined, ...fields };
    const only: readonly Format[] | undefined = printFormats;
    const print = only !== undefined;
    let tilesUrl = path.join(DATA, tiles);
    if (tiles === 'whole-city') {
      const server = await startTileServer({ archive: path.join(DATA, 'city.pmtiles'), repeat: { block: CORE_BLOCK, ...CORE, radiusM: 6000 } });
      servers.push(server);
      tilesUrl = `${server.origin}/tiles/{z}/{x}/{y}.pbf`;
    }
    for (const format of formats.filter((format) => only?.includes(format) ?? true)) {
      const size = 'printSize' in view ? (format === 'pdf' ? { cropMarks: true } : {}) : { width: 3072, height: 4096, maxDimension: 4096 };
      const spec = parsePosterSpec({ ...view, ...(values.city === undefined ? {} : { city: values.city }), theme: values.theme, format, ...size });
      let engine: PosterEngine;
      if (tiles === 'remote') {
        // A server of its own per format: a new URL, so nothing of it is cached in this process yet.
        const server = await startTileServer({ archive: path.join(DATA, 'city.pmtiles'), latencyMs });
        servers.push(server);
        tilesUrl = values.remote === 'pmtiles' ? `${server.origin}/archive.pmtiles` : `${server.origin}/tiles.json`;
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-bench-tiles-'));
        const tileCache = values['no-tile-cache'] ? undefined : { dir, maxBytes: DEFAULT_TILE_CACHE_MB * 1024 * 1024 };
        engine = new PosterEngine({ tilesUrl, printer, tileStore: new TileStore(), tileCache, rasterBackend, rasterStrips });
        const first = await engine.render(spec);
        const requests = server.stats.requests;
        // Another engine on the same disk cache, as a restarted server or another render worker: its source is
        // opened anew (tileSourceFor keeps one per location and cache settings, so the bound differs by a byte).
        let diskWarm: Timings | undefined;
        if (tileCache) {
          const again = new PosterEngine({
            tilesUrl,
            printer,
            tileStore: new TileStore(),
            tileCache: { ...tileCache, maxBytes: tileCache.maxBytes - 1 },
            rasterBackend,
            rasterStrips,
          });
          diskWarm = (await again.render(spec)).timings;
        }
        remote.push({
          format,
          latencyMs,
          form: values.remote!,
          diskCache: tileCache !== undefined,
          firstMs: first.timings.total,
          firstTilesMs: first.timings.tiles,
          diskWarmMs: diskWarm?.total,
          diskWarmTilesMs: diskWarm?.tiles,
          requests,
        });
        fs.rmSync(dir, { recursive: true, force: true });
      } else
        engine = new PosterEngine({ tilesUrl, printer, tileStore: tilesUrl.startsWith('http') ? new TileStore() : undefined, rasterBackend, rasterStrips });
      viewPeakRss = process.memoryUsage().rss;
      const warm = await engine.render(spec); // warm: tiles decoded, fonts subset, browser up
      const timings: Timings[] = [];
      let bytes = 0;
      const viewRuns = print ? printRuns : runs;
      for (let i = 0; i < viewRuns; i++) {
        const result = await engine.render(spec);
        timings.push(result.timings);
        bytes = result.bytes.length;
        sample();
      }
      const keys = ['tiles', 'svg', 'draw', 'encode', 'total'] as const;
      const pick = (f: (xs: number[]) => number, read: (t: Timings) => number) => Math.round(f(timings.map(read)));
      const summary = (f: (xs: number[]) => number): Timings => ({
        ...(Object.fromEntries(keys.map((k) => [k, pick(f, (t) => t[k])])) as Omit<Timings, 'cpu'>),
        cpu: Object.fromEntries(keys.map((k) => [k, pick(f, (t) => t.cpu[k])])) as Timings['cpu'],
      });
      const [min, mid] = [summary((xs) => Math.min(...xs)), summary(median)];
      const ratio = mid.total / MAPLIBRE_REFERENCE_MS;
      const { width, height } = warm;
      results.push({
        view: name,
        format,
        width,
        height,
        bytes,
        runs: viewRuns,
        min,
        median: mid,
        maplibreRatio: Math.round(ratio * 1000) / 1000,
        peakRssBytes: viewPeakRss,
      });
      const cell = (k: (typeof keys)[number]) => `${mid[k]}/${mid.cpu[k]}`.padEnd(k === 'total' ? 13 : 11);
      console.log(
        `${name.padEnd(18)} ${format.padEnd(8)} ${`${(bytes / 1024 / 1024).toFixed(2)} MB`.padEnd(9)} ${keys.map(cell).join('')} ${`${min.total}`.padStart(5)} ${ratio.toFixed(2).padStart(6)} ${(viewPeakRss / 1024 / 1024).toFixed(0).padStart(9)}  ${width}×${height}`,
      );
    }
  }
  clearInterval(sampler);
  await printer.close();
  await Promise.all(servers.map((server) => server.close()));
  for (const run of remote) {
    console.log(
      `\nremote (${run.form}, ${run.latencyMs} ms a request, ${run.diskCache ? 'disk tile cache' : 'no disk cache'}) ${run.format}: first poster ${Math.round(run.firstMs)} ms, tiles ${Math.round(run.firstTilesMs)} ms (${run.requests} requests)` +
        `${run.diskWarmMs === undefined ? '' : `, a new engine on the warm disk cache ${Math.round(run.diskWarmMs)} ms, tiles ${Math.round(run.diskWarmTilesMs ?? 0)} ms`}; warm: the remote row above`,
    );
  }
  const measure = await measureTextMicros();
  console.log(`\nmeasureText, warm, a 20-character title: ${measure.median.toFixed(1)} µs (min ${measure.min.toFixed(1)} µs)`);
  const peak = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
  console.log(`\npeak memory (RSS of the render process): ${(peak / 1024 / 1024).toFixed(0)} MiB`);

  let commit = 'uncommitted';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    /* not a git checkout */
  }
  fs.mkdirSync('bench-results', { recursive: true });
  const file = path.join('bench-results', `${commit}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        commit,
        date: new Date().toISOString(),
        runs,
        theme: values.theme,
        maplibreReferenceMs: MAPLIBRE_REFERENCE_MS,
        peakRssBytes: peak,
        measureTextMicros: measure,
        results,
        remote,
      },
      null,
      2,
    ),
  );
  console.log(`written ${file}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
