import { describe, expect, it } from 'vitest';
import { openTileSource } from '../tiles';
import { contourLevels, contours } from './contours';
import { sampleElevation } from './elevation';
import { hillshade } from './hillshade';
import { BUNDLED_ELEVATION } from './test-grid';

/**
 * A grid straddling the edge between two z10 tiles of the bundled archive (x 271 | 272, at 84.375° W),
 * four samples to a tile pixel as a poster at zoom 12 samples it.
 */
async function straddlingGrid() {
  const source = await openTileSource(BUNDLED_ELEVATION, 10_000, undefined, 'image');
  const z = 10;
  const scale = 2 ** z * 512;
  const edge = 272 * 512;
  const top = 0.3905 * scale;
  const width = 400;
  const height = 300;
  const step = 0.25;
  const grid = await sampleElevation(source, 'terrarium', z, {
    width,
    height,
    at: (i, j) => [(edge - (width / 2) * step + i * step) / scale, (top + j * step) / scale],
  });
  // Samples i < 200 read tile 271, i >= 200 tile 272 (the 4 × 4 kernel reads both near the edge).
  return { grid, edgeColumn: width / 2 };
}

describe('terrain across a tile edge', () => {
  it('shades without a seam: the change across the edge is like the change anywhere else', async () => {
    const { grid, edgeColumn } = await straddlingGrid();
    expect(grid.heights.every((h) => Number.isFinite(h))).toBe(true);
    const shade = hillshade(grid, { azimuth: 315, altitude: 45, zFactor: 1 }, 19, 19);
    /** The mean change of shade from column c − 1 to c. */
    const step = (c: number) => {
      let sum = 0;
      for (let r = 0; r < grid.height; r++) sum += Math.abs(shade[r * grid.width + c]! - shade[r * grid.width + c - 1]!);
      return sum / grid.height;
    };
    const elsewhere = [];
    for (let c = 2; c < grid.width; c++) if (Math.abs(c - edgeColumn) > 3) elsewhere.push(step(c));
    elsewhere.sort((a, b) => a - b);
    const typical = elsewhere[Math.floor(elsewhere.length * 0.99)]!;
    for (let c = edgeColumn - 3; c <= edgeColumn + 3; c++) expect(step(c)).toBeLessThanOrEqual(typical);
  });

  it('draws contours across it unbroken: every line ends at the grid’s border or closes', async () => {
    const { grid } = await straddlingGrid();
    const lines = contours(grid, contourLevels(grid, 10));
    expect(lines.length).toBeGreaterThan(5);
    const crossing = lines.filter((line) => line.points.some(([x]) => x < 199) && line.points.some(([x]) => x > 201));
    expect(crossing.length).toBeGreaterThan(3);
    const onBorder = ([x, y]: [number, number]) => x <= 0 || y <= 0 || x >= grid.width - 1 || y >= grid.height - 1;
    for (const line of lines) {
      if (line.closed) continue;
      expect(onBorder(line.points[0]!) && onBorder(line.points.at(-1)!)).toBe(true);
    }
  });
});
