/**
 * Small pure color helpers for themes and their invariants. Colors are opaque `#rrggbb`;
 * luminance and contrast follow WCAG 2.x (sRGB, relative luminance 0…1, ratio 1…21).
 */

import type { Hex } from './types';

export interface Rgb {
  /** 0…255 */
  r: number;
  g: number;
  b: number;
}

/** A theme color exactly as themes store it: `#` and six lowercase hex digits. */
export const HEX_PATTERN = /^#[0-9a-f]{6}$/;

export function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && HEX_PATTERN.test(value);
}

/** `#rrggbb` (either case) to 0…255 channels; throws on anything else. */
export function parseHex(hex: string): Rgb {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new Error(`not a #rrggbb color: ${hex}`);
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

/** Channels to lowercase `#rrggbb`, rounded and clamped to 0…255. */
export function toHex({ r, g, b }: Rgb): Hex {
  const byte = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

/** sRGB channel (0…255) to linear light (0…1). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, symmetric: 1 for equal luminance, 21 for black on white. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `a` moved a fraction `t` (0…1, clamped) of the way to `b`, channel by channel in sRGB. */
export function mix(a: string, b: string, t: number): Hex {
  const f = Math.min(1, Math.max(0, t));
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * f, g: x.g + (y.g - x.g) * f, b: x.b + (y.b - x.b) * f });
}

/** Mixed towards white by `amount` (0…1). */
export function lighten(hex: string, amount: number): Hex {
  return mix(hex, '#ffffff', amount);
}

/** Mixed towards black by `amount` (0…1). */
export function darken(hex: string, amount: number): Hex {
  return mix(hex, '#000000', amount);
}

/** A CIELAB color (D65 white): lightness 0…100, then the green–red and blue–yellow axes. */
export type Lab = [l: number, a: number, b: number];

/** sRGB `#rrggbb` to CIELAB (D65), for perceptual distances. */
export function toLab(hex: string): Lab {
  const { r, g, b } = parseHex(hex);
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 ΔE: straight-line distance in CIELAB (about 2.3 is a just-noticeable difference). */
export function deltaE76(a: string, b: string): number {
  const [x, y] = [toLab(a), toLab(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/**
 * How far apart two colors are in color alone, lightness left out: the distance in the
 * CIELAB a*b* plane. It is large when hue or saturation differ, and 0 for two greys (or any
 * two shades of one color), however far apart their lightness.
 */
export function chromaticDistance(a: string, b: string): number {
  const [x, y] = [toLab(a), toLab(b)];
  return Math.hypot(x[1] - y[1], x[2] - y[2]);
}

/** CIELAB chroma (0 for greys) and hue angle in degrees (0…360). */
export function chromaHue(hex: string): { chroma: number; hue: number } {
  const [, a, b] = toLab(hex);
  return { chroma: Math.hypot(a, b), hue: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360 };
}

/** Smallest angle between two hues in degrees (0…180). */
export function hueDifference(h1: number, h2: number): number {
  const d = Math.abs(h1 - h2) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * `color` mixed towards `background` (in sRGB, so it keeps the color's own hue family rather
 * than greying) just far enough that its contrast against the background is `target`; the color
 * itself if it is already at or under the target.
 */
export function towardContrast(color: string, background: string, target: number): Hex {
  if (contrastRatio(color, background) <= target) return toHex(parseHex(color));
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 40; i++) {
    const t = (lo + hi) / 2;
    if (contrastRatio(mix(color, background, t), background) > target) lo = t;
    else hi = t;
  }
  return mix(color, background, lo);
}

/**
 * How far `color` lies off the sRGB segment from `from` to `to`, in 0…255 channel units:
 * 0 when it is a mix of the two. Road classes below the main roads are mixes towards the page.
 */
export function offMix(color: string, from: string, to: string): number {
  const [c, p, q] = [parseHex(color), parseHex(from), parseHex(to)];
  const d = [q.r - p.r, q.g - p.g, q.b - p.b];
  const v = [c.r - p.r, c.g - p.g, c.b - p.b];
  const len2 = d[0]! ** 2 + d[1]! ** 2 + d[2]! ** 2;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, (v[0]! * d[0]! + v[1]! * d[1]! + v[2]! * d[2]!) / len2));
  return Math.hypot(v[0]! - t * d[0]!, v[1]! - t * d[1]!, v[2]! - t * d[2]!);
}

/**
 * Where each road class sits on the line from the theme's main-road color (the motorway) to the
 * page: the share of the way towards the page, mixed in sRGB so that the ramp keeps the main road's
 * hue. Three tiers a viewer tells apart at arm's length (issue 39, side by side with maptoposter's
 * New Delhi): the arterials (motorway…secondary) carry the main-road color nearly whole; tertiary
 * is a clear second tier at 65-75 % of their color distance from the page (CIE76; the sRGB mix at
 * 0.35 lands at 0.64 on the palest pages and 0.74 on the most saturated dark ones); minor, service
 * and path are the mesh, texture at 20-30 %. Rail is kept under the minor streets (themes.test.ts,
 * and on rendered pixels in tests/integration/render/road-hierarchy.test.ts). At 0.42 tertiary sat
 * at 57-67 % and, taking most of a city's streets, blurred the network into the mesh.
 */
export const ROAD_RAMP = {
  motorway: 0,
  trunk: 0.03,
  primary: 0.06,
  secondary: 0.1,
  tertiary: 0.35,
  minor: 0.76,
  service: 0.81,
  path: 0.86,
} as const;

/** No class of the ramp fades under this contrast on the page (the path floor, 1.25:1, with rounding room). */
export const ROAD_FLOOR = 1.27;

/**
 * The road hierarchy from one main-road color, by ROAD_RAMP, each class lifted to ROAD_FLOOR if the
 * mix would fade it under that (still on the same line). The theme records hold its output written
 * out as plain values (a one-off script wrote them, as .scratch/i15/apply.ts did the palettes), so a
 * theme can still be tuned by hand; themes.test.ts checks that every record stays one ramp.
 */
export function roadRamp(top: string, page: string): Record<keyof typeof ROAD_RAMP, Hex> {
  const out = {} as Record<keyof typeof ROAD_RAMP, Hex>;
  for (const [cls, share] of Object.entries(ROAD_RAMP) as [keyof typeof ROAD_RAMP, number][]) {
    const mixed = mix(top, page, share);
    out[cls] = contrastRatio(mixed, page) >= ROAD_FLOOR || contrastRatio(top, page) < ROAD_FLOOR ? mixed : towardContrast(top, page, ROAD_FLOOR + 0.005);
  }
  return out;
}

/** CIELAB (D65) back to sRGB `#rrggbb`, clamped into the gamut. */
export function fromLab([l, a, b]: Lab): Hex {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
  const [x, y, z] = [inv(fx) * 0.95047, inv(fy), inv(fz) * 1.08883];
  const R = 3.2406 * x - 1.5372 * y - 0.4986 * z;
  const G = -0.9689 * x + 1.8758 * y + 0.0415 * z;
  const B = 0.0557 * x - 0.204 * y + 1.057 * z;
  const gamma = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.max(0, c) ** (1 / 2.4) - 0.055);
  return toHex({ r: gamma(R), g: gamma(G), b: gamma(B) });
}
