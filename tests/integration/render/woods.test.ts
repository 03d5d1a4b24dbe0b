import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, THEME_KEYS, THEMES } from '@/lib/render';
import { deltaE76 } from '@/lib/render/themes/color';
import { PLACES } from '@/tests/support/engine';

/**
 * Mountains without slabs (issue 39): Andorra la Vella at z13 is ~45 % woods, mapped as polygons
 * whose edges run ruler-straight across the hillsides. At poster scale they must read as texture,
 * within a few ΔE of the page, in every theme. Read off the decoded pixels of a poster of nature
 * alone (no roads, water or buildings, no backdrop): its commonest color other than the page is the
 * woods, and it must cover much of the map (else the oracle saw no woods at all).
 */
const places = new PosterEngine({ tilesUrl: PLACES });
const ANDORRA = { lat: 42.507, lon: 1.522, zoom: 13, city: 'Andorra la Vella' } as const;
/** CIE76 ΔE from the page that woods at this zoom may reach: a texture, not a slab (they were 4-11). */
const MAX_WOODS_CONTRAST = 6;

describe('woods at low zoom are texture, not slabs, in every theme', () => {
  it.each(THEME_KEYS)('%s: Andorra la Vella at z13', async (key) => {
    const page = THEMES[key]!.palette.background;
    const spec = parsePosterSpec({
      ...ANDORRA,
      theme: key,
      width: 3,
      height: 4,
      maxDimension: 400,
      format: 'png',
      showRoads: false,
      showWater: false,
      showBuildings: false,
      showLabels: false,
      showMarker: false,
      overlayBgType: 'none',
    });
    const { data, info } = await sharp((await places.render(spec)).bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The map's upper two thirds, clear of the title.
    const counts = new Map<string, number>();
    const rows = Math.round(info.height * 0.66);
    for (let i = 0; i < info.width * rows * 3; i += 3) {
      const hex = `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
      counts.set(hex, (counts.get(hex) ?? 0) + 1);
    }
    const [woods, covered] = [...counts.entries()].filter(([hex]) => deltaE76(hex, page) > 1).sort((a, b) => b[1] - a[1])[0]!;
    expect(covered / (info.width * rows), `${key}: share of the map in the woods' color ${woods}`).toBeGreaterThan(0.25);
    expect(deltaE76(woods, page), `${key}: woods ${woods} against the page ${page}`).toBeLessThanOrEqual(MAX_WOODS_CONTRAST);
  });
});
