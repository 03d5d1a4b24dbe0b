import { afterAll, describe, expect, it, vi } from 'vitest';
import { RasterPool, RasterStageError } from './raster-pool';

// The second strip of every poster gets a document resvg refuses: one strip fails, the others draw.
vi.mock('./strips', async (original) => {
  const strips = await original<typeof import('./strips')>();
  return { ...strips, cropSvgToRows: (svg: string, top: number, rows: number) => (top > 0 ? '<svg' : strips.cropSvgToRows(svg, top, rows)) };
});

const tall = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="1100" viewBox="0 0 64 1100"><rect width="64" height="1100" fill="#abc"/></svg>';

describe('a strip that fails', () => {
  const workers = new RasterPool(2);
  afterAll(() => workers.close());

  it("fails its poster with resvg's message as the draw stage, and the pool goes on drawing", async () => {
    const failed = await workers.draw(tall, {}, [[['raw']]]).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(RasterStageError);
    expect(failed).toMatchObject({ stage: 'draw', message: expect.stringMatching(/root node|parsing/i) });
    expect(workers.strippedPosters).toBe(1);
    const short = await workers.draw(tall.replaceAll('1100', '900'), {}, [[['raw']]]);
    expect([short.width, short.height, short.strips]).toEqual([64, 900, undefined]);
  });
});
