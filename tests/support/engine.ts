import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './server';

export const PLACES = path.resolve(ROOT, 'data/tiles/places.pmtiles');
export const CITY = path.resolve(ROOT, 'data/tiles/city.pmtiles');
export const MONACO = path.resolve(ROOT, 'data/tiles/monaco.pmtiles');

/** A straight route across the Copenhagen core (Central Station to Nyhavn), as a poster's route fields. */
export const COPENHAGEN_STRAIGHT_ROUTE = {
  showRoute: true,
  routeProfile: 'straight',
  routeStartLat: 55.6727,
  routeStartLon: 12.5655,
  routeEndLat: 55.6799,
  routeEndLon: 12.59,
} as const;

/** Debian's Chromium when installed (as .ci/run does), else undefined: the engine then unpacks the one in @sparticuz/chromium. */
export const CHROMIUM: string | undefined = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Rasterises page 1 of a PDF with poppler at a given width in px, as raw RGB. */
export async function pdfToPixels(pdf: Buffer, width: number): Promise<{ data: Buffer; width: number; height: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '72',
      '-scale-to-x',
      String(width),
      '-scale-to-y',
      '-1',
      '-singlefile',
      path.join(dir, 'in.pdf'),
      path.join(dir, 'out'),
    ]);
    const { data, info } = await sharp(path.join(dir, 'out.png')).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** What one of poppler's text tools (pdfinfo, pdfimages) prints for the PDF, given `args` before the file. */
function poppler(tool: 'pdfinfo' | 'pdfimages', args: string[], pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    return execFileSync(tool, [...args, path.join(dir, 'in.pdf')], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function pdfInfo(pdf: Buffer): Record<string, string> {
  return Object.fromEntries(
    poppler('pdfinfo', [], pdf)
      .split('\n')
      .filter((l) => l.includes(':'))
      .map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]),
  );
}

/** The images a PDF holds, as poppler's pdfimages lists them: "type width×height" each (a vector PDF has none). */
export function pdfImages(pdf: Buffer): string[] {
  // Two header lines, then one line an image: page, num, type, width, height, …
  return poppler('pdfimages', ['-list'], pdf)
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const [, , type, width, height] = line.trim().split(/\s+/);
      return `${type} ${width}×${height}`;
    });
}

/** The page boxes of a one-page PDF as poppler's pdfinfo reads them: [x0, y0, x1, y1] in points. */
export function pdfBoxes(pdf: Buffer): Record<'MediaBox' | 'CropBox' | 'BleedBox' | 'TrimBox' | 'ArtBox', [number, number, number, number]> {
  const text = poppler('pdfinfo', ['-box'], pdf);
  const boxes = [...text.matchAll(/^(\w+Box):\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)/gm)].map((m) => [
    m[1],
    [Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])],
  ]);
  return Object.fromEntries(boxes);
}

/** Mean absolute difference per channel (0-255) between two raw RGB images of one size. */
export function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i]! - b[i]!);
  return total / a.length;
}

/**
 * An engine that draws a 2×2 PNG at once, calling `during` while it "draws" (to inject a fault
 * mid-render): for tests about what happens around the drawing.
 */
export function instantEngine(during: () => void = () => {}): Pick<import('@/lib/render').PosterEngine, 'render'> {
  return {
    render: async () => {
      during();
      return {
        format: 'png',
        mime: 'image/png',
        bytes: await sharp({ create: { width: 2, height: 2, channels: 3, background: '#123456' } })
          .png()
          .toBuffer(),
        width: 2,
        height: 2,
        warnings: [],
        timings: { tiles: 0, svg: 0, draw: 0, encode: 0, total: 0, cpu: { tiles: 0, svg: 0, draw: 0, encode: 0, total: 0 } },
      };
    },
  };
}
