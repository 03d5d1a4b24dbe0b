/**
 * Which raster tiles a poster needs and where they go. The poster's geometry is the vector
 * view's (lib/render/geo/view.ts): Web Mercator at `drawZoom` on 512 px tiles, the spec's centre
 * at `focus` on the poster, turned by `bearing`. Raster tiles are 256 px, so tile zoom z puts
 * k = 2^(z − drawZoom − 1) tile px on one poster px.
 */

export const RASTER_TILE_SIZE = 256;
/** The deepest zoom public raster servers (OSM, Esri) serve everywhere. */
export const MAX_RASTER_ZOOM = 19;
/** Above this many tiles the zoom steps down: a bound on time, memory and load on the tile server. */
export const MAX_RASTER_TILES = 200;
/** Tile px kept around the frame for the resampling kernels. */
const MARGIN = 4;

export interface RasterFrame {
  /** The vector view's zoom (512 px tiles at poster resolution). */
  drawZoom: number;
  /** World px at drawZoom (512 px tiles) of the spec's lat/lon… */
  centre: [number, number];
  /** …and the poster px where it sits. */
  focus: [number, number];
  /** Degrees, as in the spec (the map turns; 0 = north up). */
  bearing: number;
  /** The poster px the image covers: whole px, the map window's bounding box. */
  region: { x: number; y: number; width: number; height: number };
}

/** Poster px to tile px: X = a·x + c·y + e, Y = b·x + d·y + f. */
export type Affine = [a: number, b: number, c: number, d: number, e: number, f: number];

export interface PlacedRasterTile {
  z: number;
  /** The tile's column, wrapped into the world. */
  x: number;
  y: number;
  /** Its place on the canvas, in tiles from the canvas's top-left. */
  col: number;
  row: number;
}

export interface RasterPlan {
  z: number;
  /** Tile px per poster px. */
  k: number;
  /** Poster px to tile px at z. */
  transform: Affine;
  /** Tile px (at z, unwrapped) of the canvas's top-left corner. */
  origin: [number, number];
  /** Canvas size in tiles. */
  cols: number;
  rows: number;
  /** Every tile placement on the canvas (a column may repeat when the frame spans the world). */
  tiles: PlacedRasterTile[];
}

/** The tile zoom that matches the poster's density: one tile px per poster px, give or take √2. */
export function tileZoomFor(drawZoom: number, maxZoom = MAX_RASTER_ZOOM): number {
  return Math.max(0, Math.min(maxZoom, Math.round(drawZoom + 1)));
}

export function posterToTile(frame: RasterFrame, z: number): Affine {
  const k = 2 ** (z - frame.drawZoom - 1);
  const theta = (frame.bearing * Math.PI) / 180;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const [cx, cy] = frame.centre;
  const [fx, fy] = frame.focus;
  // The inverse of View.project: world = centre + R(bearing)·(poster − focus).
  return [k * cos, k * sin, -k * sin, k * cos, k * (cx - cos * fx + sin * fy), k * (cy - sin * fx - cos * fy)];
}

export function applyAffine(t: Affine, x: number, y: number): [number, number] {
  return [t[0] * x + t[2] * y + t[4], t[1] * x + t[3] * y + t[5]];
}

/** The tiles at zoom z covering the frame's region, however it is turned. */
export function coverAt(frame: RasterFrame, z: number): RasterPlan {
  const transform = posterToTile(frame, z);
  const { x, y, width, height } = frame.region;
  const corners = [
    [x, y],
    [x + width, y],
    [x, y + height],
    [x + width, y + height],
  ].map(([px, py]) => applyAffine(transform, px!, py!));
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const n = 2 ** z;
  const col0 = Math.floor((Math.min(...xs) - MARGIN) / RASTER_TILE_SIZE);
  const col1 = Math.floor((Math.max(...xs) + MARGIN) / RASTER_TILE_SIZE);
  // Rows beyond the poles do not exist: the page color shows there.
  const row0 = Math.max(0, Math.floor((Math.min(...ys) - MARGIN) / RASTER_TILE_SIZE));
  const row1 = Math.min(n - 1, Math.floor((Math.max(...ys) + MARGIN) / RASTER_TILE_SIZE));
  const tiles: PlacedRasterTile[] = [];
  for (let row = row0; row <= row1; row++) {
    for (let col = col0; col <= col1; col++) {
      tiles.push({ z, x: ((col % n) + n) % n, y: row, col: col - col0, row: row - row0 });
    }
  }
  return {
    z,
    k: 2 ** (z - frame.drawZoom - 1),
    transform,
    origin: [col0 * RASTER_TILE_SIZE, row0 * RASTER_TILE_SIZE],
    cols: col1 - col0 + 1,
    rows: Math.max(0, row1 - row0 + 1),
    tiles,
  };
}

/** The deepest zoom up to the poster's density whose cover needs at most `maxTiles` tiles. */
export function planRaster(frame: RasterFrame, options: { maxTiles?: number; maxZoom?: number } = {}): RasterPlan {
  const maxTiles = options.maxTiles ?? MAX_RASTER_TILES;
  let plan = coverAt(frame, tileZoomFor(frame.drawZoom, options.maxZoom));
  while (plan.tiles.length > maxTiles && plan.z > 0) plan = coverAt(frame, plan.z - 1);
  return plan;
}
