import os from 'node:os';
import pLimit, { type LimitFunction } from 'p-limit';
import { embeddedFontCss, fontsReady, isFallbackFace, loadFacesFor, undrawableCharacter, type FontFace } from './fonts';
import { RenderError } from './errors';
import { type PdfPrinter, printSheet, sharedPdfPrinter, type PdfPrinterOptions } from './pdf';
import { encoding, rasterise } from './raster';
import { MAX_DIMENSION, PREVIEW_DIMENSION, type Format, type PosterSpec } from './spec';
import { SOFT_DPI } from './print';
import { followStreets, type PlannedRoute } from './route';
import { placeAliases } from './gazetteer';
import {
  fontUses,
  labelFaces,
  labelLayer,
  labelObstacles,
  placesToLookUp,
  layoutPoster,
  markerLabelFace,
  posterSvg,
  posterTexts,
  posterWarnings,
  routeWarnings,
  type PlacedTile,
} from './svg';
import { DEFAULT_RASTER_TILES, rasterMapImage, tileCredit, type MapImage, type RasterTileCache } from './raster-tiles';
import { RenderWorkers } from './render-workers';
import { themeForSpec, type Theme } from './themes';
import { chooseTileSource, tileLocations, TileStore } from './tiles';
import { simplifyLine, viewBounds } from './geo';

export interface EngineOptions {
  /**
   * TILES_URL: a .pmtiles path or URL, a TileJSON URL, or a {z}/{x}/{y} template; or several,
   * comma-separated, of which each poster uses the first that covers its view.
   */
  tilesUrl: string;
  browser?: PdfPrinterOptions;
  /** A printer of its own (tests); else the process's shared one. */
  printer?: PdfPrinter;
  tileStore?: TileStore;
  /** Time limit of one remote tile read (retried once), vector or raster; default 10 s. */
  tileTimeoutMs?: number;
  /**
   * {z}/{x}/{y} templates of the map-tile styles (TILES_STANDARD_URL, TILES_SATELLITE_URL);
   * default OpenStreetMap and Esri World Imagery.
   */
  rasterTiles?: { standard: string; satellite: string };
  /** Fetched raster tiles kept across renders (tests); else the process's shared cache. */
  rasterTileCache?: RasterTileCache;
  /**
   * Posters drawn at once (each holds ~50 MB of pixels at 4096 px); default one per core
   * (os.availableParallelism()), as many as the rasteriser has workers (./raster-workers).
   */
  concurrency?: number;
  /**
   * The bundled render worker (scripts/build-render-worker.mjs): raster posters are then made in worker
   * threads, as many as `concurrency`, each with an engine of its own built from these options' plain
   * settings. Unset: on this thread (tests, scripts). The server sets it (RENDER_WORKER_SCRIPT).
   */
  workerScript?: string;
  /** Posters waiting beyond those before the engine answers 'busy'; default 16. */
  maxQueue?: number;
  /** A render, queue wait included, fails with 'timeout' after this; default 90 s. */
  deadlineMs?: number;
}

export interface RenderOptions {
  /** Also return a 640 px WebP of the poster. */
  preview?: boolean;
  /**
   * Stops the render (in the queue, or at the next stage) with RenderError 'aborted' when it fires:
   * a client that has gone away gets no poster, so no rasteriser or browser time is spent on one.
   */
  signal?: AbortSignal;
}

export interface Timings {
  tiles: number;
  svg: number;
  /** Rasterising (png/jpeg/webp) or printing (pdf); 0 for svg. */
  draw: number;
  encode: number;
  total: number;
}

export interface RenderOutput {
  format: Format;
  mime: string;
  bytes: Buffer;
  width: number;
  height: number;
  preview?: { mime: 'image/webp'; bytes: Buffer };
  /** What the poster does not show of what was asked, in words for the caller (markers off the map…). */
  warnings: string[];
  /** A print (printSize): the sheet in mm and the resolution the file really has. */
  print?: PrintResult;
  timings: Timings;
}

export interface PrintResult {
  /** The finished size (the trim), in mm. */
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  /** Dots per inch at that size: the dpi asked for, or less when the pixels were capped (raster); for PDF and SVG the dpi the layout was made for. */
  dpi: number;
  cropMarks: boolean;
}

export const MIME_TYPES: Record<Format, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

const SHARED_STORE = new TileStore();
/** OpenMapTiles sources stop at zoom 14; the probe layout that finds the view's ground assumes it. */
const DEFAULT_MAX_ZOOM = 14;

