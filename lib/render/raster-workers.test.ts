import { renderAsync } from '@resvg/resvg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { RasterWorkers } from './raster-workers';

const svg = (fill: string, size = 64) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#fff"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="${fill}"/></svg>`;

describe('resvg in worker threads', () => {
  const workers = new RasterWorkers(2);
  afterAll(() => workers.close());

  it('draws the same pixels as resvg on the main thread, and fits to a width', async () => {
    const options = { fitTo: { mode: 'original' as const }, shapeRendering: 2 as const };
    const [drawn, here] = await Promise.all([workers.draw(svg('#c33'), options), renderAsync(svg('#c33'), options)]);
    expect([drawn.width, drawn.height]).toEqual([64, 64]);
    expect(Buffer.isBuffer(drawn.pixels)).toBe(true);
    expect(drawn.pixels.equals(here.pixels)).toBe(true);
    // Drawn by a worker, not by the fallback on this thread.
    expect((workers as unknown as { broken?: Error }).broken).toBeUndefined();
    const fitted = await workers.draw(svg('#c33'), { fitTo: { mode: 'width', value: 16 } });
    expect([fitted.width, fitted.height, fitted.pixels.length]).toEqual([16, 16, 16 * 16 * 4]);
  });

  it('runs at most its size at once and answers every draw, each with its own picture', async () => {
    const colours = ['#f00', '#0f0', '#00f', '#ff0', '#0ff', '#f0f', '#888'];
    const drawn = await Promise.all(colours.map((fill) => workers.draw(svg(fill), {})));
    // The centre pixel of each is its own colour, in order.
    const centre = (pixels: Buffer) => [...pixels.subarray((32 * 64 + 32) * 4, (32 * 64 + 32) * 4 + 3)];
    expect(drawn.map((d) => centre(d.pixels))).toEqual(colours.map((c) => [...Buffer.from(c.slice(1).replace(/./g, '$&$&'), 'hex')]));
    expect((workers as unknown as { slots: Set<unknown> }).slots.size).toBeLessThanOrEqual(2);
  });

  it("rejects a draw resvg cannot do with resvg's message, and goes on drawing", async () => {
    await expect(workers.draw('<svg', {})).rejects.toThrow(/root node|parsing/i);
    expect((await workers.draw(svg('#123'), {})).width).toBe(64);
  });
});
