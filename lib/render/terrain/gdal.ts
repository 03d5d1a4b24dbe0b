import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElevationGrid } from './hillshade';

/**
 * GDAL's command-line tools as the independent reference of the terrain tests. In CI (CI=true) they
 * must be installed (scripts/install-system-packages.sh, list `ci`): the tests fail rather than skip.
 */
export const GDAL_AVAILABLE = spawnSync('gdalinfo', ['--version']).status === 0 && spawnSync('gdal_contour', ['--help']).error === undefined;
export const RUN_GDAL_TESTS = GDAL_AVAILABLE || process.env.CI === 'true';

/** A grid as an EHdr raster (float32) whose sample (c, r) lies at X = c·res, Y = −r·res (metres). */
export function writeEhdr(dir: string, grid: ElevationGrid, res: number): string {
  const file = path.join(dir, 'dem.bil');
  fs.writeFileSync(file, Buffer.from(grid.heights.buffer, grid.heights.byteOffset, grid.heights.byteLength));
  fs.writeFileSync(
    path.join(dir, 'dem.hdr'),
    [
      'BYTEORDER I',
      'LAYOUT BIL',
      `NROWS ${grid.height}`,
      `NCOLS ${grid.width}`,
      'NBANDS 1',
      'NBITS 32',
      'PIXELTYPE FLOAT',
      'ULXMAP 0',
      'ULYMAP 0',
      `XDIM ${res}`,
      `YDIM ${res}`,
      '',
    ].join('\n'),
  );
  return file;
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-gdal-'));
}

/** gdaldem hillshade's bytes (1…255, 0 where it computes nothing), row by row. */
export function gdalHillshade(grid: ElevationGrid, res: number, args: string[]): Uint8Array {
  const dir = tempDir();
  const input = writeEhdr(dir, grid, res);
  const output = path.join(dir, 'shade.bil');
  execFileSync('gdaldem', ['hillshade', input, output, '-of', 'EHdr', '-q', ...args]);
  return new Uint8Array(fs.readFileSync(output));
}

/** gdal_contour's lines at `interval`, in grid cells (c, r). */
export function gdalContours(grid: ElevationGrid, res: number, interval: number): Array<{ level: number; points: Array<[number, number]> }> {
  const dir = tempDir();
  const input = writeEhdr(dir, grid, res);
  const output = path.join(dir, 'contours.geojson');
  execFileSync('gdal_contour', ['-q', '-a', 'elev', '-i', String(interval), '-f', 'GeoJSON', input, output]);
  const collection = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    features: Array<{ properties: { elev: number }; geometry: { type: string; coordinates: number[][] | number[][][] } }>;
  };
  return collection.features.flatMap((feature) => {
    const lines = feature.geometry.type === 'MultiLineString' ? (feature.geometry.coordinates as number[][][]) : [feature.geometry.coordinates as number[][]];
    return lines.map((line) => ({ level: feature.properties.elev, points: line.map(([x, y]) => [x! / res, -y! / res] as [number, number]) }));
  });
}
