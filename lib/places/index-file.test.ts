import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { geoNamesFileBytes } from '@/lib/geonames';
import { readPlaceIndexFile, writePlaceIndexFile } from './index-file';
import { loadPlaceIndex } from './index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-place-index-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const noPause = async () => {};

describe('the place index file the build writes', () => {
  it('reads back as the index built from GeoNames, every place, name and number', async () => {
    const built = await loadPlaceIndex();
    const file = path.join(dir, 'place-index.bin');
    writePlaceIndexFile(built, geoNamesFileBytes(), file);
    const read = await readPlaceIndexFile(file, geoNamesFileBytes(), noPause);
    expect(read).toBeDefined();
    expect(read!.cities.length).toBeGreaterThan(100_000);
    expect(read!.cities).toEqual(built.cities);
    expect(read!.keys).toEqual(built.keys);
    expect(read!.folded).toEqual(built.folded);
    expect([...read!.owner]).toEqual([...built.owner]);
    expect([...read!.primary]).toEqual([...built.primary]);
    expect([...read!.byPopulation]).toEqual([...built.byPopulation]);
    expect(read!.countries).toEqual(built.countries);
  });

  it('is not read when made from another GeoNames file, of another format, or missing', async () => {
    const built = await loadPlaceIndex();
    const file = path.join(dir, 'other-source.bin');
    writePlaceIndexFile(built, geoNamesFileBytes() + 1, file);
    expect(await readPlaceIndexFile(file, geoNamesFileBytes(), noPause)).toBeUndefined();
    const garbled = path.join(dir, 'garbled.bin');
    fs.writeFileSync(garbled, '{"format":"something-else/9"}\n');
    expect(await readPlaceIndexFile(garbled, geoNamesFileBytes(), noPause)).toBeUndefined();
    fs.writeFileSync(garbled, 'not json at all\n');
    expect(await readPlaceIndexFile(garbled, geoNamesFileBytes(), noPause)).toBeUndefined();
    expect(await readPlaceIndexFile(path.join(dir, 'missing.bin'), geoNamesFileBytes(), noPause)).toBeUndefined();
  });
});
