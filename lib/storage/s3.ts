import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertObjectKey, IMMUTABLE_CACHE, type ObjectReader, type ObjectStore, type PutOptions } from './types';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public origin of the bucket (a CDN or the bucket's public URL); default `<endpoint>/<bucket>`. */
  publicUrl?: string;
}

/** Any S3-compatible store (AWS S3, Cloudflare R2, MinIO…). Metadata travels as x-amz-meta-* headers. */
export class S3Store implements ObjectStore, ObjectReader {
  readonly kind = 's3';
  private readonly client: S3Client;
  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  async put(key: string, bytes: Buffer, options: PutOptions): Promise<{ url: string }> {
    assertObjectKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: bytes,
        ContentType: options.contentType,
        CacheControl: IMMUTABLE_CACHE,
        Metadata: options.metadata,
      }),
    );
    const base = (this.settings.publicUrl ?? `${this.settings.endpoint.replace(/\/+$/, '')}/${this.settings.bucket}`).replace(/\/+$/, '');
    return { url: `${base}/${key}` };
  }

  async exists(key: string): Promise<boolean> {
    assertObjectKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertObjectKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
