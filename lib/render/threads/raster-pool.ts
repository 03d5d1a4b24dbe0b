import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
import { processSingleton, recognisedAcrossCopies } from '@/lib/singleton';
import { type CanvasModule, paintScene } from '../skia';
import type { RenderProgress } from '../output';
import type { Scene, SceneOp } from '../scene';
import { lowerThisThreadsPriority, renderThreads, WORKER_NICE, WorkerPool, workerExecArgv } from './pool';
import { deflatePngRows, PNG_STRIP_LEVEL, PngStripWriter } from './png-strips';
import { cropSceneToRows, cropSvgToRows, planStrips, sceneOpsAfter, scenePixelSize, type Strip, svgPixelSize } from './strips';

/**
 * resvg and sharp in worker threads: a worker draws the SVG and encodes the pixels, and hands back
 * only the encoded files. renderAsync draws on libuv's pool, but handing its pixels to JavaScript
 * (`image.pixels`) copies 48 MiB on the main thread for a 3072 × 4096 poster: 30-120 ms in which
 * the server answers nothing, not even /health. Moving those pixels to the main thread for sharp
 * was no better: 48 MiB of outside memory per poster made V8 collect garbage on the main thread
 * ("external memory pressure", up to 70 ms a pause under load). The pixels now never leave the worker.
 *
 * An encoding is a list of sharp calls (`[['removeAlpha'], ['png', {…}]]`): plain data that crosses
 * to the worker, so the settings live in ../formats alone.
 *
 * The worker is a few lines of plain JavaScript run with `eval`, so the same code works under
 * Next.js's bundle, tsx and vitest; it loads @resvg/resvg-js from the node_modules this module is
 * loaded from (else the working directory's).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(require.resolve('@resvg/resvg-js', { paths: workerData.paths }));
// sharp is loaded by the main thread first (../formats imports it), as sharp asks of worker threads.
const sharp = require(require.resolve('sharp', { paths: workerData.paths }));
(${lowerThisThreadsPriority.toString()})(workerData.nice, require('node:fs'), require('node:os'));
// tsx and vitest compile with esbuild's keepNames, whose __name helper the function's source may call.
const __name = (f) => f;
const paintScene = (${paintScene.toString()});
const deflatePngRows = (${deflatePngRows.toString()});
const zlib = require('node:zlib');
let skia;
const own = (bytes) => (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength ? bytes : new Uint8Array(bytes));
parentPort.on('message', async (message) => {
  if (!message.job) return;
  const { id, job } = message;
  let stage = 'draw';
  try {
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    const ms = (from, to) => (to.user - from.user + to.system - from.system) / 1000;
    if (job.deflate) {
      // One strip of a streamed PNG: drawn here, its kept rows filtered and deflated here; only those bytes go back.
      const { keepFrom, rows, level, last } = job.deflate;
      let image;
      let waited = 0;
      if (job.scene) {
        skia ??= require(require.resolve('@napi-rs/canvas', { paths: workerData.paths }));
        let painted = paintScene(skia, job.scene, 1, job.stepped);
        if (job.rest) {
          // The scene's head is painted; the rest (labels, fades, title) comes through the port once placed.
          const waitFrom = performance.now();
          const told = await new Promise((resolve) => job.rest.once('message', resolve));
          job.rest.close();
          waited = performance.now() - waitFrom;
          if (told.error !== undefined) throw new Error(told.error);
          painted = paintScene(skia, { sheet: job.scene.sheet, ops: told.ops }, 1, job.stepped, true);
        }
        image = { width: painted.width, height: painted.height, pixels: painted.data() };
      } else image = new Resvg(job.svg, job.options).render();
      if (image.height < keepFrom + rows) throw new Error('a strip does not fit its poster');
      const drawn = performance.now();
      const drawnCpu = process.cpuUsage();
      stage = 'encode';
      const part = deflatePngRows(zlib, image.pixels, image.width, keepFrom, rows, level, last);
      const deflated = own(part.deflated);
      const timings = { draw: drawn - started - waited, encode: performance.now() - drawn, cpu: { draw: ms(startedCpu, drawnCpu), encode: ms(drawnCpu, process.cpuUsage()) } };
      parentPort.postMessage({ id, result: { width: image.width, height: rows, files: [deflated], rows: { adler: part.adler, length: part.length }, timings } }, [deflated.buffer]);
      return;
    }
    if (job.strip) {
      // One strip: drawn here, its kept rows copied into the poster's shared canvas; no file.
      const { canvas, top, rows, keepFrom } = job.strip;
      let image;
      if (job.scene) {
        skia ??= require(require.resolve('@napi-rs/canvas', { paths: workerData.paths }));
        const painted = paintScene(skia, job.scene, 1, job.stepped);
        image = { width: painted.width, height: painted.height, pixels: painted.data() };
      } else image = new Resvg(job.svg, job.options).render();
      const row = image.width * 4;
      if (row * (top + rows) > canvas.byteLength || image.height < keepFrom + rows) throw new Error('a strip does not fit its poster');
      new Uint8Array(canvas, top * row, rows * row).set(image.pixels.subarray(keepFrom * row, (keepFrom + rows) * row));
      const timings = { draw: performance.now() - started, encode: 0, cpu: { draw: ms(startedCpu, process.cpuUsage()), encode: 0 } };
      parentPort.postMessage({ id, result: { width: image.width, height: rows, files: [], timings } });
      return;
    }
    let width, height, pixels;
    if (job.canvas) {
      // The strips' joined canvas: encode only.
      ({ width, height } = job);
      pixels = Buffer.from(job.canvas);
    } else if (job.scene) {
      skia ??= require(require.resolve('@napi-rs/canvas', { paths: workerData.paths }));
      const canvas = paintScene(skia, job.scene, 1, job.stepped);
      ({ width, height } = canvas);
      pixels = canvas.data();
    } else {
      const image = new Resvg(job.svg, job.options).render();
      ({ width, height } = image);
      pixels = image.pixels;
    }
    const raw = { raw: { width, height, channels: 4 } };
    stage = 'encode';
    const drawn = performance.now();
    const drawnCpu = process.cpuUsage();
    const files = await Promise.all(job.encodings.map((calls) => calls.reduce((pipeline, [method, argument]) => pipeline[method](argument), sharp(pixels, raw)).toBuffer()));
    const timings = { draw: drawn - started, encode: performance.now() - drawn, cpu: { draw: ms(startedCpu, drawnCpu), encode: ms(drawnCpu, process.cpuUsage()) } };
    // Transfer only memory of the files' own (sharp's pooled small buffers are copied first).
    const owned = files.map(own);
    parentPort.postMessage({ id, result: { width, height, files: owned, timings } }, owned.map((file) => file.buffer));
  } catch (error) {
    parentPort.postMessage({ id, error: { stage, message: error instanceof Error ? error.message : String(error) } });
  }
});
parentPort.postMessage({ ready: true });
`;

/** One sharp call: its method's name and its one argument (JSON-like data, so it crosses to a worker). */
export type SharpCall = readonly [
  method: 'removeAlpha' | 'resize' | 'withMetadata' | 'withIccProfile' | 'png' | 'jpeg' | 'webp' | 'raw',
  argument?: object | string,
];
/** The calls that turn resvg's RGBA pixels (premultiplied; opaque on a poster) into one file. */
export type Encoding = readonly SharpCall[];