/** Reads, without blocking, the fallback faces the poster's text needs (none for text the poster faces draw). */
async function loadPosterFaces(spec: PosterSpec, theme: Theme): Promise<void> {
  await Promise.all([
    ...Object.values(posterTexts(spec, theme)).map(({ face, text }) => loadFacesFor(face, text)),
    loadFacesFor(markerLabelFace(theme), spec.markers.map((marker) => marker.label ?? '').join(' ')),
  ]);
}

/**
 * The poster's text fields that hold a character no shipped face can draw, as messages naming the
 * field and the character: such text is refused (400) rather than printed as boxes.
 */
export async function posterTextProblems(spec: PosterSpec): Promise<string[]> {
  await fontsReady();
  const texts = posterTexts(spec, themeForSpec(spec));
  const fields = { city: texts.title, country: texts.subtitle } as const;
  const problems: string[] = [];
  for (const [field, { text, face }] of Object.entries(fields)) {
    await loadFacesFor(face, text);
    const character = undrawableCharacter(face, text);
    if (character === undefined) continue;
    const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    problems.push(`${field} contains ${code}, which no poster font can draw`);
  }
  const face = markerLabelFace(themeForSpec(spec));
  for (const [index, marker] of spec.markers.entries()) {
    if (!marker.label) continue;
    await loadFacesFor(face, marker.label);
    const character = undrawableCharacter(face, marker.label);
    if (character !== undefined)
      problems.push(
        `markers[${index}].label contains U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}, which no poster font can draw`,
      );
  }
  return problems;
}

async function loadLabelFaces(placed: readonly PlacedTile[], theme: Theme, language: 'local' | 'latin'): Promise<void> {
  const names = new Set<string>();
  for (const { tile } of placed) for (const label of tile.labels) names.add(language === 'latin' ? label.latin : label.name);
  const text = [...names].join(' ');
  const { regular, bold } = labelFaces(theme);
  await Promise.all([loadFacesFor(regular, text), loadFacesFor(bold, text)]);
}

