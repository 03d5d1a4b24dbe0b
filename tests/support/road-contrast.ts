import sharp from 'sharp';
import { parsePosterSpec, PosterEngine, THEMES, type Theme } from '@/lib/render';
import { CITY } from './engine';
import { toLab as rgbToLab } from './thumbnails';

type ThemePalette = Theme['palette'];
type Hex = ThemePalette['background'];

/** `#rrggbb` to CIELAB (D65). */
function toLab(hex: string): [number, number, number] {
  const lab = rgbToLab(Buffer.from([1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))));
  return [lab[0]!, lab[1]!, lab[2]!];
}

/**
 * How far each tier of the road network stands off the page, measured on rendered pixels of the
 * whole-area Copenhagen poster (z13): the arterials (motorway…secondary), tertiary, the minor
 * streets and rail. Each theme's poster is rendered as it is; which pixel belongs to which tier
 * comes from a mask render of the same spec with the palette swapped, for that render only, for one
 * key color per tier on a black page (everything else black too). A mask pixel counts only where it
 * is its key color: fully covered by that tier, no antialiased edge, nothing drawn over it. The mask
 * depends on the theme only through its road widths, casings and buildings, so themes that share
 * those share one mask render.
 *
 * Overlay, labels and marker are off in both renders, so what is measured is the roads' own ink; the
 * title block (text over the map, fonts differ by theme) is left out by reading only the top
 * MEASURED_SHARE of the poster.
 */
export const WHOLE_AREA = { lat: 55.6674, lon: 12.5731, zoom: 13, city: 'Copenhagen', country: 'Denmark' } as const;
export const MAX_DIMENSION = 3072;
/** The rows read: the text block sits in the bottom fifth. */
const MEASURED_SHARE = 0.7;

export const TIERS = ['arterial', 'tertiary', 'minor', 'rail'] as const;
export type Tier = (typeof TIERS)[number];

const PAGE: Hex = '#000000';
const KEY: Record<Tier, Hex> = { arterial: '#ff0000', tertiary: '#00ff00', minor: '#0000ff', rail: '#ffff00' };

function maskPalette(palette: ThemePalette): ThemePalette {
  const page = PAGE;
  return {
    ...palette,
    background: page,
    landuse: page,
    landcover: page,
    park: page,
    wood: page,
    water: page,
    waterway: page,
    building: page,
    roadCasing: page,
    rail: KEY.rail,
    text: page,
    halo: page,
    accent: page,
    route: page,
    label: page,
    mat: page,
    roads: {
      motorway: KEY.arterial,
      trunk: KEY.arterial,
      primary: KEY.arterial,
      secondary: KEY.arterial,
      tertiary: KEY.tertiary,
      minor: KEY.minor,
      service: page,
      path: page,
    },
  };
}

const spec = (theme: string) =>
  parsePosterSpec({
    ...WHOLE_AREA,
    theme,
    format: 'png',
    maxDimension: MAX_DIMENSION,
    overlayBgType: 'none',
    showMarker: false,
    markerIcon: 'none',
    showLabels: false,
    matEnabled: false,
  });

interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

async function rgb(engine: PosterEngine, theme: string): Promise<Raster> {
  const { bytes } = await engine.render(spec(theme));
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The pixels of the mask within a few levels of `hex` in the measured rows, by index: pixels the tier
 * covers fully. An antialiased edge is a blend of the key and the page (or another key), so it is left
 * out; this keeps a core even in a 1.4 px minor street. Indices, not a mask of every pixel: each theme's
 * poster is read at these few percent of its pixels only.
 */
function keyMask({ data, width, height }: Raster, hex: string): Uint32Array {
  const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const rows = Math.floor(height * MEASURED_SHARE);
  const indices: number[] = [];
  for (let i = 0; i < width * rows; i++) {
    const off = Math.max(Math.abs(data[3 * i]! - want[0]!), Math.abs(data[3 * i + 1]! - want[1]!), Math.abs(data[3 * i + 2]! - want[2]!));
    if (off <= 6) indices.push(i);
  }
  return Uint32Array.from(indices);
}

/** The mean CIE76 ΔE from the page of the rendered pixels at a mask's indices, and how many there were. */
function meanDeltaE(data: Buffer, mask: Uint32Array, page: string): { mean: number; n: number } {
  const [L0, a0, b0] = toLab(page);
  const cache = new Map<number, number>();
  let total = 0;
  let n = 0;
  for (const i of mask) {
    const key = (data[3 * i]! << 16) | (data[3 * i + 1]! << 8) | data[3 * i + 2]!;
    let d = cache.get(key);
    if (d === undefined) {
      const [L, a, b] = toLab(`#${key.toString(16).padStart(6, '0')}`);
      d = Math.hypot(L - L0, a - a0, b - b0);
      cache.set(key, d);
    }
    total += d;
    n++;
  }
  return { mean: n ? total / n : 0, n };
}

export interface TierContrast {
  theme: string;
  /** Mean CIE76 ΔE from the page over each tier's fully covered pixels. */
  deltaE: Record<Tier, number>;
  /** Pixels read for each tier. */
  pixels: Record<Tier, number>;
}

/** What the mask of a theme depends on. */
const maskKey = (theme: Theme) => `${theme.roadWidthScale}|${theme.casings}|${theme.buildings}`;

/**
 * Measures every theme of `keys`, one poster each, one mask per distinct maskKey. The mask is rendered
 * with the first theme of its kind, its palette swapped for the render only and restored after it.
 */
export async function tierContrasts(engine: PosterEngine, keys: readonly string[]): Promise<TierContrast[]> {
  const themes = THEMES as Record<string, Theme>;
  const masks = new Map<string, Record<Tier, Uint32Array>>();
  for (const key of keys) {
    const theme = themes[key]!;
    if (masks.has(maskKey(theme))) continue;
    const original = theme.palette;
    let mask: Raster;
    try {
      (theme as { palette: ThemePalette }).palette = maskPalette(original);
      mask = await rgb(engine, key);
    } finally {
      (theme as { palette: ThemePalette }).palette = original;
    }
    masks.set(maskKey(theme), Object.fromEntries(TIERS.map((tier) => [tier, keyMask(mask, KEY[tier])])) as Record<Tier, Uint32Array>);
  }
  const results: TierContrast[] = [];
  // Two posters at a time: the engine's two render slots.
  for (let i = 0; i < keys.length; i += 2) {
    const batch = keys.slice(i, i + 2);
    const posters = await Promise.all(batch.map((key) => rgb(engine, key)));
    for (const [j, key] of batch.entries()) {
      const theme = themes[key]!;
      const mask = masks.get(maskKey(theme))!;
      const measured = TIERS.map((tier) => [tier, meanDeltaE(posters[j]!.data, mask[tier], theme.palette.background)] as const);
      results.push({
        theme: key,
        deltaE: Object.fromEntries(measured.map(([tier, m]) => [tier, m.mean])) as Record<Tier, number>,
        pixels: Object.fromEntries(measured.map(([tier, m]) => [tier, m.n])) as Record<Tier, number>,
      });
    }
  }
  return results;
}

export const engineForRoads = () => new PosterEngine({ tilesUrl: CITY, concurrency: 2, maxQueue: 8 });