export interface DrawnFiles {
  width: number;
  height: number;
  /** One file per encoding asked for, in order. */
  files: Buffer[];
  /**
   * Milliseconds drawing (resvg or Skia; in strips, from the first strip's start to the last one's end)
   * and encoding (sharp, every file at once); `cpu`: the process's CPU meanwhile (../cpu).
   */
  timings: { draw: number; encode: number; cpu: { draw: number; encode: number } };
  /** The strips it was drawn in, when more than one (RasterPool.draw). */
  strips?: number;
  /** A streamed PNG's strip (its one file: the deflated rows): the Adler-32 and length of its rows before deflating. */
  rows?: { adler: number; length: number };
}

/** A failure in the worker, saying whether drawing or encoding failed (the caller's message names the stage). */
export class RasterStageError extends Error {
  static {
    recognisedAcrossCopies(this, 'render.RasterStageError');
  }
  constructor(
    readonly stage: 'draw' | 'encode',
    message: string,
  ) {
    super(message);
  }
}

/**
 * A whole poster drawn (resvg from its SVG, or Skia from its scene, `stepped`: fades as rows of
 * solid color) and encoded; one strip drawn into a shared canvas; or a joined canvas encoded.
 */
type DrawJob =
  | { svg: string; options: ResvgRenderOptions; encodings: readonly Encoding[]; strip?: undefined; canvas?: undefined; scene?: undefined; deflate?: undefined }
  | { scene: Scene; stepped?: boolean; encodings: readonly Encoding[]; svg?: undefined; strip?: undefined; canvas?: undefined; deflate?: undefined }
  | { svg: string; options: ResvgRenderOptions; strip: StripTarget; canvas?: undefined; scene?: undefined; deflate?: undefined }
  | { scene: Scene; stepped?: boolean; strip: StripTarget; svg?: undefined; canvas?: undefined; deflate?: undefined }
  | { canvas: SharedArrayBuffer; width: number; height: number; encodings: readonly Encoding[]; strip?: undefined; scene?: undefined; deflate?: undefined }
  | { svg: string; options: ResvgRenderOptions; deflate: DeflateTarget; strip?: undefined; canvas?: undefined; scene?: undefined }
  | { scene: Scene; stepped?: boolean; deflate: DeflateTarget; rest?: MessagePort; svg?: undefined; strip?: undefined; canvas?: undefined };