/** Spec in, bytes out. Knows nothing of keys, plans or HTTP. */
/** Lets the event loop run what is waiting (I/O first) before this render's next synchronous step. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class PosterEngine {
  private readonly store: TileStore;
  private readonly limit: LimitFunction;
  private readonly maxQueue: number;
  private readonly deadlineMs: number;
  private readonly workers: RenderWorkers | undefined;

  constructor(private readonly options: EngineOptions) {
    this.store = options.tileStore ?? SHARED_STORE;
    this.limit = pLimit(Math.max(1, options.concurrency ?? os.availableParallelism()));
    this.maxQueue = Math.max(0, options.maxQueue ?? 16);
    this.deadlineMs = options.deadlineMs ?? 90_000;
    const { workerScript, tilesUrl, rasterTiles, tileTimeoutMs } = options;
    this.workers = workerScript
      ? new RenderWorkers(workerScript, { tilesUrl, rasterTiles, tileTimeoutMs, deadlineMs: this.deadlineMs }, this.limit.concurrency, (job, signal) =>
          this.drawHere(job.spec, { preview: job.preview, signal }),
        )
      : undefined;
  }

  /** Whether raster posters are made in worker threads (a workerScript was given, and its workers start). */
  get threaded(): boolean {
    return this.workers?.threaded ?? false;
  }

  /** Stops the render workers, if any (tests, scripts); the next render starts new ones. */
  async close(): Promise<void> {
    await this.workers?.close();
  }

  /** Renders waiting for their turn (not counting those being drawn). */
  get queued(): number {
    return this.limit.pendingCount;
  }

  private printer(): PdfPrinter {
    return this.options.printer ?? sharedPdfPrinter(this.options.browser ?? {});
  }

  /** The poster as an SVG document and its layout, without rasterising. */
  /** `labels`: print street, place and water names where the theme has them (never in SVG output). */
  /** `outline`: text in fallback faces as glyph outlines (raster output; see runElements). */
  async document(spec: PosterSpec, options: { embedFonts: boolean; labels: boolean; outline?: boolean }) {
    const started = performance.now();
    const theme = themeForSpec(spec);
    let layout: ReturnType<typeof layoutPoster>;
    let placed: PlacedTile[] = [];
    let mapImage: MapImage | undefined;
    let route: PlannedRoute | undefined;
    const stops = routeStops(spec);
    const dataWarnings: string[] = [];
    if (spec.renderMode === 'tile') {
      // Map-tile styles: the map is one raster from the style's tile server, credited to it.
      await fontsReady();
      await loadPosterFaces(spec, theme);
      const template = (this.options.rasterTiles ?? DEFAULT_RASTER_TILES)[spec.theme === 'satellite' ? 'satellite' : 'standard'];
      layout = layoutPoster(spec, theme, 14, { credit: tileCredit(template) });
      mapImage = await rasterMapImage(
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
        { timeoutMs: this.options.tileTimeoutMs, cache: this.options.rasterTileCache },
      );
    } else {
      await fontsReady();
      await loadPosterFaces(spec, theme);
      // The view's ground decides the source (TILES_URL's first that covers it); the source's deepest zoom then decides the detail.
      const probe = layoutPoster(spec, theme, DEFAULT_MAX_ZOOM);
      const chosen = await chooseTileSource(
        tileLocations(this.options.tilesUrl),
        { bounds: viewBounds(probe.view), zoom: spec.zoom, lat: spec.lat, lon: spec.lon },
        this.options.tileTimeoutMs,
      );
      const source = chosen.source;
      if (chosen.partial) {
        dataWarnings.push(
          `the map data this server has for ${spec.lat.toFixed(4)}, ${spec.lon.toFixed(4)} ends inside the poster at zoom ${spec.zoom}, so part of it is blank: zoom in to stay inside the data`,
        );
      }
      layout = source.maxZoom === DEFAULT_MAX_ZOOM ? probe : layoutPoster(spec, theme, source.maxZoom);
      const loaded = await this.store.getAll(source, layout.view.tiles);
      placed = loaded.map(({ address, tile }) => ({ tile, transform: layout.view.tileTransform(address, tile.extent) }));
      if (options.labels && theme.labels && spec.showLabels !== false) await loadLabelFaces(placed, theme, spec.labelLanguage);
      if (stops && spec.routeProfile !== 'straight' && !spec.routeTrack) {
        route = await followStreets(stops, spec.routeProfile, {
          key: source.key,
          maxZoom: source.maxZoom,
          load: (addresses) => this.store.getAll(source, addresses),
        });
      }
    }
    const tilesDone = performance.now();
    // Placing labels and writing the SVG each hold this thread for tens of milliseconds per poster:
    // between them the server answers what has arrived (/health, /v1/me, other requests' steps).
    await yieldToEventLoop();
    const labels =
      options.labels && theme.labels && spec.showLabels !== false && placed.length > 0
        ? labelLayer(
            placed.map(({ tile, transform }) => ({ labels: tile.labels, transform })),
            {
              theme,
              scale: layout.scale,
              zoom: spec.zoom,
              width: layout.width,
              height: layout.height,
              avoid: labelObstacles(layout),
              language: spec.labelLanguage,
              outline: options.outline,
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
    await yieldToEventLoop();
    const uses = [...fontUses(layout), ...(labels?.uses ?? [])];
    const fontCss = options.embedFonts ? await embeddedFontCss(uses) : undefined;
    const routeLines = spec.routeTrack ?? (route ? [route.line] : stops ? [stops] : []);
    const svg = posterSvg(layout, placed, {
      fontCss,
      mapImage,
      labels: labels?.svg,
      outlineText: options.outline,
      routes: routeLines.map((line) => drawable(line.map(([lon, lat]) => layout.view.project(lon, lat)))),
    });
    const warnings = [...dataWarnings, ...(route?.warnings ?? []), ...routeWarnings(layout, spec.routeTrack ? undefined : stops, spec.routeTrack)];
    if (stops && spec.routeProfile !== 'straight' && spec.renderMode === 'tile') {
      warnings.push(
        `the route is drawn straight: routeProfile ${spec.routeProfile} follows the streets of the vector map, which the ${spec.theme} map-tile style does not have`,
      );
    }
    return {
      svg,
      layout,
      warnings,
      // Outlined runs need no font file: resvg is handed only the faces it sets as text.
      faces: uses.map((use) => use.face).filter((face) => !(options.outline && isFallbackFace(face))) as FontFace[],
      timings: { tiles: tilesDone - started, svg: performance.now() - tilesDone },
    };
  }

  /**
   * Renders one poster. Rejects with RenderError: 'busy' at once when the queue is full,
   * 'timeout' when the deadline passes, 'tiles_unavailable' or 'render_failed' on faults.
   */
  render(spec: PosterSpec, options: RenderOptions = {}): Promise<RenderOutput> {
    if (this.limit.activeCount >= this.limit.concurrency && this.limit.pendingCount >= this.maxQueue) {
      return Promise.reject(new RenderError('busy', `renderer busy: ${this.limit.pendingCount} posters are waiting; retry in about a minute`));
    }
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortedError());
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RenderError('timeout', `the render did not finish within ${Math.round(this.deadlineMs / 1000)} s; retry in about a minute`)),
        this.deadlineMs,
      );
      onAbort = () => reject(abortedError());
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    // A render whose caller is gone by its turn is never started.
    const work = this.limit(() => (signal?.aborted ? Promise.reject(abortedError()) : this.draw(spec, options)));
    return Promise.race([work, deadline]).finally(() => {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    });
  }

  /** Raster posters in a render worker when there are workers, else (and PDF and SVG always) here. */
  private draw(spec: PosterSpec, options: RenderOptions): Promise<RenderOutput> {
    if (!this.workers || spec.format === 'svg' || spec.format === 'pdf') return this.drawHere(spec, options);
    return this.workers.render({ spec, preview: options.preview === true }, options.signal).catch((error: unknown) => {
      if (error instanceof RenderError) throw error;
      throw new RenderError('render_failed', `the poster could not be made: ${(error as Error).message}`, { cause: error });
    });
  }

  private async drawHere(spec: PosterSpec, options: RenderOptions): Promise<RenderOutput> {
    const started = performance.now();
    const vector = spec.format === 'svg' || spec.format === 'pdf';
    // SVG is true vector but leaves map labels out; raster formats and PDF show them (README: The poster engine, Formats).
    const { svg, layout, faces, timings, warnings } = await this.document(spec, { embedFonts: vector, labels: spec.format !== 'svg', outline: !vector });
    // The stages after this are the costly ones: none for a caller who has left.
    if (options.signal?.aborted) throw abortedError();
    // The sheet: the trim the layout fills, and the bleed around it.
    const width = layout.width + 2 * layout.bleed;
    const height = layout.height + 2 * layout.bleed;
    let bytes: Buffer;
    let draw = 0;
    let encodeMs = 0;
    let preview: RenderOutput['preview'];

    if (spec.format === 'svg' || spec.format === 'pdf') {
      const drawStarted = performance.now();
      if (spec.format === 'svg') bytes = Buffer.from(svg, 'utf8');
      else {
        const printed = await this.printer().print(svg, width, height);
        bytes = Buffer.from(spec.print ? await printSheet(printed, spec.print, spec.cropMarks) : printed);
      }
      draw = spec.format === 'pdf' ? performance.now() - drawStarted : 0;
      if (options.preview) {
        const small = await rasterise(svg, faces, [encoding('webp')], Math.round((PREVIEW_DIMENSION * width) / Math.max(width, height)));
        preview = { mime: 'image/webp', bytes: small.files[0]! };
      }
    } else {
      const encodings = [encoding(spec.format, { dpi: spec.print?.dpi })];
      if (options.preview) encodings.push(encoding('webp', { resizeTo: PREVIEW_DIMENSION }));
      const drawn = await rasterise(svg, faces, encodings);
      const [main, small] = drawn.files;
      bytes = main!;
      // The worker's own clock: time queued for a worker counts in neither.
      ({ draw, encode: encodeMs } = drawn.timings);
      if (small) preview = { mime: 'image/webp', bytes: small };
    }

    return {
      format: spec.format,
      mime: MIME_TYPES[spec.format],
      bytes,
      width,
      height,
      preview,
      warnings: [...warnings, ...posterWarnings(layout), ...printWarnings(spec)],
      print: spec.print && {
        widthMm: spec.print.size.widthMm,
        heightMm: spec.print.size.heightMm,
        bleedMm: spec.print.bleedMm,
        dpi: spec.print.dpi,
        cropMarks: spec.cropMarks,
      },
      timings: { ...timings, draw, encode: encodeMs, total: performance.now() - started },
    };
  }
}

