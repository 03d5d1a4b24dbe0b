import { getDb } from '@/lib/db';
import { authenticate, methodsOtherThan, readJsonObject, RENDER_BODY_LIMIT, route } from '@/lib/http';
import { parseIdempotencyKey, parseRenderRequest, renderDependencies, renderForKey } from '@/lib/posters';

export const dynamic = 'force-dynamic';
export const maxDuration = 120;

export const POST = route(async (request) => {
  // The key first: a request without a valid one costs a header check and a lookup, never the work of
  // reading and validating up to 2 MiB of body. Then the body is validated before anything is charged.
  const db = await getDb();
  const key = await authenticate(db, request);
  const parsed = parseRenderRequest(await readJsonObject(request, RENDER_BODY_LIMIT));
  const idempotencyKey = parseIdempotencyKey(request.headers.get('idempotency-key'));
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