/**
 * What a strip painted from a scene's head is told on its `rest` port, once: the ops after the head
 * (./strips sceneOpsAfter), or why there are none (the labels could not be placed: the poster fails).
 */
type SceneRest = { ops: SceneOp[]; error?: undefined } | { error: string; ops?: undefined };

/** A streamed PNG's strip: rows `keepFrom`…`keepFrom + rows` of the drawn strip deflated at `level`; `last` ends the stream. */
type DeflateTarget = { keepFrom: number; rows: number; level: number; last: boolean };

/** Where a strip's kept rows go: the poster's shared canvas, from row `top`, `rows` of them, taken from row `keepFrom` of the strip. */
type StripTarget = { canvas: SharedArrayBuffer; top: number; rows: number; keepFrom: number };

/** Joined canvases a pool keeps between posters (two posters may be in strips at once on four cores or more). */
const SPARE_CANVASES = 2;

/** One poster's jobs for RasterPool.drawPoster: whole in a worker, whole on this thread, or one strip of it. */
interface PosterJobs {
  encodings: readonly Encoding[];
  whole: DrawJob;
  here: () => Promise<DrawnFiles>;
  strip: (strip: Strip, target: StripTarget) => DrawJob;
  /** A strip drawn and deflated (a streamed PNG's), in a worker. */
  deflate: (strip: Strip, target: DeflateTarget) => DrawJob;
  /** The same on this thread: the strip's pixels. */
  pixelsHere: (strip: Strip) => Promise<{ width: number; height: number; pixels: Uint8Array }>;
  /** Told when the strips are planned and as each is drawn (a whole poster: one strip). */
  onProgress?: (progress: RenderProgress) => void;
}

/** Where the worker looks for @resvg/resvg-js and sharp: beside this module (its bundle's folder, or lib/render), then the working directory. */
function modulePaths(): string[] {
  const paths = [process.cwd()];
  try {
    if (import.meta.url.startsWith('file:')) paths.unshift(path.dirname(fileURLToPath(import.meta.url)));
  } catch {
    /* no file URL: the working directory alone */
  }
  return paths;
}

export class RasterPool {
  private readonly pool: WorkerPool<DrawJob, DrawnFiles>;

  /**
   * `size` 0: draw on this thread (as inside a poster worker, which is itself off the main thread).
   * `budget`: the pool of a poster worker, whose `size` threads draw strips only (./poster-pool): a
   * poster is drawn on the calling thread unless cores are free across the process's poster workers.
   */
  constructor(
    size: number,
    private readonly budget?: CoreBudget,
    nice = WORKER_NICE,
  ) {
    this.pool = new WorkerPool<DrawJob, DrawnFiles>({
      size,
      name: 'the rasteriser',
      start: () => new Worker(WORKER_SOURCE, { eval: true, ...workerExecArgv(), workerData: { paths: modulePaths(), nice } }),
      transfer: (job) => ('rest' in job && job.rest ? [job.rest] : []),
      result: (result) => {
        const drawn = result as Omit<DrawnFiles, 'files'> & { files: Uint8Array[] };
        return { ...drawn, files: drawn.files.map((file) => Buffer.from(file.buffer, file.byteOffset, file.byteLength)) };
      },
      failure: (error) => {
        const { stage, message } = error as { stage: RasterStageError['stage']; message: string };
        return new RasterStageError(stage, message);
      },
      here: async (job) => {
        // Strips are planned only while workers run; a pool that falls back here draws whole posters.
        if (job.deflate)
          return deflateHere(
            job.scene ? () => paintPixels(job.scene, job.stepped, 'rest' in job ? job.rest : undefined) : () => drawPixels(job.svg, job.options),
            job.deflate,
          );
        if (job.strip || job.canvas) throw new RasterStageError('draw', 'strips are drawn in worker threads only');
        return job.scene ? paintHere(job.scene, job.encodings, job.stepped) : drawHere(job.svg, job.options, job.encodings);
      },
    });
  }

