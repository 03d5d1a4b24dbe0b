import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { type Encoding, RasterStageError, RasterPool } from './raster-pool';

/** resvg's RGBA as it is, through sharp's raw output. */
const RAW: Encoding = [['raw']];

const svg = (fill: string, size = 64) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#fff"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="${fill}"/></svg>`;

describe('resvg and sharp in worker threads', () => {
  const workers = new RasterPool(2);
  afterAll(() => workers.close());

  it('draws the same pixels as resvg on the main thread, and fits to a width', async () => {
    const options = { fitTo: { mode: 'original' as const }, shapeRendering: 2 as const };
    const [drawn, here] = await Promise.all([workers.draw(svg('#c33'), options, [RAW]), renderAsync(svg('#c33'), options)]);
    expect([drawn.width, drawn.height]).toEqual([64, 64]);
    expect(Buffer.isBuffer(drawn.files[0])).toBe(true);
    expect(drawn.files[0]!.equals(here.pixels)).toBe(true);
    // Drawn by a worker, not by the fallback on this thread.
    expect(workers.threaded).toBe(true);
    const fitted = await workers.draw(svg('#c33'), { fitTo: { mode: 'width', value: 16 } }, [RAW]);
    expect([fitted.width, fitted.height, fitted.files[0]!.length]).toEqual([16, 16, 16 * 16 * 4]);
  });

  it('encodes in the worker what sharp makes of the same pixels here, one file per encoding', async () => {
    const png: Encoding = [['removeAlpha'], ['png', { compressionLevel: 3 }]];
    const small: Encoding = [['removeAlpha'], ['resize', { width: 16 }], ['webp', { quality: 90 }]];
    const drawn = await workers.draw(svg('#2a6'), {}, [png, small]);
    const here = await renderAsync(svg('#2a6'), {});
    const expected = await sharp(here.pixels, { raw: { width: 64, height: 64, channels: 4 } })
      .removeAlpha()
      .png({ compressionLevel: 3 })
      .toBuffer();
    expect(drawn.files[0]!.equals(expected)).toBe(true);
    const meta = await sharp(drawn.files[1]!).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['webp', 16, 16, 3]);
    expect(drawn.timings.draw).toBeGreaterThanOrEqual(0);
    expect(drawn.timings.encode).toBeGreaterThanOrEqual(0);
  });

  it('runs at most its size at once and answers every draw, each with its own picture', async () => {
    const colors = ['#f00', '#0f0', '#00f', '#ff0', '#0ff', '#f0f', '#888'];
    const drawn = await Promise.all(colors.map((fill) => workers.draw(svg(fill), {}, [RAW])));
    // The centre pixel of each is its own colour, in order.
    const centre = (pixels: Buffer) => [...pixels.subarray((32 * 64 + 32) * 4, (32 * 64 + 32) * 4 + 3)];
    expect(drawn.map((d) => centre(d.files[0]!))).toEqual(colors.map((c) => [...Buffer.from(c.slice(1).replace(/./g, '$&$&'), 'hex')]));
    expect((workers as unknown as { pool: { slots: Set<unknown> } }).pool.slots.size).toBeLessThanOrEqual(2);
  });

  it("rejects a draw resvg cannot do with resvg's message, and goes on drawing", async () => {
    const refused = await workers.draw('<svg', {}, [RAW]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RasterStageError);
    expect(refused).toMatchObject({ stage: 'draw', message: expect.stringMatching(/root node|parsing/i) });
    expect((await workers.draw(svg('#123'), {}, [RAW])).width).toBe(64);
  });

  it("rejects an encoding sharp refuses as the encode stage, with sharp's message, and goes on", async () => {
    const refused = await workers.draw(svg('#123'), {}, [[['png', { compressionLevel: 42 }]]]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RasterStageError);
    expect(refused).toMatchObject({ stage: 'encode', message: expect.stringMatching(/compressionLevel/) });
    expect((await workers.draw(svg('#123'), {}, [RAW])).files).toHaveLength(1);
  });

  it('draws and encodes the same files on this thread, as inside a render worker or where no worker can start', async () => {
    const here = new RasterPool(0);
    expect(here.threaded).toBe(false);
    const png: Encoding = [['removeAlpha'], ['png', { compressionLevel: 3 }]];
    const [inWorker, onThisThread] = await Promise.all([workers.draw(svg('#936'), {}, [png, RAW]), here.draw(svg('#936'), {}, [png, RAW])]);
    expect(onThisThread.files.map((file) => file.toString('base64'))).toEqual(inWorker.files.map((file) => file.toString('base64')));
    await expect(here.draw(svg('#936'), {}, [[['png', { compressionLevel: 42 }]]])).rejects.toMatchObject({ stage: 'encode' });
    await expect(here.draw('<svg', {}, [RAW])).rejects.toMatchObject({ stage: 'draw' });
  });
});
