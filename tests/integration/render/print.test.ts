import extractChunks from 'png-chunks-extract';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTheme, parsePosterSpec, PdfPrinter, PosterEngine, SAFE_MARGIN_MM, type PosterSpecInput } from '@/lib/render';
import { fontsReady } from '@/lib/render/fonts';
import { capRatio, layoutPoster } from '@/lib/render/layout';
import { CHROMIUM, pdfBoxes, pdfImages, pdfToPixels, PLACES } from '@/tests/support/engine';

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
    // Its fades over the land and the sea too: clipped to the land as a path, where a mask was printed by Chromium
    // as an image of the whole sheet at 300 ppi (and its soft mask), 7-10 s of printing and most of the file.
    expect(pdfImages(output.bytes)).toEqual([]);
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
    // The bleed is drawn (the page color runs to the sheet's edge, no white frame).
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

  it('A2 with maxDimension 4096 is capped at 4096 px with its aspect, and states the dpi it really has (175)', async () => {
    const output = await render({ printSize: 'A2', format: 'png', maxDimension: 4096 });
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
    expect(output.warnings.join(' ')).toMatch(/has 43\.8 dpi \(2048 px on its longest side; at most 24000\), under the 150 dpi .* choose format "pdf"/);
  });

  it('a JPEG says its dpi in its JFIF header too (what print preflight reads first), and its colors are sRGB', async () => {
    const output = await render({ printSize: '30x40cm', dpi: 150, format: 'jpeg' });
    const bytes = output.bytes;
    // APP0 right after SOI: "JFIF\0", then version, units 1 (dots per inch), X and Y density.
    expect([bytes[2], bytes[3], bytes.toString('latin1', 6, 11)]).toEqual([0xff, 0xe0, 'JFIF\0']);
    expect([bytes[13], bytes.readUInt16BE(14), bytes.readUInt16BE(16)]).toEqual([1, 150, 150]);
    const meta = await sharp(bytes).metadata();
    expect(meta.icc?.length).toBeGreaterThan(0);
    expect(meta.space).toBe('srgb');
  });

  it('a poster without a print size claims no physical size: no pHYs in its PNG (not 25.4 dpi), aspect only in its JPEG', async () => {
    const png = await render({ format: 'png', maxDimension: 1024 });
    expect(extractChunks(new Uint8Array(png.bytes)).map((chunk) => chunk.name)).not.toContain('pHYs');
    const jpeg = await render({ format: 'jpeg', maxDimension: 1024 });
    expect([jpeg.bytes[13], jpeg.bytes.readUInt16BE(14), jpeg.bytes.readUInt16BE(16)]).toEqual([0, 1, 1]);
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

describe('a print at its real resolution (drawn and encoded in strips)', () => {
  // A3 (17.9 Mpx with its bleed) is cut into strips and streamed as an A0 is; the A0 itself is in `npm run bench`.
  const a3 = { printSize: 'A3', dpi: 300, bleedMm: 3, format: 'png' } as const;
  let big: { data: Buffer; width: number; height: number };
  let small: { data: Buffer; width: number; height: number };
  let bigOutput: Awaited<ReturnType<typeof render>>;

  beforeAll(async () => {
    bigOutput = await render(a3);
    const decoded = await sharp(bigOutput.bytes, { limitInputPixels: false }).raw().toBuffer({ resolveWithObject: true });
    big = { data: decoded.data, width: decoded.info.width, height: decoded.info.height };
    // The same spec drawn small: at 75 dpi, a quarter of the pixels a side.
    const smallOutput = await render({ ...a3, dpi: 75 });
    const smallDecoded = await sharp(smallOutput.bytes).raw().toBuffer({ resolveWithObject: true });
    small = { data: smallDecoded.data, width: smallDecoded.info.width, height: smallDecoded.info.height };
  }, 300_000);

  it('A3 at 300 dpi with 3 mm bleed: 3578 × 5031 px at 300 dpi, said in pHYs, no warning', async () => {
    expect([big.width, big.height]).toEqual([3508 + 70, 4961 + 70]);
    expect(bigOutput.print!.dpi).toBe(300);
    const phys = extractChunks(new Uint8Array(bigOutput.bytes)).find((chunk) => chunk.name === 'pHYs')!;
    expect(new DataView(phys.data.buffer, phys.data.byteOffset).getUint32(0)).toBe(11_811);
    expect(bigOutput.warnings).toEqual([]);
  });

  it('is the same poster: downscaled to the small one’s size it matches the small render', async () => {
    const shrunk = await sharp(big.data, { raw: { width: big.width, height: big.height, channels: 3 } })
      .resize(small.width, small.height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    let total = 0;
    let far = 0;
    for (let i = 0; i < shrunk.length; i++) {
      const d = Math.abs(shrunk[i]! - small.data[i]!);
      total += d;
      if (d > 48) far++;
    }
    const mean = total / shrunk.length;
    // Not byte-equal, and it should not be: hairlines are drawn at their real width instead of faded into a pixel,
    // text is hinted at another size, and the resampling filter is not the rasteriser's coverage. Measured on this
    // view: mean 0.41 of 255, 0.005 % of channels off by more than 48. Bounds a few times that: a shifted layout,
    // a missing layer or a strip drawn from the wrong rows moves whole areas by tens of levels.
    expect(mean).toBeLessThan(1.5);
    expect(far / shrunk.length).toBeLessThan(0.001);
  });

  it('holds real detail at 100 %: a crop is sharper than the small poster enlarged to the same size', async () => {
    // The centre 600 × 600 px of the big poster against the same ground cut from the small one and enlarged ×4.
    const scale = big.width / small.width;
    const [cx, cy, side] = [Math.round(big.width / 2 - 300), Math.round(big.height / 2 - 300), 600];
    const crop = await sharp(big.data, { raw: { width: big.width, height: big.height, channels: 3 } })
      .extract({ left: cx, top: cy, width: side, height: side })
      .raw()
      .toBuffer();
    const enlarged = await sharp(small.data, { raw: { width: small.width, height: small.height, channels: 3 } })
      .extract({ left: Math.round(cx / scale), top: Math.round(cy / scale), width: Math.round(side / scale), height: Math.round(side / scale) })
      .resize(side, side, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    // Detail finer than the small poster's pixels: what a crop loses when shrunk ×4 and enlarged back. An enlarged
    // small poster has none to lose (it is that already); the 300 dpi crop's streets, buildings and letters do.
    const fineDetail = async (pixels: Buffer) => {
      const raw = { raw: { width: side, height: side, channels: 3 as const } };
      const shrunk = await sharp(pixels, raw)
        .resize(Math.round(side / scale), Math.round(side / scale), { fit: 'fill', kernel: 'lanczos3' })
        .raw()
        .toBuffer();
      const back = await sharp(shrunk, { raw: { width: Math.round(side / scale), height: Math.round(side / scale), channels: 3 } })
        .resize(side, side, { fit: 'fill', kernel: 'lanczos3' })
        .raw()
        .toBuffer();
      let sum = 0;
      for (let i = 0; i < pixels.length; i++) sum += Math.abs(pixels[i]! - back[i]!);
      return sum / pixels.length;
    };
    const [cropDetail, enlargedDetail] = [await fineDetail(crop), await fineDetail(enlarged)];
    // Measured: 1.17 against 0.51 (what lanczos loses of any picture); an enlarged small poster would be ~1×.
    expect(cropDetail).toBeGreaterThan(2 * enlargedDetail);
  });

  it('shows no seam at any strip edge: rows either side of a cut differ no more than rows anywhere do', () => {
    const rowDifference = (y: number) => {
      let sum = 0;
      for (let i = 0; i < big.width * 3; i++) sum += Math.abs(big.data[y * big.width * 3 + i]! - big.data[(y - 1) * big.width * 3 + i]!);
      return sum / (big.width * 3);
    };
    const all = Array.from({ length: big.height - 1 }, (_, k) => rowDifference(k + 1)).sort((a, b) => a - b);
    const p99 = all[Math.floor(all.length * 0.99)]!;
    // Wherever the cuts fall: strips of at most 48 MiB of RGBA (2 for this sheet), at least one per idle core
    // (up to 4 here). Not more counts: each candidate row is one more row that may hold a street's edge by chance.
    for (let count = 2; count <= 4; count++) {
      for (let k = 1; k < count; k++) {
        const y = Math.round((k * big.height) / count);
        expect(rowDifference(y), `row ${y} of ${count} strips`).toBeLessThanOrEqual(p99);
      }
    }
  });
});
