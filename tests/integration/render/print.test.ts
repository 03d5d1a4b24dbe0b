import extractChunks from 'png-chunks-extract';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTheme, parsePosterSpec, PdfPrinter, PosterEngine, SAFE_MARGIN_MM, type PosterSpecInput } from '@/lib/render';
import { fontsReady } from '@/lib/render/fonts';
import { layoutPoster } from '@/lib/render/svg';
import { capRatio } from '@/lib/render/svg/text';
import { CHROMIUM, pdfBoxes, pdfToPixels, PLACES } from '@/tests/support/engine';

/**
 * Print sizes, read back from the files by tools that did not write them: poppler's pdfinfo for the
 * PDF boxes, the PNG's own pHYs chunk, the JPEG's and WebP's Exif (exif-reader).
 */

const printer = new PdfPrinter({ executablePath: CHROMIUM });
const engine = new PosterEngine({ tilesUrl: PLACES, printer });
const monaco: PosterSpecInput = { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco', country: 'Principality of Monaco', theme: 'vintage_atlas' };
const render = (input: Partial<PosterSpecInput>) => engine.render(parsePosterSpec({ ...monaco, ...input }));

const pt = (mm: number) => (mm / 25.4) * 72;
/** [x0, y0, x1, y1] to within half a point. */
function expectBox(actual: number[] | undefined, expected: number[]) {
  expect(actual).toBeDefined();
  for (const [i, value] of actual!.entries()) {
    expect(Math.abs(value - expected[i]!), `box ${actual} vs ${expected.map((v) => v.toFixed(2))}`).toBeLessThanOrEqual(0.5);
  }
}

afterAll(() => printer.close());

describe('PDF at the physical size', () => {
  it('A4: the page is 210 × 297 mm and the TrimBox is the page', async () => {
    const output = await render({ printSize: 'A4', format: 'pdf' });
    const boxes = pdfBoxes(output.bytes);
    expectBox(boxes.MediaBox, [0, 0, pt(210), pt(297)]);
    expectBox(boxes.TrimBox, [0, 0, pt(210), pt(297)]);
    expectBox(boxes.BleedBox, [0, 0, pt(210), pt(297)]);
    // Vector: no dpi (the file holds no raster; it is sharp at any size).
    expect(output.print).toEqual({ widthMm: 210, heightMm: 297, bleedMm: 0, cropMarks: false, vector: true });
  });

  it('50 × 70 cm with 3 mm bleed: MediaBox = BleedBox = trim + 3 mm a side, TrimBox the finished size', async () => {
    const output = await render({ printSize: '50x70cm', bleedMm: 3, format: 'pdf' });
    const boxes = pdfBoxes(output.bytes);
    expectBox(boxes.MediaBox, [0, 0, pt(506), pt(706)]);
    expectBox(boxes.BleedBox, [0, 0, pt(506), pt(706)]);
    expectBox(boxes.TrimBox, [pt(3), pt(3), pt(503), pt(703)]);
    // Vector: text is text (pdftotext finds the title), not pixels.
    const { data, width, height } = await pdfToPixels(output.bytes, 506);
    expect([width, height]).toEqual([506, 706]);
    // The bleed is drawn (the page colour runs to the sheet's edge, no white frame).
    const corner = [data[0], data[1], data[2]];
    expect(corner).not.toEqual([255, 255, 255]);
  });

  it('18 × 24 in with crop marks: the page grows to hold them, the boxes stay exact, the marks are outside the bleed', async () => {
    const output = await render({ printSize: '18x24in', bleedMm: 3, cropMarks: true, format: 'pdf' });
    const boxes = pdfBoxes(output.bytes);
    const room = pt(8); // CROP_MARK_ROOM_MM
    const trim = [18 * 72, 24 * 72];
    expectBox(boxes.MediaBox, [0, 0, trim[0]! + 2 * pt(3) + 2 * room, trim[1]! + 2 * pt(3) + 2 * room]);
    expectBox(boxes.BleedBox, [room, room, room + trim[0]! + 2 * pt(3), room + trim[1]! + 2 * pt(3)]);
    expectBox(boxes.TrimBox, [room + pt(3), room + pt(3), room + pt(3) + trim[0]!, room + pt(3) + trim[1]!]);
    // The marks: dark ink in the margin outside the bleed, on the line of the trim's left edge; none in the margin's corner.
    const scale = 2; // px per point at this rendering
    const { data, width } = await pdfToPixels(output.bytes, Math.round(boxes.MediaBox[2] * scale));
    const dark = (x: number, y: number) => {
      const i = (Math.round(y) * width + Math.round(x)) * 3;
      return data[i]! + data[i + 1]! + data[i + 2]! < 3 * 160;
    };
    const trimLeft = (room + pt(3)) * scale;
    const inMargin = (room / 2) * scale;
    const darkOnTrimLine = Array.from({ length: 5 }, (_, d) => dark(trimLeft - 2 + d, inMargin)).some(Boolean);
    expect(darkOnTrimLine).toBe(true);
    expect(dark(inMargin, inMargin)).toBe(false);
  });
});

describe('raster prints state their resolution', () => {
  it('A4 at 300 dpi: 2480 × 3508 px, pHYs says 300 dpi', async () => {
    const output = await render({ printSize: 'A4', format: 'png' });
    const meta = await sharp(output.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([2480, 3508]);
    const phys = extractChunks(new Uint8Array(output.bytes)).find((chunk) => chunk.name === 'pHYs')!;
    const view = new DataView(phys.data.buffer, phys.data.byteOffset);
    const [perMetreX, perMetreY, unit] = [view.getUint32(0), view.getUint32(4), phys.data[8]];
    expect(unit).toBe(1); // metres
    expect(Math.round(perMetreX * 0.0254)).toBe(300);
    expect(perMetreY).toBe(perMetreX);
    expect(output.warnings).toEqual([]);
  });

  it('A2 at 300 dpi is capped at 4096 px with its aspect, and states the dpi it really has (175)', async () => {
    const output = await render({ printSize: 'A2', format: 'png' });
    const meta = await sharp(output.bytes).metadata();
    expect(meta.height).toBe(4096);
    expect(meta.width! / meta.height!).toBeCloseTo(420 / 594, 3);
    const dpi = 4096 / (594 / 25.4);
    expect(output.print!.dpi).toBeCloseTo(dpi, 0);
    const phys = extractChunks(new Uint8Array(output.bytes)).find((chunk) => chunk.name === 'pHYs')!;
    expect(Math.round(new DataView(phys.data.buffer, phys.data.byteOffset).getUint32(0) * 0.0254)).toBe(Math.round(dpi));
    expect(output.warnings).toEqual([]);
  });

  it('A0 as JPEG falls under 150 dpi: the file says so, and a warning points to the PDF', async () => {
    const output = await render({ printSize: 'A0', format: 'jpeg', maxDimension: 2048 });
    const meta = await sharp(output.bytes).metadata();
    expect(meta.height).toBe(2048);
    const exif = exifReader(meta.exif!);
    const dpi = 2048 / (1189 / 25.4);
    expect(exif.Image?.XResolution).toBeCloseTo(Math.round(dpi * 10) / 10, 0);
    expect(exif.Image?.ResolutionUnit).toBe(2); // inches
    expect(output.warnings.join(' ')).toMatch(/has 43\.8 dpi \(2048 px on its longest side; at most 4096\), under the 150 dpi .* choose format "pdf"/);
  });

  it('WebP carries the resolution in its Exif', async () => {
    const output = await render({ printSize: '30x40cm', dpi: 150, format: 'webp' });
    const meta = await sharp(output.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1772, 2362]);
    expect(exifReader(meta.exif!).Image?.XResolution).toBe(150);
  });

  it('bleed adds pixels around the trim: 10 × 15 cm at 300 dpi with 3 mm bleed', async () => {
    const output = await render({ printSize: '100x150mm', bleedMm: 3, format: 'png' });
    const meta = await sharp(output.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1181 + 2 * 35, 1772 + 2 * 35]);
  });
});

