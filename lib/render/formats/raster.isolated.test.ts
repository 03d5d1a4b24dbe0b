import { afterAll, describe, expect, it, vi } from 'vitest';
import { RenderError } from '../errors';
import { sharedRasterPool } from '../threads';
import { encoding, rasterise } from './raster';

// One strip of every poster gets a document resvg refuses (../threads/strips is the strips' planner).
vi.mock('../threads/strips', async (original) => {
  const strips = await original<typeof import('../threads/strips')>();
  return { ...strips, cropSvgToRows: (svg: string, top: number, rows: number) => (top > 0 ? '<svg' : strips.cropSvgToRows(svg, top, rows)) };
});

describe('rasterise, a poster in strips', () => {
  afterAll(() => sharedRasterPool().close());

  it('fails as a RenderError when one strip fails, no poster made', async () => {
    const tall = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="1100" viewBox="0 0 64 1100"><rect width="64" height="1100" fill="#abc"/></svg>';
    const failed = await rasterise(tall, [], [encoding('png')]).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(RenderError);
    expect(failed).toMatchObject({ code: 'render_failed', message: expect.stringMatching(/^rasterising the poster failed: .*(root node|parsing)/i) });
  });
});
