/**
 * The entry file of a poster worker, the thread a PosterPool starts (./poster-pool; bundled by
 * scripts/build-render-worker.mjs into .next/render-worker/render-worker.mjs): an engine of its own that makes whole raster and SVG posters, so placing labels, writing the SVG, drawing
 * and encoding, and the garbage all that leaves, happen off the server's thread. It runs at a lower
 * priority than the server's thread, so requests (and /health) come first.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PosterEngine } from '../engine';
import { RenderError } from '../errors';
import type { PosterWorkerData, PosterJob, PosterWorkerResult } from './poster-pool';
import { lowerThisThreadsPriority } from './pool';
import { drawStripsWithin } from './raster-pool';

const port = parentPort;
if (!port) throw new Error('poster-worker-entry runs as a worker thread (./poster-pool starts it)');
const { settings, nice, budget } = workerData as PosterWorkerData;
lowerThisThreadsPriority(nice, fs, os);
drawStripsWithin(budget, nice);

const engine = new PosterEngine({ ...settings, concurrency: 1 });
const running = new Map<number, AbortController>();

/** Memory of the bytes' own, to transfer (a view into a shared or pooled buffer is copied first). */
const own = (bytes: Uint8Array): Uint8Array => (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength ? bytes : new Uint8Array(bytes));

port.on('message', async (message: { abort: number } | { id: number; job: PosterJob }) => {
  if ('abort' in message) {
    running.get(message.abort)?.abort();
    return;
  }
  const { id, job } = message;
  const controller = new AbortController();
  running.set(id, controller);
  try {
    const output = await engine.render(job.spec, {
      preview: job.preview,
      allowPartialMap: job.allowPartialMap,
      signal: controller.signal,
      // Each strip's report goes to the caller's onProgress on the server's thread (./pool), a few bytes a strip.
      onProgress: (progress) => port.postMessage({ id, progress }),
    });
    const result: PosterWorkerResult = {
      ...output,
      bytes: own(output.bytes),
      preview: output.preview && { ...output.preview, bytes: own(output.preview.bytes) },
    };
    const transfer = [result.bytes.buffer, ...(result.preview ? [result.preview.bytes.buffer] : [])] as ArrayBuffer[];
    port.postMessage({ id, result }, transfer);
  } catch (error) {
    const code = error instanceof RenderError ? error.code : 'render_failed';
    port.postMessage({ id, error: { code, message: error instanceof Error ? error.message : String(error) } });
  } finally {
    running.delete(id);
  }
});
port.postMessage({ ready: true });
