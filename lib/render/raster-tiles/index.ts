import sharp from 'sharp';
import { lonLatToWorld, type View } from '../geo';
import { RenderError } from '../errors';
import type { Window } from '../layout';
import type { MapImage } from '../svg';
import { fetchRasterTiles, type RasterTileCache } from './fetch';
import { planRaster, type RasterFrame } from './plan';
import { decodeRasterTile, hexToRgb, resample, stitch } from './stitch';
import { isTileTemplate, templateHost } from './template';

/**
 * The map of the map-tile styles (`standard`, `satellite`): raster tiles from a `{z}/{x}/{y}`
 * server, fetched, stitched, turned and cut to the poster's map window, and handed to posterScene
 * as one embedded image. Everything else on the poster is drawn as for the artistic themes.
 */

export { RASTER_USER_AGENT, RASTER_TIMEOUT_MS, RASTER_CONCURRENCY, RasterTileCache, SHARED_RASTER_CACHE, fetchRasterTiles } from './fetch';
export {
  planRaster,
  coverAt,
  tileZoomFor,
  posterToTile,
  applyAffine,
  RASTER_TILE_SIZE,
  MAX_RASTER_ZOOM,
  MAX_RASTER_TILES,
  type RasterFrame,
  type RasterPlan,
} from './plan';
export { tileUrl, templateHost, tileCredit, isTileTemplate, OSM_CREDIT, ESRI_IMAGERY_CREDIT } from './template';

/** The map-tile styles' templates where TILES_STANDARD_URL or TILES_SATELLITE_URL is unset: OpenStreetMap and Esri World Imagery (the one definition; lib/config leaves them unset). */
export const DEFAULT_RASTER_TILES = {
  standard: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  satellite: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
} as const;

/** What rasterMapImage hands posterScene: the poster's own type (../svg). */
export type { MapImage } from '../svg';

export interface RasterMapInput {
  view: View;
  lat: number;
  lon: number;
  bearing: number;
  window: Window;
  /** Where a tile is missing (and beyond the poles). */
  background: string;
  template: string;
  /** Photographs (satellite) compress well with 4:2:0 chroma; map art keeps full color resolution. */
  photographic: boolean;
}

export interface RasterMapOptions {
  timeoutMs?: number;
  concurrency?: number;
  cache?: RasterTileCache;
  maxTiles?: number;
}

/** The map window's bounding box on the page, in whole px. */
export function windowRegion(window: Window, width: number, height: number): RasterFrame['region'] {
  const [minX, minY, maxX, maxY] =
    window.shape === 'rectangle'
      ? [window.x, window.y, window.x + window.width, window.y + window.height]
      : [window.cx - window.r, window.cy - window.r, window.cx + window.r, window.cy + window.r];
  const x = Math.max(0, Math.floor(minX + 1e-6));
  const y = Math.max(0, Math.floor(minY + 1e-6));
  return { x, y, width: Math.max(0, Math.min(width, Math.ceil(maxX - 1e-6)) - x), height: Math.max(0, Math.min(height, Math.ceil(maxY - 1e-6)) - y) };
}

/** The frame of the vector view, for rasters: the same place lands on the same poster px. */
export function rasterFrame(input: Pick<RasterMapInput, 'view' | 'lat' | 'lon' | 'bearing' | 'window'>): RasterFrame {
  const { view } = input;
  return {
    drawZoom: view.drawZoom,
    centre: lonLatToWorld(input.lon, input.lat, view.drawZoom),
    focus: view.project(input.lon, input.lat),
    bearing: input.bearing,
    region: windowRegion(input.window, view.width, view.height),
  };
}

/** Fetches, stitches and cuts the map; a JPEG (quality 88) as a data: URL. Undefined for an empty window. */
export async function rasterMapImage(input: RasterMapInput, options: RasterMapOptions = {}): Promise<MapImage | undefined> {
  if (!isTileTemplate(input.template)) {
    throw new RenderError('tiles_unavailable', `map tiles from ${templateHost(input.template)} could not be read: not an http(s) {z}/{x}/{y} template`);
  }
  const frame = rasterFrame(input);
  if (frame.region.width === 0 || frame.region.height === 0) return undefined;
  const plan = planRaster(frame, { maxTiles: options.maxTiles });
  const background = hexToRgb(input.background);

  const bytes = await fetchRasterTiles(input.template, plan.tiles, options);
  const decoded = new Map<string, Buffer | undefined>();
  await Promise.all(
    [...bytes].map(async ([key, value]) => {
      decoded.set(key, value ? await decodeRasterTile(value, background, key) : undefined);
    }),
  );
  const canvas = stitch(plan, decoded, background);
  const pixels = await resample(plan, frame, canvas, background);
  let jpeg: Buffer;
  try {
    jpeg = await sharp(pixels, { raw: { width: frame.region.width, height: frame.region.height, channels: 3 } })
      .jpeg({ quality: 88, chromaSubsampling: input.photographic ? '4:2:0' : '4:4:4' })
      .toBuffer();
  } catch (error) {
    throw new RenderError('render_failed', `encoding the map image failed: ${(error as Error).message}`, { cause: error });
  }
  return { href: `data:image/jpeg;base64,${jpeg.toString('base64')}`, ...frame.region };
}
