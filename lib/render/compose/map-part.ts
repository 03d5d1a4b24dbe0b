import type { MapImage, RasterTileCache } from '../raster-tiles';
import type { PlannedRoute } from '../route';
import type { PosterLayout } from '../layout';
import type { PlacedTile } from '../svg';
import type { TerrainDrawing } from '../terrain';
import type { DiskTileCacheOptions, TileStore } from '../tiles';

/** Where a poster's map comes from: the engine's settings and caches. */
export interface MapSources {
  /** TILES_URL: the vector sources, of which a poster uses the first that covers its view. */
  tilesUrl: string;
  /** ELEVATION_URL: the elevation sources, chosen as the vector ones are (only for a poster with terrain). */
  elevationUrl: string;
  store: TileStore;
  tileTimeoutMs?: number;
  /** The disk cache of remote sources' raw bytes (TILE_CACHE_DIR); unset, none. */
  tileCache?: DiskTileCacheOptions;
  /** The map-tile styles' templates; a style left out uses DEFAULT_RASTER_TILES, unless rasterTileDefaults is false. */
  rasterTiles?: { standard?: string; satellite?: string };
  /** False (a deployment): a map-tile style left out of rasterTiles is refused (tile_style_unavailable), not drawn from the defaults. */
  rasterTileDefaults?: boolean;
  rasterTileCache?: RasterTileCache;
}

/** The map of a poster, vector or map-tile, laid out and loaded: what the SVG is then written from. */
export interface MapPart {
  layout: PosterLayout;
  /** Vector tiles placed on the poster (none for a map-tile style). */
  placed: PlacedTile[];
  /** The map-tile style's stitched raster. */
  mapImage?: MapImage;
  /** The route along the streets, when one was asked for and found. */
  route?: PlannedRoute;
  /** Hillshade and contours, when the poster asks for terrain. */
  terrain?: TerrainDrawing;
  /** What the map data could not show (a source ending inside the poster). */
  warnings: string[];
}
