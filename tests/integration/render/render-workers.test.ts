import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parsePosterSpec, PosterEngine, RenderError } from '@/lib/render';
import { buildRenderWorker } from '@/scripts/build-render-worker.mjs';
import { CITY } from '@/tests/support/engine';

/**
 * Raster posters made in worker threads running the bundled engine (what `npm start` serves with):
 * the oracle is the same engine on this thread, byte for byte.
 */
const root = path.resolve(import.meta.dirname, '../../..');
// Inside the repo, as the real bundle is: its packages resolve from the repo's node_modules.
fs.mkdirSync(path.join(root, '.next'), { recursive: true });
const folder = fs.mkdtempSync(path.join(root, '.next', 'test-render-worker-'));
let script = '';
let threaded: PosterEngine;
const here = new PosterEngine({ tilesUrl: CITY, rasterStrips: false });

beforeAll(async () => {
  script = await buildRenderWorker(root, path.join(folder, 'render-worker.mjs'));
  // Posters drawn whole on both sides, whatever workers are idle: strips may move a pixel by a few levels
  // (lib/render/threads/strips.ts), and these compare bytes.
  threaded = new PosterEngine({ tilesUrl: CITY, workerScript: script, concurrency: 2, rasterStrips: false });
}, 120_000);
afterAll(async () => {
  await threaded?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const copenhagen = (extra: Record<string, unknown> = {}) =>
  parsePosterSpec({ lat: 55.6761, lon: 12.5683, zoom: 14, city: 'Copenhagen', country: 'Denmark', width: 600, height: 800, ...extra });

describe('posters in render workers', () => {
  it('are the same bytes as on this thread, preview too, in PNG, JPEG, WebP and SVG, several at once', async () => {
    const specs = [
      copenhagen({ format: 'png' }),
      copenhagen({ format: 'jpeg', theme: 'vintage_atlas' }),
      copenhagen({ format: 'webp', theme: 'minimal_white' }),
      copenhagen({ format: 'svg', theme: 'blueprint_classic' }),
    ];
    const inWorkers = await Promise.all(specs.map((spec) => threaded.render(spec, { preview: true })));
    expect(threaded.threaded).toBe(true);
    for (const [index, spec] of specs.entries()) {
      const onThisThread = await here.render(spec, { preview: true });
      const made = inWorkers[index]!;
      expect(Buffer.isBuffer(made.bytes)).toBe(true);
      expect(made.bytes.equals(onThisThread.bytes)).toBe(true);
      expect(made.preview?.bytes.equals(onThisThread.preview!.bytes)).toBe(true);
      expect([made.mime, made.width, made.height, made.warnings]).toEqual([onThisThread.mime, onThisThread.width, onThisThread.height, onThisThread.warnings]);
      // An SVG is written, not drawn.
      expect(made.timings.draw > 0).toBe(spec.format !== 'svg');
    }
  });

  it('fail with the RenderError code and message the engine gives on this thread', async () => {
    // Paris: the bundled Copenhagen extract has no data there.
    const paris = parsePosterSpec({ lat: 48.8566, lon: 2.3522, zoom: 13, width: 600, height: 800 });
    const expected = await here.render(paris).catch((error: unknown) => error);
    expect(expected).toBeInstanceOf(RenderError);
    const failure = await threaded.render(paris).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RenderError);
    expect(failure).toMatchObject({ code: (expected as RenderError).code, message: (expected as RenderError).message });
    // The worker goes on making posters.
    expect((await threaded.render(copenhagen())).bytes.length).toBeGreaterThan(1000);
  });

  // Anti-aliasing near a seam moves by a few levels of 255, never a line. resvg: measured 7-9. Skia picks its
  // anti-aliasing per path, and a label cut by a strip's edge is covered another way: up to 29 at glyph edges on
  // a few hundred pixels (a print designer looked at 100 %: nothing to see).
  const SEAM_BOUND = { resvg: { largest: 12, share: 0.0005 }, skia: { largest: 40, share: 0.002 } } as const;
  for (const rasterBackend of ['resvg', 'skia'] as const) {
    it(`draw a poster in strips on a free core, with the pixels of the poster drawn whole (${rasterBackend})`, async () => {
      const spec = copenhagen({ format: 'png' });
      const wholeHere = new PosterEngine({ tilesUrl: CITY, rasterStrips: false, rasterBackend });
      const whole = await wholeHere.render(spec);
      // One poster on a pool of two: its worker takes the other core for a second strip.
      const stripping = new PosterEngine({ tilesUrl: CITY, workerScript: script, concurrency: 2, rasterBackend });
      try {
        const told: string[] = [];
        const inStrips = await stripping.render(spec, { onProgress: ({ stripsDone, strips }) => told.push(`${stripsDone}/${strips}`) });
        // Its progress, told from the worker thread strip by strip: none, then each, then all.
        const strips = Number(told.at(-1)?.split('/')[1]);
        expect(strips).toBeGreaterThanOrEqual(2);
        expect(told).toEqual(Array.from({ length: strips + 1 }, (_, done) => `${done}/${strips}`));
        const pixels = (png: Buffer) => sharp(png).raw().toBuffer();
        const [a, b] = await Promise.all([pixels(inStrips.bytes), pixels(whole.bytes)]);
        expect(a.length).toBe(b.length);
        let largest = 0;
        let off = 0;
        for (let i = 0; i < a.length; i++) {
          const difference = Math.abs(a[i]! - b[i]!);
          largest = Math.max(largest, difference);
          if (difference > 8) off++;
        }
        expect(largest).toBeGreaterThan(0); // drawn in strips indeed: not the whole poster's very bytes
        expect(largest).toBeLessThanOrEqual(SEAM_BOUND[rasterBackend].largest);
        expect(off / a.length).toBeLessThanOrEqual(SEAM_BOUND[rasterBackend].share);
      } finally {
        await stripping.close();
      }
    });
  }

  it('run at the nice value they are given, below the server thread, which stays at its own', async () => {
    // Linux: each thread's nice value is field 19 of /proc/self/task/<tid>/stat.
    const niceOf = (tid: string | number) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const niceOfThreads = () => fs.readdirSync('/proc/self/task').map(niceOf);
    const before = niceOfThreads().filter((nice) => nice === 7).length;
    const lowered = new PosterEngine({ tilesUrl: CITY, workerScript: script, concurrency: 1, workerNice: 7 });
    try {
      await lowered.render(copenhagen({ format: 'png' }));
      expect(niceOfThreads().filter((nice) => nice === 7).length).toBeGreaterThan(before);
      // The main thread, whose id is the process's (not the first of the list: ids wrap around on a long-running machine).
      expect(niceOf(process.pid)).toBe(os.getPriority());
    } finally {
      await lowered.close();
    }
  });

  it('stop when the caller goes away, and the worker takes the next poster', async () => {
    const controller = new AbortController();
    const stopped = threaded.render(copenhagen({ width: 3072, height: 4096 }), { signal: controller.signal });
    setImmediate(() => controller.abort());
    await expect(stopped).rejects.toMatchObject({ code: 'aborted' });
    expect((await threaded.render(copenhagen())).bytes.length).toBeGreaterThan(1000);
  });

  it('are made on this thread, the same, with a warning, when the worker script cannot run', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const missing = new PosterEngine({ tilesUrl: CITY, workerScript: path.join(folder, 'no-such-worker.mjs'), concurrency: 1, rasterStrips: false });
    try {
      const spec = copenhagen();
      const made = await missing.render(spec);
      expect(missing.threaded).toBe(false);
      expect(made.bytes.equals((await here.render(spec)).bytes)).toBe(true);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/the poster engine runs on the main thread: its worker did not start/);
    } finally {
      warn.mockRestore();
      await missing.close();
    }
  });

  it("imports only the packages a production install keeps (package.json's dependencies)", () => {
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const bundle = fs.readFileSync(script, 'utf8');
    const imported = [...bundle.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]!).filter((name) => !name.startsWith('node:'));
    const packages = [
      ...new Set(
        imported.map((name) =>
          name
            .split('/')
            .slice(0, name.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
      ),
    ];
    expect(packages.length).toBeGreaterThan(5);
    expect(packages.filter((name) => !(name in dependencies))).toEqual([]);
  });
});
