import { shortened } from '@/lib/errors';
import { ApiError, methodsOtherThan, notModified, route } from '@/lib/http';
import { operations } from '@/lib/openapi';
import { getLocalStore, IMMUTABLE_CACHE } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/** Stored posters, public (no key), for the local-files storage only. Nothing but what storage wrote is served. */
export const GET = route(operations.getFile, async ({ request, context }: { request: Request; context: { params: Promise<{ path: string[] }> } }) => {
  const { path } = await context.params;
  const key = path.join('/');
  const file = await getLocalStore()?.read(key);
  if (!file) throw new ApiError('not_found', `no such file: /files/${shortened(key, 200)}`);
  const etag = `"${key.slice(key.lastIndexOf('/') + 1)}"`;
  const headers = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.length),
    'Cache-Control': IMMUTABLE_CACHE,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    // A poster is an image, never a page: even an SVG opened directly may run nothing and load nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:; sandbox",
    ...(file.metadata['atlasprint-provenance'] ? { 'X-Atlasprint-Provenance': file.metadata['atlasprint-provenance'] } : {}),
  };
  if (request.headers.get('if-none-match') === etag) return notModified(headers);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.bytes), { headers });
});

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
