import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTileSource } from '../tiles';
import { PMTILES_TILE_TYPE, writePmtiles } from './pmtiles-writer';

describe('writePmtiles', () => {
  it('writes an archive the pmtiles library reads back: every tile at its address, header bounds and zooms, none elsewhere', async () => {
    const tiles = [
      { z: 0, x: 0, y: 0, bytes: new Uint8Array([1, 2, 3]) },
      { z: 3, x: 5, y: 2, bytes: new Uint8Array([9, 9]) },
      { z: 3, x: 4, y: 2, bytes: new Uint8Array([1, 2, 3]) }, // the same bytes as z0: stored once
      ...Array.from({ length: 300 }, (_, i) => ({ z: 9, x: 100 + (i % 20), y: 200 + Math.floor(i / 20), bytes: new Uint8Array([i & 0xff, i >> 8, 7]) })),
    ];
    const archive = writePmtiles(tiles, { tileType: PMTILES_TILE_TYPE.png, bounds: [-10, -5, 20, 30], metadata: { encoding: 'terrarium' } });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pmtiles-')), 'a.pmtiles');
    fs.writeFileSync(file, archive);
    const source = await openTileSource(file, 5_000, undefined, 'image');
    expect([source.minZoom, source.maxZoom]).toEqual([0, 9]);
    expect(source.bounds).toEqual([-10, -5, 20, 30]);
    for (const tile of tiles) expect(await source.getTile(tile.z, tile.x, tile.y)).toEqual(tile.bytes);
    expect(await source.getTile(3, 6, 2)).toBeUndefined();
    expect(await source.getTile(9, 99, 200)).toBeUndefined();
    // The repeated tile is stored once: the archive holds 2 + 1 + 300 × 3 bytes of tiles.
    expect(archive.readBigUInt64LE(64)).toBe(BigInt(2 + 3 + 300 * 3));
    // A vector source refuses it.
    await expect(openTileSource(file, 5_000)).rejects.toThrow(/does not hold vector \(MVT\) tiles/);
  });
});
