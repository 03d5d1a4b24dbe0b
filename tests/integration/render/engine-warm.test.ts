import { describe, expect, it } from 'vitest';
import { PosterEngine } from '@/lib/render';
import { TileStore } from '@/lib/render/tiles';
import { CITY, MONACO } from '@/tests/support/engine';

/**
 * The warm-up the server runs at start (lib/boot): a small poster per render slot, so the first
 * customer's poster does not pay for fonts, the place index's scan, archive headers and Skia's start.
 */
describe('warming the engine', () => {
  it('draws one poster per render slot from the bundled Copenhagen archive, and none fails', async () => {
    const engine = new PosterEngine({ tilesUrl: CITY, tileStore: new TileStore(), concurrency: 2 });
    const warmed = await engine.warm();
    expect(warmed.failed).toEqual([]);
    expect(warmed.ms).toBeGreaterThan(0);
  });

  it('never rejects: where TILES_URL does not cover the warm-up poster it says why', async () => {
    const engine = new PosterEngine({ tilesUrl: MONACO, tileStore: new TileStore(), concurrency: 1 });
    const warmed = await engine.warm();
    expect(warmed.failed).toHaveLength(1);
    expect(warmed.failed[0]).toMatch(/^no map data source covers this view \(55\.6760, 12\.5760 at zoom 14\)/);
  });
});
