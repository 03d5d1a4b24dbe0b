/**
 * Vitest setup (render, reference and integration projects): after each test file, whatever its
 * outcome, the browser and worker threads the engine shares across the process are closed, so a file
 * that printed a PDF leaves no Chromium running behind it. The printer is forgotten too: a closed
 * one cannot print again, and the next file may print.
 */
import { afterAll } from 'vitest';

afterAll(async () => {
  // Nothing to close in a file that never drew: then the engine is not loaded just to find that out.
  const { anyProcessSingletonMade } = await import('@/lib/singleton');
  if (!anyProcessSingletonMade('pdfPrinter', 'rasterWorkers')) return;
  // Imported here, not at the top: a setup file's imports come before the test file's vi.mock calls,
  // and would load the engine unmocked for the file.
  const [{ closeSharedRenderResources }, { resetProcessSingletons }] = await Promise.all([import('@/lib/render'), import('@/lib/singleton')]);
  await closeSharedRenderResources();
  resetProcessSingletons('pdfPrinter'); // the name sharedPdfPrinter has in lib/render/pdf/printer.ts
});
