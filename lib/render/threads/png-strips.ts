import { crc32, type deflateRawSync, type constants as zlibConstants } from 'node:zlib';

/**
 * A PNG made of strips deflated apart (in parallel, on raster threads) and joined as one valid stream,
 * so no thread ever holds the whole poster's pixels: a strip's rows are filtered and deflated where
 * they were painted, and only the compressed bytes travel. A PNG's image data is ONE zlib stream; raw
 * deflate streams cut with a sync flush (an empty stored block, byte-aligned, not final) can be
 * concatenated, the last one finished (pigz writes its parallel gzip the same way). The zlib wrapper
 * around them is two header bytes and the Adler-32 of all the filtered bytes, combined here from each
 * strip's own (zlib's adler32_combine). Each strip starts a fresh dictionary: a few hundred bytes more
 * per strip than one stream, on files of megabytes.
 *
 * The chunks (signature, IHDR, pHYs, sRGB, IDAT, IEND) are written with node:zlib's CRC-32. The chunk
 * libraries in the repository (png-chunks-encode) copy every byte into a JavaScript array for their CRC,
 * ~0.3 s a 2 MB poster, which a 100 MB A0 cannot afford; the chunk layout itself is eight bytes.
 */

/** zlib level 3: half the time of level 6 for ~12 % more bytes on flat map colors (../formats raster.ts, measured with sharp). */
export const PNG_STRIP_LEVEL = 3;

/** One strip's share of the stream: deflated filtered rows, their Adler-32 and their length before deflating. */
export interface DeflatedRows {
  deflated: Uint8Array;
  adler: number;
  length: number;
}

/**
 * Rows `from`…`from + rows` of an opaque RGBA canvas `width` px wide as PNG scanlines (filter type 0, none:
 * the same as sharp with adaptiveFiltering off, whose filters cost 3× the time on flat map colors), RGB,
 * deflated at `level`; `last`: the strip that ends the stream. Self-contained (its module is an argument, its
 * state a property of itself), so ./raster-pool runs its source in a worker as it is.
 */
