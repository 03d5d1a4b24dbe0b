import { describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, THEMES } from '@/lib/render';
import { CITY, COPENHAGEN_STRAIGHT_ROUTE } from '@/tests/support/engine';

/**
 * The route is the poster's line (issue 39, a designer's review): drawn at the width of the main roads it
 * read as one more main road from across a room wherever the two are alike in lightness (volcanic_ash,
 * coral_depths). Read from the SVG itself: the route's stroke against the widest stroke any road layer
 * declares, at the zooms where roads are thinnest and widest, in the theme with the heaviest roads and in
 * one at the default weight.
 */
const engine = new PosterEngine({ tilesUrl: CITY });

/** Every stroke-width written inside the layer group `id` (on the group or its paths). */
function strokeWidths(svg: string, id: RegExp): number[] {
  const widths: number[] = [];
  for (const match of svg.matchAll(/<g id="([a-z-]+)"[^>]*>/g)) {
    if (!id.test(match[1]!)) continue;
    const start = match.index!;
    const end = svg.indexOf('<g id="', start + match[0].length);
    const group = svg.slice(start, end === -1 ? undefined : end);
    for (const width of group.matchAll(/stroke-width="([\d.]+)"/g)) widths.push(Number(width[1]));
  }
  return widths;
}

describe('the route over the roads', () => {
  it.each([
    ['volcanic_ash', 14],
    ['volcanic_ash', 16],
    ['minimal_white', 13],
    ['minimal_white', 16],
  ] as const)('is drawn at least 1.5× the widest road in %s at zoom %d', async (theme, zoom) => {
    const spec = parsePosterSpec({
      lat: 55.676,
      lon: 12.576,
      zoom,
      theme,
      city: 'Copenhagen',
      maxDimension: 800,
      format: 'svg',
      ...COPENHAGEN_STRAIGHT_ROUTE,
    });
    const svg = (await engine.render(spec)).bytes.toString('utf8');
    const roads = Math.max(...strokeWidths(svg, /^roads-/));
    const route = new RegExp(`<path d="[^"]+" fill="none" stroke="${THEMES[theme]!.palette.route}" stroke-width="([\\d.]+)"`).exec(svg);
    expect(route, 'the route line in its color').not.toBeNull();
    expect(Number(route![1])).toBeGreaterThanOrEqual(1.5 * roads - 0.05);
  });
});
