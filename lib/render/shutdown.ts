import { sharedPdfPrinter } from './pdf/printer';
import { sharedRasterPool } from './threads';

/**
 * Closes what the engine shares across the process, where it was started: the PDF printer's browser
 * (jobs still waiting or printing fail) and the rasteriser's worker threads. For a server shutting down;
 * each PosterEngine's own render workers close with its close().
 */
export async function closeSharedRenderResources(): Promise<{ browser: boolean; rasterWorkers: boolean }> {
  const printer = sharedPdfPrinter.peek();
  const workers = sharedRasterPool.peek();
  await Promise.all([printer?.close(), workers?.close()]);
  sharedRasterPool.reset();
  return { browser: printer !== undefined, rasterWorkers: workers !== undefined };
}
