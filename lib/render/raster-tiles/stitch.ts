import sharp from 'sharp';
import { RenderError } from '../errors';
import { RASTER_TILE_SIZE, type RasterFrame, type RasterPlan } from './plan';

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A tile's bytes (PNG, JPEG, WebP…) as 256×256 opaque RGB: transparency over `background`. */
export async function decodeRasterTile(bytes: Buffer, background: Rgb, label: string): Promise<Buffer> {
  try {
    const { data, info } = await sharp(bytes)
      .flatten({ background: { r: background[0], g: background[1], b: background[2] } })
      .resize(RASTER_TILE_SIZE, RASTER_TILE_SIZE, { fit: 'fill', kernel: 'lanczos3' })
      .toColorspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`${info.channels} channels`);
    return data;
  } catch (error) {
    throw new RenderError('tiles_unavailable', `map tile ${label} is not an image: ${(error as Error).message}`, { cause: error });
  }
}

interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Lays the decoded tiles side by side on a canvas of the page color. */
export function stitch(plan: RasterPlan, tiles: ReadonlyMap<string, Buffer | undefined>, background: Rgb): RawImage {
  const width = plan.cols * RASTER_TILE_SIZE;
  const height = plan.rows * RASTER_TILE_SIZE;
  const data = Buffer.alloc(width * height * 3);
  fill(data, background);
  const rowBytes = RASTER_TILE_SIZE * 3;
  for (const tile of plan.tiles) {
    const pixels = tiles.get(`${tile.z}/${tile.x}/${tile.y}`);
    if (!pixels) continue;
    const left = tile.col * RASTER_TILE_SIZE * 3;
    for (let r = 0; r < RASTER_TILE_SIZE; r++) {
      pixels.copy(data, (tile.row * RASTER_TILE_SIZE + r) * width * 3 + left, r * rowBytes, (r + 1) * rowBytes);
    }
  }
  return { data, width, height };
}

function fill(data: Buffer, [r, g, b]: Rgb): void {
  if (data.length === 0) return;
  data[0] = r;
  data[1] = g;
  data[2] = b;
  // Doubling copies: a few dozen memcpy calls for a whole canvas.
  for (let filled = 3; filled < data.length; filled *= 2) data.copyWithin(filled, 0, Math.min(filled, data.length - filled));
}

/**
 * The frame's region cut out of the stitched canvas: turned by the bearing and scaled to one
 * poster px per px. Output pixel (u, v) is the poster point (region.x + u + ½, region.y + v + ½);
 * its place on the canvas comes from the plan's affine, so it shows exactly what the vector view
 * would draw there. A canvas much denser than the poster is first shrunk with a proper filter
 * (sharp, lanczos3); the turn itself is bilinear.
 */
export async function resample(plan: RasterPlan, frame: RasterFrame, canvas: RawImage, background: Rgb): Promise<Buffer> {
  const { width: outW, height: outH } = frame.region;
  const out = Buffer.alloc(outW * outH * 3);
  if (canvas.width === 0 || canvas.height === 0) {
    fill(out, background);
    return out;
  }
  let source = canvas;
  if (plan.k > 1.05) {
    const width = Math.max(1, Math.round(canvas.width / plan.k));
    const height = Math.max(1, Math.round(canvas.height / plan.k));
    const data = await sharp(canvas.data, { raw: { width: canvas.width, height: canvas.height, channels: 3 } })
      .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    source = { data, width, height };
  }
  const sx = source.width / canvas.width;
  const sy = source.height / canvas.height;
  const [a, b, c, d, e, f] = plan.transform;
  const [ox, oy] = plan.origin;
  // Source index coordinates (pixel centres at i + ½, so index = position − ½) of output pixel (u, v).
  const ax = a * sx;
  const cx = c * sx;
  const ex = (a * (frame.region.x + 0.5) + c * (frame.region.y + 0.5) + e - ox) * sx - 0.5;
  const by = b * sy;
  const dy = d * sy;
  const fy = (b * (frame.region.x + 0.5) + d * (frame.region.y + 0.5) + f - oy) * sy - 0.5;

  const src = source.data;
  const sw = source.width;
  const sh = source.height;
  const [br, bg, bb] = background;
  const at = (ix: number, iy: number, channel: number): number =>
    ix < 0 || iy < 0 || ix >= sw || iy >= sh ? (channel === 0 ? br : channel === 1 ? bg : bb) : src[(iy * sw + ix) * 3 + channel]!;

  let o = 0;
  for (let v = 0; v < outH; v++) {
    let x = cx * v + ex;
    let y = dy * v + fy;
    for (let u = 0; u < outW; u++, x += ax, y += by, o += 3) {
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const tx = x - x0;
      const ty = y - y0;
      const w00 = (1 - tx) * (1 - ty);
      const w10 = tx * (1 - ty);
      const w01 = (1 - tx) * ty;
      const w11 = tx * ty;
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < sw && y0 + 1 < sh) {
        const i = (y0 * sw + x0) * 3;
        const j = i + sw * 3;
        out[o] = w00 * src[i]! + w10 * src[i + 3]! + w01 * src[j]! + w11 * src[j + 3]! + 0.5;
        out[o + 1] = w00 * src[i + 1]! + w10 * src[i + 4]! + w01 * src[j + 1]! + w11 * src[j + 4]! + 0.5;
        out[o + 2] = w00 * src[i + 2]! + w10 * src[i + 5]! + w01 * src[j + 2]! + w11 * src[j + 5]! + 0.5;
      } else {
        for (let ch = 0; ch < 3; ch++) {
          out[o + ch] = w00 * at(x0, y0, ch) + w10 * at(x0 + 1, y0, ch) + w01 * at(x0, y0 + 1, ch) + w11 * at(x0 + 1, y0 + 1, ch) + 0.5;
        }
      }
    }
  }
  return out;
}
