import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Binary masks of one layer group and the scores that compare two of them. A mask holds 1 where
 * a pixel is ink (the group drawn there), 0 where it is page. `Grid` says which pixels count.
 */
export interface Grid {
  width: number;
  height: number;
  /** 1 for pixels left out of every score (the map credit). */
  ignored: Uint8Array;
}

export function grid(width: number, height: number, ignore: (x: number, y: number) => boolean): Grid {
  const ignored = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) ignored[y * width + x] = ignore(x, y) ? 1 : 0;
  return { width, height, ignored };
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** How far the least visible of `colors` stands from the page: the largest per-channel difference (0-255). */
export function leastContrast(page: string, colors: readonly string[]): number {
  const background = channels(page);
  return Math.min(...colors.map(channels).map((color) => Math.max(...color.map((v, i) => Math.abs(v - background[i]!)))));
}

/**
 * Ink: pixels at least `coverage` covered by one of the group's colors. Each pixel is read as the
 * page mixed with the nearest of `colors` (the one whose mixing line from the page passes closest
 * to it), and its coverage is how far along that line it lies. A faint color and a strong one are
 * thus held to the same coverage, in both renderings. RGB, 3 bytes a pixel.
 */
export function inkMask(rgb: Buffer, page: string, colors: readonly string[], coverage: number): Uint8Array {
  const [br, bg, bb] = channels(page);
  const lines = colors
    .map(channels)
    .map(([r, g, b]) => [r - br, g - bg, b - bb] as const)
    .filter(([r, g, b]) => r || g || b);
  const mask = new Uint8Array(rgb.length / 3);
  for (let i = 0; i < mask.length; i++) {
    const vr = rgb[3 * i]! - br;
    const vg = rgb[3 * i + 1]! - bg;
    const vb = rgb[3 * i + 2]! - bb;
    if (!vr && !vg && !vb) continue;
    let nearest = Infinity;
    let share = 0;
    for (const [dr, dg, db] of lines) {
      const t = Math.min(1, Math.max(0, (vr * dr + vg * dg + vb * db) / (dr * dr + dg * dg + db * db)));
      const residual = (vr - t * dr) ** 2 + (vg - t * dg) ** 2 + (vb - t * db) ** 2;
      if (residual < nearest) {
        nearest = residual;
        share = t;
      }
    }
    mask[i] = share >= coverage ? 1 : 0;
  }
  return mask;
}

/** The mask grown by one pixel in each of the eight directions. */
export function dilate(mask: Uint8Array, { width, height }: Grid): Uint8Array {
  const grown = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) grown[ny * width + nx] = 1;
        }
      }
    }
  }
  return grown;
}

/** The mask shrunk by one pixel: a pixel stays where its eight neighbours are ink too. */
export function erode(mask: Uint8Array, { width, height }: Grid): Uint8Array {
  const shrunk = new Uint8Array(mask.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let all = 1;
      for (let dy = -1; dy <= 1 && all; dy++) for (let dx = -1; dx <= 1; dx++) all &= mask[(y + dy) * width + x + dx]!;
      shrunk[y * width + x] = all;
    }
  }
  return shrunk;
}

/** Areas only: lines up to two pixels wide (streams, paths) removed, shapes kept (a morphological opening). */
export const areasOf = (mask: Uint8Array, g: Grid) => dilate(erode(mask, g), g);

/** Intersection over union of `a` moved by (dx, dy) whole pixels and `b`; the shares of counted pixels each covers. */
export function intersectionOverUnion(a: Uint8Array, b: Uint8Array, { width, height, ignored }: Grid, dx = 0, dy = 0): { iou: number; a: number; b: number } {
  let both = 0;
  let either = 0;
  let inA = 0;
  let inB = 0;
  let counted = 0;
  for (let y = 0; y < height; y++) {
    const sy = y - dy;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (ignored[i]) continue;
      counted++;
      const sx = x - dx;
      const va = sx >= 0 && sy >= 0 && sx < width && sy < height ? a[sy * width + sx]! : 0;
      const vb = b[i]!;
      inA += va;
      inB += vb;
      if (va && vb) both++;
      if (va || vb) either++;
    }
  }
  return { iou: either === 0 ? 1 : both / either, a: inA / counted, b: inB / counted };
}

