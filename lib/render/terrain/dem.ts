import sharp from 'sharp';

/**
 * Elevation tiles: terrarium (AWS Terrain Tiles, Mapterhorn) and terrain-RGB (Mapbox, MapTiler) PNG or
 * WebP, decoded into metres.
 */

export const DEM_ENCODINGS = ['terrarium', 'terrain-rgb'] as const;
export type DemEncoding = (typeof DEM_ENCODINGS)[number];

/** A square grid of elevations in metres, row by row from the north-west corner. */
export interface DemTile {
  size: number;
  heights: Float32Array;
}

/** Metres from one pixel's red, green and blue. */
export function decodeHeight(encoding: DemEncoding, r: number, g: number, b: number): number {
  return encoding === 'terrarium' ? r * 256 + g + b / 256 - 32768 : -10000 + (r * 65536 + g * 256 + b) * 0.1;
}

/** A height as terrarium's red, green and blue (to 1/256 m). */
export function encodeTerrarium(metres: number): [number, number, number] {
  const v = Math.max(0, Math.min(65535.996, metres + 32768));
  const whole = Math.floor(v);
  return [whole >> 8, whole & 0xff, Math.min(255, Math.round((v - whole) * 256))];
}

/** Decodes a PNG or WebP elevation tile (any square size: 256 and 512 are both served). */
export async function decodeDemTile(bytes: Uint8Array, encoding: DemEncoding): Promise<DemTile> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== info.height) throw new Error(`an elevation tile must be square (got ${info.width}×${info.height})`);
  const heights = new Float32Array(info.width * info.height);
  // A transparent pixel has no data (the bundled archive is transparent outside its grid).
  for (let i = 0, p = 0; i < heights.length; i++, p += 4)
    heights[i] = data[p + 3]! < 128 ? Number.NaN : decodeHeight(encoding, data[p]!, data[p + 1]!, data[p + 2]!);
  return { size: info.width, heights };
}
