import { recognisedAcrossCopies } from '@/lib/singleton';
/** Where posters are kept. Every adapter makes the object public at the returned URL: no key needed. */
export interface ObjectStore {
  readonly kind: 'local' | 'vercel-blob' | 's3';
  put(key: string, bytes: Buffer, options: PutOptions): Promise<{ url: string }>;
  /** Removes an object and its metadata (no error when it is not there): a poster whose render was not recorded must not stay public. */
  delete(key: string): Promise<void>;
  /** Whether the object is still there (an operator may have deleted it): an idempotent replay must not hand out a dead link. */
  exists(key: string): Promise<boolean>;
}

/** Reading a stored object back (a batch's archive). Apart from ObjectStore, which a render needs and tests fake. */
export interface ObjectReader {
  /** The object's bytes; undefined when it is not there (an operator may have deleted it). */
  get(key: string): Promise<Buffer | undefined>;
}

export interface PutOptions {
  contentType: string;
  /** Small ASCII strings kept with the object (the provenance record among them). */
  metadata: Record<string, string>;
}

/** Stored files never change (their names are random ids), so caches may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

/** The only keys storage writes: `<folder>/<id>.<extension>`. Anything else is refused. */
export const OBJECT_KEY = /^[a-z]+\/[A-Za-z0-9_-]{1,64}\.(png|jpg|webp|pdf|svg)$/;

export class StorageError extends Error {
  static {
    recognisedAcrossCopies(this, 'storage.StorageError');
  }
  override name = 'StorageError';
}

export function assertObjectKey(key: string): void {
  if (!OBJECT_KEY.test(key)) throw new StorageError(`not a storable object key: ${key}`);
}
