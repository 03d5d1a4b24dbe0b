import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

// Font files never change while the process runs, so each is read once and kept: measuring, metrics and
// subsetting all share the same bytes.
const bytesByFile = new Map<string, Buffer>();
const pendingReads = new Map<string, Promise<Buffer>>();

/** The bytes of a font file, read synchronously the first time (measurement must stay synchronous). */
export function fontBytesSync(file: string): Buffer {
  let bytes = bytesByFile.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    bytesByFile.set(file, bytes);
  }
  return bytes;
}

/** The bytes of a font file, read without blocking the event loop the first time. */
export function fontBytes(file: string): Promise<Buffer> {
  const cached = bytesByFile.get(file);
  if (cached) return Promise.resolve(cached);
  let pending = pendingReads.get(file);
  if (!pending) {
    pending = readFile(file)
      .then((bytes) => {
        bytesByFile.set(file, bytes);
        return bytes;
      })
      .finally(() => pendingReads.delete(file));
    pendingReads.set(file, pending);
  }
  return pending;
}
