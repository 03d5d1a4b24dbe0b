import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStore } from './local';
import { StorageError } from './types';
import { VercelBlobStore } from './vercel-blob';

describe('local file storage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-files-'));
  const store = new LocalStore(dir, 'https://atlasprint.example');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stores a file with its metadata and gives its public URL', async () => {
    const { url } = await store.put('renders/rnd_abc.png', Buffer.from('png bytes'), {
      contentType: 'image/png',
      metadata: { 'atlasprint-provenance': '{"v":1}' },
    });
    expect(url).toBe('https://atlasprint.example/files/renders/rnd_abc.png');
    const read = await store.read('renders/rnd_abc.png');
    expect(read).toEqual({ bytes: Buffer.from('png bytes'), contentType: 'image/png', metadata: { 'atlasprint-provenance': '{"v":1}' } });
  });

  it('reads nothing but what it could have written: no traversal, no sidecars, no other names', async () => {
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    for (const key of [
      '../secret.txt',
      'renders/../secret.txt',
      'secret.txt',
      'renders/rnd_abc.png.meta.json',
      'renders/%2e%2e/x.png',
      'renders/rnd_abc.exe',
      '/etc/passwd',
    ]) {
      expect(await store.read(key), key).toBeUndefined();
    }
    expect(await store.read('renders/rnd_missing.png')).toBeUndefined();
  });

  it('deletes a file and its metadata, and deleting twice is no error', async () => {
    await store.put('renders/rnd_gone.png', Buffer.from('x'), { contentType: 'image/png', metadata: {} });
    await store.delete('renders/rnd_gone.png');
    expect(await store.read('renders/rnd_gone.png')).toBeUndefined();
    expect(fs.existsSync(path.join(dir, 'renders/rnd_gone.png.meta.json'))).toBe(false);
    await store.delete('renders/rnd_gone.png');
  });

  it('gives a stored file back by its key (a batch archive reads its posters so), undefined once it is gone, and refuses other keys', async () => {
    await store.put('renders/rnd_kept.png', Buffer.from('kept'), { contentType: 'image/png', metadata: {} });
    expect(await store.get('renders/rnd_kept.png')).toEqual(Buffer.from('kept'));
    await store.delete('renders/rnd_kept.png');
    expect(await store.get('renders/rnd_kept.png')).toBeUndefined();
    await expect(store.get('../secret.txt')).rejects.toThrow(StorageError);
  });

  it('refuses to write outside its own key shape', async () => {
    await expect(store.put('../escape.png', Buffer.from('x'), { contentType: 'image/png', metadata: {} })).rejects.toThrow(StorageError);
  });
});

describe('Vercel Blob storage (the SDK faked at its put() boundary)', () => {
  it('uploads the file publicly with a stable name, and its metadata beside it', async () => {
    const calls: Array<{ pathname: string; body: unknown; options: Record<string, unknown> }> = [];
    const fakePut = (async (pathname: string, body: unknown, options: Record<string, unknown>) => {
      calls.push({ pathname, body, options });
      return { url: `https://store.public.blob.vercel-storage.com/${pathname}`, pathname };
    }) as unknown as ConstructorParameters<typeof VercelBlobStore>[1];
    const store = new VercelBlobStore('vercel_blob_rw_token', fakePut);
    const { url } = await store.put('renders/rnd_x.svg', Buffer.from('<svg/>'), { contentType: 'image/svg+xml', metadata: { 'atlasprint-provenance': '{}' } });
    expect(url).toBe('https://store.public.blob.vercel-storage.com/renders/rnd_x.svg');
    expect(calls.map((c) => c.pathname).sort()).toEqual(['renders/rnd_x.svg', 'renders/rnd_x.svg.meta.json']);
    const file = calls.find((c) => c.pathname === 'renders/rnd_x.svg')!;
    expect(file.options).toMatchObject({ access: 'public', addRandomSuffix: false, contentType: 'image/svg+xml', token: 'vercel_blob_rw_token' });
    const sidecar = calls.find((c) => c.pathname.endsWith('.meta.json'))!;
    expect(JSON.parse(String(sidecar.body))).toEqual({ contentType: 'image/svg+xml', metadata: { 'atlasprint-provenance': '{}' } });
  });

  it('deletes the file and its metadata by pathname', async () => {
    const deleted: unknown[] = [];
    const fakeDel = (async (target: unknown, options: unknown) => {
      deleted.push(target, options);
    }) as unknown as ConstructorParameters<typeof VercelBlobStore>[2];
    const store = new VercelBlobStore('vercel_blob_rw_token', undefined, fakeDel);
    await store.delete('renders/rnd_x.svg');
    expect(deleted).toEqual([['renders/rnd_x.svg', 'renders/rnd_x.svg.meta.json'], { token: 'vercel_blob_rw_token' }]);
  });
});
