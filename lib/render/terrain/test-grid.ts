import path from 'node:path';
import { openTileSource } from '../tiles';
import { sampleElevation } from './elevation';
import type { ElevationGrid } from './hillshade';

/** The embedded elevation archive (scripts/build-elevation.ts) and the deepest zoom it holds. */
export const BUNDLED_ELEVATION = path.join(process.cwd(), 'data/elevation/cumberland.pmtiles');
export const BUNDLED_MAX_ZOOM = 10;

/** Ground metres of one z-zoom pixel of a `size` px tile at latitude `lat` (Web Mercator, latitude-corrected). */
export function pixelMetres(z: number, size: number, lat: number): number {
  return (40_075_016.686 / (2 ** z * size)) * Math.cos((lat * Math.PI) / 180);
}

/**
 * The bundled archive's pixels at zoom `z` inside a lon/lat box, as a grid (the tiles' own samples: no
 * interpolation), for tests that compare with GDAL: `first` is the world pixel of sample (0, 0).
 */
export async function bundledGrid(
  box: { west: number; south: number; east: number; north: number },
  z = BUNDLED_MAX_ZOOM,
  size = 512,
): Promise<ElevationGrid & { first: [number, number] }> {
  const source = await openTileSource(BUNDLED_ELEVATION, 10_000, undefined, 'image');
  const scale = 2 ** z * size;
  const worldX = (lon: number) => ((lon + 180) / 360) * scale;
  const worldY = (lat: number) => ((1 - Math.asinh(Math.tan((lat * Math.PI) / 180)) / Math.PI) / 2) * scale;
  const x0 = Math.ceil(worldX(box.west));
  const y0 = Math.ceil(worldY(box.north));
  const width = Math.floor(worldX(box.east)) - x0;
  const height = Math.floor(worldY(box.south)) - y0;
  const grid = await sampleElevation(source, 'terrarium', z, { width, height, at: (i, j) => [(x0 + i + 0.5) / scale, (y0 + j + 0.5) / scale] });
  return { ...grid, first: [x0, y0] };
}
