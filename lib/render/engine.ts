/**
 * The poster engine's front: a queue with a deadline, and each poster made by its parts:
 * ./compose composes the poster as one scene, for Skia or written as an SVG document (vector or map-tile map), ./formats makes the file of
 * the asked format, ./threads runs raster posters in worker threads. ./text-check refuses text no
 * face can draw before a render is charged. Spec in, bytes out; knows nothing of keys, plans or HTTP.
 */
import path from 'node:path';
import pLimit, { type LimitFunction } from 'p-limit';
import { checkMapData, composePoster, mapCoverage, type ComposeOptions, type MapCoverage, type MapSources, type PosterDocument } from './compose';
import { cpuMark, cpuSince } from './cpu';
import { abortedError, RenderError } from './errors';
import { isVectorFormat, MIME_TYPES, type PosterFile, posterFile, printWarnings } from './formats';
import { type PdfPrinter, sharedPdfPrinter, type PdfPrinterOptions } from './pdf';
import type { RenderOutput, RenderProgress } from './output';
import type { Scene } from './scene';
import { MAX_DIMENSION, parsePosterSpec, type PosterSpec, sheetPixels } from './spec';
import { posterWarnings } from './layout';
import type { RasterTileCache } from './raster-tiles';
import { DEFAULT_RASTER_BACKEND, type RasterBackend } from './skia';
import { PosterPool, renderThreads } from './threads';
import { BUNDLED_ELEVATION_FILE } from './terrain';
import { type DiskTileCacheOptions, TileStore } from './tiles';

// turbopackIgnore: a path the bundler can follow from the working directory made it trace the whole project into the build's output.
const BUNDLED_ELEVATION_PATH = path.join(/* turbopackIgnore: true */ process.cwd(), BUNDLED_ELEVATION_FILE);

/** Posters that may wait for their turn, beyond those being drawn, before a render is refused as 'busy'. */
export const RENDER_QUEUE_LIMIT = 16;
/** A render's time limit, its wait in the queue included: then it fails with 'timeout'. */
export const RENDER_DEADLINE_MS = 90_000;
/**
 * The most a big raster's deadline grows to (RENDER_DEADLINE_MS × its area over the everyday 4096² poster's):
 * below the 10 minutes a queued render's job may run (lib/posters render-jobs) before another instance takes it.
 */
export const BIG_RENDER_DEADLINE_MS = 480_000;

/** The time limit of a poster: RENDER_DEADLINE_MS, scaled with the pixels of a sheet past 4096² (up to BIG_RENDER_DEADLINE_MS). */
export function renderDeadlineMs(spec: PosterSpec, base = RENDER_DEADLINE_MS): number {
  if (isVectorFormat(spec.format)) return base;
  const longest = sheetPixels(spec);
  return Math.round(Math.max(base, Math.min(BIG_RENDER_DEADLINE_MS, (base * longest * longest) / (MAX_DIMENSION * MAX_DIMENSION))));
}

