import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeDemTile, decodeHeight, encodeTerrarium } from './dem';
import { elevationLocations } from './elevation';

describe('elevation tiles', () => {
  it('decodes terrarium and terrain-RGB as their providers define them', () => {
    // Terrarium: (R·256 + G + B/256) − 32768; terrain-RGB: −10000 + (R·65536 + G·256 + B)·0.1.
    expect(decodeHeight('terrarium', 128, 0, 0)).toBe(0);
    expect(decodeHeight('terrarium', 131, 232, 128)).toBe(1000.5);
    expect(decodeHeight('terrain-rgb', 1, 134, 160)).toBeCloseTo(0, 6);
    expect(decodeHeight('terrain-rgb', 1, 173, 176)).toBeCloseTo(1000, 6);
  });

  it('reads a PNG tile back to the heights written (to 1/256 m), transparent pixels as no data', async () => {
    const size = 4;
    const heights = [-12.25, 0, 236, 1076.5, 4807.75, 8848, -400, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const rgba = Buffer.alloc(size * size * 4);
    heights.forEach((h, i) => {
      rgba.set([...encodeTerrarium(h), i === 15 ? 0 : 255], i * 4);
    });
    const png = await sharp(rgba, { raw: { width: size, height: size, channels: 4 } })
      .png()
      .toBuffer();
    const tile = await decodeDemTile(png, 'terrarium');
    expect(tile.size).toBe(size);
    expect([...tile.heights.slice(0, 15)]).toEqual(heights.slice(0, 15));
    expect(tile.heights[15]).toBeNaN();
  });

  it('reads ELEVATION_URL entries with their encodings (terrarium unless said)', () => {
    expect(elevationLocations(' terrain-rgb:https://a.example/{z}/{x}/{y}.png , /dem/b.pmtiles ')).toEqual([
      { location: 'https://a.example/{z}/{x}/{y}.png', encoding: 'terrain-rgb' },
      { location: '/dem/b.pmtiles', encoding: 'terrarium' },
    ]);
  });
});
