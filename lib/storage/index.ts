import { getConfig } from '@/lib/config';
import { LocalStore } from './local';
import { S3Store } from './s3';
import type { ObjectStore } from './types';
import { VercelBlobStore } from './vercel-blob';

export { LocalStore } from './local';
export { S3Store, type S3Settings } from './s3';
export { VercelBlobStore } from './vercel-blob';
export { CONTENT_TYPES, IMMUTABLE_CACHE, OBJECT_KEY, StorageError, type ObjectStore, type PutOptions } from './types';

const SLOT = Symbol.for('atlasprint.objectStore');
type Holder = { [SLOT]?: ObjectStore };

/** The configured store: Vercel Blob, S3-compatible, or local files (the default). */
export function getObjectStore(): ObjectStore {
  const holder = globalThis as Holder;
  if (!holder[SLOT]) {
    const { storage, publicBaseUrl } = getConfig();
    holder[SLOT] =
      storage.kind === 'vercel-blob'
        ? new VercelBlobStore(storage.token)
        : storage.kind === 's3'
          ? new S3Store(storage)
          : new LocalStore(storage.dir, publicBaseUrl);
  }
  return holder[SLOT];
}

/** The local store when files are kept on this machine (the /files route serves them). */
export function getLocalStore(): LocalStore | undefined {
  const store = getObjectStore();
  return store instanceof LocalStore ? store : undefined;
}