describe('the safe area', () => {
  beforeAll(() => fontsReady());

  it.each([
    ['A4, the defaults', { printSize: 'A4', bleedMm: 3 }],
    ['50×70 cm, text pushed to the bottom corner', { printSize: '50x70cm', bleedMm: 5, overlayX: 0, overlayY: 1 }],
    ['18×24 in landscape, text at the top', { printSize: '24x18in', bleedMm: 3, overlayX: 1, overlayY: 0 }],
    ['A3 with a mat and a circle', { printSize: 'A3', bleedMm: 2, matEnabled: true, mapShape: 'circle' }],
  ] as const)('%s: title, subtitle, coordinates and credit lie inside the trim less the margin', (_, input) => {
    const spec = parsePosterSpec({ ...monaco, ...input, format: 'png' });
    const layout = layoutPoster(spec, getTheme('vintage_atlas'), 14);
    const margin = (SAFE_MARGIN_MM / 25.4) * spec.print!.dpi;
    expect(layout.bleed).toBeGreaterThan(0);
    for (const [name, line] of Object.entries(layout.lines)) {
      if (!line) continue;
      const box = { left: line.x, right: line.x + line.width, top: line.baseline - capRatio(line.face) * line.size, bottom: line.baseline };
      expect(box.left, `${name} left`).toBeGreaterThanOrEqual(margin - 0.5);
      expect(box.right, `${name} right`).toBeLessThanOrEqual(layout.width - margin + 0.5);
      expect(box.top, `${name} top`).toBeGreaterThanOrEqual(margin - 0.5);
      expect(box.bottom, `${name} bottom`).toBeLessThanOrEqual(layout.height - margin + 0.5);
    }
  });
});