  /** Posters drawn in strips so far (a poster drawn whole when workers were busy does not count). */
  strippedPosters = 0;

  /** A streamed poster's strips hold at most this much RGBA each (STREAMED_STRIP_BYTES; tests cut smaller posters). */
  streamedStripBytes = STREAMED_STRIP_BYTES;
  /** A JPEG or WebP with more pixels than this is streamed (WHOLE_ENCODE_MAX_PIXELS; tests stream smaller ones). */
  wholeEncodeMaxPixels = WHOLE_ENCODE_MAX_PIXELS;

  /** Workers that would take a strip at once (./pool). */
  get idle(): number {
    return this.pool.idle;
  }

  /** Whether draws run in workers (false for size 0, or once a worker failed to start). */
  get threaded(): boolean {
    return this.pool.threaded;
  }

  /**
   * The SVG drawn by resvg and encoded by sharp, once per encoding: in a worker, or (if workers
   * cannot run here) with renderAsync and sharp on this thread's libuv pool. A poster at its own size
   * may be drawn in strips (`drawPoster`); a fitted one (previews) is drawn whole.
   */
  draw(
    svg: string,
    options: ResvgRenderOptions,
    encodings: readonly Encoding[],
    strips = true,
    onProgress?: (progress: RenderProgress) => void,
  ): Promise<DrawnFiles> {
    const size = (options.fitTo ?? { mode: 'original' }).mode === 'original' ? svgPixelSize(svg) : undefined;
    return this.drawPoster(size, strips, {
      encodings,
      whole: { svg, options, encodings },
      here: () => drawHere(svg, options, encodings),
      strip: ({ drawTop, drawRows }, target) => ({ svg: cropSvgToRows(svg, drawTop, drawRows), options, strip: target }),
      deflate: ({ drawTop, drawRows }, target) => ({ svg: cropSvgToRows(svg, drawTop, drawRows), options, deflate: target }),
      pixelsHere: ({ drawTop, drawRows }) => drawPixels(cropSvgToRows(svg, drawTop, drawRows), options),
      onProgress,
    });
  }

  /**
   * The scene painted by Skia and encoded by sharp, once per encoding (in a worker, else here), in strips as `draw`.
   * `whole`: the whole scene, when `scene` is its head only (../compose onSceneHead): a streamed poster's strips
   * paint the head at once and the rest once `whole` is known, so the labels are placed while the map is painted;
   * any other poster waits for `whole`. A `whole` that fails fails the poster with its error.
   */
  async paint(
    scene: Scene,
    encodings: readonly Encoding[],
    stepped = false,
    strips = true,
    onProgress?: (progress: RenderProgress) => void,
    whole?: Promise<Scene>,
  ): Promise<DrawnFiles> {
    const size = scenePixelSize(scene);
    if (whole && !(size && this.pool.threaded && isStreamed(size, encodings, strips, this.wholeEncodeMaxPixels))) {
      return this.paint(await whole, encodings, stepped, strips, onProgress);
    }
    const head = scene;
    // Strips asked for before the rest is known get the head and a port; the rest goes to each port once.
    let known: Scene | undefined;
    const ports = new Set<MessagePort>();
    const tell = (rest: SceneRest) => {
      for (const port of ports) {
        port.postMessage(rest);
        port.close();
      }
      ports.clear();
    };
    whole?.then(
      (scene) => {
        known = scene;
        let rest: SceneRest;
        try {
          rest = { ops: sceneOpsAfter(scene, head) };
        } catch (error) {
          rest = { error: (error as Error).message };
        }
        tell(rest);
      },
      (error: unknown) => tell({ error: error instanceof Error ? error.message : String(error) }),
    );
    const stripJob = ({ drawTop, drawRows }: Strip, deflate: DeflateTarget): DrawJob => {
      if (!whole || known) return { scene: cropSceneToRows(known ?? scene, drawTop, drawRows), stepped, deflate };
      const { port1, port2 } = new MessageChannel();
      ports.add(port1);
      return { scene: cropSceneToRows(head, drawTop, drawRows), stepped, deflate, rest: port2 };
    };
    return this.drawPoster(size, strips, {
      encodings,
      whole: { scene, stepped, encodings },
      here: () => paintHere(scene, encodings, stepped),
      strip: ({ drawTop, drawRows }, target) => ({ scene: cropSceneToRows(scene, drawTop, drawRows), stepped, strip: target }),
      deflate: stripJob,
      pixelsHere: (strip) => {
        const job = stripJob(strip, { keepFrom: 0, rows: 0, level: 0, last: false });
        return paintPixels(job.scene!, stepped, 'rest' in job ? job.rest : undefined);
      },
      onProgress,
    });
  }

