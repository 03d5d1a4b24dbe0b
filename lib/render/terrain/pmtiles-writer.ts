import { zxyToTileId } from 'pmtiles';

/**
 * A small PMTiles v3 writer (the `pmtiles` library only reads): tiles in one clustered run, a root
 * directory (no leaves, so up to a few thousand tiles), no internal compression. Enough for the small
 * archives the repository carries and tests build (scripts/build-elevation.ts).
 * Spec: https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md
 */

export const PMTILES_TILE_TYPE = { mvt: 1, png: 2, jpeg: 3, webp: 4 } as const;

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  bytes: Uint8Array;
}

export interface ArchiveOptions {
  tileType: (typeof PMTILES_TILE_TYPE)[keyof typeof PMTILES_TILE_TYPE];
  /** west, south, east, north */
  bounds: [number, number, number, number];
  metadata?: Record<string, unknown>;
}

const HEADER_BYTES = 127;
/** The header and the root directory must fit in the first 16 KiB a reader fetches. */
const FIRST_READ = 16_384;

function varint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

function directory(entries: readonly Entry[]): Uint8Array {
  const out: number[] = [];
  varint(out, entries.length);
  let last = 0;
  for (const entry of entries) {
    varint(out, entry.tileId - last);
    last = entry.tileId;
  }
  for (const entry of entries) varint(out, entry.runLength);
  for (const entry of entries) varint(out, entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    varint(out, previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1);
  });
  return Uint8Array.from(out);
}

/** The archive's bytes. Identical tiles are stored once (entries share an offset). */
export function writePmtiles(tiles: readonly ArchiveTile[], options: ArchiveOptions): Buffer {
  if (tiles.length === 0) throw new Error('a PMTiles archive needs at least one tile');
  const sorted = tiles.map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) })).sort((a, b) => a.tileId - b.tileId);
  const entries: Entry[] = [];
  const chunks: Uint8Array[] = [];
  const seen = new Map<string, { offset: number; length: number }>();
  let offset = 0;
  for (const tile of sorted) {
    if (entries.length > 0 && entries.at(-1)!.tileId === tile.tileId) throw new Error(`tile ${tile.z}/${tile.x}/${tile.y} is given twice`);
    const key = Buffer.from(tile.bytes).toString('base64');
    let stored = seen.get(key);
    if (!stored) {
      stored = { offset, length: tile.bytes.byteLength };
      seen.set(key, stored);
      chunks.push(tile.bytes);
      offset += tile.bytes.byteLength;
    }
    entries.push({ tileId: tile.tileId, offset: stored.offset, length: stored.length, runLength: 1 });
  }
  const root = directory(entries);
  if (HEADER_BYTES + root.byteLength > FIRST_READ) throw new Error(`too many tiles for a root directory alone (${entries.length})`);
  const metadata = Buffer.from(JSON.stringify(options.metadata ?? {}), 'utf8');
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.byteLength;
  const dataOffset = metadataOffset + metadata.byteLength;

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (value: number, at: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(rootOffset, 8);
  u64(root.byteLength, 16);
  u64(metadataOffset, 24);
  u64(metadata.byteLength, 32);
  u64(dataOffset + offset, 40); // no leaf directories
  u64(0, 48);
  u64(dataOffset, 56);
  u64(offset, 64);
  u64(entries.length, 72);
  u64(entries.length, 80);
  u64(chunks.length, 88);
  header.writeUInt8(1, 96); // clustered: tiles in tile-id order
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none (PNG and WebP are compressed already)
  header.writeUInt8(options.tileType, 99);
  const zooms = sorted.map((tile) => tile.z);
  header.writeUInt8(Math.min(...zooms), 100);
  header.writeUInt8(Math.max(...zooms), 101);
  const [west, south, east, north] = options.bounds;
  const e7 = (value: number) => Math.round(value * 1e7);
  header.writeInt32LE(e7(west), 102);
  header.writeInt32LE(e7(south), 106);
  header.writeInt32LE(e7(east), 110);
  header.writeInt32LE(e7(north), 114);
  header.writeUInt8(Math.max(...zooms), 118);
  header.writeInt32LE(e7((west + east) / 2), 119);
  header.writeInt32LE(e7((south + north) / 2), 123);
  return Buffer.concat([header, root, metadata, ...chunks]);
}
