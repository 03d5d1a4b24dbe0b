import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, THEME_KEYS, THEMES } from '@/lib/render';
import { CITY } from '@/tests/support/engine';

/**
 * The page as a person sees it: where the fade meets the text, over the real Copenhagen map.
 * Oracles are the decoded pixels, not the SVG the code wrote.
 */
const engine = new PosterEngine({ tilesUrl: CITY });

const copenhagen = (theme: string, extra: Record<string, unknown> = {}) =>
  parsePosterSpec({ lat: 55.676, lon: 12.576, zoom: 14, theme, city: 'Copenhagen', width: 3072, height: 4096, maxDimension: 1600, format: 'png', ...extra });

async function pixels(spec: ReturnType<typeof parsePosterSpec>) {
  const { bytes } = await engine.render(spec);
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

type Image = { data: Buffer; width: number; height: number };

/** Mean |a − b| (0-255) per row, over the whole width. */
function rowDifferences(a: Image, b: Image): number[] {
  return Array.from({ length: a.height }, (_, y) => {
    let total = 0;
    for (let i = y * a.width * 3; i < (y + 1) * a.width * 3; i++) total += Math.abs(a.data[i]! - b.data[i]!);
    return total / (a.width * 3);
  });
}

/**
 * Lines across the page where the map shows through what should be solid: rows that differ from
 * the same poster without a map by more than one level (0-255) while the rows three above and below
 * differ a quarter as much. (The old seam measured 2.2; 8-bit rounding of a smooth ramp stays under 0.5.)
 */
function seams(withMap: Image, withoutMap: Image, from: number, to: number): Array<{ y: number; difference: number }> {
  const difference = rowDifferences(withMap, withoutMap);
  const found: Array<{ y: number; difference: number }> = [];
  for (let y = Math.max(3, from); y < Math.min(withMap.height - 3, to); y++) {
    const here = difference[y]!;
    if (here > 1 && difference[y - 3]! < here / 4 && difference[y + 3]! < here / 4) found.push({ y, difference: Math.round(here * 100) / 100 });
  }
  return found;
}

// Every theme whose text sits on a fade or a pool over the map.
const FADED = THEME_KEYS.filter((key) => THEMES[key]!.overlay !== 'none');

describe('the fade into the text panel', () => {
  it.each(FADED)('%s: no line where the fade meets the panel', async (key) => {
    const image = await pixels(copenhagen(key));
    const bare = await pixels(copenhagen(key, { showWater: false, showParks: false, showRoads: false, showBuildings: false }));
    // From the middle of the page to the bottom.
    const found = seams(image, bare, Math.round(image.height * 0.5), image.height);
    expect(found).toEqual([]);
  });
});