  /**
   * A poster of `size` (undefined: not to be cut) drawn whole, or in strips when two or more workers
   * are idle as it is asked for: one per idle worker (./strips), joined before encoding. Its wait
   * shrinks; with every worker busy it is drawn whole, since strips cost a little more CPU in all
   * (each reads the whole document again, and draws its overlap twice). Progress is told in strips
   * (jobs.onProgress), a whole poster as one.
   */
  private drawPoster(size: { width: number; height: number } | undefined, cut: boolean, jobs: PosterJobs): Promise<DrawnFiles> {
    if (size && isStreamed(size, jobs.encodings, cut, this.wholeEncodeMaxPixels)) return this.drawStreamed(size, jobs);
    if (!cut || !this.pool.threaded) size = undefined;
    if (this.budget) {
      // A poster worker's: its own thread is the poster's core; strips take cores no other poster uses.
      const wanted = size ? planStrips(size.height, this.budget.cores).length : 1;
      const extra = wanted > 1 ? reserveCores(this.budget, wanted - 1) : 0;
      if (!size || extra === 0) return drawnWhole(jobs, jobs.here);
      return this.drawInStrips(size, planStrips(size.height, extra + 1), jobs).finally(() => Atomics.sub(this.budget!.busy, 0, extra));
    }
    const idle = this.pool.idle;
    const strips = size && idle >= 2 ? planStrips(size.height, idle) : [];
    if (!size || strips.length < 2) return drawnWhole(jobs, () => this.pool.run(jobs.whole));
    return this.drawInStrips(size, strips, jobs);
  }

  private async drawInStrips({ width, height }: { width: number; height: number }, strips: readonly Strip[], jobs: PosterJobs): Promise<DrawnFiles> {
    this.strippedPosters++;
    // Shared: each worker writes its rows in place, and the encoding worker reads them, with no copy here.
    const canvas = this.takeCanvas(width * height * 4);
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    let stripsDone = 0;
    jobs.onProgress?.({ stripsDone, strips: strips.length });
    try {
      await Promise.all(
        strips.map(async (strip) => {
          await this.pool.run(jobs.strip(strip, { canvas, top: strip.top, rows: strip.rows, keepFrom: strip.keepFrom }));
          jobs.onProgress?.({ stripsDone: ++stripsDone, strips: strips.length });
        }),
      );
    } catch (error) {
      // The workers could not start after all: the poster whole, on this thread.
      if (!this.pool.threaded) return drawnWhole(jobs, jobs.here);
      throw error;
    }
    const draw = performance.now() - started;
    // The strips ran in this process's threads: its CPU over the phase is theirs (../cpu).
    const drawCpu = process.cpuUsage(startedCpu);
    const encoded = await this.pool.run({ canvas, width, height, encodings: jobs.encodings }).finally(() => this.giveBack(canvas));
    const cpu = { draw: (drawCpu.user + drawCpu.system) / 1000, encode: encoded.timings.cpu.encode };
    return { ...encoded, width, height, strips: strips.length, timings: { draw, encode: encoded.timings.encode, cpu } };
  }

