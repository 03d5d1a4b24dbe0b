/**
 * The poster as one scene (../scene): its map (./vector-map from vector tiles, or ./tile-map from a
 * map-tile style's raster), then the labels, the furniture, the route and the markers over it; for
 * SVG, PDF and resvg's rasters written as an SVG document. No rasterising or printing: ../formats
 * turns the scene or the document into a file.
 */
import { yieldToEventLoop } from '@/lib/event-loop';
import { cpuMark, cpuSince } from '../cpu';
import { embeddedFontCss, fontsReady, isFallbackFace, type FontFace } from '../fonts';
import { placeAliases } from '../place-aliases';
import { simplifyLine } from '../geo';
import type { PosterSpec } from '../spec';
import { fontUses, labelObstacles, type PosterLayout, routeWarnings } from '../layout';
import { labelLayer, placesToLookUp, posterScene, type TextOutlines } from '../svg';
import { type Scene, sceneSvg } from '../scene';
import { themeForSpec } from '../themes';
import { loadPosterFaces } from './faces';
import type { MapSources } from './map-part';
import { rasterTemplate, straightRouteWarning, tileMap } from './tile-map';
import { mapSource, vectorMap, zoomTheDataFills } from './vector-map';
import { RenderError, type RenderErrorCode } from '../errors';

export type { MapSources } from './map-part';
export { TILE_STYLE_SETTINGS } from './tile-map';

export interface ComposeOptions {
  /** The faces the document uses as subset WOFF2 in the SVG (SVG and PDF output). */
  embedFonts: boolean;
  /** Print street, place and water names where the theme has them (never in SVG output). */
  labels: boolean;
  /** Text in fallback faces (`'all'`: all text) as glyph outlines (raster output; see ../svg text.ts TextOutlines); a scene for Skia outlines all. */
  outline?: TextOutlines;
  /** The poster as a scene for Skia (`scene`) instead of an SVG document (`svg` is then empty). */
  scene?: boolean;
  /** Draw a vector map the data covers less than MIN_MAP_COVERAGE of, rather than refuse it (the request's allowPartialMap). */
  allowPartialMap?: boolean;
  /**
   * With `scene`: told the scene's head (the page and the map, ../svg posterScene onHead) before the labels are
   * placed, so its strips are painted meanwhile (../threads RasterPool.paint); the document's scene is the whole.
   */
  onSceneHead?: (head: Scene) => void;
}

export interface PosterDocument {
  svg: string;
  /** The scene, when asked for instead of the SVG. */
  scene?: Scene;
  layout: PosterLayout;
  /** What the poster does not show of what was asked (map data, route), in words for the caller. */
  warnings: string[];
  /** The faces resvg is handed to set the document's text. */
  faces: FontFace[];
  /** Wall and CPU (process-wide, ../cpu) milliseconds. */
  timings: { tiles: number; svg: number; cpu: { tiles: number; svg: number } };
}

/**
 * What refuses a poster for its map before anything is drawn or charged: a map-tile style with no
 * tile server (tile_style_unavailable), a vector view the data covers too little of
 * (partial_map_data) or not at all (no_map_data). The same choice the render then makes, on the same
 * frame, so a request that passes is drawn as checked.
 */
export async function checkMapData(spec: PosterSpec, sources: MapSources, allowPartialMap = false): Promise<void> {
  if (spec.renderMode === 'tile') {
    rasterTemplate(spec.theme === 'satellite' ? 'satellite' : 'standard', sources);
    return;
  }
  const theme = themeForSpec(spec);
  await fontsReady();
  await loadPosterFaces(spec, theme);
  await mapSource(spec, theme, sources, allowPartialMap);
}

/** Whether a poster can be drawn from the map data right now, and if not, why and at which zoom it can. */
export interface MapCoverage {
  covered: boolean;
  /** Not covered: the smallest zoom (same centre and size) the map data this server can read now fills, if any. */
  coveredZoom?: number;
  /** Not covered: the engine's refusal, as a render would say it (naming an unreachable source's host). */
  reason?: string;
}

/** The refusals that say the map data does not serve a view, rather than that something broke. */
const NOT_COVERED: ReadonlySet<RenderErrorCode> = new Set([
  'partial_map_data',
  'no_map_data',
  'tiles_unavailable',
  'source_unreachable',
  'tile_style_unavailable',
]);

/** checkMapData's answer as a value: what a place search says of each place (drawn as a render would choose its source). */
export async function mapCoverage(spec: PosterSpec, sources: MapSources): Promise<MapCoverage> {
  try {
    await checkMapData(spec, sources);
    return { covered: true };
  } catch (error) {
    if (!(error instanceof RenderError) || !NOT_COVERED.has(error.code)) throw error;
    const coveredZoom = spec.renderMode === 'tile' ? undefined : await zoomTheDataFills(spec, themeForSpec(spec), sources);
    return { covered: false, ...(coveredZoom === undefined ? {} : { coveredZoom }), reason: error.message };
  }
}

