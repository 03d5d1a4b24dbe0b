import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Store } from '@/lib/storage';

/** s3rver implements the S3 API on loopback, so the adapter is tested through the real AWS SDK over HTTP. */
describe('S3-compatible storage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-s3-'));
  let server: S3rver;
  let endpoint = '';

  beforeAll(async () => {
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'posters', configs: [] }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores the poster with its content type and metadata at a public URL that serves it', async () => {
    const store = new S3Store({ endpoint, bucket: 'posters', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const bytes = Buffer.from('%PDF-1.7 fake poster');
    const { url } = await store.put('renders/rnd_s3test.pdf', bytes, {
      contentType: 'application/pdf',
      metadata: { 'atlasprint-provenance': '{"v":1,"id":"rnd_s3test"}' },
    });
    expect(url).toBe(`${endpoint}/posters/renders/rnd_s3test.pdf`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-amz-meta-atlasprint-provenance')).toBe('{"v":1,"id":"rnd_s3test"}');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('gives a stored poster back by its key through the SDK, and undefined for one that is not there', async () => {
    const store = new S3Store({ endpoint, bucket: 'posters', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const bytes = Buffer.from('\x89PNG fake poster');
    await store.put('renders/rnd_s3get.png', bytes, { contentType: 'image/png', metadata: {} });
    expect(await store.get('renders/rnd_s3get.png')).toEqual(bytes);
    expect(await store.get('renders/rnd_s3none.png')).toBeUndefined();
  });

  it('deletes a poster so its URL no longer serves it', async () => {
    const store = new S3Store({ endpoint, bucket: 'posters', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const { url } = await store.put('renders/rnd_gone.png', Buffer.from('png'), { contentType: 'image/png', metadata: {} });
    expect((await fetch(url)).status).toBe(200);
    await store.delete('renders/rnd_gone.png');
    expect((await fetch(url)).status).toBe(404);
  });

  it('uses S3_PUBLIC_URL for links when a CDN fronts the bucket', async () => {
    const store = new S3Store({ endpoint, bucket: 'posters', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', publicUrl: 'https://cdn.example/' });
    const { url } = await store.put('renders/rnd_cdn.png', Buffer.from('x'), { contentType: 'image/png', metadata: {} });
    expect(url).toBe('https://cdn.example/renders/rnd_cdn.png');
  });
});
