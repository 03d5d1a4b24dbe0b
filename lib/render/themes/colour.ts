/**
 * Small pure colour helpers for themes and their invariants. Colours are opaque `#rrggbb`;
 * luminance and contrast follow WCAG 2.x (sRGB, relative luminance 0…1, ratio 1…21).
 */

import type { Hex } from './types';

export interface Rgb {
  /** 0…255 */
  r: number;
  g: number;
  b: number;
}

/** A theme colour exactly as themes store it: `#` and six lowercase hex digits. */
export const HEX_PATTERN = /^#[0-9a-f]{6}$/;

export function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && HEX_PATTERN.test(value);
}

/** `#rrggbb` (either case) to 0…255 channels; throws on anything else. */
export function parseHex(hex: string): Rgb {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

/** Channels to lowercase `#rrggbb`, rounded and clamped to 0…255. */
export function toHex({ r, g, b }: Rgb): Hex {
  const byte = (c: number) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0');
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
