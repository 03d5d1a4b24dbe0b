import sharp from 'sharp';
import { parsePosterSpec, type PosterEngine } from '@/lib/render';

/** 48×64 thumbnails of one Copenhagen view (theme-distinctness.test.ts), as CIELAB, and distances between them. */
export const THUMB = { width: 48, height: 64 };

export type Lab = Float64Array;

export function toLab(rgb: Buffer): Lab {
  const out = new Float64Array(rgb.length);
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  for (let i = 0; i < rgb.length; i += 3) {
    const [R, G, B] = [lin(rgb[i]!), lin(rgb[i + 1]!), lin(rgb[i + 2]!)];
    const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
    const y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
    const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
    out[i] = 116 * f(y) - 16;
    out[i + 1] = 500 * (f(x) - f(y));
    out[i + 2] = 200 * (f(y) - f(z));
  }
  return out;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** CIEDE2000 (Sharma, Wu and Dalal 2005) between two CIELAB colors. */
export function ciede2000(L1: number, a1: number, b1: number, L2: number, a2: number, b2: number): number {
  const C7 = ((Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(C7 / (C7 + 25 ** 7)));
  const [a1p, a2p] = [(1 + G) * a1, (1 + G) * a2];
  const [C1p, C2p] = [Math.hypot(a1p, b1), Math.hypot(a2p, b2)];
  const hue = (b: number, a: number) => (a === 0 && b === 0 ? 0 : ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360);
  const [h1, h2] = [hue(b1, a1p), hue(b2, a2p)];
  const dL = L2 - L1;
  const dC = C2p - C1p;
  let dh = h2 - h1;
  if (C1p * C2p === 0) dh = 0;
  else if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(C1p * C2p) * Math.sin(rad(dh / 2));
  const Lm = (L1 + L2) / 2;
  const Cm = (C1p + C2p) / 2;
  let hm = h1 + h2;
  if (C1p * C2p !== 0) hm = Math.abs(h1 - h2) > 180 ? (hm + (hm < 360 ? 360 : -360)) / 2 : hm / 2;
  const T = 1 - 0.17 * Math.cos(rad(hm - 30)) + 0.24 * Math.cos(rad(2 * hm)) + 0.32 * Math.cos(rad(3 * hm + 6)) - 0.2 * Math.cos(rad(4 * hm - 63));
  const SL = 1 + (0.015 * (Lm - 50) ** 2) / Math.sqrt(20 + (Lm - 50) ** 2);
  const SC = 1 + 0.045 * Cm;
  const SH = 1 + 0.015 * Cm * T;
  const Cm7 = Cm ** 7;
  const RT = -2 * Math.sqrt(Cm7 / (Cm7 + 25 ** 7)) * Math.sin(rad(60 * Math.exp(-(((hm - 275) / 25) ** 2))));
  return Math.sqrt((dL / SL) ** 2 + (dC / SC) ** 2 + (dH / SH) ** 2 + RT * (dC / SC) * (dH / SH));
}

/** Mean per-pixel CIEDE2000 between two thumbnails of one size. */
export function thumbnailDistance(a: Lab, b: Lab): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 3) total += ciede2000(a[i]!, a[i + 1]!, a[i + 2]!, b[i]!, b[i + 1]!, b[i + 2]!);
  return total / (a.length / 3);
}

/** Mean per-pixel CIE76 ΔE (straight-line CIELAB distance) between two thumbnails of one size. */
export function thumbnailDistance76(a: Lab, b: Lab): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 3) total += Math.hypot(a[i]! - b[i]!, a[i + 1]! - b[i + 1]!, a[i + 2]! - b[i + 2]!);
  return total / (a.length / 3);
}

/** One theme's thumbnail: a 256 px poster of central Copenhagen at z14, shrunk to 48×64 with a light blur. */
export async function thumbnail(engine: PosterEngine, theme: string): Promise<Lab> {
  const { bytes } = await engine.render(
    parsePosterSpec({ theme, lat: 55.676, lon: 12.576, zoom: 14, city: 'Copenhagen', country: 'Denmark', format: 'png', maxDimension: 256 }),
  );
  const rgb = await sharp(bytes).removeAlpha().resize(THUMB.width, THUMB.height, { fit: 'fill' }).blur(0.8).raw().toBuffer();
  return toLab(rgb);
}
