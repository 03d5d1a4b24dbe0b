import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { crc32 } from 'node:zlib';
import { processSingleton } from '@/lib/singleton';

/**
 * Raw bytes read from a remote map data source (a {z}/{x}/{y} tile as served, a PMTiles header,
 * directory or tile range), kept on disk across renders, render workers and restarts, within a size
 * bound: a remote source answers each request in a round trip (tens of ms), the disk in well under one.
 *
 * Shared by every thread and process given the same folder, with no lock: an entry is written to a
 * file of its writer's own and renamed into place (a reader sees a whole entry or none), and each
 * entry carries its length and CRC-32, so a file cut short or damaged (a full disk, a crash, a hand)
 * reads as a miss and is removed. Eviction drops the least recently used entries first (a hit
 * touches its file's time) once the folder passes its bound; each cache counts what it wrote since
 * it last listed the folder, so with several writers the folder can pass the bound by what the
 * others wrote since their last listing, until the next listing.
 */
export interface DiskTileCacheOptions {
  dir: string;
  maxBytes: number;
}

const MAGIC = 0x41505431; // "APT1"
const HEADER = 12;
/** Evicted down to this share of the bound, so a full cache does not list its folder at every write. */
const LOW_WATER = 0.9;

export class DiskTileCache {
  readonly dir: string;
  readonly maxBytes: number;
  /** The folder's size as this cache last saw it, plus what it has written since. */
  private estimate: number | undefined;
  private evicting: Promise<void> | undefined;
  private made: Promise<unknown> | undefined;

  constructor(options: DiskTileCacheOptions) {
    this.dir = options.dir;
    this.maxBytes = Math.max(0, options.maxBytes);
  }

  private file(key: string): string {
    const hash = createHash('sha256').update(key).digest('hex');
    return path.join(this.dir, hash.slice(0, 2), `${hash.slice(2, 40)}.tile`);
  }

  /** The bytes stored under `key`, or undefined (never stored, evicted, or unreadable: then removed). */
  async get(key: string): Promise<Uint8Array | undefined> {
    if (this.maxBytes === 0) return undefined;
    const file = this.file(key);
    let stored: Buffer;
    try {
      stored = await fs.readFile(file);
    } catch {
      return undefined;
    }
    const body = stored.subarray(HEADER);
    if (stored.length < HEADER || stored.readUInt32BE(0) !== MAGIC || stored.readUInt32BE(4) !== body.length || stored.readUInt32BE(8) !== crc32(body)) {
      await fs.rm(file, { force: true });
      return undefined;
    }
    const now = new Date();
    // Recency for eviction; a failure (the entry just evicted by another thread) changes nothing.
    fs.utimes(file, now, now).catch(() => undefined);
    return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  }

  /** Stores `bytes` under `key`; a failure to write (a full or read-only disk) only leaves it uncached. */
  async set(key: string, bytes: Uint8Array): Promise<void> {
    const size = HEADER + bytes.byteLength;
    if (this.maxBytes === 0 || size > this.maxBytes * (1 - LOW_WATER)) return;
    const file = this.file(key);
    const header = Buffer.alloc(HEADER);
    header.writeUInt32BE(MAGIC, 0);
    header.writeUInt32BE(bytes.byteLength, 4);
    header.writeUInt32BE(crc32(bytes), 8);
    const temporary = `${file}.${process.pid}-${threadId}-${randomBytes(4).toString('hex')}.part`;
    try {
      this.made ??= fs.mkdir(this.dir, { recursive: true });
      await this.made;
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(temporary, Buffer.concat([header, bytes]));
      await fs.rename(temporary, file);
    } catch {
      await fs.rm(temporary, { force: true }).catch(() => undefined);
      return;
    }
    this.estimate = (this.estimate ?? (await this.size())) + size;
    if (this.estimate > this.maxBytes) await this.evict();
  }

  /** Drops the entry under `key` (a PMTiles header whose archive has changed). */
  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  private async entries(): Promise<Array<{ file: string; size: number; used: number }>> {
    const found: Array<{ file: string; size: number; used: number }> = [];
    let folders: string[];
    try {
      folders = await fs.readdir(this.dir);
    } catch {
      return found;
    }
    for (const folder of folders) {
      let names: string[];
      try {
        names = await fs.readdir(path.join(this.dir, folder));
      } catch {
        continue;
      }
      for (const name of names) {
        const file = path.join(this.dir, folder, name);
        try {
          const stat = await fs.stat(file);
          found.push({ file, size: stat.size, used: stat.mtimeMs });
        } catch {
          /* removed meanwhile */
        }
      }
    }
    return found;
  }

  /** Bytes in the folder now (every thread's entries). */
  async size(): Promise<number> {
    return (await this.entries()).reduce((sum, entry) => sum + entry.size, 0);
  }

  /** Removes the least recently used entries until the folder is under LOW_WATER of its bound. */
  private evict(): Promise<void> {
    this.evicting ??= (async () => {
      const entries = await this.entries();
      let total = entries.reduce((sum, entry) => sum + entry.size, 0);
      entries.sort((a, b) => a.used - b.used);
      for (const entry of entries) {
        if (total <= this.maxBytes * LOW_WATER) break;
        // A writer's .part file older than a minute was left by a crash; a newer one is being written.
        if (entry.file.endsWith('.part') && Date.now() - entry.used < 60_000) continue;
        await fs.rm(entry.file, { force: true });
        total -= entry.size;
      }
      this.estimate = total;
    })().finally(() => {
      this.evicting = undefined;
    });
    return this.evicting;
  }
}

const caches = processSingleton('diskTileCaches', () => new Map<string, DiskTileCache>());

/** One cache per folder per thread, whichever module copy asks (its estimate of the folder's size is then one count). */
export function diskTileCache(options: DiskTileCacheOptions): DiskTileCache {
  const key = `${options.maxBytes}|${path.resolve(options.dir)}`;
  let cache = caches().get(key);
  if (!cache) caches().set(key, (cache = new DiskTileCache(options)));
  return cache;
}