/**
 * For lines a pixel or two wide, where a half-pixel difference in an edge is most of the line: the
 * share of each mask's ink that has the other's within one pixel, as an F-score. A road class left
 * out, or a map shifted by two pixels, falls far below a correct one (a one-pixel shift does not:
 * that is `offsetOf`'s job).
 */
export function withinOnePixel(a: Uint8Array, b: Uint8Array, g: Grid): number {
  const [grownA, grownB] = [dilate(a, g), dilate(b, g)];
  let inA = 0;
  let inB = 0;
  let aNearB = 0;
  let bNearA = 0;
  for (let i = 0; i < a.length; i++) {
    if (g.ignored[i]) continue;
    if (a[i]) {
      inA++;
      if (grownB[i]) aNearB++;
    }
    if (b[i]) {
      inB++;
      if (grownA[i]) bNearA++;
    }
  }
  const precision = inA ? aNearB / inA : 1;
  const recall = inB ? bNearA / inB : 1;
  return (2 * precision * recall) / (precision + recall || 1);
}

/**
 * Where `a` sits relative to `b`, in px to a fraction of one, along each axis: the IoU of `a` moved
 * by whole pixels (up to `reach` either way), and a parabola through the best move and its two
 * neighbours, whose peak is the best alignment (exact for the tent-shaped IoU of lines and the
 * V-shaped IoU of areas). `a` is off by the opposite of its best move. NaN when the best move is
 * at the end of the reach.
 */
export function offsetOf(a: Uint8Array, b: Uint8Array, g: Grid, reach = 3): { x: number; y: number } {
  const along = (axis: 'x' | 'y') => {
    const scores = new Map<number, number>();
    for (let k = -reach; k <= reach; k++) scores.set(k, intersectionOverUnion(a, b, g, axis === 'x' ? k : 0, axis === 'y' ? k : 0).iou);
    let best = 0;
    for (const [k, score] of scores) if (score > scores.get(best)!) best = k;
    if (Math.abs(best) === reach) return Number.NaN;
    const [minus, centre, plus] = [scores.get(best - 1)!, scores.get(best)!, scores.get(best + 1)!];
    const curvature = minus - 2 * centre + plus;
    const move = curvature < 0 ? best + (minus - plus) / (2 * curvature) : best;
    return -move;
  };
  return { x: along('x'), y: along('y') };
}

/**
 * Writes, under `dir`: `<name>.png` with both masks (black: both; red: ours only; blue: MapLibre
 * only; grey: ignored), and the two renderings as `<name>.ours.png` and `<name>.maplibre.png`.
 */
export async function writeDebug(
  dir: string,
  name: string,
  g: Grid,
  masks: { ours: Uint8Array; reference: Uint8Array },
  renders: { ours: Buffer; reference: Buffer },
): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const file = (suffix: string) => path.join(dir, `${name.replace(/\W+/g, '-').toLowerCase()}${suffix}.png`);
  const image = Buffer.alloc(g.width * g.height * 3);
  for (let i = 0; i < g.width * g.height; i++) {
    const a = masks.ours[i];
    const b = masks.reference[i];
    const color = a && b ? [0, 0, 0] : a ? [220, 30, 30] : b ? [30, 60, 220] : g.ignored[i] ? [200, 200, 200] : [255, 255, 255];
    image.set(color, 3 * i);
  }
  const raw = { raw: { width: g.width, height: g.height, channels: 3 as const } };
  await Promise.all([
    sharp(image, raw).png().toFile(file('')),
    sharp(renders.ours, raw).png().toFile(file('.ours')),
    sharp(renders.reference, raw).png().toFile(file('.maplibre')),
  ]);
}
