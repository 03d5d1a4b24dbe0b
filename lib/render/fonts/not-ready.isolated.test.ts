import { expect, it } from 'vitest';
import { fontFace, fontsReady, measureText } from './index';

// Its own file: vitest gives each test file a fresh module graph, so HarfBuzz is not loaded yet here.
it('asks for fontsReady() when measuring too early, and works after it', async () => {
  const inter = fontFace('Inter', 400);
  expect(() => measureText(inter, 'Oslo', 20)).toThrow(/await fontsReady\(\)/);
  await Promise.all([fontsReady(), fontsReady()]);
  expect(measureText(inter, 'Oslo', 20)).toBeGreaterThan(0);
});
