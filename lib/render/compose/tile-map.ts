import { RenderError } from '../errors';
import { DEFAULT_RASTER_TILES, rasterMapImage, templateHost, tileCredit } from '../raster-tiles';
import type { PosterSpec } from '../spec';
import { layoutPoster, type PosterLayout } from '../layout';
import type { Theme } from '../themes';
import type { MapPart, MapSources } from './map-part';

/** Map-tile styles (renderMode 'tile'): the map is one raster from the style's tile server, credited to it. */
export async function tileMap(spec: PosterSpec, theme: Theme, sources: MapSources): Promise<MapPart> {
  const style = spec.theme === 'satellite' ? 'satellite' : 'standard';
  const template = rasterTemplate(style, sources);
  const layout = layoutPoster(spec, theme, 14, { credit: tileCredit(template) });
  const mapImage = await rasterMapImage(
    {
      view: layout.view,
      lat: spec.lat,
      lon: spec.lon,
      bearing: spec.bearing,
      window: mapImageWindow(layout),
      background: theme.palette.background,
      template,
      photographic: spec.theme === 'satellite',
    },
    { timeoutMs: sources.tileTimeoutMs, cache: sources.rasterTileCache },
  );
  return { layout, placed: [], mapImage, warnings: [] };
}

/** The setting that names each map-tile style's tile server. */
export const TILE_STYLE_SETTINGS = { standard: 'TILES_STANDARD_URL', satellite: 'TILES_SATELLITE_URL' } as const;

/**
 * The tile server of a map-tile style: the configured one, else (embedded mode: a developer trying
 * the service) DEFAULT_RASTER_TILES. OpenStreetMap's tile usage policy and Esri's terms do not allow
 * a paid service's posters, so a deployment without its own server refuses the style.
 */
export function rasterTemplate(style: 'standard' | 'satellite', sources: Pick<MapSources, 'rasterTiles' | 'rasterTileDefaults'>): string {
  const given = sources.rasterTiles?.[style];
  if (given) return given;
  if (sources.rasterTileDefaults !== false) return DEFAULT_RASTER_TILES[style];
  const setting = TILE_STYLE_SETTINGS[style];
  throw new RenderError(
    'tile_style_unavailable',
    `the ${style} style needs ${setting} on this deployment: its default tile server (${templateHost(DEFAULT_RASTER_TILES[style])}) is for trying the service locally only, and no other is set; use an artistic theme (renderMode "artistic"), or ask the operator to set ${setting} to a tile server whose terms allow it`,
  );
}

/** A route asked to follow streets on a map-tile style, which has none to follow. */
export function straightRouteWarning(spec: PosterSpec): string {
  return `the route is drawn straight: routeProfile ${spec.routeProfile} follows the streets of the vector map, which the ${spec.theme} map-tile style does not have`;
}

/** The map-tile image of a full-bleed poster runs into the bleed with the page. */
function mapImageWindow(layout: PosterLayout) {
  const { window, bleed } = layout;
  if (!layout.fullBleed || bleed === 0 || window.shape !== 'rectangle') return window;
  return { ...window, x: window.x - bleed, y: window.y - bleed, width: window.width + 2 * bleed, height: window.height + 2 * bleed };
}