  /**
   * A poster drawn in strips and encoded as they arrive (./png-strips), so neither this thread nor a worker
   * holds more than a strip's pixels: at most STREAMED_STRIP_BYTES of RGBA a strip, and at least one strip a
   * core it may use (idle workers; in a poster worker, the cores its budget finds free, else its own). The
   * strips make one PNG; a JPEG or WebP, and the preview, are encoded by libvips from that PNG read
   * sequentially (row by row: ~25 MB for an A1 JPEG, measured), never from the whole raw sheet.
   */
  private async drawStreamed({ width, height }: { width: number; height: number }, jobs: PosterJobs): Promise<DrawnFiles> {
    let parallel: number;
    let extra = 0;
    if (!this.pool.threaded) parallel = 0;
    else if (this.budget) {
      extra = reserveCores(this.budget, this.budget.cores - 1);
      parallel = extra + 1;
    } else parallel = Math.max(1, this.pool.idle);
    try {
      const [main, ...others] = jobs.encodings;
      const pngOut = formatOf(main!) === 'png';
      const count = Math.max(parallel, Math.ceil((width * height * 4) / this.streamedStripBytes));
      const strips = planStrips(height, count);
      // The PNG itself: the level sharp used (../formats); only an intermediate for libvips: the fastest.
      const level = pngOut ? PNG_STRIP_LEVEL : 1;
      const writer = new PngStripWriter(width, height, strips.length, pngOut ? densityOf(main!) : undefined);
      const started = performance.now();
      const startedCpu = process.cpuUsage();
      let drawMs = 0;
      let deflateMs = 0;
      let next = 0;
      let stripsDone = 0;
      jobs.onProgress?.({ stripsDone, strips: strips.length });
      const runStrips = async () => {
        for (let index = next++; index < strips.length; index = next++) {
          const strip = strips[index]!;
          const target = { keepFrom: strip.keepFrom, rows: strip.rows, level, last: index === strips.length - 1 };
          const part = parallel > 0 ? await this.pool.run(jobs.deflate(strip, target)) : await deflateHere(() => jobs.pixelsHere(strip), target);
          drawMs += part.timings.draw;
          deflateMs += part.timings.encode;
          writer.add(index, { deflated: part.files[0]!, adler: part.rows!.adler, length: part.rows!.length });
          jobs.onProgress?.({ stripsDone: ++stripsDone, strips: strips.length });
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, parallel) }, runStrips));
      const png = Buffer.concat(writer.parts());
      const stripsWall = performance.now() - started;
      const stripsCpu = process.cpuUsage(startedCpu);
      // The strips' CPU, drawing and deflating in the same threads, split as their own clocks split.
      const stripsCpuMs = (stripsCpu.user + stripsCpu.system) / 1000;
      const deflateShare = drawMs + deflateMs > 0 ? deflateMs / (drawMs + deflateMs) : 0;
      const encodeStarted = performance.now();
      const encodeCpu = process.cpuUsage();
      const fromPng = (calls: Encoding) =>
        encodeWith(sharp(png, { sequentialRead: true, limitInputPixels: false }), calls)
          .toBuffer()
          .catch((error: unknown) => {
            throw new RasterStageError('encode', (error as Error).message);
          });
      const files = await Promise.all([pngOut ? Promise.resolve(png) : fromPng(main!), ...others.map(fromPng)]);
      const encodedCpu = process.cpuUsage(encodeCpu);
      const encode = performance.now() - encodeStarted;
      if (strips.length > 1) this.strippedPosters++;
      return {
        width,
        height,
        files,
        strips: strips.length,
        timings: {
          draw: stripsWall * (1 - deflateShare),
          encode: stripsWall * deflateShare + encode,
          cpu: { draw: stripsCpuMs * (1 - deflateShare), encode: stripsCpuMs * deflateShare + (encodedCpu.user + encodedCpu.system) / 1000 },
        },
      };
    } finally {
      if (extra > 0) Atomics.sub(this.budget!.busy, 0, extra);
    }
  }

  /**
   * Joined canvases kept for the next poster of the same size: a new 48 MiB buffer is touched page by page
   * the first time (~30 ms of page faults for a 3072 × 4096 poster here, up to 200 ms on a busy host),
   * a kept one is not. At most SPARE_CANVASES are kept; a different size replaces them.
   */
  private readonly spareCanvases: SharedArrayBuffer[] = [];

  private takeCanvas(bytes: number): SharedArrayBuffer {
    const index = this.spareCanvases.findIndex((canvas) => canvas.byteLength === bytes);
    return index >= 0 ? this.spareCanvases.splice(index, 1)[0]! : new SharedArrayBuffer(bytes);
  }

  private giveBack(canvas: SharedArrayBuffer): void {
    if (this.spareCanvases.some((spare) => spare.byteLength !== canvas.byteLength)) this.spareCanvases.length = 0;
    if (this.spareCanvases.length < SPARE_CANVASES) this.spareCanvases.push(canvas);
  }

  /** Stops every worker (tests); the next draw starts new ones. */
  close(): Promise<void> {
    return this.pool.close();
  }
}

