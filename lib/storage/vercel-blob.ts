import { BlobNotFoundError, del as blobDel, head as blobHead, put as blobPut } from '@vercel/blob';
import { assertObjectKey, StorageError, type ObjectReader, type ObjectStore, type PutOptions } from './types';

type BlobPut = typeof blobPut;
type BlobDel = typeof blobDel;

/**
 * Vercel Blob. Blobs carry no custom metadata, so the metadata is stored beside the file as
 * `<key>.meta.json` (public too: it holds only the provenance record).
 */
export class VercelBlobStore implements ObjectStore, ObjectReader {
  readonly kind = 'vercel-blob';
  constructor(
    private readonly token: string,
    private readonly put_: BlobPut = blobPut,
    private readonly del_: BlobDel = blobDel,
  ) {}

  async exists(key: string): Promise<boolean> {
    assertObjectKey(key);
    try {
      await blobHead(key, { token: this.token });
      return true;
    } catch (error) {
      if (error instanceof BlobNotFoundError) return false;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertObjectKey(key);
    let url: string;
    try {
      ({ url } = await blobHead(key, { token: this.token }));
    } catch (error) {
      if (error instanceof BlobNotFoundError) return undefined;
      throw error;
    }
    // Blobs are public: their url is the way to read them.
    const response = await fetch(url);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new StorageError(`reading ${key} from Vercel Blob failed: HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    // del takes pathnames as well as urls, and ignores blobs that are not there.
    await this.del_([key, `${key}.meta.json`], { token: this.token });
  }

  async put(key: string, bytes: Buffer, options: PutOptions): Promise<{ url: string }> {
    assertObjectKey(key);
    const common = { access: 'public' as const, token: this.token, addRandomSuffix: false, cacheControlMaxAge: 31_536_000 };
    const [file] = await Promise.all([
      this.put_(key, bytes, { ...common, contentType: options.contentType }),
      this.put_(`${key}.meta.json`, JSON.stringify({ contentType: options.contentType, metadata: options.metadata }), {
        ...common,
        contentType: 'application/json',
      }),
    ]);
    return { url: file.url };
  }
}
