import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, type PosterSpecInput, PosterEngine, THEME_KEYS, THEMES } from '@/lib/render';
import { deltaE76 } from '@/lib/render/themes/color';
import { CITY, PLACES } from '@/tests/support/engine';

/**
 * Fades that respect water (issue 39), read off the decoded pixels of real posters in every theme.
 * Which pixels are water comes from the same poster drawn without a backdrop (no fade anywhere): there
 * every pixel of exactly the theme's water color is open water. Under the fades of the radial and the
 * vignette backdrops those pixels must not take a third hue (a turquoise sea turning green over a sand
 * page, as it did), and a sea running into the title's panel must pale into the page evenly, without
 * a band.
 */
const places = new PosterEngine({ tilesUrl: PLACES });
/** Baltimore's harbour runs down into the title panel; the sea and the harbour of Monaco too. */
const VIEWS = {
  baltimore: { lat: 39.279, lon: -76.585, zoom: 13.5, city: 'Baltimore' },
  monaco: { lat: 43.7375, lon: 7.4289, zoom: 15, city: 'Monaco' },
} as const;
const SIZE = { width: 3, height: 4, maxDimension: 600 } as const;
/** Hue distance (OKLab, degrees) allowed between a faded water pixel and the water or the page. */
const HUE_TOLERANCE = 20;
/** Water and faded pixels with less OKLab chroma than this have no hue to speak of. */
const HUE_CHROMA = 0.025;

/**
 * OKLab chroma and hue (degrees) of `#rrggbb`, written out here from Björn Ottosson's definition: the
 * oracle's own, and a hue that holds for blues (CIELAB's bends towards purple as a blue pales).
 */
function chromaHue(hex: string): { chroma: number; hue: number } {
  const n = Number.parseInt(hex.slice(1), 16);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => linear(c / 255)) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { chroma: Math.hypot(a, bb), hue: ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360 };
}
/**
 * The steepest change of color allowed along a column of water running into the title panel: CIE76 ΔE
 * per 1 % of the poster's height. A dark sea meeting a light page over the page's short fade changed
 * lightness by up to 8.2 there (monochrome_pro; golden_era 7.8), which read as a band; a sea paled to a
 * grey at the page's lightness and then turned into the page's hue (forest_shadow, sunset_blush) kept
 * its lightness and still met the page in a hard line the designer saw, which only the whole color
 * difference measures.
 */
const MAX_COLOR_STEP = 5.5;

/** Whether `hue` lies on the shorter arc from hue `from` to hue `to` (degrees), give or take `tolerance`. */
function onArc(hue: number, from: number, to: number, tolerance: number): boolean {
  const span = ((to - from + 540) % 360) - 180; // signed, -180..180
  const along = ((hue - from + 540) % 360) - 180;
  const [low, high] = span >= 0 ? [0, span] : [span, 0];
  return along >= low - tolerance && along <= high + tolerance;
}

type Image = { data: Buffer; width: number; height: number };