/** A poster drawn whole by `draw`, told as one strip: none done, then done. */
async function drawnWhole(jobs: PosterJobs, draw: () => Promise<DrawnFiles>): Promise<DrawnFiles> {
  jobs.onProgress?.({ stripsDone: 0, strips: 1 });
  const drawn = await draw();
  jobs.onProgress?.({ stripsDone: 1, strips: 1 });
  return drawn;
}

/** Draws with `draw` on this thread, then encodes; times both stages, wall and the process's CPU (../cpu). */
async function rasteriseHere(draw: () => Promise<{ width: number; height: number; pixels: Buffer }>, encodings: readonly Encoding[]): Promise<DrawnFiles> {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  let image: { width: number; height: number; pixels: Buffer };
  try {
    image = await draw();
  } catch (error) {
    throw new RasterStageError('draw', (error as Error).message);
  }
  const { width, height, pixels } = image;
  const drawn = performance.now();
  const drawnCpu = process.cpuUsage(startedCpu);
  try {
    const files = await Promise.all(encodings.map((calls) => encodeWith(sharp(pixels, { raw: { width, height, channels: 4 } }), calls).toBuffer()));
    const cpu = process.cpuUsage(startedCpu);
    const ms = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
    return {
      width,
      height,
      files,
      timings: { draw: drawn - started, encode: performance.now() - drawn, cpu: { draw: ms(drawnCpu), encode: ms(cpu) - ms(drawnCpu) } },
    };
  } catch (error) {
    throw new RasterStageError('encode', (error as Error).message);
  }
}

function drawHere(svg: string, options: ResvgRenderOptions, encodings: readonly Encoding[]): Promise<DrawnFiles> {
  // In a render worker the thread is the poster's own: drawing on it keeps libuv's four pool threads
  // free for sharp and file reads (renderAsync held one per poster for the whole draw, and under load
  // the server's storage writes and tile reads queued behind them).
  return rasteriseHere(async () => (isMainThread ? await renderAsync(svg, options) : new Resvg(svg, options).render()), encodings);
}

let skia: CanvasModule | undefined;

/**
 * The scene painted here; with `rest`, its head and then the rest told on that port. Unlike a worker, this thread
 * waits for the rest first: its kept canvas (../skia) is shared by every poster painted here, so head and rest
 * are painted with no wait between them.
 */
async function paintPixels(scene: Scene, stepped?: boolean, rest?: MessagePort): Promise<{ width: number; height: number; pixels: Uint8Array }> {
  const told = rest && (await new Promise<SceneRest>((resolve) => rest.once('message', resolve)).finally(() => rest.close()));
  if (told?.error !== undefined) throw new Error(told.error);
  skia ??= (await import('@napi-rs/canvas')) as unknown as CanvasModule;
  let canvas = paintScene(skia, scene, 1, stepped);
  if (told) canvas = paintScene(skia, { sheet: scene.sheet, ops: told.ops }, 1, stepped, true);
  return { width: canvas.width, height: canvas.height, pixels: canvas.data() };
}

async function drawPixels(svg: string, options: ResvgRenderOptions): Promise<{ width: number; height: number; pixels: Uint8Array }> {
  return isMainThread ? await renderAsync(svg, options) : new Resvg(svg, options).render();
}

/** A streamed PNG's strip drawn and deflated on this thread (a pool without workers), timed as a worker times it. */
async function deflateHere(
  draw: () => Promise<{ width: number; height: number; pixels: Uint8Array }>,
  { keepFrom, rows, level, last }: DeflateTarget,
): Promise<DrawnFiles> {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  let image: { width: number; height: number; pixels: Uint8Array };
  try {
    image = await draw();
  } catch (error) {
    throw new RasterStageError('draw', (error as Error).message);
  }
  const drawn = performance.now();
  const drawnCpu = process.cpuUsage(startedCpu);
  const part = deflatePngRows(zlib, image.pixels, image.width, keepFrom, rows, level, last);
  const cpu = process.cpuUsage(startedCpu);
  const ms = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
  return {
    width: image.width,
    height: rows,
    files: [Buffer.from(part.deflated.buffer, part.deflated.byteOffset, part.deflated.byteLength)],
    rows: { adler: part.adler, length: part.length },
    timings: { draw: drawn - started, encode: performance.now() - drawn, cpu: { draw: ms(drawnCpu), encode: ms(cpu) - ms(drawnCpu) } },
  };
}

