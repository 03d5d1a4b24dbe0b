import fs from 'node:fs/promises';
import path from 'node:path';
import { assertObjectKey, CONTENT_TYPES, OBJECT_KEY, type ObjectReader, type ObjectStore, type PutOptions } from './types';
import { recognisedAcrossCopies } from '@/lib/singleton';

/** Files under DATA_DIR/files, served by the app itself at /files/<key>. Metadata goes in a sidecar JSON file. */
export class LocalStore implements ObjectStore, ObjectReader {
  static {
    recognisedAcrossCopies(this, 'storage.LocalStore');
  }
  readonly kind = 'local';
  constructor(
    private readonly dir: string,
    private readonly publicBaseUrl: string,
  ) {}

  async put(key: string, bytes: Buffer, options: PutOptions): Promise<{ url: string }> {
    assertObjectKey(key);
    const file = path.join(this.dir, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed: a reader never sees half a poster.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
    await fs.writeFile(`${file}.meta.json`, JSON.stringify({ contentType: options.contentType, metadata: options.metadata }));
    return { url: `${this.publicBaseUrl}/files/${key}` };
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    const file = path.join(this.dir, key);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.meta.json`, { force: true })]);
  }

  async exists(key: string): Promise<boolean> {
    assertObjectKey(key);
    return fs.access(path.join(this.dir, key)).then(
      () => true,
      () => false,
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertObjectKey(key);
    return fs.readFile(path.join(this.dir, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  }

  /** The stored bytes for a key this store could have written; undefined for anything else. */
  async read(key: string): Promise<{ bytes: Buffer; contentType: string; metadata: Record<string, string> } | undefined> {
    if (!OBJECT_KEY.test(key)) return undefined;
    const file = path.join(this.dir, key);
    try {
      const [bytes, sidecar] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.meta.json`, 'utf8').catch(() => '{}')]);
      const extension = key.slice(key.lastIndexOf('.') + 1);
      const { metadata = {} } = JSON.parse(sidecar) as { metadata?: Record<string, string> };
      return { bytes, contentType: CONTENT_TYPES[extension]!, metadata };
    } catch {
      return undefined;
    }
  }
}
