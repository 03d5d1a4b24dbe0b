import { viewBounds } from '../geo';
import { followStreets, type PlannedRoute } from '../route';
import type { PosterSpec } from '../spec';
import { layoutPoster } from '../svg';
import type { Theme } from '../themes';
import { MAX_ZOOM } from '../spec';
import { chooseTileSource, coveredPercent, frameOfView, tileLocations, type ChosenSource } from '../tiles';
import { loadLabelFaces } from './faces';
import type { MapPart, MapSources } from './map-part';

/** OpenMapTiles sources stop at zoom 14; the probe layout that finds the view's ground assumes it. */
const DEFAULT_MAX_ZOOM = 14;

/**
 * The source a vector poster is drawn from, chosen on the poster's own frame (laid out as it will be
 * drawn, faces loaded): what a render draws from, and what checks a request before it is charged.
 */
export async function mapSource(
  spec: PosterSpec,
  theme: Theme,
  sources: MapSources,
  allowPartialMap = false,
): Promise<{ probe: ReturnType<typeof layoutPoster>; chosen: ChosenSource }> {
  const probe = layoutPoster(spec, theme, DEFAULT_MAX_ZOOM);
  const chosen = await chooseTileSource(
    tileLocations(sources.tilesUrl),
    { bounds: viewBounds(probe.view), zoom: spec.zoom, lat: spec.lat, lon: spec.lon, frame: frameOfView(probe.view, spec) },
    sources.tileTimeoutMs,
    sources.tileCache,
    { allowPartial: allowPartialMap, maxZoom: MAX_ZOOM },
  );
  return { probe, chosen };
}

/**
 * Vector styles: the view's ground decides the source (TILES_URL's first that covers it); the source's
 * deepest zoom then decides the detail. Loads the tiles, the faces of their labels when the poster
 * prints them, and the route along the streets when one is asked for.
 */
export async function vectorMap(
  spec: PosterSpec,
  theme: Theme,
  stops: Array<[number, number]> | undefined,
  options: { labels: boolean; allowPartialMap?: boolean },
  sources: MapSources,
): Promise<MapPart> {
  const warnings: string[] = [];
  const { probe, chosen } = await mapSource(spec, theme, sources, options.allowPartialMap);
  const source = chosen.source;
  if (chosen.share < 1) {
    warnings.push(
      `the map data this server has for ${spec.lat.toFixed(4)}, ${spec.lon.toFixed(4)} ends inside the poster at zoom ${spec.zoom} (it covers ${coveredPercent(chosen.share)} % of it), so part of it is blank: zoom in to stay inside the data`,
    );
  }
  const layout = source.maxZoom === DEFAULT_MAX_ZOOM ? probe : layoutPoster(spec, theme, source.maxZoom);
  const loaded = await sources.store.getAll(source, layout.view.tiles);
  const placed = loaded.map(({ address, tile }) => ({ tile, transform: layout.view.tileTransform(address, tile.extent) }));
  if (options.labels && theme.labels && spec.showLabels !== false) await loadLabelFaces(placed, theme, spec.labelLanguage);
  let route: PlannedRoute | undefined;
  if (stops && spec.routeProfile !== 'straight' && !spec.routeTrack) {
    route = await followStreets(stops, spec.routeProfile, {
      key: source.key,
      maxZoom: source.maxZoom,
      load: (addresses) => sources.store.getAll(source, addresses),
    });
  }
  return { layout, placed, route, warnings };
}
