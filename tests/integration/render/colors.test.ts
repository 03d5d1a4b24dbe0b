import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, themeForSpec, type PosterSpecInput } from '@/lib/render';
import { contrastRatio, offMix, parseHex, toHex } from '@/lib/render/themes/color';
import { CITY } from '@/tests/support/engine';

/**
 * The customer's own colors on a real poster: Copenhagen from the bundled city tiles, decoded as
 * pixels, so that colors the engine ignored (or drew somewhere else) fail here.
 */
const engine = new PosterEngine({ tilesUrl: CITY });

const COLORS = { background: '#f4efe6', water: '#2b6cb0', roads: '#1a1a1a', text: '#1a1a1a' };
/** Water in the middle of the map: the harbour by Christiansborg and Peblinge Lake. */
const WATER: Array<[name: string, lat: number, lon: number]> = [
  ['the inner harbour', 55.6755, 12.5885],
  ['Peblinge Lake', 55.6835, 12.5615],
];
/** Antialiasing and PNG rounding; a color the engine did not use is tens of levels off. */
const TOLERANCE = 3;

const copenhagen = (extra: Partial<PosterSpecInput> = {}) =>
  parsePosterSpec({
    lat: 55.676,
    lon: 12.576,
    zoom: 14,
    theme: 'vintage_atlas',
    city: 'Copenhagen',
    country: 'Denmark',
    maxDimension: 1200,
    format: 'png',
    ...extra,
  });

async function poster(spec: ReturnType<typeof copenhagen>) {
  const [{ bytes, warnings }, { layout }] = await Promise.all([engine.render(spec), engine.document(spec, { embedFonts: false, labels: false })]);
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  };
  /** Share of the pixels above row `bottom` that `test` accepts. */
  const share = (test: (pixel: { r: number; g: number; b: number }) => boolean, bottom = info.height) => {
    let n = 0;
    for (let y = 0; y < bottom; y++) for (let x = 0; x < info.width; x++) if (test(at(x, y))) n++;
    return n / (info.width * bottom);
  };
  return { at, share, layout, warnings, width: info.width, height: info.height };
}

/** The largest channel difference (0-255) between a pixel and a color. */
function off(pixel: { r: number; g: number; b: number }, hex: string): number {
  const want = parseHex(hex);
  return Math.max(Math.abs(pixel.r - want.r), Math.abs(pixel.g - want.g), Math.abs(pixel.b - want.b));
}

describe('colors on a rendered Copenhagen poster', () => {
  it('prints the page in the given background, at the edge and behind the text', async () => {
    const { at, layout, width, warnings } = await poster(copenhagen({ colors: COLORS }));
    expect(warnings).toEqual([]);
    expect(off(at(2, 2), COLORS.background)).toBeLessThanOrEqual(TOLERANCE);
    expect(off(at(width / 2, 1), COLORS.background)).toBeLessThanOrEqual(TOLERANCE);
    const block = layout.block!;
    expect(off(at(0.03 * width, block.top), COLORS.background)).toBeLessThanOrEqual(TOLERANCE);
    expect(off(at(0.03 * width, (block.top + block.bottom) / 2), COLORS.background)).toBeLessThanOrEqual(TOLERANCE);
    expect(layout.textColor).toBe(COLORS.text);
  });

  it('fills the water with the given color, and does not without it', async () => {
    const custom = await poster(copenhagen({ colors: COLORS }));
    const plain = await poster(copenhagen());
    for (const [name, lat, lon] of WATER) {
      const [x, y] = custom.layout.view.project(lon, lat);
      expect(off(custom.at(x, y), COLORS.water), name).toBeLessThanOrEqual(TOLERANCE);
      expect(off(plain.at(x, y), COLORS.water), `${name} without colors`).toBeGreaterThan(20);
    }
    // Copenhagen's harbour and lakes are a good part of the map; the theme's own poster has none of this blue.
    const water = (pixel: { r: number; g: number; b: number }) => off(pixel, COLORS.water) <= TOLERANCE;
    expect(custom.share(water)).toBeGreaterThan(0.03);
    expect(plain.share(water)).toBeLessThan(0.001);
  });

  it('draws the roads as shades of the given color towards the page (on the map, above the text)', async () => {
    const custom = await poster(copenhagen({ colors: COLORS }));
    const plain = await poster(copenhagen());
    const map = Math.floor(custom.layout.block!.top * 0.8);
    // A clearly drawn road pixel: on the mix line from the road color to the page, and well off the page.
    const road = (pixel: { r: number; g: number; b: number }) => {
      const hex = toHex(pixel);
      return offMix(hex, COLORS.roads, COLORS.background) <= 6 && contrastRatio(hex, COLORS.background) >= 2;
    };
    expect(custom.share(road, map)).toBeGreaterThan(0.01);
    // The theme's own brick-red and sepia roads are not on that line.
    expect(plain.share(road, map)).toBeLessThan(custom.share(road, map) / 10);
    // The darkest strokes are the primary roads (this view has no motorway or trunk), at their full color.
    const primary = themeForSpec(copenhagen({ colors: COLORS })).palette.roads.primary;
    let darkest = 255;
    for (let y = 0; y < map; y++)
      for (let x = 0; x < custom.width; x++) if (road(custom.at(x, y))) darkest = Math.min(darkest, off(custom.at(x, y), COLORS.roads));
    expect(darkest).toBeLessThanOrEqual(off(parseHex(primary), COLORS.roads) + TOLERANCE);
  });
});
