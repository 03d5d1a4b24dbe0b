import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, THEME_KEYS, THEMES, type ThemeKey } from '@/lib/render';
import { deltaE76, type Lab, toLab } from '@/lib/render/themes/color';
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

/**
 * Andorra's forests are mapped with straight runs of 80-450 px on a 1500 px poster at z13 (in the
 * archive's deepest zoom too: the mapping, not the tiles), which a crisp edge at the woods' color draws
 * as ruled lines, however faint the fill. At low zoom a wood's edge runs out into the page in steps
 * too small to see as a line, so no edge, straight or not, of any length, is drawn. Read off the SVG's
 * woods layer alone over the page (every other layer hidden, as a designer hides them), drawn by resvg:
 * the largest color step between neighbouring pixels must stay under a just-noticeable difference
 * (CIE76 ≈ 2.3; a crisp edge steps by the woods' whole contrast, 2.5-6 ΔE in the themes that showed it).
 */
const MAX_WOODS_EDGE_STEP = 2;

/** The largest CIE76 step between horizontally or vertically neighbouring pixels of RGBA `pixels`. */
function largestStep(pixels: Uint8Array, width: number, height: number): number {
  const labs = new Map<number, Lab>();
  const lab = (i: number): Lab => {
    const key = (pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!;
    let found = labs.get(key);
    if (!found) {
      found = toLab(`#${key.toString(16).padStart(6, '0')}`);
      labs.set(key, found);
    }
    return found;
  };
  const step = (a: Lab, b: Lab) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  let largest = 0;
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const here = lab(4 * (y * width + x));
      largest = Math.max(largest, step(here, lab(4 * (y * width + x + 1))), step(here, lab(4 * ((y + 1) * width + x))));
    }
  }
  return largest;
}

async function woodsLayerAlone(key: ThemeKey, zoom: number): Promise<{ pixels: Uint8Array; width: number; height: number; svg: string }> {
  const spec = parsePosterSpec({
    ...ANDORRA,
    zoom,
    theme: key,
    width: 3,
    height: 4,
    maxDimension: 400,
    format: 'svg',
    overlayBgType: 'none',
    showMarker: false,
  });
  const svg = (await places.render(spec)).bytes
    .toString('utf8')
    .replace(/<g id="([\w-]+)" inkscape:groupmode="layer"/g, (group, id: string) => (id === 'page' || id === 'woods' ? group : `${group} display="none"`));
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return { pixels: image.pixels, width: image.width, height: image.height, svg };
}

describe('woods at low zoom have no edge the eye reads as a line, in every theme', () => {
  it.each(THEME_KEYS)('%s: Andorra la Vella at z13', async (key) => {
    const { pixels, width, height, svg } = await woodsLayerAlone(key, ANDORRA.zoom);
    expect(svg, 'the poster has a woods layer').toContain('<g id="woods" ');
    // The oracle sees woods: a good share of the pixels off the page.
    const page = toLab(THEMES[key]!.palette.background);
    let off = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [l, a, b] = toLab(`#${[pixels[i]!, pixels[i + 1]!, pixels[i + 2]!].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
      if (Math.hypot(l - page[0], a - page[1], b - page[2]) > 1) off++;
    }
    expect(off / (width * height), `${key}: share of the poster in woods`).toBeGreaterThan(0.25);
    expect(largestStep(pixels, width, height), `${key}: largest color step across the woods' edges`).toBeLessThanOrEqual(MAX_WOODS_EDGE_STEP);
  });

  it('draws woods crisp where they are places (z15), so the oracle above sees edges when there are', async () => {
    const { pixels, width, height } = await woodsLayerAlone('vintage_atlas', 15);
    expect(largestStep(pixels, width, height)).toBeGreaterThan(MAX_WOODS_EDGE_STEP * 2);
  });
});