export interface EngineOptions {
  /**
   * TILES_URL: a .pmtiles path or URL, a TileJSON URL, or a {z}/{x}/{y} template; or several,
   * comma-separated, of which each poster uses the first that covers its view.
   */
  tilesUrl: string;
  /**
   * ELEVATION_URL: where terrain comes from, listed as tilesUrl is (entries may be prefixed terrarium: or
   * terrain-rgb:); unset, the archive the repository carries (data/elevation), so only its area has terrain.
   */
  elevationUrl?: string;
  browser?: PdfPrinterOptions;
  /** A printer of its own (tests); else the process's shared one. */
  printer?: PdfPrinter;
  tileStore?: TileStore;
  /** Time limit of one remote tile read (retried once), vector or raster; default 10 s. */
  tileTimeoutMs?: number;
  /**
   * A folder and bound (TILE_CACHE_DIR, TILE_CACHE_MB) for the raw bytes read from remote vector
   * sources, shared by every engine and render worker given the same folder; unset, none (a local
   * .pmtiles needs none).
   */
  tileCache?: DiskTileCacheOptions;
  /**
   * {z}/{x}/{y} templates of the map-tile styles (TILES_STANDARD_URL, TILES_SATELLITE_URL); a style
   * left out uses DEFAULT_RASTER_TILES (OpenStreetMap, Esri World Imagery), unless rasterTileDefaults is false.
   */
  rasterTiles?: { standard?: string; satellite?: string };
  /**
   * Whether a map-tile style left out of rasterTiles uses DEFAULT_RASTER_TILES: the embedded mode (a
   * developer trying the service) and the engine on its own (scripts); default true. False (a
   * deployment): such a style is refused with tile_style_unavailable, since neither OpenStreetMap's
   * tile usage policy nor Esri's terms allow a paid service's posters.
   */
  rasterTileDefaults?: boolean;
  /** Fetched raster tiles kept across renders (tests); else the process's shared cache. */
  rasterTileCache?: RasterTileCache;
  /**
   * Posters drawn at once (each holds ~50 MB of pixels at 4096 px); default renderThreads(), one per
   * core, as many as the rasteriser has workers (./threads).
   */
  concurrency?: number;
  /**
   * The bundled render worker (scripts/build-render-worker.mjs): raster posters are then made in worker
   * threads, as many as `concurrency`, each with an engine of its own built from these options' plain
   * settings. Unset: on this thread (tests, scripts). The server sets it (RENDER_WORKER_SCRIPT).
   */
  workerScript?: string;
  /** Posters waiting beyond those being drawn before the engine answers 'busy'; default RENDER_QUEUE_LIMIT. */
  maxQueue?: number;
  /** A render, queue wait included, fails with 'timeout' after this; default RENDER_DEADLINE_MS. */
  deadlineMs?: number;
  /** What draws PNG, JPEG and WebP (RASTER_BACKEND): Skia from the scene, or resvg from the SVG; default DEFAULT_RASTER_BACKEND. */
  rasterBackend?: RasterBackend;
  /**
   * A raster poster at its own size may be drawn in horizontal strips on raster threads that are idle
   * as it is asked for (../threads strips.ts), joined before encoding; default true. False draws every
   * poster whole: tests that compare bytes, and the bench comparing one against the other.
   */
  rasterStrips?: boolean;
  /**
   * The nice value (0-19) of the render workers and their strip threads (RENDER_WORKER_NICE); default
   * WORKER_NICE, chosen by scripts/priority-bench.ts. Applies to an engine with a workerScript.
   */
  workerNice?: number;
  /** Skia only: the fades' ramps as rows of solid color instead of gradients (measured; see ../skia). */
  steppedFades?: boolean;
  /**
   * resvg only: every text run as its HarfBuzz glyph outline, the very paths the Skia scene fills,
   * instead of <text> set by resvg's own text engine (fallback runs are outlines either way). Off by
   * default, so resvg's posters stay as they were; the oracle test (skia-vs-resvg) sets it to compare
   * the two rasterisers on the same shapes.
   */
  outlineAllText?: boolean;
}

export interface RenderOptions {
  /** Also return a 640 px WebP of the poster. */
  preview?: boolean;
  /**
   * Draw a vector map the data covers less than MIN_MAP_COVERAGE of (the rest blank, with a warning)
   * instead of refusing it with partial_map_data: the request's allowPartialMap.
   */
  allowPartialMap?: boolean;
  /**
   * Stops the render (in the queue, or at the next stage) with RenderError 'aborted' when it fires:
   * a client that has gone away gets no poster, so no rasteriser or browser time is spent on one.
   */
  signal?: AbortSignal;
  /**
   * Told how far a raster poster's drawing has come, in strips (RenderProgress): when they are planned and
   * as each is drawn, from a worker thread's engine too. Called on the caller's thread; a callback that
   * throws is ignored (a report is never worth a poster). Nothing is told for SVG and PDF.
   */
  onProgress?: (progress: RenderProgress) => void;
}

const SHARED_STORE = new TileStore();

/** What warm() draws: the bundled Copenhagen archive's core, small (the costs it pays do not grow with size), labels on. */
export const WARM_UP_POSTER = parsePosterSpec({ lat: 55.676, lon: 12.576, zoom: 14, format: 'png', maxDimension: 1024, city: 'København' });

export class PosterEngine {
  private readonly store: TileStore;
  private readonly limit: LimitFunction;
  private readonly maxQueue: number;
  private readonly deadlineMs: number;
  private readonly workers: PosterPool | undefined;

