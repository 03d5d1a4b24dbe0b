import zlib from 'node:zlib';
import extractChunks from 'png-chunks-extract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { combineAdler, deflatePngRows, PngStripWriter } from './png-strips';

/** Opaque RGBA noise with flat runs: what deflate and the Adler-32 sums see in a poster, and every byte value. */
function pixels(width: number, height: number, seed = 7): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  let state = seed;
  for (let i = 0; i < rgba.length; i += 4) {
    state = (state * 1103515245 + 12345) >>> 0;
    const flat = (i >> 9) % 3 === 0;
    rgba[i] = flat ? 30 : state >>> 24;
    rgba[i + 1] = flat ? 40 : (state >>> 16) & 255;
    rgba[i + 2] = flat ? 50 : (state >>> 8) & 255;
    rgba[i + 3] = 255;
  }
  return rgba;
}

/** The Adler-32 zlib itself writes for `bytes` (the trailer of a zlib stream of them). */
const zlibAdler = (bytes: Uint8Array) => zlib.deflateSync(bytes, { level: 0 }).readUInt32BE(zlib.deflateSync(bytes, { level: 0 }).length - 4);

function png(width: number, height: number, rgba: Uint8Array, cuts: number[], dpi?: number, order?: number[]): Buffer {
  const bounds = [0, ...cuts, height];
  const strips = bounds.length - 1;
  const writer = new PngStripWriter(width, height, strips, dpi);
  for (const k of order ?? [...Array(strips).keys()]) {
    writer.add(k, deflatePngRows(zlib, rgba, width, bounds[k]!, bounds[k + 1]! - bounds[k]!, 3, k === strips - 1));
  }
  return Buffer.concat(writer.parts());
}

describe('a PNG written strip by strip', () => {
  it('holds exactly the pixels, whatever the cuts and the order the strips arrive in', async () => {
    const [width, height] = [173, 301];
    const rgba = pixels(width, height);
    for (const [cuts, order] of [
      [[], undefined],
      [[1], undefined],
      [
        [100, 200],
        [2, 0, 1],
      ],
      [
        [7, 8, 150, 300],
        [4, 3, 2, 1, 0],
      ],
    ] as const) {
      const file = png(width, height, rgba, [...cuts], undefined, order && [...order]);
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels]).toEqual([width, height, 3]);
      for (let p = 0; p < width * height; p++) {
        for (let c = 0; c < 3; c++) if (data[p * 3 + c] !== rgba[p * 4 + c]) throw new Error(`pixel ${p} differs with cuts ${cuts}`);
      }
      // One zlib stream: node's zlib inflates the IDAT data and checks its Adler-32 (a wrong one throws).
      const idat = Buffer.concat(
        extractChunks(file)
          .filter((chunk) => chunk.name === 'IDAT')
          .map((chunk) => Buffer.from(chunk.data)),
      );
      expect(zlib.inflateSync(idat).length).toBe(height * (1 + width * 3));
    }
  });

  it("combines two runs' Adler-32 as zlib computes the whole", () => {
    const bytes = pixels(97, 61, 3);
    for (const cut of [0, 1, 5552, 9000, bytes.length]) {
      const [a, b] = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(combineAdler(zlibAdler(a), zlibAdler(b), b.length)).toBe(zlibAdler(bytes));
    }
  });

  it('says its dpi in pHYs (pixels a metre) and its colors are sRGB; without a dpi it claims no physical size', () => {
    const rgba = pixels(16, 16);
    const chunks = (file: Buffer) => extractChunks(file).map((chunk) => chunk.name);
    const print = png(16, 16, rgba, [], 300);
    const phys = Buffer.from(extractChunks(print).find((chunk) => chunk.name === 'pHYs')!.data);
    // 300 dpi = 11 811 px/m (300 / 0.0254), the unit byte 1: the metre.
    expect([phys.readUInt32BE(0), phys.readUInt32BE(4), phys[8]]).toEqual([11_811, 11_811, 1]);
    expect(chunks(print)).toEqual(['IHDR', 'sRGB', 'pHYs', 'IDAT', 'IEND']);
    expect(chunks(png(16, 16, rgba, []))).toEqual(['IHDR', 'sRGB', 'IDAT', 'IEND']);
  });
});
