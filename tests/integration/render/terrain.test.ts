import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PdfPrinter, PosterEngine, type PosterSpecInput } from '@/lib/render';
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

describe('terrain in SVG and PDF', () => {
  it('SVG: one hillshade PNG under the contour paths; index lines thicker; labels as outlines in the gaps', async () => {
    const result = await engine.render(parsePosterSpec({ ...terrainPoster, format: 'svg' }));
    const svg = result.bytes.toString('utf8');
    expect(svg.match(/<image class="hillshade"[^>]*href="data:image\/png;base64,/g)).toHaveLength(1);
    const contours = /<g class="contours">(.*?)<\/g>/s.exec(svg)?.[1] ?? '';
    const strokes = [...contours.matchAll(/<path d="([^"]+)" fill="none" stroke="(#[0-9a-f]{6})" stroke-width="([\d.]+)"/g)];
    expect(strokes).toHaveLength(2);
    const [minor, index] = strokes.map((match) => ({ lines: (match[1]!.match(/M/g) ?? []).length, width: Number(match[3]) }));
    expect(index!.width).toBeGreaterThan(minor!.width * 1.8);
    // Every fifth line an index line: about a quarter as many index lines as the rest (gaps for labels split some).
    expect(minor!.lines).toBeGreaterThan(200);
    expect(index!.lines).toBeGreaterThan(minor!.lines / 8);
    expect(index!.lines).toBeLessThan(minor!.lines / 2);
    const labels = [...contours.matchAll(/<path d="[^"]+" fill="#[0-9a-f]{6}" transform="rotate\(/g)];
    expect(labels.length).toBeGreaterThan(5);
    expect(result.warnings).toEqual([]);
  });

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
