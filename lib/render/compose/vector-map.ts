import { viewBounds } from '../geo';
import { followStreets, type PlannedRoute } from '../route';
import type { PosterSpec } from '../spec';
import { layoutPoster, MAP_CREDIT } from '../layout';
import { chooseElevationSource, terrainDrawing, terrainOnly, type ChosenElevation } from '../terrain';
import type { TileSchema } from '../schema';
import type { Theme } from '../themes';
import { MAX_ZOOM } from '../spec';
import { chooseTileSource, coveredPercent, fillingZoom, frameOfView, tileLocations, tileSourceFor, type ChosenSource, type VectorTileSource } from '../tiles';
import { loadLabelFaces } from './faces';
import type { MapPart, MapSources } from './map-part';

/** OpenMapTiles sources stop at zoom 14; the probe layout that finds the view's ground assumes it. */
const DEFAULT_MAX_ZOOM = 14;

/**
 * The poster's credit line: the map data's (OpenStreetMap's, with what the tiles' schema asks for:
 * "© OpenMapTiles", "Protomaps"), the elevation data's, or both. A terrain poster draws no map data and
 * credits only the elevation; undefined before any source is chosen (the layout's plain MAP_CREDIT).
 */
export function posterCredit(schema: Pick<TileSchema, 'credit'> | undefined, elevationSource: string | undefined): string | undefined {
  const parts = [schema ? `${MAP_CREDIT} · ${schema.credit}` : undefined, elevationSource ? elevationCredit(elevationSource) : undefined];
  const credit = parts.filter((part): part is string => part !== undefined).join(' · ');
  return credit || undefined;
}

function elevationCredit(name: string): string {
  if (name === 'cumberland.pmtiles') return 'Elevation: USGS, via matplotlib';
  if (name === 's3.amazonaws.com') return 'Elevation: Mapzen Terrain Tiles (SRTM, USGS, others)';
  return `Elevation: ${name}`;
}

/**
 * The sources a vector poster is drawn from, chosen on the poster's own frame (laid out as it will be
 * drawn, faces loaded): the map data (none for a terrain poster), and the elevation data when the poster
 * asks for terrain. What a render draws from, and what checks a request before it is charged: a view
 * either does not cover is refused alike (no_map_data, partial_map_data) unless allowPartialMap.
 */
export async function mapSource(
  spec: PosterSpec,
  theme: Theme,
  sources: MapSources,
  allowPartialMap = false,
): Promise<{ probe: ReturnType<typeof layoutPoster>; chosen?: ChosenSource; elevation?: ChosenElevation }> {
  let probe = layoutPoster(spec, theme, DEFAULT_MAX_ZOOM);
  const view = { bounds: viewBounds(probe.view), zoom: spec.zoom, lat: spec.lat, lon: spec.lon, frame: frameOfView(probe.view, spec) };
  const options = { allowPartial: allowPartialMap, maxZoom: MAX_ZOOM };
  const chosen = terrainOnly(spec)
    ? undefined
    : await chooseTileSource(tileLocations(sources.tilesUrl), view, sources.tileTimeoutMs, sources.tileCache, options);
  // Terrain code runs only for a poster that asks for terrain.
  const elevation = spec.terrain ? await chooseElevationSource(sources.elevationUrl, view, sources.tileTimeoutMs, sources.tileCache, options) : undefined;
  const credit = posterCredit(chosen?.source.schema, elevation?.source.name);
  if (credit) probe = layoutPoster(spec, theme, DEFAULT_MAX_ZOOM, { credit });
  return { probe, chosen, elevation };
}

/**
 * The smallest zoom (in tenths, from the spec's own) at which the map data this server can read now
 * fills the poster (same centre and size): what a place search offers when the asked zoom cannot be
 * drawn. Sources that cannot be opened (a remote one offline) are left out; undefined when none fills it.
 */
export async function zoomTheDataFills(spec: PosterSpec, theme: Theme, sources: MapSources): Promise<number | undefined> {
  const probe = layoutPoster(spec, theme, DEFAULT_MAX_ZOOM);
  const opened = await Promise.all(
    tileLocations(sources.tilesUrl).map((location) => tileSourceFor(location, sources.tileTimeoutMs, sources.tileCache).catch(() => undefined)),
  );
  const readable = opened.filter((source): source is VectorTileSource => source !== undefined);
  return readable.length > 0 ? fillingZoom(readable, frameOfView(probe.view, spec), spec.zoom, MAX_ZOOM) : undefined;
}

function partialWarning(spec: PosterSpec, what: string, share: number): string {
  return `the ${what} this server has for ${spec.lat.toFixed(4)}, ${spec.lon.toFixed(4)} ends inside the poster at zoom ${spec.zoom} (it covers ${coveredPercent(share)} % of it), so part of it is blank: zoom in to stay inside the data`;
}

/**
 * Vector styles: the view's ground decides the source (TILES_URL's first that covers it); the source's
 * deepest zoom then decides the detail. Loads the tiles, the faces of their labels when the poster
 * prints them, and the route along the streets when one is asked for; and the terrain when asked for.
 */
export async function vectorMap(
  spec: PosterSpec,
  theme: Theme,
  stops: Array<[number, number]> | undefined,
  options: { labels: boolean; allowPartialMap?: boolean },
  sources: MapSources,
): Promise<MapPart> {
  const warnings: string[] = [];
  const { probe, chosen, elevation } = await mapSource(spec, theme, sources, options.allowPartialMap);
  if (chosen && chosen.share < 1) warnings.push(partialWarning(spec, 'map data', chosen.share));
  if (elevation && elevation.share < 1) warnings.push(partialWarning(spec, 'elevation data', elevation.share));
  const source = chosen?.source;
  const credit = posterCredit(source?.schema, elevation?.source.name);
  const layout = !source || source.maxZoom === DEFAULT_MAX_ZOOM ? probe : layoutPoster(spec, theme, source.maxZoom, credit ? { credit } : {});
  const loaded = source ? await sources.store.getAll(source, layout.view.tiles) : [];
  const placed = loaded.map(({ address, tile }) => ({ tile, transform: layout.view.tileTransform(address, tile.extent) }));
  if (options.labels && theme.labels && spec.showLabels !== false) await loadLabelFaces(placed, theme, spec.labelLanguage);
  let route: PlannedRoute | undefined;
  if (source && stops && spec.routeProfile !== 'straight' && !spec.routeTrack) {
    route = await followStreets(stops, spec.routeProfile, {
      key: source.key,
      maxZoom: source.maxZoom,
      load: (addresses) => sources.store.getAll(source, addresses),
    });
  }
  if (!source && stops && spec.routeProfile !== 'straight' && !spec.routeTrack) {
    warnings.push(`the route is drawn straight between its points: a terrain poster has no streets to follow (routeProfile ${spec.routeProfile})`);
  }
  const terrain = elevation ? await terrainDrawing(spec, theme, layout, elevation) : undefined;
  return { layout, placed, route, warnings, terrain };
}
