import { describe, expect, it } from 'vitest';
import { gdalHillshade, RUN_GDAL_TESTS } from './gdal';
import { hillshade, type ElevationGrid } from './hillshade';
import { bundledGrid, pixelMetres } from './test-grid';

/** The Cumberland Mountains grid of the bundled archive, inside its data (z10: 61 m a pixel at 36.6° N). */
const BOX = { west: -84.4, south: 36.46, east: -84.09, north: 36.72 };
const LAT = 36.59;

/** The differences, in GDAL's byte steps, between ours (1 + 254·cos) and gdaldem's over the interior. */
function compare(ours: Float32Array, gdal: Uint8Array, grid: ElevationGrid, scale = 254) {
  const differences: number[] = [];
  for (let r = 1; r < grid.height - 1; r++) {
    for (let c = 1; c < grid.width - 1; c++) {
      const i = r * grid.width + c;
      differences.push(Math.abs(1 + scale * ours[i]! - gdal[i]!));
    }
  }
  differences.sort((a, b) => a - b);
  const mean = differences.reduce((a, b) => a + b, 0) / differences.length;
  return { count: differences.length, mean, p99: differences[Math.floor(differences.length * 0.99)]!, max: differences.at(-1)! };
}

describe.runIf(RUN_GDAL_TESTS)('hillshade against gdaldem hillshade (the bundled Tennessee grid)', () => {
  it.each([
    { azimuth: 315, altitude: 45, zFactor: 1 },
    { azimuth: 200, altitude: 30, zFactor: 2.5 },
    { azimuth: 90, altitude: 60, zFactor: 1 },
  ])(
    'matches Horn at azimuth $azimuth, altitude $altitude, z $zFactor within half a grey level',
    async (options) => {
      const grid = await bundledGrid(BOX);
      expect(grid.width * grid.height).toBeGreaterThan(100_000);
      const res = pixelMetres(10, 512, LAT);
      const ours = hillshade(grid, options, res, res);
      const gdal = gdalHillshade(grid, res, ['-az', String(options.azimuth), '-alt', String(options.altitude), '-z', String(options.zFactor)]);
      const { mean, p99, max } = compare(ours, gdal, grid);
      // GDAL writes whole bytes (truncated): half a step on average, never more than one.
      expect(mean).toBeLessThan(0.6);
      expect(p99).toBeLessThanOrEqual(1);
      expect(max).toBeLessThanOrEqual(1.01);
    },
    60_000,
  );

  it('matches gdaldem -multidirectional', async () => {
    const grid = await bundledGrid(BOX);
    const res = pixelMetres(10, 512, LAT);
    const ours = hillshade(grid, { azimuth: 315, altitude: 45, zFactor: 1, multidirectional: true }, res, res);
    const gdal = gdalHillshade(grid, res, ['-multidirectional']);
    const { mean, max } = compare(ours, gdal, grid, 254);
    expect(mean).toBeLessThan(0.3);
    expect(max).toBeLessThanOrEqual(0.501);
  }, 60_000);
});

describe('hillshade', () => {
  it('is lit from where the azimuth says: a slope facing the light is brighter than one facing away', () => {
    // A ridge running north-south: its western slope faces a light from the west (270°).
    const width = 21;
    const heights = new Float32Array(width * width);
    for (let r = 0; r < width; r++) for (let c = 0; c < width; c++) heights[r * width + c] = 500 - Math.abs(c - 10) * 30;
    const shade = hillshade({ width, height: width, heights }, { azimuth: 270, altitude: 45, zFactor: 1 }, 30, 30);
    expect(shade[10 * width + 5]!).toBeGreaterThan(shade[10 * width + 15]! + 0.3);
  });
});
