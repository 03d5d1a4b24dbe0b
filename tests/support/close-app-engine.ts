/**
 * Vitest setup (integration projects): after each test file, the service's own engine (made by the
 * first render a test asked of the API) closes its render worker threads and is forgotten.
 */
import { afterAll } from 'vitest';

afterAll(async () => {
  // No engine made (the file never asked the API for a poster): nothing to close, and lib/posters stays unloaded.
  const { anyProcessSingletonMade } = await import('@/lib/singleton');
  if (!anyProcessSingletonMade('posterEngine')) return;
  // Imported here, not at the top, so a test file's vi.mock calls still apply (see close-render.ts).
  const { getPosterEngine } = await import('@/lib/posters');
  await getPosterEngine.peek()?.close();
  getPosterEngine.reset();
});