function paintHere(scene: Scene, encodings: readonly Encoding[], stepped?: boolean): Promise<DrawnFiles> {
  return rasteriseHere(async () => {
    skia ??= (await import('@napi-rs/canvas')) as unknown as CanvasModule;
    const canvas = paintScene(skia, scene, 1, stepped);
    return { width: canvas.width, height: canvas.height, pixels: canvas.data() };
  }, encodings);
}

/**
 * A strip of a streamed poster holds at most this much RGBA (the whole everyday 3072 × 4096 poster: it is
 * cut only for idle cores). An A0 at 300 dpi (10 004 px wide) is then 12 strips of ~1 200 rows, each
 * drawn with 2 × STRIP_OVERLAP rows more: ~10 % more rows drawn, for memory that does not grow with the sheet.
 */
export const STREAMED_STRIP_BYTES = 48 << 20;
/**
 * Above this many pixels a JPEG or WebP is streamed too (a PNG always is: its strips deflate in parallel).
 * At and below it (the everyday poster), sharp's own JPEG and WebP from the joined canvas are faster than
 * writing a PNG to read it back.
 */
export const WHOLE_ENCODE_MAX_PIXELS = 4096 * 4096;

/**
 * Whether a poster at its own size is drawn and encoded strip by strip: a PNG whenever strips are allowed,
 * any raster beyond WHOLE_ENCODE_MAX_PIXELS always (the whole sheet's pixels are never held at once).
 */
function isStreamed({ width, height }: { width: number; height: number }, encodings: readonly Encoding[], strips: boolean, wholeMax: number): boolean {
  if (width * height > wholeMax) return true;
  return strips && formatOf(encodings[0]!) === 'png';
}

const formatOf = (calls: Encoding) => calls[calls.length - 1]?.[0];

/** The dots per inch an encoding writes into its file (its withMetadata density), if any. */
function densityOf(calls: Encoding): number | undefined {
  const metadata = calls.find(([method]) => method === 'withMetadata')?.[1] as { density?: number } | undefined;
  return metadata?.density;
}

/** Applies an encoding's calls to a sharp pipeline (the worker does the same in its source). */
function encodeWith(pipeline: Sharp, calls: Encoding): Sharp {
  return calls.reduce((image, [method, argument]) => (image[method] as (argument?: object | string) => Sharp).call(image, argument), pipeline);
}

/**
 * The process's workers: one per core (the engine draws no more posters than that at once by default).
 * None inside a worker thread: a poster worker (./poster-pool) draws its own posters.
 */
export const sharedRasterPool = processSingleton('rasterWorkers', () =>
  isMainThread ? new RasterPool(renderThreads()) : new RasterPool(posterWorkerBudget?.cores ?? 0, posterWorkerBudget, posterWorkerNice),
);

/**
 * Cores at work across a PosterPool's workers (./poster-pool): `busy[0]` counts each poster handed
 * over until it is made, and the strips a worker adds while it draws them (claimed only up to `cores`).
 */
export interface CoreBudget {
  busy: Int32Array;
  cores: number;
}

let posterWorkerBudget: CoreBudget | undefined;
let posterWorkerNice: number | undefined;

/** Inside a poster worker, before its first poster: draw in strips on the cores `budget` finds free, at the worker's `nice`. */
export function drawStripsWithin(budget: CoreBudget, nice: number): void {
  posterWorkerBudget = budget;
  posterWorkerNice = nice;
}

/** Claims up to `wanted` free cores of `budget` at once (another worker may claim at the same time), and says how many. */
function reserveCores(budget: CoreBudget, wanted: number): number {
  for (;;) {
    const busy = Atomics.load(budget.busy, 0);
    const claimed = Math.min(wanted, budget.cores - busy);
    if (claimed <= 0) return 0;
    if (Atomics.compareExchange(budget.busy, 0, busy, busy + claimed) === busy) return claimed;
  }
}
