import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withJfifDensity } from './jfif';

/** The JFIF APP0 segment's units and densities, read from the bytes (an independent reader of the header). */
function jfif(jpeg: Buffer): { units: number; x: number; y: number } | undefined {
  if (jpeg[2] !== 0xff || jpeg[3] !== 0xe0 || jpeg.toString('latin1', 6, 11) !== 'JFIF\0') return undefined;
  return { units: jpeg[13]!, x: jpeg.readUInt16BE(14), y: jpeg.readUInt16BE(16) };
}

describe('a JPEG’s JFIF density', () => {
  it('says the print’s dpi, which libvips reads back, and the picture is untouched', async () => {
    const plain = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    expect(jfif(plain)).toBeUndefined();
    const print = withJfifDensity(plain, 300);
    expect(jfif(print)).toEqual({ units: 1, x: 300, y: 300 });
    expect((await sharp(print).metadata()).density).toBe(300);
    expect((await sharp(print).raw().toBuffer()).equals(await sharp(plain).raw().toBuffer())).toBe(true);
    // Said again, it replaces the segment rather than adding a second one.
    const again = withJfifDensity(print, 150);
    expect(jfif(again)).toEqual({ units: 1, x: 150, y: 150 });
    expect(again.length).toBe(print.length);
  });

  it('says only the aspect (units 0, 1:1) for a poster without a print size', () => {
    return sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer()
      .then((jpeg) => expect(jfif(withJfifDensity(jpeg, undefined))).toEqual({ units: 0, x: 1, y: 1 }));
  });
});