export function deflatePngRows(
  zlib: { deflateRawSync: typeof deflateRawSync; constants: typeof zlibConstants },
  rgba: Uint8Array,
  width: number,
  from: number,
  rows: number,
  level: number,
  last: boolean,
): DeflatedRows {
  const line = 1 + width * 3;
  // The rows' buffer is kept for the next strip: a new one is touched page by page (the same as ../skia's
  // kept canvas; here 36 MiB for an everyday poster, whose page faults took longer than filling it).
  const self = deflatePngRows as unknown as { kept?: Uint8Array };
  if (!self.kept || self.kept.byteLength < line * rows) self.kept = new Uint8Array(line * rows);
  const filtered = self.kept.subarray(0, line * rows);
  // Adler-32 as the bytes are written: sums kept below 2^53 and reduced every row (a row of 3 × 20 000
  // bytes of 255 adds at most ~2^37 to b), so one modulo a row, not one a byte.
  let a = 1;
  let b = 0;
  let out = 0;
  for (let row = 0; row < rows; row++) {
    let at = (from + row) * width * 4;
    filtered[out++] = 0;
    b += a;
    for (let x = 0; x < width; x++) {
      const red = rgba[at]!;
      const green = rgba[at + 1]!;
      const blue = rgba[at + 2]!;
      filtered[out] = red;
      filtered[out + 1] = green;
      filtered[out + 2] = blue;
      out += 3;
      at += 4;
      a += red;
      b += a;
      a += green;
      b += a;
      a += blue;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  const deflated = zlib.deflateRawSync(filtered, {
    level,
    finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
  });
  return { deflated: new Uint8Array(deflated.buffer, deflated.byteOffset, deflated.byteLength), adler: ((b << 16) | a) >>> 0, length: filtered.length };
}

const ADLER_BASE = 65521;

/** The Adler-32 of two byte runs one after the other, from each one's and the second's length (zlib's adler32_combine). */
export function combineAdler(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (second & 0xffff) + ADLER_BASE - 1;
  sum2 += ((first >>> 16) & 0xffff) + ((second >>> 16) & 0xffff) + ADLER_BASE - rem;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum2 >= 2 * ADLER_BASE) sum2 -= 2 * ADLER_BASE;
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE;
  return (sum1 + sum2 * 65536) >>> 0;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A chunk's data at most this long; a strip's deflated rows are split over several IDATs past it. */
const MAX_CHUNK_BYTES = 8 << 20;
const INCHES_PER_METRE = 1 / 0.0254;

/**
 * A chunk of `data` given in pieces, as pieces: its head, the data as it is, its CRC. The file is joined once, by
 * the caller; joining every chunk as well copied a poster's megabytes twice more, into fresh memory each time.
 */
function chunk(type: string, data: readonly Uint8Array[]): Uint8Array[] {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(
    data.reduce((length, piece) => length + piece.byteLength, 0),
    0,
  );
  head.write(type, 4, 'latin1');
  let crc = crc32(head.subarray(4));
  for (const piece of data) crc = crc32(piece, crc);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc, 0);
  return [head, ...data, tail];
}

/**
 * The chunks before the image data: IHDR (8-bit RGB), sRGB (perceptual: the poster's colors are sRGB
 * hex), and pHYs with the print's resolution when it has one. A poster without a print size gets no
 * pHYs, which the PNG standard reads as "size unknown": 1000 px/m (libvips's default, 25.4 dpi) made a
 * 3072 × 4096 poster 3 × 4 m in a print shop's preflight.
 */
function headerChunks(width: number, height: number, dpi: number | undefined): Uint8Array[] {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour (RGB)
  const chunks = [PNG_SIGNATURE, ...chunk('IHDR', [ihdr]), ...chunk('sRGB', [Uint8Array.of(0)])];
  if (dpi) {
    const physical = Buffer.alloc(9);
    const perMetre = Math.round(dpi * INCHES_PER_METRE);
    physical.writeUInt32BE(perMetre, 0);
    physical.writeUInt32BE(perMetre, 4);
    physical[8] = 1; // unit: the metre
    chunks.push(...chunk('pHYs', [physical]));
  }
  return chunks;
}

/**
 * Strips of one PNG as they arrive, in any order: each written as IDAT chunks as soon as the strips above it
 * are, so only the strips finished out of turn wait here. `parts()` is the file, once every strip was added.
 */
export class PngStripWriter {
  private readonly written: Uint8Array[];
  private readonly waiting = new Map<number, DeflatedRows>();
  private next = 0;
  private adler = 1;

  constructor(
    width: number,
    height: number,
    private readonly strips: number,
    dpi?: number,
  ) {
    // zlib header: deflate with a 32 KiB window (0x78), no preset dictionary, check bits (0x01 makes 0x7801 a multiple of 31).
    this.written = [...headerChunks(width, height, dpi)];
    this.pending.push(Buffer.from([0x78, 0x01]));
  }

  /** Bytes of image data not yet put in a chunk (collected up to MAX_CHUNK_BYTES, so small strips share an IDAT). */
  private pending: Buffer[] = [];
  private pendingBytes = 2;

  add(index: number, rows: DeflatedRows): void {
    if (index < this.next || this.waiting.has(index) || index >= this.strips) throw new Error(`strip ${index} added twice or out of range`);
    this.waiting.set(index, rows);
    for (let ready = this.waiting.get(this.next); ready; ready = this.waiting.get(this.next)) {
      this.waiting.delete(this.next);
      this.next++;
      this.adler = combineAdler(this.adler, ready.adler, ready.length);
      this.push(Buffer.from(ready.deflated.buffer, ready.deflated.byteOffset, ready.deflated.byteLength));
    }
  }

  private push(bytes: Buffer): void {
    this.pending.push(bytes);
    this.pendingBytes += bytes.byteLength;
    while (this.pendingBytes >= MAX_CHUNK_BYTES) {
      const joined = Buffer.concat(this.pending);
      this.written.push(...chunk('IDAT', [joined.subarray(0, MAX_CHUNK_BYTES)]));
      const rest = joined.subarray(MAX_CHUNK_BYTES);
      this.pending = rest.byteLength > 0 ? [rest] : [];
      this.pendingBytes = rest.byteLength;
    }
  }

  /** The whole file, in pieces (Buffer.concat them, or write them in turn). */
  parts(): Uint8Array[] {
    if (this.next !== this.strips) throw new Error(`the PNG has ${this.next} of its ${this.strips} strips`);
    const trailer = Buffer.alloc(4);
    trailer.writeUInt32BE(this.adler, 0);
    const data = [...this.pending, trailer];
    this.pending = [];
    return [...this.written, ...chunk('IDAT', data), ...chunk('IEND', [])];
  }
}

/** One strip as a PNG of its own (its rows deflated with `last` true): what libvips joins into a JPEG or WebP (./raster-pool). */
export function stripPng(width: number, rows: number, deflated: DeflatedRows): Buffer {
  const writer = new PngStripWriter(width, rows, 1);
  writer.add(0, deflated);
  return Buffer.concat(writer.parts());
}
