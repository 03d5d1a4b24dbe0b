/**
 * The road hierarchy reads at arm's length in every theme (issue 26): on the whole-area Copenhagen
 * poster (z13, the city tiles), the main roads (motorway, trunk, primary and secondary) stand off the
 * page at least 2.5 times as far as the minor streets do, measured on the rendered pixels.
 *
 * The measure is CIE76 ΔE between a road's rendered pixel and the page colour, averaged over the
 * pixels of each group. ΔE rather than WCAG luminance contrast, because a theme's ramp carries an
 * accent (gold, red, lilac…) whose difference from the page is in hue and saturation as well as in
 * lightness: a gold network over a dim gold mesh on an indigo page, or crimson roads on an orange
 * page, are told apart by the eye in colour too, and luminance contrast would miss half of that.
 *
 * Which pixel is which class comes from a mask render of the same spec (tests/support/road-contrast.ts):
 * the theme's palette swapped, for that render only, for one key colour for the main roads, one for
 * the minor streets and the page's for everything else. Only pixels in the key colour exactly (fully
 * covered by the road, no antialiased edge) count. Posters are 3072 px high, where a minor street is
 * about 2 px wide and still has fully covered pixels; overlay, labels and marker are off in both
 * renders, so that what is measured is the roads' own ink.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '@/lib/render';
import { engineForRoads, roadContrast, type RoadContrast } from '@/tests/support/road-contrast';

/** The main roads' mean ΔE from the page over the minor streets': at least this. */
const MAIN_OVER_MINOR = 2.5;
/** Enough fully covered pixels in each group for a mean to mean something. */
const MIN_PIXELS = 1000;

const keys = Object.keys(THEMES);
const results: RoadContrast[] = [];

beforeAll(async () => {
  const engine = engineForRoads();
  // Two themes at a time: each theme's own two renders run one after the other (its palette is swapped for the mask).
  for (let i = 0; i < keys.length; i += 2) results.push(...(await Promise.all(keys.slice(i, i + 2).map((key) => roadContrast(engine, key)))));
  const sorted = [...results].sort((a, b) => a.ratio - b.ratio);
  console.log(
    `main roads vs minor streets, mean CIE76 ΔE from the page on the whole-area Copenhagen poster (threshold ${MAIN_OVER_MINOR}×):\n${sorted
      .map(
        (r) =>
          `  ${r.theme.padEnd(18)} main ${r.main.toFixed(1).padStart(5)}  minor ${r.minor.toFixed(1).padStart(5)}  ratio ${r.ratio.toFixed(2)}  (${r.mainPixels} / ${r.minorPixels} px)`,
      )
      .join('\n')}`,
  );
}, 900_000);

describe('road hierarchy on rendered posters', () => {
  it(`reads pixels of both groups in all ${keys.length} themes`, () => {
    expect(results.map((r) => r.theme).sort()).toEqual([...keys].sort());
    const thin = results.filter((r) => r.mainPixels < MIN_PIXELS || r.minorPixels < MIN_PIXELS).map((r) => `${r.theme} ${r.mainPixels}/${r.minorPixels}`);
    expect(thin).toEqual([]);
  });

  it(`sets the main roads at least ${MAIN_OVER_MINOR}× as far from the page as the minor streets, in every theme`, () => {
    const flat = results.filter((r) => !(r.ratio >= MAIN_OVER_MINOR)).map((r) => `${r.theme} ${r.ratio.toFixed(2)}`);
    expect(flat).toEqual([]);
  });
});