async function pixels(input: Partial<PosterSpecInput>): Promise<Image> {
  const spec = parsePosterSpec({ ...SIZE, format: 'png', showLabels: false, showMarker: false, ...input });
  const { bytes } = await places.render(spec);
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const hexAt = ({ data, width }: Image, x: number, y: number) => {
  const i = (y * width + x) * 3;
  return `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
};

/** Whether the pixel is the water color to within one step of a channel (no fade over it). */
function isWater(image: Image, x: number, y: number, water: number[]): boolean {
  const i = (y * image.width + x) * 3;
  return Math.abs(image.data[i]! - water[0]!) <= 1 && Math.abs(image.data[i + 1]! - water[1]!) <= 1 && Math.abs(image.data[i + 2]! - water[2]!) <= 1;
}

/**
 * Which pixels lie in open water: water color in the unfaded poster over a 5 × 5 neighbourhood (the water
 * mask eroded by two pixels, across and then down). Rivers drawn as lines (a few px wide) are left out: the
 * engine fades only water areas in their own hue (lib/render/svg/map-layers waterOutline says why).
 */
function openWater(image: Image, water: number[]): Uint8Array {
  const { width, height } = image;
  const wet = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) wet[y * width + x] = isWater(image, x, y, water) ? 1 : 0;
  const erode = (mask: Uint8Array, step: number, along: (i: number) => number, length: number): Uint8Array => {
    const out = new Uint8Array(mask.length);
    for (let i = 0; i < mask.length; i++) {
      const at = along(i);
      if (at < 2 || at >= length - 2) continue;
      out[i] = mask[i - 2 * step]! & mask[i - step]! & mask[i]! & mask[i + step]! & mask[i + 2 * step]!;
    }
    return out;
  };
  return erode(
    erode(wet, 1, (i) => i % width, width),
    width,
    (i) => Math.floor(i / width),
    height,
  );
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

describe('fades that respect water, in every theme', () => {
  const steps: Array<[string, number]> = [];
  afterAll(() => console.log(`steepest color step per 1 % into the title panel: ${steps.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`));
  const unfaded = new Map<string, Image>();
  const bare = async (key: string, view: keyof typeof VIEWS) => {
    const id = `${key}:${view}`;
    if (!unfaded.has(id)) unfaded.set(id, await pixels({ ...VIEWS[view], theme: key, overlayBgType: 'none' }));
    return unfaded.get(id)!;
  };

  it.each(THEME_KEYS)(
    '%s: water under the radial and vignette fades keeps its hue or passes through tints between it and the page’s, never a third',
    async (key) => {
      const theme = THEMES[key]!;
      const water = theme.palette.water;
      const page = theme.palette.background;
      const waterHue = chromaHue(water);
      const pageHue = chromaHue(page);
      const reference = await bare(key, 'baltimore');
      const waterRgb = channels(water);
      const open = openWater(reference, waterRgb);
      let faded = 0;
      for (const overlayBgType of ['radial', 'vignette'] as const) {
        const image = await pixels({ ...VIEWS.baltimore, theme: key, overlayBgType });
        const wrong: string[] = [];
        for (let y = 0; y < image.height; y++) {
          for (let x = 0; x < image.width; x++) {
            if (!open[y * image.width + x] || isWater(image, x, y, waterRgb)) continue;
            faded++;
            const color = hexAt(image, x, y);
            const { chroma, hue } = chromaHue(color);
            if (chroma < HUE_CHROMA || waterHue.chroma < HUE_CHROMA) continue;
            // An in-between tint of the water and the page (on the arc between their hues), never a third hue.
            // A page of hardly any color still has a hue the straight line to it leans towards.
            if (!onArc(hue, waterHue.hue, pageHue.hue, HUE_TOLERANCE))
              wrong.push(`${color} at ${x},${y} (hue ${hue.toFixed(0)}°, water ${waterHue.hue.toFixed(0)}°, page ${pageHue.hue.toFixed(0)}°)`);
          }
        }
        expect(
          wrong.length,
          `${key}, ${overlayBgType}: faded water pixels of a third hue (water ${water}, page ${page}): ${wrong.slice(0, 4).join(', ')}`,
        ).toBe(0);
      }
      // The oracle saw fades over water at all (the harbour runs into the title's panel).
      expect(faded).toBeGreaterThan(500);
    },
  );

  it.each(THEME_KEYS)('%s: a sea running into the title panel pales into the page evenly, without a band', async (key) => {
    const theme = THEMES[key]!;
    const waterRgb = channels(theme.palette.water);
    const reference = await bare(key, 'monaco');
    const image = await pixels({ ...VIEWS.monaco, theme: key, overlayBgType: 'vignette' });
    const { width, height } = image;
    const step = Math.round(height / 100);
    let steepest = 0;
    let where = '';
    let columns = 0;
    // Columns that are open sea in the unfaded poster from 40 % of the height on down into the title's
    // panel (where the faded poster is the page): the sea's whole way into the page, measured there only.
    for (let x = 0; x < width; x += 3) {
      const top = Math.round(0.4 * height);
      let bottom = top;
      if (!isWater(reference, x, top, waterRgb)) continue;
      while (bottom + 1 < height && isWater(reference, x, bottom + 1, waterRgb)) bottom++;
      if (deltaE76(hexAt(image, x, bottom), theme.palette.background) > 3) continue;
      columns++;
      for (let y = top; y + step <= bottom; y++) {
        const change = deltaE76(hexAt(image, x, y + step), hexAt(image, x, y));
        if (change > steepest) {
          steepest = change;
          where = `x ${x}, y ${y}`;
        }
      }
    }
    expect(columns, `${key}: open sea columns found`).toBeGreaterThan(10);
    expect(steepest, `${key}: steepest color change (ΔE76) per 1 % of the height (${where})`).toBeLessThanOrEqual(MAX_COLOR_STEP);
    steps.push([key, steepest]);
  });
});

/**
 * A bridge fades as the streets it joins do (the designer's review of the Copenhagen poster): the water's
 * own fade runs further into the map than the page's and is drawn under what crosses the water. Drawn over
 * it, as before, it turned the main road grey on its bridge over Frederiksholms Kanal and Langebro dark,
 * a third of the poster above the streets on either bank (ΔE76 up to 40 from them).
 *
 * The oracle, from two more renders of the same view without fades: the pixels of a road's exact color
 * (fully covered) where, with the roads hidden, the water's exact color lies beneath: the bridges; and the
 * road pixels of the same color on land, three pixels or more from any water. On each row where the water's
 * fade has begun, each bridge pixel must be within ΔE76 3 of a land pixel of its color on that row or the
 * next, as faded.
 */
/**
 * What stands on the water (the roofs over Baltimore's boat slips, a building on a pier) fades with it, as
 * the piers under it do: drawn over the water's fade, as the bridges now are, they stood full strength in a
 * harbour that had faded into the page (the designer's review). The oracle: the poster drawn with and without
 * its buildings, each with and without fades: under the fade a roof's contrast with what lies under it falls
 * as the piers' does (to 0.19 of it there; drawn over the fade, it kept all of it).
 */
describe('what stands on the water in the fades', () => {
  it('fades with the water, as the piers under it do (Baltimore)', async () => {
    const theme = THEMES.nautical_chart!;
    const draw = (input: Partial<PosterSpecInput>) => pixels({ ...VIEWS.baltimore, theme: 'nautical_chart', maxDimension: 1536, ...input });
    const [poster, noBuildings, unfaded, unfadedNoBuildings] = await Promise.all([
      draw({}),
      draw({ showBuildings: false }),
      draw({ overlayBgType: 'none' }),
      draw({ overlayBgType: 'none', showBuildings: false }),
    ]);
    // The covered boat slips at Canton (the review's crop: x 125-220, y 1510-1590 of 2304 x 3072), where the
    // water's fade covers what lies on the water: the roofs' contrast with what is under them, faded and not.
    const [x0, x1, y0, y1] = [125, 220, 1510, 1590].map((v) => Math.round((v / 3072) * poster.height)) as [number, number, number, number];
    let [roofs, faded, full] = [0, 0, 0];
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        if (hexAt(unfaded, x, y) !== theme.palette.building) continue;
        roofs++;
        faded += deltaE76(hexAt(poster, x, y), hexAt(noBuildings, x, y));
        full += deltaE76(hexAt(unfaded, x, y), hexAt(unfadedNoBuildings, x, y));
      }
    }
    expect(roofs, 'the roofs, unfaded').toBeGreaterThan(150);
    expect(faded / full, "the roofs' contrast under the fade, of their contrast without it").toBeLessThanOrEqual(0.6);
  });
});

describe('bridges in the fades', () => {
  const city = new PosterEngine({ tilesUrl: CITY });
  afterAll(() => city.close());
  const COPENHAGEN = { lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', width: 3, height: 4, maxDimension: 1200 } as const;
  const BRIDGE_TO_LAND = 3;

  it('fade as the streets on land beside them do, not with the water beneath them', async () => {
    const theme = THEMES.midnight_dark!;
    const draw = async (input: Partial<PosterSpecInput>): Promise<Image> => {
      const spec = parsePosterSpec({ ...COPENHAGEN, theme: 'midnight_dark', format: 'png', showLabels: false, showMarker: false, ...input });
      const { data, info } = await sharp((await city.render(spec)).bytes)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    };
    const [faded, bare, dry] = await Promise.all([draw({}), draw({ overlayBgType: 'none' }), draw({ overlayBgType: 'none', showRoads: false })]);
    const { width, height } = bare;
    const roadColors = new Set<string>(Object.values(theme.palette.roads));
    const water = theme.palette.water;
    const under = (x: number, y: number) => hexAt(dry, x, y) === water;
    const nearWater = (x: number, y: number) => {
      for (let dy = -3; dy <= 3; dy++)
        for (let dx = -3; dx <= 3; dx++) if (y + dy >= 0 && y + dy < height && x + dx >= 0 && x + dx < width && under(x + dx, y + dy)) return true;
      return false;
    };
    /** Faded land road pixels by row and color. */
    const land = new Map<string, string[]>();
    const bridges: Array<{ x: number; y: number; color: string }> = [];
    /** Rows where the water's fade has begun: open water there is no longer the water's color. */
    const waterFading = new Set<number>();
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const color = hexAt(bare, x, y);
        if (color === water && under(x, y) && hexAt(faded, x, y) !== water) waterFading.add(y);
        if (!roadColors.has(color)) continue;
        if (under(x, y)) bridges.push({ x, y, color });
        else if (!nearWater(x, y)) land.set(`${y} ${color}`, [...(land.get(`${y} ${color}`) ?? []), hexAt(faded, x, y)]);
      }
    }
    const checked = bridges.filter(({ y }) => waterFading.has(y));
    const off = checked.flatMap(({ x, y, color }) => {
      const beside = [y - 1, y, y + 1].flatMap((row) => land.get(`${row} ${color}`) ?? []);
      if (beside.length === 0) return [];
      const nearest = Math.min(...beside.map((landColor) => deltaE76(hexAt(faded, x, y), landColor)));
      return nearest > BRIDGE_TO_LAND ? [`${hexAt(faded, x, y)} at ${x},${y} (ΔE76 ${nearest.toFixed(1)} from the street of its color beside it)`] : [];
    });
    expect(checked.length, 'bridge pixels on rows where the water fades').toBeGreaterThan(20);
    expect(off).toEqual([]);
  });
});
