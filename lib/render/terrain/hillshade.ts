/**
 * Hillshade as GDAL's `gdaldem hillshade` computes it (Horn's 3 × 3 gradient; the same light model as
 * MapLibre's and ESRI's): the cosine of the angle between the ground's normal and the light, 0 (facing
 * away) to 1 (facing it). Checked against gdaldem in hillshade.test.ts.
 */

/** Elevations in metres, row by row from the north-west corner; NaN where there is no data. */
export interface ElevationGrid {
  width: number;
  height: number;
  heights: Float32Array;
}

export interface ShadeOptions {
  /** Where the light comes from, degrees clockwise from north (GDAL's -az; default 315, the north-west). */
  azimuth: number;
  /** The light's height above the horizon in degrees (GDAL's -alt; default 45). */
  altitude: number;
  /** Vertical exaggeration (GDAL's -z). */
  zFactor: number;
  /** GDAL's -multidirectional: light from 225°, 270°, 315° and 360°, each weighted by the slope facing it. */
  multidirectional?: boolean;
}

/**
 * The shade of each cell (0…1), NaN where a neighbour has no data. `xres` and `yres` are a cell's size on
 * the ground in metres (the latitude correction: in Web Mercator a cell is cos(latitude) of its nominal
 * size); `xres` may vary by row. Edge cells use their nearest neighbours within the grid (GDAL's
 * -compute_edges).
 */
export function hillshade(
  grid: ElevationGrid,
  options: ShadeOptions,
  xres: number | ((row: number) => number),
  yres: number | ((row: number) => number),
): Float32Array {
  const { width, height, heights } = grid;
  const out = new Float32Array(width * height);
  const rad = Math.PI / 180;
  const az = options.azimuth * rad;
  const alt = options.altitude * rad;
  const sinAlt = Math.sin(alt);
  const cosAlt = Math.cos(alt);
  const z = options.zFactor;
  const xAt = typeof xres === 'number' ? () => xres : xres;
  const yAt = typeof yres === 'number' ? () => yres : yres;
  for (let r = 0; r < height; r++) {
    const up = Math.max(0, r - 1) * width;
    const row = r * width;
    const down = Math.min(height - 1, r + 1) * width;
    // GDAL's window on the ground: x across (west to east), y down the rows (north to south), scaled by z/8.
    const kx = z / (8 * xAt(r));
    const ky = z / (8 * yAt(r));
    for (let c = 0; c < width; c++) {
      const left = Math.max(0, c - 1);
      const right = Math.min(width - 1, c + 1);
      const a = heights[up + left]!;
      const b = heights[up + c]!;
      const cc = heights[up + right]!;
      const d = heights[row + left]!;
      const f = heights[row + right]!;
      const g = heights[down + left]!;
      const h = heights[down + c]!;
      const i = heights[down + right]!;
      // Rises to the east, rises to the north.
      const x = (cc + 2 * f + i - (a + 2 * d + g)) * kx;
      const y = (a + 2 * b + cc - (g + 2 * h + i)) * ky;
      if (Number.isNaN(x) || Number.isNaN(y)) {
        out[row + c] = Number.NaN;
        continue;
      }
      out[row + c] = options.multidirectional ? multidirectional(x, y, sinAlt, cosAlt) : shade(x, y, az, sinAlt, cosAlt);
    }
  }
  return out;
}

/** The light's cosine on ground rising `x` to the east and `y` to the north (already z-scaled), lit from azimuth `az`. */
function shade(x: number, y: number, az: number, sinAlt: number, cosAlt: number): number {
  // The normal is (−x, −y, 1); the light (sin az · cos alt, cos az · cos alt, sin alt).
  const value = (sinAlt - cosAlt * (x * Math.sin(az) + y * Math.cos(az))) / Math.sqrt(1 + x * x + y * y);
  return Math.max(0, value);
}

/**
 * GDAL's multidirectional shading (after Mark, 1992): four lights, each weighted by how squarely the
 * slope's aspect faces across it (sin² of the angle between aspect and light), so every slope is lit.
 */
function multidirectional(x: number, y: number, sinAlt: number, cosAlt: number): number {
  const slope2 = x * x + y * y;
  if (slope2 === 0) return sinAlt;
  const s = Math.SQRT1_2;
  // The downhill direction (−x, −y) against the four lights (225°, 270°, 315°, 360°).
  const lit = (sx: number, sy: number) => Math.max(0, (sinAlt - cosAlt * (x * sx + y * sy)) / Math.sqrt(1 + slope2));
  // Each light's weight: the square of the gradient's component along it.
  const w225 = 0.5 * slope2 + x * y;
  const w270 = x * x;
  const w315 = 0.5 * slope2 - x * y;
  const w360 = y * y;
  // The weights sum to twice the squared gradient.
  return (w225 * lit(-s, -s) + w270 * lit(-1, 0) + w315 * lit(-s, s) + w360 * lit(0, 1)) / (2 * slope2);
}