/** A raster print under SOFT_DPI: the pixels ran out (maxDimension, the server's maximum) before the size did. */
function printWarnings(spec: PosterSpec): string[] {
  if (!spec.print || spec.format === 'pdf' || spec.format === 'svg' || spec.print.dpi >= SOFT_DPI) return [];
  const { size, dpi, trimPx, bleedPx } = spec.print;
  const longest = Math.max(trimPx.width, trimPx.height) + 2 * bleedPx;
  return [
    `at ${size.widthMm} × ${size.heightMm} mm this ${spec.format} has ${dpi} dpi (${longest} px on its longest side; at most ${MAX_DIMENSION}), under the ${SOFT_DPI} dpi a print looks sharp at: choose format "pdf", which is vector and sharp at any size`,
  ];
}

/** The map-tile image of a full-bleed poster runs into the bleed with the page. */
function mapImageWindow(layout: ReturnType<typeof layoutPoster>) {
  const { window, bleed } = layout;
  if (!layout.fullBleed || bleed === 0 || window.shape !== 'rectangle') return window;
  return { ...window, x: window.x - bleed, y: window.y - bleed, width: window.width + 2 * bleed, height: window.height + 2 * bleed };
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

function abortedError(): RenderError {
  return new RenderError('aborted', 'the render was stopped: its caller went away before it finished');
}

export function isRenderError(error: unknown): error is RenderError {
  return error instanceof RenderError;
}
