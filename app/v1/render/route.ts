import { getDb } from '@/lib/db';
import { authenticate, methodsOtherThan, readJsonObject, RENDER_BODY_LIMIT, route } from '@/lib/http';
import { parseIdempotencyKey, parseRenderRequest, renderDependencies, renderForKey } from '@/lib/posters';

export const dynamic = 'force-dynamic';
export const maxDuration = 120;

export const POST = route(async (request) => {
  // Validate first: a bad request is refused before anything is looked up or charged.
  const parsed = parseRenderRequest(await readJsonObject(request, RENDER_BODY_LIMIT));
  const idempotencyKey = parseIdempotencyKey(request.headers.get('idempotency-key'));
  const db = await getDb();
  const key = await authenticate(db, request);
  const { result, rateLimit, replayed } = await renderForKey(key, parsed, renderDependencies(db), { signal: request.signal, idempotencyKey });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (replayed) headers['Idempotent-Replayed'] = 'true';
  if (rateLimit) {
    headers['X-RateLimit-Limit'] = String(rateLimit.limit);
    headers['X-RateLimit-Remaining'] = String(rateLimit.remaining);
  }
  return Response.json(result, { headers });
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
