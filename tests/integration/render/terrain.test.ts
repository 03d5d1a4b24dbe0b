import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PdfPrinter, PosterEngine, type PosterSpecInput } from '@/lib/render';
import { layoutPoster } from '@/lib/render/layout';
import { sampleElevation } from '@/lib/render/terrain/elevation';
import { BUNDLED_ELEVATION, BUNDLED_MAX_ZOOM } from '@/lib/render/terrain/test-grid';
import { themeForSpec } from '@/lib/render/themes';
import { openTileSource } from '@/lib/render/tiles';
import { CHROMIUM, PLACES } from '@/tests/support/engine';

/**
 * Terrain in the vector formats: SVG and PDF keep the contours as paths and the hillshade as one
 * embedded image (read back by poppler's pdfimages and pdftocairo, independent of the engine).
 */
const printer = new PdfPrinter({ executablePath: CHROMIUM });
const engine = new PosterEngine({ tilesUrl: PLACES, elevationUrl: path.resolve('data/elevation/cumberland.pmtiles'), printer });
afterAll(() => printer.close());

const terrainPoster: PosterSpecInput = {
  lat: 36.59,
  lon: -84.245,
  zoom: 11.3,
  city: 'Cumberland Mountains',
  maxDimension: 1024,
  showRoads: false,
  showWater: false,
  showParks: false,
  theme: 'vintage_atlas',
  terrain: { contours: { interval: 20, labels: true }, exaggeration: 1.5 },
};

