import { getConfig } from '@/lib/config';
import { processSingleton } from '@/lib/singleton';
import { LocalStore } from './local';
import { S3Store } from './s3';
import type { ObjectReader, ObjectStore } from './types';
import { VercelBlobStore } from './vercel-blob';

export { LocalStore } from './local';
export { S3Store, type S3Settings } from './s3';
export { VercelBlobStore } from './vercel-blob';
export { CONTENT_TYPES, IMMUTABLE_CACHE, OBJECT_KEY, StorageError, type ObjectStore, type ObjectReader, type PutOptions } from './types';

/** The configured store: Vercel Blob, S3-compatible, or local files (the default). */
export const getObjectStore = processSingleton('objectStore', (): ObjectStore & ObjectReader => {
  const { storage, publicBaseUrl } = getConfig();
  return storage.kind === 'vercel-blob'
    ? new VercelBlobStore(storage.token)
    : storage.kind === 's3'
      ? new S3Store(storage)
      : new LocalStore(storage.dir, publicBaseUrl);
});

/** The local store when files are kept on this machine (the /files route serves them). */
export function getLocalStore(): LocalStore | undefined {
  const store = getObjectStore();
  return store instanceof LocalStore ? store : undefined;
}
