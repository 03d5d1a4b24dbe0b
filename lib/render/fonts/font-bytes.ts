import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { processSingleton } from '@/lib/singleton';

// Font files never change while the process runs, so each is read once and kept: measuring, metrics and
// subsetting all share the same bytes, in every copy of this module (Next.js loads one per bundle; the CJK
// faces alone are tens of MB).
const fontFiles = processSingleton('fontFileBytes', () => ({ bytesByFile: new Map<string, Buffer>(), pendingReads: new Map<string, Promise<Buffer>>() }));

/** The bytes of a font file, read synchronously the first time (measurement must stay synchronous). */
export function fontBytesSync(file: string): Buffer {
  const { bytesByFile } = fontFiles();
  let bytes = bytesByFile.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    bytesByFile.set(file, bytes);
  }
  return bytes;
}

/** The bytes of a font file, read without blocking the event loop the first time. */
export function fontBytes(file: string): Promise<Buffer> {
  const { bytesByFile, pendingReads } = fontFiles();
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