export async function composePoster(spec: PosterSpec, options: ComposeOptions, sources: MapSources): Promise<PosterDocument> {
  const started = performance.now();
  const startedCpu = cpuMark();
  const theme = themeForSpec(spec);
  const stops = routeStops(spec);
  await fontsReady();
  await loadPosterFaces(spec, theme);
  const map = spec.renderMode === 'tile' ? await tileMap(spec, theme, sources) : await vectorMap(spec, theme, stops, options, sources);
  const { layout, placed, mapImage, route, terrain } = map;
  const tilesDone = performance.now();
  const tilesCpu = cpuSince(startedCpu);
  // Placing labels and writing the SVG each hold this thread for tens of milliseconds per poster:
  // between them the server answers what has arrived (/health, /v1/me, other requests' steps).
  await yieldToEventLoop();
  const placeLabels = () =>
    options.labels && theme.labels && spec.showLabels !== false && placed.length > 0
      ? labelLayer(
          placed.map(({ tile, transform }) => ({ labels: tile.labels, transform, roads: tile.layers })),
          {
            theme,
            scale: layout.scale,
            zoom: spec.zoom,
            width: layout.width,
            height: layout.height,
            avoid: labelObstacles(layout),
            language: spec.labelLanguage,
            outline: options.scene ? 'all' : options.outline,
            window: layout.window,
            title: spec.city,
            // Tiles often name a place only as written there (København): its other names, to tell it from a title (Copenhagen).
            placeAliases: placeAliases(
              placesToLookUp(
                placed.map(({ tile }) => tile),
                spec.city,
              ),
              { lat: spec.lat, lon: spec.lon },
            ),
          },
        )
      : undefined;
  // A scene's head goes to the painter first: the labels are placed after it, while its strips are painted
  // (in one step with the scene: a head is asked for off the server's thread, in a render worker, or by the bench).
  const onHead = options.scene ? options.onSceneHead : undefined;
  let labels: ReturnType<typeof placeLabels>;
  if (!onHead) {
    labels = placeLabels();
    await yieldToEventLoop();
  }
  const routeLines = spec.routeTrack ?? (route ? [route.line] : stops ? [stops] : []);
  const routes = routeLines.map((line) => drawable(line.map(([lon, lat]) => layout.view.project(lon, lat))));
  // One scene, whatever the format: Skia paints it (every run of text its outline), or it is written as the SVG.
  const drawn = posterScene(layout, placed, {
    mapImage,
    labels: onHead ? () => (labels = placeLabels())?.ops : labels?.ops,
    onHead,
    routes,
    terrain,
    outline: options.scene ? 'all' : options.outline,
  });
  const uses = [...fontUses(layout), ...(labels?.uses ?? [])];
  const fontCss = options.embedFonts ? await embeddedFontCss(uses) : undefined;
  const scene = options.scene ? drawn : undefined;
  const svg = scene ? '' : sceneSvg(drawn, { fontCss });
  const warnings = [...map.warnings, ...(route?.warnings ?? []), ...routeWarnings(layout, spec.routeTrack ? undefined : stops, spec.routeTrack)];
  if (stops && spec.routeProfile !== 'straight' && spec.renderMode === 'tile') warnings.push(straightRouteWarning(spec));
  return {
    svg,
    scene,
    layout,
    warnings,
    // Outlined runs need no font file: resvg is handed only the faces it sets as text.
    faces: uses.map((use) => use.face).filter((face) => !(options.outline === 'all' || (options.outline && isFallbackFace(face)))) as FontFace[],
    timings: { tiles: tilesDone - started, svg: performance.now() - tilesDone, cpu: { tiles: tilesCpu, svg: cpuSince(startedCpu) - tilesCpu } },
  };
}

/** A line in poster px with what no printer resolves taken out (a 20 000-point track is mostly that). */
function drawable(points: Array<[number, number]>): Array<[number, number]> {
  if (points.length <= 2) return points;
  return simplifyLine(points, 0.3);
}

/** Start, via points and end of a route to draw, as [lon, lat]; undefined when there is none. */
function routeStops(spec: PosterSpec): Array<[number, number]> | undefined {
  if (!spec.showRoute || spec.routeStartLat === undefined || spec.routeStartLon === undefined) return undefined;
  if (spec.routeEndLat === undefined || spec.routeEndLon === undefined) return undefined;
  return [[spec.routeStartLon, spec.routeStartLat], ...spec.routeViaPoints.map((p): [number, number] => [p.lon, p.lat]), [spec.routeEndLon, spec.routeEndLat]];
}