  constructor(private readonly options: EngineOptions) {
    this.store = options.tileStore ?? SHARED_STORE;
    this.limit = pLimit(Math.max(1, options.concurrency ?? renderThreads()));
    this.maxQueue = Math.max(0, options.maxQueue ?? RENDER_QUEUE_LIMIT);
    this.deadlineMs = options.deadlineMs ?? RENDER_DEADLINE_MS;
    const {
      workerScript,
      tilesUrl,
      elevationUrl,
      rasterTiles,
      rasterTileDefaults,
      tileTimeoutMs,
      tileCache,
      rasterBackend,
      rasterStrips,
      steppedFades,
      outlineAllText,
    } = options;
    this.workers = workerScript
      ? new PosterPool(
          workerScript,
          {
            tilesUrl,
            elevationUrl,
            rasterTiles,
            rasterTileDefaults,
            tileTimeoutMs,
            tileCache,
            deadlineMs: this.deadlineMs,
            rasterBackend,
            rasterStrips,
            steppedFades,
            outlineAllText,
          },
          this.limit.concurrency,
          (job, signal, onProgress) => this.drawHere(job.spec, { preview: job.preview, allowPartialMap: job.allowPartialMap, signal, onProgress }),
          options.workerNice,
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

  private sources(): MapSources {
    const { tilesUrl, elevationUrl, tileTimeoutMs, tileCache, rasterTiles, rasterTileDefaults, rasterTileCache } = this.options;
    return {
      tilesUrl,
      elevationUrl: elevationUrl ?? BUNDLED_ELEVATION_PATH,
      store: this.store,
      tileTimeoutMs,
      tileCache,
      rasterTiles,
      rasterTileDefaults,
      rasterTileCache,
    };
  }

  /** The poster as an SVG document and its layout, without rasterising (./compose). */
  document(spec: PosterSpec, options: ComposeOptions): Promise<PosterDocument> {
    return composePoster(spec, options, this.sources());
  }

  /**
   * Refuses, before anything is charged, a poster its map would leave blank: RenderError
   * tile_style_unavailable, partial_map_data or no_map_data (or tiles_unavailable when a source
   * cannot be read). A render checks the same again as it draws; this costs the choice of a source,
   * not a poster.
   */
  checkMap(spec: PosterSpec, options: Pick<RenderOptions, 'allowPartialMap'> = {}): Promise<void> {
    return checkMapData(spec, this.sources(), options.allowPartialMap);
  }

  /**
   * Pays what the first poster of a thread would otherwise pay, before a customer does: the worker
   * threads' start, their fonts, the place-alias scan of the place index (a 23 MB file, once per thread),
   * the tile archives' headers, Skia's first paint and the code's first compilation (in-process: 0.1,
   * 0.1, 0.6 s and a first render 1.8 s against 0.46 s warm). One small poster of `spec` (the bundled
   * Copenhagen core by default) per render slot, side by side so each worker thread draws one, after
   * the map check a paid render makes on this thread first. Never
   * rejects: a place TILES_URL does not cover warms less, and says so in the result.
   */
  async warm(spec: PosterSpec = WARM_UP_POSTER): Promise<{ ms: number; failed: string[] }> {
    const started = performance.now();
    // The check every paid render makes first runs on this thread (fonts, faces, the archives opened here).
    await this.checkMap(spec).catch(() => undefined);
    const slots = Array.from({ length: this.limit.concurrency }, () =>
      this.render(spec).then(
        () => undefined,
        (error: unknown) => (error as Error).message,
      ),
    );
    const failed = (await Promise.all(slots)).filter((message): message is string => message !== undefined);
    return { ms: Math.round(performance.now() - started), failed };
  }

  /**
   * Whether the poster can be drawn from the map data now (checkMap's answer as a value), and if not
   * the zoom the readable data fills and why: what GET /v1/places says of each place.
   */
  mapCoverage(spec: PosterSpec): Promise<MapCoverage> {
    return mapCoverage(spec, this.sources());
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
    const deadlineMs = renderDeadlineMs(spec, this.deadlineMs);
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RenderError('timeout', `the render did not finish within ${Math.round(deadlineMs / 1000)} s; retry in about a minute`)),
        deadlineMs,
      );
      onAbort = () => reject(abortedError());
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    const told = options.onProgress;
    const onProgress =
      told &&
      ((progress: RenderProgress) => {
        try {
          told(progress);
        } catch {
          /* the caller's report failed: the poster goes on */
        }
      });
    // A render whose caller is gone by its turn is never started.
    const work = this.limit(() => (signal?.aborted ? Promise.reject(abortedError()) : this.draw(spec, { ...options, onProgress })));
    return Promise.race([work, deadline]).finally(() => {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    });
  }

