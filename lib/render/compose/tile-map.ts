import { DEFAULT_RASTER_TILES, rasterMapImage, tileCredit } from '../raster-tiles';
import type { PosterSpec } from '../spec';
import { layoutPoster, type PosterLayout } from '../svg';
import type { Theme } from '../themes';
import type { MapPart, MapSources } from './map-part';

/** Map-tile styles (renderMode 'tile'): the map is one raster from the style's tile server, credited to it. */
export async function tileMap(spec: PosterSpec, theme: Theme, sources: MapSources): Promise<MapPart> {
  const style = spec.theme === 'satellite' ? 'satellite' : 'standard';
  const template = sources.rasterTiles?.[style] ?? DEFAULT_RASTER_TILES[style];
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
