import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parsePosterSpec, type PosterSpecInput, PosterEngine, THEME_KEYS, THEMES } from '@/lib/render';
import { CITY, PLACES } from '@/tests/support/engine';

/**
 * The title block is printed on clean page in every theme: the boxes around the title, subtitle,
 * coordinates, rule and credit look the same with the map and without any map ink. The boxes are
 * found in the poster without a map (whatever is not page color there is text), so the oracle is
 * the decoded pixels, not the layout the code computed.
 */
const city = new PosterEngine({ tilesUrl: CITY });
const places = new PosterEngine({ tilesUrl: PLACES });

const COPENHAGEN = { lat: 55.6674, lon: 12.5731, zoom: 13, city: 'Copenhagen', country: 'Denmark' };
const ANDORRA = { lat: 42.507, lon: 1.522, zoom: 13, city: 'Andorra la Vella', country: 'Andorra' };
const NO_INK = { showWater: false, showParks: false, showRoads: false, showBuildings: false, showLabels: false, showMarker: false };
/** A pixel is text in the bare poster when a channel differs from the page by more than this. */
const INK = 6;
/** Padding around each text box, in px. */
const PAD = 4;
/** Largest per-channel difference (0-255) allowed inside a text box between the poster and its bare twin. */
const TOLERANCE = 2;

type Image = { data: Buffer; width: number; height: number };
type Box = { minX: number; minY: number; maxX: number; maxY: number };

async function pixels(engine: PosterEngine, input: Partial<PosterSpecInput>): Promise<Image> {
  const spec = parsePosterSpec({ width: 3, height: 4, maxDimension: 800, format: 'png', ...input });
  const { bytes } = await engine.render(spec);
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/**
 * The boxes of ink in the bare poster: runs of inked rows (gaps under 1 % of the height joined), then
 * within each run the spans of inked columns (gaps under 8 % of the width joined), padded by PAD.
 */
function textBoxes(bare: Image, page: number[]): Box[] {
  const { data, width, height } = bare;
  const inked = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    return Math.abs(data[i]! - page[0]!) > INK || Math.abs(data[i + 1]! - page[1]!) > INK || Math.abs(data[i + 2]! - page[2]!) > INK;
  };
  const spans = (length: number, hit: (i: number) => boolean, join: number): Array<[number, number]> => {
    const found: Array<[number, number]> = [];
    for (let i = 0; i < length; i++) {
      if (!hit(i)) continue;
      const last = found[found.length - 1];
      if (last && i - last[1] <= join) last[1] = i;
      else found.push([i, i]);
    }
    return found;
  };
  const rows = spans(height, (y) => Array.from({ length: width }, (_, x) => x).some((x) => inked(x, y)), Math.ceil(0.01 * height));
  return rows.flatMap(([top, bottom]) =>
    spans(
      width,
      (x) => {
        for (let y = top; y <= bottom; y++) if (inked(x, y)) return true;
        return false;
      },
      Math.ceil(0.08 * width),
    ).map(([left, right]) => ({
      minX: Math.max(0, left - PAD),
      minY: Math.max(0, top - PAD),
      maxX: Math.min(width - 1, right + PAD),
      maxY: Math.min(height - 1, bottom + PAD),
    })),
  );
}

/** The largest per-channel difference inside the boxes, and where. */
function worst(a: Image, b: Image, boxes: Box[]): { difference: number; x: number; y: number } {
  let found = { difference: 0, x: -1, y: -1 };
  for (const box of boxes) {
    for (let y = box.minY; y <= box.maxY; y++) {
      for (let x = box.minX; x <= box.maxX; x++) {
        const i = (y * a.width + x) * 3;
        for (let c = 0; c < 3; c++) {
          const difference = Math.abs(a.data[i + c]! - b.data[i + c]!);
          if (difference > found.difference) found = { difference, x, y };
        }
      }
    }
  }
  return found;
}

async function textOnCleanPage(engine: PosterEngine, theme: string, input: Partial<PosterSpecInput>) {
  const image = await pixels(engine, { theme, ...input });
  const bare = await pixels(engine, { theme, ...input, ...NO_INK });
  const boxes = textBoxes(bare, rgb(THEMES[theme as keyof typeof THEMES]!.palette.background));
  // Title, rule, subtitle, coordinates and credit: at least three separate boxes (the credit on its own).
  expect(boxes.length).toBeGreaterThanOrEqual(3);
  return worst(image, bare, boxes);
}

describe('the title block sits on clean page', () => {
  it.each(THEME_KEYS)('%s (its own backdrop), Copenhagen z13', async (theme) => {
    expect((await textOnCleanPage(city, theme, COPENHAGEN)).difference).toBeLessThanOrEqual(TOLERANCE);
  });

  it.each([
    ['solar_flare', 'vignette'],
    ['dark_gold', 'radial'],
    ['midnight_dark', 'radial'],
    ['emerald_valley', 'radial'],
  ] as const)('%s with overlayBgType %s', async (theme, overlayBgType) => {
    expect((await textOnCleanPage(city, theme, { ...COPENHAGEN, overlayBgType })).difference).toBeLessThanOrEqual(TOLERANCE);
  });

  it.each(['solar_flare', 'dark_gold', 'desert_mirage'])('%s with the block placed high (overlayY 0.15)', async (theme) => {
    expect((await textOnCleanPage(city, theme, { ...COPENHAGEN, overlayY: 0.15 })).difference).toBeLessThanOrEqual(TOLERANCE);
  });

  it.each(['copper_patina', 'sage_garden', 'desert_mirage', 'dark_gold'])('%s in Andorra z13 (mountain slabs)', async (theme) => {
    expect((await textOnCleanPage(places, theme, ANDORRA)).difference).toBeLessThanOrEqual(TOLERANCE);
  });
});