function poppler(tool: string, pdf: Buffer, args: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    return (
      execFileSync(tool, [...args.map((arg) => arg.replace('$in', path.join(dir, 'in.pdf')).replace('$out', path.join(dir, 'out.svg')))], {
        encoding: 'utf8',
      }) + (fs.existsSync(path.join(dir, 'out.svg')) ? fs.readFileSync(path.join(dir, 'out.svg'), 'utf8') : '')
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** What the SVG's terrain layer holds (the hillshade, then the contours and their labels): up to the layer after it. */
function terrainLayer(svg: string): string {
  return /<g id="terrain" inkscape:groupmode="layer"[^>]*>(.*?)<\/g>(?=<g id="|<\/svg>)/s.exec(svg)?.[1] ?? '';
}

describe('terrain in SVG and PDF', () => {
  it('SVG: one hillshade PNG under the contour paths; index lines thicker; labels as outlines in the gaps', async () => {
    const result = await engine.render(parsePosterSpec({ ...terrainPoster, format: 'svg' }));
    const svg = result.bytes.toString('utf8');
    const contours = terrainLayer(svg);
    expect(contours.match(/^<image [^>]*href="data:image\/png;base64,/g)).toHaveLength(1);
    expect(svg.match(/<image /g)).toHaveLength(1);
    const strokes = [...contours.matchAll(/<path d="([^"]+)" fill="none" stroke="(#[0-9a-f]{6})" stroke-width="([\d.]+)"/g)];
    expect(strokes).toHaveLength(2);
    const [minor, index] = strokes.map((match) => ({ lines: (match[1]!.match(/M/g) ?? []).length, width: Number(match[3]) }));
    expect(index!.width).toBeGreaterThan(minor!.width * 1.8);
    // Every fifth line an index line: about a quarter as many index lines as the rest (gaps for labels split some).
    expect(minor!.lines).toBeGreaterThan(200);
    expect(index!.lines).toBeGreaterThan(minor!.lines / 8);
    expect(index!.lines).toBeLessThan(minor!.lines / 2);
    const labels = [...contours.matchAll(/<path d="[^"]+" transform="rotate\(/g)];
    expect(labels.length).toBeGreaterThan(5);
    expect(result.warnings).toEqual([]);
  });

  it('SVG: no contour line runs through a height label, its own line included (the print review of issue 43)', async () => {
    // A print size: the labels as a customer's print has them.
    const result = await engine.render(parsePosterSpec({ ...terrainPoster, maxDimension: 3072, format: 'svg' }));
    const svg = result.bytes.toString('utf8');
    const contours = terrainLayer(svg);
    const lines = [...contours.matchAll(/<path d="([^"]+)" fill="none"/g)].flatMap((match) =>
      match[1]!
        .split('M')
        .slice(1)
        .map((run) => [...run.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((point) => [Number(point[1]), Number(point[2])] as const)),
    );
    const labels = [...contours.matchAll(/<path d="([^"]+)" transform="rotate\((-?[\d.]+) (-?[\d.]+) (-?[\d.]+)\)"/g)].map((match) => {
      // The glyphs' ink box, unrotated; the label is turned by `angle` about (cx, cy).
      const numbers = (match[1]!.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
      const xs = numbers.filter((_, i) => i % 2 === 0);
      const ys = numbers.filter((_, i) => i % 2 === 1);
      return { box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], angle: Number(match[2]), cx: Number(match[3]), cy: Number(match[4]) };
    });
    expect(labels.length).toBeGreaterThan(20);
    /** Whether the segment a-b, turned back into the label's frame, passes through its ink box (Liang-Barsky). */
    const crosses = (label: (typeof labels)[number], a: readonly [number, number], b: readonly [number, number]) => {
      const radians = (-label.angle * Math.PI) / 180;
      const turn = ([x, y]: readonly [number, number]) => [
        label.cx + (x - label.cx) * Math.cos(radians) - (y - label.cy) * Math.sin(radians),
        label.cy + (x - label.cx) * Math.sin(radians) + (y - label.cy) * Math.cos(radians),
      ];
      const [x0, y0] = turn(a) as [number, number];
      const [x1, y1] = turn(b) as [number, number];
      const [minX, minY, maxX, maxY] = label.box as [number, number, number, number];
      let t0 = 0;
      let t1 = 1;
      const dx = x1 - x0;
      const dy = y1 - y0;
      for (const [p, q] of [
        [-dx, x0 - minX],
        [dx, maxX - x0],
        [-dy, y0 - minY],
        [dy, maxY - y0],
      ] as const) {
        if (p === 0) {
          if (q < 0) return false;
          continue;
        }
        const t = q / p;
        if (p < 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
        if (t0 > t1) return false;
      }
      return true;
    };
    let crossed = 0;
    for (const label of labels) {
      const reach = Math.hypot(label.box[2]! - label.box[0]!, label.box[3]! - label.box[1]!);
      const near = ([x, y]: readonly [number, number]) => Math.abs(x - label.cx) < reach && Math.abs(y - label.cy) < reach;
      if (lines.some((line) => line.some((point, i) => i > 0 && (near(point) || near(line[i - 1]!)) && crosses(label, line[i - 1]!, point)))) crossed++;
    }
    expect(crossed, `${crossed} of ${labels.length} labels have a contour line through them`).toBe(0);
  }, 120_000);

  it('SVG: every height label reads uphill, never upside down (the designer review of issue 43)', async () => {
    const spec = parsePosterSpec({ ...terrainPoster, maxDimension: 2048, format: 'svg' });
    const svg = (await engine.render(spec)).bytes.toString('utf8');
    const labels = [...terrainLayer(svg).matchAll(/<path d="([^"]+)" transform="rotate\((-?[\d.]+) (-?[\d.]+) (-?[\d.]+)\)"/g)].map((match) => {
      const ys = (match[1]!.match(/-?\d+(\.\d+)?/g) ?? []).map(Number).filter((_, i) => i % 2 === 1);
      return { angle: Number(match[2]), cx: Number(match[3]), cy: Number(match[4]), height: Math.max(...ys) - Math.min(...ys) };
    });
    expect(labels.length).toBeGreaterThan(20);
    // The ground on either side of each label, read from the bundled archive at the poster's own projection.
    const view = layoutPoster(spec, themeForSpec(spec), 14).view;
    const source = await openTileSource(BUNDLED_ELEVATION, 10_000, undefined, 'image');
    const mercator = ([lon, lat]: [number, number]): [number, number] => [(lon + 180) / 360, (1 - Math.asinh(Math.tan((lat * Math.PI) / 180)) / Math.PI) / 2];
    const points = labels.flatMap(({ angle, cx, cy, height }) => {
      // The figures' up on the page (y runs down), a glyph's height away from the line each side.
      const [ux, uy] = [Math.sin((angle * Math.PI) / 180) * height, -Math.cos((angle * Math.PI) / 180) * height];
      return [mercator(view.unproject(cx + ux, cy + uy)), mercator(view.unproject(cx - ux, cy - uy))];
    });
    const ground = await sampleElevation(source, 'terrarium', BUNDLED_MAX_ZOOM, { width: points.length, height: 1, at: (i) => points[i]! });
    const downhill = labels.filter((_, k) => ground.heights[2 * k]! < ground.heights[2 * k + 1]!);
    expect(labels.every(({ angle }) => angle > -90 && angle <= 90)).toBe(true);
    expect(downhill.length, `${downhill.length} of ${labels.length} labels face downhill`).toBe(0);
  }, 120_000);

  it.runIf(CHROMIUM)(
    'PDF: the hillshade is the one image in the file; the contours stay vector paths',
    async () => {
      const result = await engine.render(parsePosterSpec({ ...terrainPoster, format: 'pdf' }));
      const images = poppler('pdfimages', result.bytes, ['-list', '$in'])
        .split('\n')
        .filter((line) => /^\s*\d+\s+\d+\s+image/.test(line));
      expect(images).toHaveLength(1);
      const asSvg = poppler('pdftocairo', result.bytes, ['-svg', '$in', '$out']);
      // Thousands of line and curve segments: the contours, not a picture of them.
      const segments = [...asSvg.matchAll(/<path[^>]* d="([^"]+)"/g)].reduce((sum, match) => sum + (match[1]!.match(/[LC] /g) ?? []).length, 0);
      expect(segments).toBeGreaterThan(5_000);
    },
    120_000,
  );
});
