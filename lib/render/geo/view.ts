import { lonLatToWorld, TILE_SIZE, worldSize, worldToLonLat } from './projection';

/**
 * The frame of a poster. `zoom` means what it means in a web map editor on a reference frame
 * whose longest edge is 1024 px; the poster shows that frame's ground at its own size, so
 * everything drawn in "reference px" is multiplied by `scale`.
 */
export const REFERENCE_EDGE = 1024;
/** Above this many tiles the detail zoom steps down: a bound on memory and time per poster. */
export const MAX_TILES = 160;

export interface ViewInput {
  lat: number;
  lon: number;
  zoom: number;
  bearing: number;
  width: number;
  height: number;
  maxDimension: number;
  /** Where on the poster the centre point sits, in poster px (default: the middle of the page). */
  focus?: [number, number];
  /** Page beyond the frame on every side that the tiles must cover too (print bleed), in px. */
  margin?: number;
}

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** Maps tile coordinates (0…extent) to poster pixels: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Affine = [a: number, b: number, c: number, d: number, e: number, f: number];

export interface View {
  /** Poster size in px. */
  width: number;
  height: number;
  /** Poster px per reference px. */
  scale: number;
  /** The zoom the poster is drawn at (512 px tiles). */
  drawZoom: number;
  /** Zoom of the tiles the geometry comes from. */
  detailZoom: number;
  /** Tiles covering the (rotated) frame at `detailZoom`, nearest the centre first. */
  tiles: TileAddress[];
  project(lon: number, lat: number): [number, number];
  unproject(x: number, y: number): [number, number];
  tileTransform(tile: TileAddress, extent: number): Affine;
}

/** Poster size in px: the aspect of width×height, the longest edge `maxDimension`. */
export function posterSize(width: number, height: number, maxDimension: number): { width: number; height: number } {
  return width >= height
    ? { width: maxDimension, height: Math.max(1, Math.round((maxDimension * height) / width)) }
    : { width: Math.max(1, Math.round((maxDimension * width) / height)), height: maxDimension };
}

/**
 * The tile zoom whose detail suits the poster: as deep as the poster's pixel density asks for
 * (a 4096 px poster is 4× denser than the 1024 px frame), never shallower than the view's own zoom,
 * at most the source's deepest zoom (deeper views are over-zoomed from it).
 */
export function detailZoomFor(zoom: number, scale: number, sourceMaxZoom: number): number {
  return Math.max(0, Math.min(sourceMaxZoom, Math.floor(zoom + Math.max(0, Math.log2(scale)) + 1e-9)));
}

export function createView(input: ViewInput, sourceMaxZoom: number, maxTiles = MAX_TILES): View {
  const { width, height } = posterSize(input.width, input.height, input.maxDimension);
  const scale = Math.max(width, height) / REFERENCE_EDGE;
  const drawZoom = input.zoom + Math.log2(scale);
  const [cx, cy] = lonLatToWorld(input.lon, input.lat, drawZoom);
  const theta = (input.bearing * Math.PI) / 180;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const size = worldSize(drawZoom);
  const [fx, fy] = input.focus ?? [width / 2, height / 2];

  const project = (lon: number, lat: number): [number, number] => {
    const [wx, wy] = lonLatToWorld(lon, lat, drawZoom);
    let dx = wx - cx;
    // The shorter way round the antimeridian.
    if (dx > size / 2) dx -= size;
    else if (dx < -size / 2) dx += size;
    const dy = wy - cy;
    return [dx * cos + dy * sin + fx, -dx * sin + dy * cos + fy];
  };
  const unproject = (x: number, y: number): [number, number] => {
    const px = x - fx;
    const py = y - fy;
    return worldToLonLat(cx + px * cos - py * sin, cy + px * sin + py * cos, drawZoom);
  };

  // World-space bounding box of the rotated frame.
  const m = input.margin ?? 0;
  const corners = [
    [-m, -m],
    [width + m, -m],
    [-m, height + m],
    [width + m, height + m],
  ].map(([x, y]) => {
    const px = x! - fx;
    const py = y! - fy;
    return [cx + px * cos - py * sin, cy + px * sin + py * cos] as const;
  });
  const minX = Math.min(...corners.map((c) => c[0]));
  const maxX = Math.max(...corners.map((c) => c[0]));
  const minY = Math.max(0, Math.min(...corners.map((c) => c[1])));
  const maxY = Math.min(size, Math.max(...corners.map((c) => c[1])));

  let detailZoom = detailZoomFor(input.zoom, scale, sourceMaxZoom);
  let tiles = tilesCovering(minX, minY, maxX, maxY, drawZoom, detailZoom, cx, cy);
  while (tiles.length > maxTiles && detailZoom > 0) {
    detailZoom -= 1;
    tiles = tilesCovering(minX, minY, maxX, maxY, drawZoom, detailZoom, cx, cy);
  }

  const tileTransform = (tile: TileAddress, extent: number): Affine => {
    const tilePx = (TILE_SIZE * 2 ** drawZoom) / 2 ** tile.z;
    const k = tilePx / extent;
    // The tile's own column may be a wrapped copy: place it next to the centre.
    let ox = tile.x * tilePx - cx;
    if (ox > size / 2) ox -= size;
    else if (ox < -size / 2 - tilePx) ox += size;
    const oy = tile.y * tilePx - cy;
    return [cos * k, -sin * k, sin * k, cos * k, cos * ox + sin * oy + fx, -sin * ox + cos * oy + fy];
  };

  return { width, height, scale, drawZoom, detailZoom, tiles, project, unproject, tileTransform };
}

function tilesCovering(minX: number, minY: number, maxX: number, maxY: number, drawZoom: number, z: number, cx: number, cy: number): TileAddress[] {
  const tilePx = (TILE_SIZE * 2 ** drawZoom) / 2 ** z;
  const count = 2 ** z;
  const x0 = Math.floor(minX / tilePx);
  const x1 = Math.floor((maxX - 1e-9) / tilePx);
  const y0 = Math.max(0, Math.floor(minY / tilePx));
  const y1 = Math.min(count - 1, Math.floor((maxY - 1e-9) / tilePx));
  const seen = new Set<number>();
  const tiles: Array<TileAddress & { distance: number }> = [];
  for (let x = x0; x <= x1; x++) {
    const wrapped = ((x % count) + count) % count;
    for (let y = y0; y <= y1; y++) {
      const id = wrapped * count + y;
      if (seen.has(id)) continue;
      seen.add(id);
      const distance = Math.hypot((x + 0.5) * tilePx - cx, (y + 0.5) * tilePx - cy);
      tiles.push({ z, x: wrapped, y, distance });
    }
  }
  return tiles.sort((a, b) => a.distance - b.distance).map(({ z: tz, x, y }) => ({ z: tz, x, y }));
}

/** The lon/lat box around the poster's frame (rotated frames included): west, south, east, north. */
export function viewBounds(view: Pick<View, 'width' | 'height' | 'unproject'>): [number, number, number, number] {
  const corners = [view.unproject(0, 0), view.unproject(view.width, 0), view.unproject(0, view.height), view.unproject(view.width, view.height)];
  const lons = corners.map(([lon]) => lon);
  const lats = corners.map(([, lat]) => lat);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}