  /**
   * Raster and SVG posters in a poster worker when there are workers, else here; PDF always here (its
   * browser belongs to this process). An SVG is all composition (tiles, labels, the document: 0.2-0.3 s
   * of a city's on the server's thread, measured by the main-thread budget test).
   */
  private draw(spec: PosterSpec, options: RenderOptions): Promise<RenderOutput> {
    if (!this.workers || spec.format === 'pdf') return this.drawHere(spec, options);
    return this.workers
      .render({ spec, preview: options.preview === true, allowPartialMap: options.allowPartialMap === true }, options.signal, options.onProgress)
      .catch((error: unknown) => {
        if (error instanceof RenderError) throw error;
        throw new RenderError('render_failed', `the poster could not be made: ${(error as Error).message}`, { cause: error });
      });
  }

  private async drawHere(spec: PosterSpec, options: RenderOptions): Promise<RenderOutput> {
    const started = performance.now();
    const startedCpu = cpuMark();
    const vector = isVectorFormat(spec.format);
    // SVG is true vector but leaves map labels out; raster formats and PDF show them (components/docs/content/engine.md: The poster engine, Formats).
    const scene = !vector && (this.options.rasterBackend ?? DEFAULT_RASTER_BACKEND) === 'skia';
    const fileOptions = {
      preview: options.preview,
      printer: () => this.printer(),
      steppedFades: this.options.steppedFades,
      strips: this.options.rasterStrips ?? true,
      onProgress: options.onProgress,
      signal: options.signal,
    };
    // Skia's strips start on the scene's head (the page and the map) while the labels are placed, and take the rest
    // when the scene is whole: two cores at work where one composed and the other waited (lib/render/threads).
    let early: Promise<PosterFile> | undefined;
    let tellWhole: { resolve: (scene: Scene) => void; reject: (error: unknown) => void } | undefined;
    const onSceneHead = (head: Scene) => {
      const wholeScene = new Promise<Scene>((resolve, reject) => {
        tellWhole = { resolve, reject };
      });
      const { width, height } = head.sheet;
      early = posterFile(spec, { svg: '', scene: head, wholeScene, faces: [], width, height }, fileOptions);
      // Its failure is the document's, when the document fails (below).
      early.catch(() => {});
    };
    let document: PosterDocument;
    try {
      document = await this.document(spec, {
        embedFonts: vector,
        labels: spec.format !== 'svg',
        outline: vector ? false : this.options.outlineAllText ? 'all' : true,
        scene,
        allowPartialMap: options.allowPartialMap,
        onSceneHead: scene ? onSceneHead : undefined,
      });
      // The stages after this are the costly ones: none for a caller who has left.
      if (options.signal?.aborted) throw abortedError();
    } catch (error) {
      tellWhole?.reject(error);
      await early?.catch(() => {});
      throw error;
    }
    const { svg, scene: list, layout, faces, timings, warnings } = document;
    tellWhole?.resolve(list!);
    // The sheet: the trim the layout fills, and the bleed around it.
    const width = layout.width + 2 * layout.bleed;
    const height = layout.height + 2 * layout.bleed;
    const file = await (early ?? posterFile(spec, { svg, scene: list, faces, width, height }, fileOptions));
    // Overlapped, the composition's CPU (the process's) holds the strips' meanwhile: the drawing's is what is left.
    const total = cpuSince(startedCpu);
    const cpu = early ? { ...file.cpu, draw: Math.max(0, total - timings.cpu.tiles - timings.cpu.svg - file.cpu.encode) } : file.cpu;
    return {
      format: spec.format,
      mime: MIME_TYPES[spec.format],
      bytes: file.bytes,
      width,
      height,
      preview: file.preview,
      warnings: [...warnings, ...posterWarnings(layout), ...printWarnings(spec)],
      print: spec.print && {
        widthMm: spec.print.size.widthMm,
        heightMm: spec.print.size.heightMm,
        bleedMm: spec.print.bleedMm,
        // A vector file's dpi would only say what its layout was measured in: said where a raster is embedded.
        ...(!vector || spec.renderMode === 'tile' ? { dpi: spec.print.dpi } : {}),
        cropMarks: spec.cropMarks,
        vector,
      },
      timings: {
        tiles: timings.tiles,
        svg: timings.svg,
        draw: file.draw,
        encode: file.encode,
        total: performance.now() - started,
        cpu: { ...timings.cpu, ...cpu, total },
      },
    };
  }
}

export function isRenderError(error: unknown): error is RenderError {
  return error instanceof RenderError;
}
