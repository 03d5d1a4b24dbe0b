// npm run bench [-- --runs N --views copenhagen-core,monaco --formats png,pdf --city 東京]
// Renders fixed real views at 3072×4096 (or a print size) in every format and prints min / median per stage and
// the peak memory, then the time of one warm measureText (every title and label is measured so); writes the numbers
// to bench-results/<commit>.json for comparison. Speed is measured here only: the tests assert behaviour, never time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getConfig } from '@/lib/config';
import { fontFace, fontsReady, FORMATS, measureText, parsePosterSpec, PdfPrinter, PosterEngine, type Format, type Timings } from '@/lib/render';

const DATA = path.resolve(process.cwd(), 'data/tiles');
const VIEWS = {
  'copenhagen-core': { tiles: 'city.pmtiles', lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark' },
  'copenhagen-whole': { tiles: 'city.pmtiles', lat: 55.6674, lon: 12.5731, zoom: 13, city: 'København', country: 'Danmark' },
  'baltimore-harbour': { tiles: 'places.pmtiles', lat: 39.279, lon: -76.585, zoom: 14, city: 'Baltimore', country: 'Maryland' },
  monaco: { tiles: 'places.pmtiles', lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', country: 'Monte Carlo' },
  vaduz: { tiles: 'places.pmtiles', lat: 47.141, lon: 9.521, zoom: 13, city: 'Vaduz', country: 'Liechtenstein' },
  // The core with a walk from Central Station to Nyhavn by Strøget, routed and (to compare) straight.
  'copenhagen-walk': { tiles: 'city.pmtiles', lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark', ...walk('walk') },
  'copenhagen-straight': { tiles: 'city.pmtiles', lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark', ...walk('straight') },
  // Print sizes instead of 3072×4096: 50 × 70 cm with 3 mm bleed (crop marks on the PDF), and A3 at 300 dpi.
  'copenhagen-50x70': { tiles: 'city.pmtiles', lat: 55.676, lon: 12.576, zoom: 13, city: 'Copenhagen', country: 'Denmark', printSize: '50x70cm', bleedMm: 3 },
  'copenhagen-a3': { tiles: 'city.pmtiles', lat: 55.676, lon: 12.576, zoom: 13, city: 'Copenhagen', country: 'Denmark', printSize: 'A3' },
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

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    views: { type: 'string' },
    formats: { type: 'string' },
    theme: { type: 'string', default: 'midnight_dark' },
    city: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
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
  const printer = new PdfPrinter({
    executablePath: config.browser.executablePath ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    wsEndpoint: config.browser.wsEndpoint,
  });
  const results: Array<{ view: string; format: Format; bytes: number; min: Timings; median: Timings }> = [];
  let peakRss = 0;
  const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
  const sampler = setInterval(sample, 20);

  console.log(
    `Atlasprint bench: ${runs} warm runs per view and format, 3072×4096, theme ${values.theme}${values.city === undefined ? '' : `, title ${values.city}`}\n`,
  );
  console.log('view               format   bytes     tiles    svg      draw     encode   total (median; min)');
  for (const name of views) {
    const { tiles, ...view } = VIEWS[name];
    const engine = new PosterEngine({ tilesUrl: path.join(DATA, tiles), printer });
    for (const format of formats) {
      const size = 'printSize' in view ? (format === 'pdf' ? { cropMarks: true } : {}) : { width: 3072, height: 4096, maxDimension: 4096 };
      const spec = parsePosterSpec({ ...view, ...(values.city === undefined ? {} : { city: values.city }), theme: values.theme, format, ...size });
      await engine.render(spec); // warm: tiles decoded, fonts subset, browser up
      const timings: Timings[] = [];
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const result = await engine.render(spec);
        timings.push(result.timings);
        bytes = result.bytes.length;
        sample();
      }
      const stage = (pick: (t: Timings) => number) => ({ min: Math.min(...timings.map(pick)), median: median(timings.map(pick)) });
      const keys = ['tiles', 'svg', 'draw', 'encode', 'total'] as const;
      const summary = Object.fromEntries(keys.map((k) => [k, stage((t) => t[k])])) as Record<(typeof keys)[number], { min: number; median: number }>;
      results.push({
        view: name,
        format,
        bytes,
        min: Object.fromEntries(keys.map((k) => [k, Math.round(summary[k].min)])) as unknown as Timings,
        median: Object.fromEntries(keys.map((k) => [k, Math.round(summary[k].median)])) as unknown as Timings,
      });
      const cell = (k: (typeof keys)[number]) => `${`${Math.round(summary[k].median)}`.padStart(5)} ms `;
      console.log(
        `${name.padEnd(18)} ${format.padEnd(8)} ${`${(bytes / 1024 / 1024).toFixed(2)} MB`.padEnd(9)} ${keys.map(cell).join('')} (min ${Math.round(summary.total.min)} ms)`,
      );
    }
  }
  clearInterval(sampler);
  await printer.close();
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
    JSON.stringify({ commit, date: new Date().toISOString(), runs, theme: values.theme, peakRssBytes: peak, measureTextMicros: measure, results }, null, 2),
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
