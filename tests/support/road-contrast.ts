import sharp from 'sharp';
import { parsePosterSpec, PosterEngine, THEMES, type Theme } from '@/lib/render';
import { CITY } from './engine';
import { toLab as rgbToLab } from './thumbnails';

type ThemePalette = Theme['palette'];

/** `#rrggbb` to CIELAB (D65). */
function toLab(hex: string): [number, number, number] {
  const lab = rgbToLab(Buffer.from([1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))));
  return [lab[0]!, lab[1]!, lab[2]!];
}

/**
 * How strongly the main roads stand off the page against the minor streets, measured on rendered
 * pixels of the whole-area Copenhagen poster (z13). Each theme is rendered twice with one spec: once
 * as it is, once as a mask, its palette swapped (for that render only) for the page in black, the
 * main roads (motorway…secondary) in red, minor streets in green and everything else in the page's
 * black. A mask pixel counts only where it is the key colour: fully covered by the road, no
 * antialiased edge, so that only pixels inside a road are read.
 */
export const WHOLE_AREA = { lat: 55.6674, lon: 12.5731, zoom: 13, city: 'Copenhagen', country: 'Denmark' } as const;
export const MAX_DIMENSION = 3072;

const KEY = { page: '#000000', main: '#ff0000', minor: '#00ff00' } as const;

function maskPalette(palette: ThemePalette): ThemePalette {
  const page = KEY.page;
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
    rail: page,
    text: page,
    halo: page,
    accent: page,
    route: page,
    label: page,
    mat: page,
    roads: { motorway: KEY.main, trunk: KEY.main, primary: KEY.main, secondary: KEY.main, tertiary: page, minor: KEY.minor, service: page, path: page },
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

async function rgb(engine: PosterEngine, theme: string) {
  const { bytes } = await engine.render(spec(theme));
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Pixels of the rendered mask within a few levels of `hex`: pixels the road covers fully. An
 * antialiased edge pixel is a blend of the key and the page (or another key), so it is left out;
 * this is the coverage mask eroded to full coverage, which keeps a core even in a 2 px minor street
 * (a 3×3 erosion would remove those streets altogether at this size).
 */
function keyMask(data: Buffer, width: number, height: number, hex: string): Uint8Array {
  const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) {
    const off = Math.max(Math.abs(data[3 * i]! - want[0]!), Math.abs(data[3 * i + 1]! - want[1]!), Math.abs(data[3 * i + 2]! - want[2]!));
    mask[i] = off <= 6 ? 1 : 0;
  }
  return mask;
}

export interface RoadContrast {
  theme: string;
  /** Mean CIE76 ΔE from the page over the main roads' pixels, and over the minor streets'. */
  main: number;
  minor: number;
  ratio: number;
  /** Pixels read for each. */
  mainPixels: number;
  minorPixels: number;
}

/** The mean CIE76 ΔE from the page of the rendered pixels under each mask. */
function meanDeltaE(data: Buffer, mask: Uint8Array, page: string): { mean: number; n: number } {
  const [L0, a0, b0] = toLab(page);
  const cache = new Map<number, number>();
  let total = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
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

/** Measures one theme. The theme's palette is swapped for the mask render only and restored after it. */
export async function roadContrast(engine: PosterEngine, key: string): Promise<RoadContrast> {
  const theme = (THEMES as Record<string, Theme>)[key]!;
  const poster = await rgb(engine, key);
  const original = theme.palette;
  let mask: Awaited<ReturnType<typeof rgb>>;
  try {
    (theme as { palette: ThemePalette }).palette = maskPalette(original);
    mask = await rgb(engine, key);
  } finally {
    (theme as { palette: ThemePalette }).palette = original;
  }
  const main = meanDeltaE(poster.data, keyMask(mask.data, mask.width, mask.height, KEY.main), original.background);
  const minor = meanDeltaE(poster.data, keyMask(mask.data, mask.width, mask.height, KEY.minor), original.background);
  return { theme: key, main: main.mean, minor: minor.mean, ratio: main.mean / minor.mean, mainPixels: main.n, minorPixels: minor.n };
}

export const engineForRoads = () => new PosterEngine({ tilesUrl: CITY, concurrency: 2, maxQueue: 8 });
